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
  alreadyExists: 'A record with these details already exists.',
  stillInUse: 'This record is still in use and cannot be removed.',
  deleted: 'Deleted.',
  // user management (modules/user-management)
  cannotGrantUnheld: 'You cannot grant or remove the permission ":permission": you do not hold it yourself.',
  ownerRoleKeepsAll: 'The Site Owner role always holds every permission.',
  lastOwner: 'There must always be at least one active Site Owner.',
  cannotSuspendSelf: 'You cannot suspend your own account.',
  cannotDemoteSelf: 'You cannot remove your own roles.',
  systemRoleFixed: 'The roles the product names cannot be renamed or deleted.',
  roleInUse: 'Users still hold this role (:count). Give them another role first.',
  systemPermissionFixed: 'This permission is used by the application: it cannot be deleted.',
  userInvited: 'The account has been created and an email was sent to set the password.',
  cannotManageStronger: 'You cannot change this account: it holds permissions you do not hold.',
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
  // personal API tokens (modules/api-tokens)
  apiTokenLimitReached: 'You can keep at most :max active API tokens. Revoke one to create another.',
  apiTokenRevoked: 'The API token has been revoked.',
  notWithApiToken: 'This cannot be done with an API token. Sign in to the site to do it.',
  // two-factor sign-in (modules/two-factor)
  twoFactorRequired: 'Two-factor sign-in is required for your role. Set it up in My Account.',
  twoFactorAlreadyEnabled: 'Two-factor sign-in is already on. Turn it off first to set it up again.',
  twoFactorNotStarted: 'Start the set-up first: scan the QR code, then enter a code from your app.',
  twoFactorNotEnabled: 'Two-factor sign-in is not on.',
  twoFactorEnabled: 'Two-factor sign-in is on. Keep your recovery codes somewhere safe.',
  twoFactorDisabled: 'Two-factor sign-in is off.',
  twoFactorCannotDisable: 'Two-factor sign-in is required for your role and cannot be turned off.',
  recoveryCodesRegenerated: 'Here are your new recovery codes. The old ones no longer work.',
  // companies (modules/companies)
  companyHasListings:
    'This company still has :count {count:listing|listings}. Move or delete them before deleting the company.',
  companyHasUsers: 'This company still has :count {count:user|users}. Remove them from the company before deleting it.',
  companyUserNotLandlord: 'Only an account with the Landlord role can be added to a company.',
  companyUserInOtherCompany: 'This landlord already belongs to :company. Confirm to move them to this company.',
  // landlord listings (modules/landlord/listings)
  listingNotActive: 'Only an active listing can be paused.',
  listingNotResumable: 'Only a paused listing that was published before can be resumed. Publish a draft instead.',
  listingAlreadyRemoved: 'This listing has already been removed.',
  // credits (modules/commerce)
  insufficientCredits: 'Not enough credits: this costs :needed and your wallet holds :credits. Buy credits in Billing.',
  idempotencyKeyReused: 'This idempotency key was already used for a different request.',
  noCompanyWallet: 'Your account has no company to hold credits. Contact support.',
  listingIncomplete: 'Complete the listing before publishing it. Missing: :fields.',
  listingAlreadyActive: 'This listing is already published.',
  listingNotPublishable: 'A removed listing cannot be published again: duplicate it instead.',
  listingNotFeaturable: 'Only a published listing can be featured. Publish it as featured instead.',
  listingPublished: 'Listing published. :spent {spent:credit|credits} spent.',
  listingFeatured: 'Listing featured for :days {days:day|days}. :spent {spent:credit|credits} spent.',
  creditsAdjusted: 'Credits adjusted. The wallet now holds :credits.',
  // commerce back office (modules/commerce/admin)
  bundleInPromoCodes: 'Promo codes are limited to this bundle (:codes). Remove it from them before deleting it.',
  promoCodeUsed: 'This promo code has been used :count {count:time|times}: set its end date instead of deleting it.',
  // places back office (modules/places)
  metroAreaHasCities:
    'This metropolitan area still has :count {count:member city|member cities}. Remove them from it before deleting it.',
  // pages (modules/pages)
  pageTypeInUse: ':count {count:page uses|pages use} this page type. Give them another type or delete them first.',
  formInUse: 'This form is placed on these pages: :pages. Remove it from them first.',
  // the media library (modules/uploads/media-library.routes.ts)
  mediaInUse: 'This image cannot be deleted: :count {count:place uses|places use} it. Used by :uses.',
  mediaUsePost: 'the post “:title”',
  mediaUsePage: 'the page “:title”',
  mediaUseContentBlock: 'the content block “:title”',
  mediaUseFaq: 'the FAQ “:title”',
  mediaUsePosts: ':count {count:post|posts}',
  mediaUsePages: ':count {count:page|pages}',
  mediaUseContentBlocks: ':count {count:content block|content blocks}',
  mediaUseFaqs: ':count {count:FAQ|FAQs}',
  mediaUseRevisions: ':count saved {count:revision|revisions}',
  mediaUseOthers: ':count other {count:record|records}',
  mediaUseAnd: ':first and :last',
  // buying credits (modules/commerce/checkout)
  paymentMethodRemoved: 'The saved card was removed.',
  paymentMethodSaved: 'The card was saved for your next purchases.',
  promoApplied: 'Promo code :code applied.',
  orderPaid: 'Payment received: :credits credits were added to your wallet.',
  orderNeedsConfirmation: 'Your bank asks you to confirm this payment.',
  orderPending: 'The payment is being processed. Your credits will appear as soon as it is confirmed.',
  paymentDeclined: 'Your card was declined. Nothing was charged: try another card.',
  paymentInsufficientFunds: 'Your card has insufficient funds. Nothing was charged: try another card.',
  paymentAuthenticationFailed: 'The payment was not confirmed with your bank. Nothing was charged.',
  paymentAbandoned: 'The payment was not completed. Nothing was charged.',
  paymentFailed: 'The payment did not go through. Nothing was charged.',
  webhookSignature: 'The webhook signature is not valid.',
  orderNotRefundable: 'Only a paid order can be refunded.',
  refundCreditsSpent:
    'This order granted :credits credits but the wallet holds :balance: the credits were spent. Adjust the credits first.',
  orderRefunded: 'The order was refunded, its credits taken back and a credit note issued.',
  membershipAutoRenewOn: 'Your membership will be renewed with your saved card before it ends.',
  membershipAutoRenewOff: 'Your membership will not be renewed automatically.',
  // support moderation (modules/support-reports)
  listingOnModerationHold: 'Support has put this listing on hold after a report. Contact support to publish it again.',
  noOpenReports: 'This listing has no open report left to handle.',
  reportOutcomeSaved: 'The reports are closed.',
  // account import and claim (modules/account-import)
  importColumnsMissing: 'The file has no column :columns. Required columns: :required.',
  importColumnsUnknown: 'The file has columns the import does not know: :columns. Known columns: :known.',
  importColumnsRepeated: 'The column :columns appears more than once.',
  importNoRows: 'The file has a header but no rows.',
  importUnreadable: 'The file could not be read as CSV at line :line: :reason',
  importNotStartable: 'This import has already been started.',
  importNothingToCreate: 'No row of this file would create an account: there is nothing to import.',
  importStarted: 'The import has started.',
  claimLinkInvalid: 'This link is invalid, has expired or has already been used. Ask support for a new one.',
  accountClaimed: 'Your account is ready. Welcome!',
  // listing feeds (modules/feeds)
  feedRunActive: 'This feed is already running (run :run). Wait for it to finish.',
  feedRunNotAwaiting: 'This run is not waiting for a confirmation.',
  // listing merge (modules/listing-merge)
  mergeSameListing: 'Pick two different listings to merge.',
  mergeOtherCompany: 'Listing :id does not belong to this company.',
  mergeListingRemoved: 'Listing :id is removed: only listings that are not removed can be merged.',
  listingsMerged: 'Listing :merged was merged into listing :kept.',
  mergeUndone: 'The merge was undone: listing :merged is back with its leads, favourites and views.',
  mergeUndoExpired: 'This merge is more than :days days old: it can no longer be undone.',
  mergeAlreadyUndone: 'This merge has already been undone.',
  mergeUndoLaterFirst: 'Listing :kept has since been merged into another listing: undo that merge first.',
  // account reviews (modules/account-reviews)
  reviewNotOpen: 'This account has already been decided (:status). It can no longer be changed from this review.',
  reviewStaffAccount: 'A staff account cannot be suspended from an account review.',
  accountApproved: 'The account is approved.',
  documentsRequested: 'The landlord has been emailed your request for documents.',
  accountSuspendedByReview: 'The account is suspended, signed out and :hidden of its listings hidden.',
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
  alreadyExists: 'Un enregistrement avec ces informations existe déjà.',
  stillInUse: 'Cet enregistrement est encore utilisé et ne peut pas être supprimé.',
  deleted: 'Supprimé.',
  cannotGrantUnheld:
    'Vous ne pouvez pas accorder ni retirer la permission « :permission » : vous ne la détenez pas vous-même.',
  ownerRoleKeepsAll: 'Le rôle Site Owner détient toujours toutes les permissions.',
  lastOwner: 'Il doit toujours rester au moins un Site Owner actif.',
  cannotSuspendSelf: 'Vous ne pouvez pas suspendre votre propre compte.',
  cannotDemoteSelf: 'Vous ne pouvez pas retirer vos propres rôles.',
  systemRoleFixed: "Les rôles prévus par l'application ne peuvent être ni renommés ni supprimés.",
  roleInUse: 'Des utilisateurs détiennent encore ce rôle (:count). Attribuez-leur un autre rôle d’abord.',
  systemPermissionFixed: "Cette permission est utilisée par l'application : elle ne peut pas être supprimée.",
  userInvited: 'Le compte a été créé et un courriel a été envoyé pour choisir le mot de passe.',
  cannotManageStronger: 'Vous ne pouvez pas modifier ce compte : il détient des permissions que vous n’avez pas.',
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
  // personal API tokens (modules/api-tokens)
  apiTokenLimitReached: 'Vous pouvez avoir au plus :max jetons d’API actifs. Révoquez-en un pour en créer un autre.',
  apiTokenRevoked: 'Le jeton d’API a été révoqué.',
  notWithApiToken: 'Ce n’est pas possible avec un jeton d’API. Connectez-vous au site pour le faire.',
  // two-factor sign-in (modules/two-factor)
  twoFactorRequired: 'La connexion en deux étapes est obligatoire pour votre rôle. Activez-la dans Mon compte.',
  twoFactorAlreadyEnabled:
    'La connexion en deux étapes est déjà activée. Désactivez-la d’abord pour la configurer de nouveau.',
  twoFactorNotStarted: 'Commencez par la configuration : balayez le code QR, puis entrez un code de votre application.',
  twoFactorNotEnabled: 'La connexion en deux étapes n’est pas activée.',
  twoFactorEnabled: 'La connexion en deux étapes est activée. Gardez vos codes de récupération en lieu sûr.',
  twoFactorDisabled: 'La connexion en deux étapes est désactivée.',
  twoFactorCannotDisable: 'La connexion en deux étapes est obligatoire pour votre rôle et ne peut pas être désactivée.',
  recoveryCodesRegenerated: 'Voici vos nouveaux codes de récupération. Les anciens ne fonctionnent plus.',
  // companies (modules/companies)
  companyHasListings:
    'Cette entreprise a encore :count {count:annonce|annonces}. Déplacez-les ou supprimez-les avant de supprimer l’entreprise.',
  companyHasUsers:
    'Cette entreprise a encore :count {count:utilisateur|utilisateurs}. Retirez-les de l’entreprise avant de la supprimer.',
  companyUserNotLandlord: 'Seul un compte ayant le rôle Landlord peut être ajouté à une entreprise.',
  companyUserInOtherCompany:
    'Ce propriétaire appartient déjà à :company. Confirmez pour le déplacer dans cette entreprise.',
  // landlord listings (modules/landlord/listings)
  listingNotActive: 'Seule une annonce active peut être mise en pause.',
  listingNotResumable: 'Seule une annonce en pause déjà publiée peut être réactivée. Publiez plutôt le brouillon.',
  listingAlreadyRemoved: 'Cette annonce a déjà été retirée.',
  // credits (modules/commerce)
  insufficientCredits:
    'Crédits insuffisants : cette action coûte :needed et votre portefeuille en contient :credits. Achetez des crédits dans Facturation.',
  idempotencyKeyReused: "Cette clé d'idempotence a déjà servi pour une autre requête.",
  noCompanyWallet: "Votre compte n'a pas d'entreprise pour détenir des crédits. Contactez le soutien.",
  listingIncomplete: "Complétez l'annonce avant de la publier. Manquant : :fields.",
  listingAlreadyActive: 'Cette annonce est déjà publiée.',
  listingNotPublishable: 'Une annonce retirée ne peut pas être republiée : dupliquez-la plutôt.',
  listingNotFeaturable: 'Seule une annonce publiée peut être mise en vedette. Publiez-la en vedette plutôt.',
  listingPublished: 'Annonce publiée. :spent {spent:crédit dépensé|crédits dépensés}.',
  listingFeatured:
    'Annonce en vedette pendant :days {days:jour|jours}. :spent {spent:crédit dépensé|crédits dépensés}.',
  creditsAdjusted: 'Crédits ajustés. Le portefeuille en contient maintenant :credits.',
  // commerce back office (modules/commerce/admin)
  bundleInPromoCodes:
    'Des codes promo sont limités à ce forfait (:codes). Retirez-le de ces codes avant de le supprimer.',
  promoCodeUsed: 'Ce code promo a été utilisé :count fois : fixez plutôt sa date de fin au lieu de le supprimer.',
  metroAreaHasCities:
    'Cette région métropolitaine compte encore :count {count:ville membre|villes membres}. Retirez-les avant de la supprimer.',
  pageTypeInUse:
    ':count {count:page utilise|pages utilisent} ce type de page. Donnez-leur un autre type ou supprimez-les d’abord.',
  formInUse: 'Ce formulaire figure sur ces pages : :pages. Retirez-le de ces pages d’abord.',
  mediaInUse:
    'Cette image ne peut pas être supprimée : :count {count:endroit l’utilise|endroits l’utilisent}. Utilisée par :uses.',
  mediaUsePost: 'l’article « :title »',
  mediaUsePage: 'la page « :title »',
  mediaUseContentBlock: 'le bloc de contenu « :title »',
  mediaUseFaq: 'la question « :title »',
  mediaUsePosts: ':count {count:article|articles}',
  mediaUsePages: ':count {count:page|pages}',
  mediaUseContentBlocks: ':count {count:bloc de contenu|blocs de contenu}',
  mediaUseFaqs: ':count {count:question|questions} de la FAQ',
  mediaUseRevisions: ':count {count:révision enregistrée|révisions enregistrées}',
  mediaUseOthers: ':count {count:autre enregistrement|autres enregistrements}',
  mediaUseAnd: ':first et :last',
  paymentMethodRemoved: 'La carte enregistrée a été retirée.',
  paymentMethodSaved: 'La carte a été enregistrée pour vos prochains achats.',
  promoApplied: 'Code promo :code appliqué.',
  orderPaid: 'Paiement reçu : :credits crédits ont été ajoutés à votre portefeuille.',
  orderNeedsConfirmation: 'Votre banque vous demande de confirmer ce paiement.',
  orderPending: 'Le paiement est en cours de traitement. Vos crédits apparaîtront dès qu’il sera confirmé.',
  paymentDeclined: 'Votre carte a été refusée. Rien n’a été débité : essayez une autre carte.',
  paymentInsufficientFunds:
    'Les fonds de votre carte sont insuffisants. Rien n’a été débité : essayez une autre carte.',
  paymentAuthenticationFailed: 'Le paiement n’a pas été confirmé auprès de votre banque. Rien n’a été débité.',
  paymentAbandoned: 'Le paiement n’a pas été terminé. Rien n’a été débité.',
  paymentFailed: 'Le paiement n’a pas abouti. Rien n’a été débité.',
  webhookSignature: 'La signature du webhook n’est pas valide.',
  orderNotRefundable: 'Seule une commande payée peut être remboursée.',
  refundCreditsSpent:
    'Cette commande a donné :credits crédits mais le portefeuille en contient :balance : les crédits ont été dépensés. Ajustez d’abord les crédits.',
  orderRefunded: 'La commande a été remboursée, ses crédits repris et une note de crédit émise.',
  membershipAutoRenewOn: 'Votre adhésion sera renouvelée avec votre carte enregistrée avant sa fin.',
  membershipAutoRenewOff: 'Votre adhésion ne sera pas renouvelée automatiquement.',
  // support moderation (modules/support-reports)
  listingOnModerationHold:
    "Le soutien a suspendu cette annonce à la suite d'un signalement. Contactez le soutien pour la republier.",
  noOpenReports: "Cette annonce n'a plus de signalement ouvert à traiter.",
  reportOutcomeSaved: 'Les signalements sont fermés.',
  // account import and claim (modules/account-import)
  importColumnsMissing: 'Le fichier n’a pas de colonne :columns. Colonnes obligatoires : :required.',
  importColumnsUnknown: 'Le fichier a des colonnes inconnues de l’import : :columns. Colonnes connues : :known.',
  importColumnsRepeated: 'La colonne :columns figure plus d’une fois.',
  importNoRows: 'Le fichier a un en-tête mais aucune ligne.',
  importUnreadable: 'Le fichier n’a pas pu être lu comme un CSV à la ligne :line : :reason',
  importNotStartable: 'Cet import a déjà été lancé.',
  importNothingToCreate: 'Aucune ligne de ce fichier ne créerait de compte : il n’y a rien à importer.',
  importStarted: 'L’import a commencé.',
  claimLinkInvalid: 'Ce lien est invalide, a expiré ou a déjà servi. Demandez-en un nouveau au soutien.',
  accountClaimed: 'Votre compte est prêt. Bienvenue!',
  feedRunActive: 'Ce flux est déjà en cours d’exécution (exécution :run). Attendez qu’elle se termine.',
  feedRunNotAwaiting: 'Cette exécution n’attend pas de confirmation.',
  // listing merge (modules/listing-merge)
  mergeSameListing: 'Choisissez deux annonces différentes à fusionner.',
  mergeOtherCompany: 'L’annonce :id n’appartient pas à cette entreprise.',
  mergeListingRemoved: 'L’annonce :id est retirée : seules les annonces non retirées peuvent être fusionnées.',
  listingsMerged: 'L’annonce :merged a été fusionnée dans l’annonce :kept.',
  mergeUndone: 'La fusion a été annulée : l’annonce :merged est rétablie avec ses contacts, favoris et vues.',
  mergeUndoExpired: 'Cette fusion date de plus de :days jours : elle ne peut plus être annulée.',
  mergeAlreadyUndone: 'Cette fusion a déjà été annulée.',
  mergeUndoLaterFirst: 'L’annonce :kept a depuis été fusionnée dans une autre annonce : annulez d’abord cette fusion.',
  // account reviews (modules/account-reviews)
  reviewNotOpen: 'Ce compte a déjà fait l’objet d’une décision (:status). Cette revue ne peut plus le modifier.',
  reviewStaffAccount: 'Un compte du personnel ne peut pas être suspendu depuis une revue de compte.',
  accountApproved: 'Le compte est approuvé.',
  documentsRequested: 'Votre demande de documents a été envoyée au locateur par courriel.',
  accountSuspendedByReview: 'Le compte est suspendu, déconnecté et :hidden de ses annonces masquées.',
};

/** English's singular is 1 alone; French's is 0 and 1 ("0 crédit"). */
const isSingular = (n: number, locale: Locale) => (locale === 'fr' ? Math.abs(n) < 2 : Math.abs(n) === 1);

/**
 * A message in the caller's language: `:name` is replaced by the parameter, and `{name:singular|plural}` by the
 * form that agrees with the number `name`.
 */
export function translate(key: MessageKey, locale: Locale, params: Record<string, string | number> = {}): string {
  const template = (locale === 'fr' ? fr : en)[key];
  return template
    .replace(/\{([a-z]+):([^|{}]*)\|([^{}]*)\}/g, (m, name: string, one: string, other: string) => {
      const n = Number(params[name]);
      return Number.isFinite(n) ? (isSingular(n, locale) ? one : other) : m;
    })
    .replace(/:([a-z]+)/g, (m, name: string) => String(params[name] ?? m));
}
