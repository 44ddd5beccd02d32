// The account emails (welcome, verification code, password reset, password changed), in the user's
// language: plain text plus a simple HTML version. Every user-supplied value is escaped in the HTML.
import type { Locale } from '@rentals/shared';
import { type EmailBlock, type EmailContent, emailSignature, renderEmail } from '../../lib/email-layout.ts';

interface Recipient {
  firstName: string;
  locale: Locale;
}

const greeting = (user: Recipient) =>
  user.locale === 'fr' ? `Bonjour ${user.firstName},` : `Hello ${user.firstName},`;

/** The greeting, the paragraphs (text, links and codes), then the signature. */
function render(template: string, subject: string, user: Recipient, blocks: EmailBlock[]): EmailContent {
  return renderEmail(user.locale, template, subject, [greeting(user), ...blocks, emailSignature(user.locale)]);
}

export function welcomeEmail(user: Recipient, appUrl: string): EmailContent {
  const fr = user.locale === 'fr';
  return render(
    'welcome',
    fr ? 'Bienvenue sur Rentals' : 'Welcome to Rentals',
    user,
    fr
      ? [
          'Votre compte a été créé. Vous pouvez maintenant enregistrer vos annonces favorites, recevoir des alertes et contacter les propriétaires.',
          { link: appUrl },
        ]
      : [
          'Your account has been created. You can now save your favourite listings, get email alerts and contact landlords.',
          { link: appUrl },
        ],
  );
}

export function verifyCodeEmail(user: Recipient, code: string, minutes: number): EmailContent {
  const fr = user.locale === 'fr';
  return render(
    'verify-email',
    fr ? 'Votre code de vérification' : 'Your verification code',
    user,
    fr
      ? [
          'Saisissez ce code pour vérifier votre adresse courriel :',
          { code },
          `Ce code expire dans ${minutes} minutes. Si vous n'avez pas créé de compte, ignorez ce message.`,
        ]
      : [
          'Enter this code to verify your email address:',
          { code },
          `This code expires in ${minutes} minutes. If you did not create an account, you can ignore this email.`,
        ],
  );
}

export function passwordResetEmail(user: Recipient, link: string, minutes: number): EmailContent {
  const fr = user.locale === 'fr';
  return render(
    'password-reset',
    fr ? 'Réinitialisation du mot de passe' : 'Reset your password',
    user,
    fr
      ? [
          'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte. Suivez ce lien pour choisir un nouveau mot de passe :',
          { link },
          `Ce lien expire dans ${minutes} minutes et ne peut servir qu'une fois. Si vous n'avez rien demandé, ignorez ce message : votre mot de passe reste inchangé.`,
        ]
      : [
          'We received a request to reset the password of your account. Follow this link to choose a new password:',
          { link },
          `This link expires in ${minutes} minutes and works once. If you did not ask for it, ignore this email: your password stays the same.`,
        ],
  );
}

export function passwordChangedEmail(user: Recipient, appUrl: string): EmailContent {
  const fr = user.locale === 'fr';
  const resetLink = `${appUrl}/login`;
  return render(
    'password-changed',
    fr ? 'Votre mot de passe a été modifié' : 'Your password was changed',
    user,
    fr
      ? [
          'Le mot de passe de votre compte vient d’être modifié et vos autres sessions ont été fermées.',
          "Si ce n'était pas vous, réinitialisez votre mot de passe immédiatement depuis la page de connexion :",
          { link: resetLink },
        ]
      : [
          'The password of your account was just changed and your other sessions were signed out.',
          'If this was not you, reset your password right away from the login page:',
          { link: resetLink },
        ],
  );
}

/** To the old address when the account's email changes: the owner learns of a change they did not make. */
export function emailChangedEmail(user: Recipient, newEmail: string, appUrl: string): EmailContent {
  const fr = user.locale === 'fr';
  const loginLink = `${appUrl}/login`;
  return render(
    'email-changed',
    fr ? 'Votre adresse courriel a été modifiée' : 'Your email address was changed',
    user,
    fr
      ? [
          `L'adresse courriel de votre compte vient d'être remplacée par ${newEmail}. Les messages du compte ne seront plus envoyés à cette adresse-ci.`,
          "Si ce n'était pas vous, réinitialisez votre mot de passe immédiatement et contactez-nous :",
          { link: loginLink },
        ]
      : [
          `The email address of your account was just changed to ${newEmail}. Account emails will no longer be sent to this address.`,
          'If this was not you, reset your password right away and contact us:',
          { link: loginLink },
        ],
  );
}

export function accountCreatedEmail(user: Recipient, link: string, days: number): EmailContent {
  const fr = user.locale === 'fr';
  return render(
    'account-created',
    fr ? 'Votre compte Rentals a été créé' : 'Your Rentals account is ready',
    user,
    fr
      ? [
          'Un administrateur vous a créé un compte. Suivez ce lien pour choisir votre mot de passe :',
          { link },
          `Ce lien expire dans ${days} jours et ne peut servir qu'une fois.`,
        ]
      : [
          'An administrator created an account for you. Follow this link to choose your password:',
          { link },
          `This link expires in ${days} days and works once.`,
        ],
  );
}
