// The email a landlord sends a lead's renter from the portal ('lead-reply'): the landlord's words quoted as
// written, what it is about; the caller sets Reply-To to the landlord, so the renter's answer reaches them.
import type { Locale } from '@rentals/shared';
import { type EmailContent, emailSignature, renderEmail } from '../../../lib/email-layout.ts';

export interface LeadReplyFacts {
  renterName: string;
  landlordName: string;
  listingTitle: string;
  message: string;
}

export function leadReplyEmail(facts: LeadReplyFacts, locale: Locale): EmailContent<'lead-reply'> {
  const fr = locale === 'fr';
  return renderEmail(
    locale,
    'lead-reply',
    fr ? `Réponse à votre demande : ${facts.listingTitle}` : `Reply to your inquiry: ${facts.listingTitle}`,
    [
      fr ? `Bonjour ${facts.renterName},` : `Hello ${facts.renterName},`,
      fr
        ? `${facts.landlordName} a répondu à votre message au sujet de « ${facts.listingTitle} » :`
        : `${facts.landlordName} answered your message about "${facts.listingTitle}":`,
      { quote: facts.message },
      fr
        ? `Répondez simplement à ce courriel pour écrire à ${facts.landlordName}.`
        : `Reply to this email to answer ${facts.landlordName} directly.`,
      fr
        ? "Ne versez jamais d'argent avant d'avoir visité le logement et signé un bail."
        : 'Never send money before you have seen the place and signed a lease.',
      emailSignature(locale),
    ],
  );
}
