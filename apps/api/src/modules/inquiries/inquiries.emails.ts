// The two emails an inquiry sends: to the landlord ('inquiry-received': who wrote, when, the move-in date,
// the message, a link to the listing; replies go to the renter) and the renter's copy ('inquiry-sent').
// Plain text plus simple HTML in which every value the renter typed is escaped.
import type { Locale } from '@rentals/shared';
import { type EmailBlock, type EmailContent, emailSignature, renderEmail } from '../../lib/email-layout.ts';

type InquiryEmailContent = EmailContent<'inquiry-received' | 'inquiry-sent'>;

export interface InquiryFacts {
  name: string;
  email: string;
  phone: string | null;
  /** YYYY-MM-DD or null. */
  moveInDate: string | null;
  message: string;
  sentAt: Date;
  listingTitle: string;
  listingAddress: string;
  /** Absolute URL of the listing's page. */
  listingUrl: string;
}

/** "November 22, 2026 at 7:44 AM UTC" / "22 novembre 2026 à 07 h 44 UTC". */
function formatSentAt(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'fr' ? 'fr-CA' : 'en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(date);
}

/** "2026-12-01" -> "December 1, 2026" / "1 décembre 2026"; null -> "Not sure yet". */
function formatMoveInDate(date: string | null, locale: Locale): string {
  if (!date) return locale === 'fr' ? 'Pas encore décidée' : 'Not sure yet';
  return new Intl.DateTimeFormat(locale === 'fr' ? 'fr-CA' : 'en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** To the landlord: a new lead; the caller sets Reply-To to the renter, so a reply reaches them. */
export function inquiryReceivedEmail(
  facts: InquiryFacts,
  locale: Locale,
  links: { leadsUrl: string | null },
): InquiryEmailContent {
  const fr = locale === 'fr';
  const contact = [facts.email, facts.phone].filter(Boolean).join(', ');
  return renderEmail(
    locale,
    'inquiry-received',
    fr ? `Nouvelle demande : ${facts.listingTitle}` : `New inquiry: ${facts.listingTitle}`,
    [
      fr ? 'Bonjour,' : 'Hello,',
      fr
        ? `${facts.name} vous a écrit au sujet de votre annonce « ${facts.listingTitle} » (${facts.listingAddress}).`
        : `${facts.name} sent you a message about your listing "${facts.listingTitle}" (${facts.listingAddress}).`,
      { label: fr ? 'De' : 'From', value: `${facts.name} (${contact})` },
      { label: fr ? 'Envoyé le' : 'Sent', value: formatSentAt(facts.sentAt, locale) },
      { label: fr ? "Date d'emménagement" : 'Move-in date', value: formatMoveInDate(facts.moveInDate, locale) },
      { quote: facts.message },
      fr
        ? `Répondez simplement à ce courriel pour écrire à ${facts.name}.`
        : `Reply to this email to answer ${facts.name} directly.`,
      { link: facts.listingUrl, text: fr ? "Voir l'annonce" : 'View the listing' },
      ...(links.leadsUrl
        ? [{ link: links.leadsUrl, text: fr ? 'Toutes vos demandes (pistes)' : 'All your leads' }]
        : []),
      emailSignature(locale),
    ],
  );
}

/** The renter's copy of what they sent. */
export function inquirySentEmail(
  facts: InquiryFacts,
  locale: Locale,
  links: { myInquiriesUrl: string | null; signUpUrl: string | null },
): InquiryEmailContent {
  const fr = locale === 'fr';
  const follow: EmailBlock[] = [];
  if (links.myInquiriesUrl) {
    follow.push({ link: links.myInquiriesUrl, text: fr ? 'Suivre vos demandes' : 'Follow your inquiries' });
  } else if (links.signUpUrl) {
    follow.push({
      link: links.signUpUrl,
      text: fr
        ? 'Créez un compte avec cette adresse pour suivre vos demandes'
        : 'Create an account with this email address to follow your inquiries',
    });
  }
  return renderEmail(
    locale,
    'inquiry-sent',
    fr ? `Votre message : ${facts.listingTitle}` : `Your message: ${facts.listingTitle}`,
    [
      fr ? `Bonjour ${facts.name},` : `Hello ${facts.name},`,
      fr
        ? `Votre message au sujet de « ${facts.listingTitle} » (${facts.listingAddress}) a été envoyé au propriétaire le ${formatSentAt(facts.sentAt, locale)}. Il vous répondra directement.`
        : `Your message about "${facts.listingTitle}" (${facts.listingAddress}) was sent to the landlord on ${formatSentAt(facts.sentAt, locale)}. They will answer you directly.`,
      { label: fr ? "Date d'emménagement" : 'Move-in date', value: formatMoveInDate(facts.moveInDate, locale) },
      { quote: facts.message },
      { link: facts.listingUrl, text: fr ? "Voir l'annonce" : 'View the listing' },
      ...follow,
      fr
        ? "Ne versez jamais d'argent avant d'avoir visité le logement et signé un bail."
        : 'Never send money before you have seen the place and signed a lease.',
      emailSignature(locale),
    ],
  );
}
