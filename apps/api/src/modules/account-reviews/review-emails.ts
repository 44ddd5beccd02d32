// The email a landlord receives when support asks for documents during an account review: the agent's
// message quoted as written, in the landlord's language.
import { type EmailContent, emailSignature, renderEmail } from '../../lib/email-layout.ts';

export function documentsRequestEmail(
  user: { firstName: string; locale: 'en' | 'fr' },
  message: string,
  portalUrl: string,
): EmailContent<'account-review-documents'> {
  if (user.locale === 'fr') {
    return renderEmail(user.locale, 'account-review-documents', 'Documents demandés pour votre compte', [
      `Bonjour ${user.firstName},`,
      'Notre équipe de soutien vérifie votre compte de locateur et a besoin de quelques documents :',
      { quote: message },
      'Répondez à ce courriel avec les documents demandés. Vos annonces restent en ligne pendant la vérification.',
      { link: portalUrl, text: 'Votre espace locateur' },
      emailSignature('fr'),
    ]);
  }
  return renderEmail(user.locale, 'account-review-documents', 'Documents needed for your account', [
    `Hello ${user.firstName},`,
    'Our support team is reviewing your landlord account and needs a few documents:',
    { quote: message },
    'Reply to this email with the documents asked for. Your listings stay online during the review.',
    { link: portalUrl, text: 'Your landlord portal' },
    emailSignature('en'),
  ]);
}
