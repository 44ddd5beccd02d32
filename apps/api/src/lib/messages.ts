// Messages the API itself says, in English and French (chosen by Accept-Language).
import type { Locale } from '@rentals/shared';

const en = {
  unauthenticated: 'Unauthenticated.',
  forbidden: 'This action is unauthorized.',
  notFound: 'Not Found.',
  csrfMismatch: 'CSRF token mismatch.',
  tooManyRequests: 'Too many attempts. Please try again in :seconds seconds.',
  serverError: 'Server Error',
  badRequest: 'The request could not be understood.',
  payloadTooLarge: 'The request is too large.',
  unsupportedMediaType: 'Unsupported content type.',
  invalidCredentials: 'These credentials do not match our records.',
  accountSuspended: 'This account has been suspended.',
  loggedOut: 'You are logged out',
  passwordResetSent: 'If an account exists for that email, we have emailed a password reset link.',
  passwordResetDone: 'Your password has been reset.',
  passwordResetInvalid: 'This password reset link is invalid or has expired.',
  passwordChanged: 'Your password has been changed.',
  verified: 'Your email address has been verified.',
  alreadyVerified: 'Your email address is already verified.',
  verifyCodeSent: 'A new verification code has been sent to your email address.',
  profileUpdated: 'Your profile has been updated.',
  companyUpdated: 'Your company details have been updated.',
  noCompany: 'Your account has no company.',
  listingReported: 'Thank you. Our support team will review this listing.',
  listingAlreadyReported: 'You have already reported this listing. Our support team will review it.',
  saved: 'Saved.',
  invalidData: 'The given data was invalid.',
  databaseUnavailable: 'The database is unavailable.',
  verifyCodeDailyLimit: 'Too many verification codes were sent today. Please try again in :hours hours.',
  // inquiries (modules/inquiries)
  inquirySent: 'Your message has been sent to the landlord. A copy is on its way to your email.',
  inquiryRepeated: 'You just sent this message to this landlord. Please wait a minute before sending it again.',
  // points of interest (modules/points-of-interest)
  poiDeleted: 'The point of interest has been deleted.',
  poiLimitReached: 'You can save up to :max points of interest. Delete one to add another.',
  // email alerts (modules/email-alerts)
  alertLimitReached: 'You can keep at most :max email alerts. Delete one to add another.',
  alertDeleted: 'The email alert has been deleted.',
  alertsUnsubscribed: 'You have been unsubscribed from email alerts.',
  alertsOff: 'Email alerts are turned off for your account. Turn them on to get alert emails again.',
  alertSentNone: 'There are no new listings for this alert right now.',
  alertSentOne: 'We emailed you 1 listing.',
  alertSentSome: 'We emailed you :count listings.',
} as const;

export type MessageKey = keyof typeof en;

const fr: Record<MessageKey, string> = {
  unauthenticated: 'Non authentifié.',
  forbidden: "Vous n'êtes pas autorisé à effectuer cette action.",
  notFound: 'Introuvable.',
  csrfMismatch: 'Jeton CSRF invalide.',
  tooManyRequests: 'Trop de tentatives. Veuillez réessayer dans :seconds secondes.',
  serverError: 'Erreur du serveur',
  badRequest: "La requête n'a pas pu être comprise.",
  payloadTooLarge: 'La requête est trop volumineuse.',
  unsupportedMediaType: 'Type de contenu non pris en charge.',
  invalidCredentials: 'Ces identifiants ne correspondent pas à nos enregistrements.',
  accountSuspended: 'Ce compte a été suspendu.',
  loggedOut: 'Vous êtes déconnecté',
  passwordResetSent:
    'Si un compte existe pour cette adresse, nous avons envoyé un lien de réinitialisation du mot de passe.',
  passwordResetDone: 'Votre mot de passe a été réinitialisé.',
  passwordResetInvalid: 'Ce lien de réinitialisation est invalide ou a expiré.',
  passwordChanged: 'Votre mot de passe a été modifié.',
  verified: 'Votre adresse courriel a été vérifiée.',
  alreadyVerified: 'Votre adresse courriel est déjà vérifiée.',
  verifyCodeSent: 'Un nouveau code de vérification a été envoyé à votre adresse courriel.',
  profileUpdated: 'Votre profil a été mis à jour.',
  companyUpdated: 'Les informations de votre entreprise ont été mises à jour.',
  noCompany: "Votre compte n'a pas d'entreprise.",
  listingReported: 'Merci. Notre équipe de soutien examinera cette annonce.',
  listingAlreadyReported: "Vous avez déjà signalé cette annonce. Notre équipe de soutien l'examinera.",
  saved: 'Enregistré.',
  invalidData: 'Les données fournies sont invalides.',
  databaseUnavailable: "La base de données n'est pas disponible.",
  verifyCodeDailyLimit:
    "Trop de codes de vérification ont été envoyés aujourd'hui. Veuillez réessayer dans :hours heures.",
  // inquiries (modules/inquiries)
  inquirySent: 'Votre message a été envoyé au propriétaire. Une copie vous a été envoyée par courriel.',
  inquiryRepeated:
    'Vous venez d’envoyer ce message à ce propriétaire. Veuillez patienter une minute avant de le renvoyer.',
  // points of interest (modules/points-of-interest)
  poiDeleted: 'Le point d’intérêt a été supprimé.',
  poiLimitReached: 'Vous pouvez enregistrer jusqu’à :max points d’intérêt. Supprimez-en un pour en ajouter un autre.',
  // email alerts (modules/email-alerts)
  alertLimitReached: 'Vous pouvez avoir au plus :max alertes courriel. Supprimez-en une pour en ajouter une autre.',
  alertDeleted: "L'alerte courriel a été supprimée.",
  alertsUnsubscribed: 'Vous êtes désabonné des alertes courriel.',
  alertsOff:
    'Les alertes courriel sont désactivées pour votre compte. Réactivez-les pour recevoir de nouveau les courriels.',
  alertSentNone: "Il n'y a pas de nouvelles annonces pour cette alerte pour le moment.",
  alertSentOne: 'Nous vous avons envoyé 1 annonce par courriel.',
  alertSentSome: 'Nous vous avons envoyé :count annonces par courriel.',
};

export function translate(key: MessageKey, locale: Locale, params: Record<string, string | number> = {}): string {
  const template = (locale === 'fr' ? fr : en)[key];
  return template.replace(/:([a-z]+)/g, (m, name: string) => String(params[name] ?? m));
}
