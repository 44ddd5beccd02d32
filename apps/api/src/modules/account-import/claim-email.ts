// The email each imported landlord receives ('account-claim'): the claim link, how long it works, and what to
// do if the account is not theirs. In the language of the support agent who started the import.
import type { Locale } from '@rentals/shared';
import { type EmailContent, emailSignature, renderEmail } from '../../lib/email-layout.ts';

export function claimEmail(
  user: { firstName: string; locale: Locale },
  link: string,
  companyName: string,
  days: number,
): EmailContent<'account-claim'> {
  const fr = user.locale === 'fr';
  return renderEmail(
    user.locale,
    'account-claim',
    fr ? 'Votre compte Rentals vous attend' : 'Your Rentals account is waiting for you',
    fr
      ? [
          `Bonjour ${user.firstName},`,
          `Nous avons créé un compte de propriétaire pour vous et ${companyName} sur Rentals. Choisissez votre mot de passe pour l’activer :`,
          { link, text: 'Activer mon compte' },
          `Ce lien fonctionne une seule fois et expire dans ${days} jours. Si ce compte n’est pas le vôtre, ignorez ce message.`,
          emailSignature('fr'),
        ]
      : [
          `Hello ${user.firstName},`,
          `We have created a landlord account for you and ${companyName} on Rentals. Choose your password to activate it:`,
          { link, text: 'Activate my account' },
          `This link works once and expires in ${days} days. If this account is not yours, you can ignore this email.`,
          emailSignature('en'),
        ],
  );
}
