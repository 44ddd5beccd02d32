// Textes de la connexion, de l'inscription et de la réinitialisation du mot de passe en français (mêmes clés
// que en.ts), livrés avec tous les textes français (lib/i18n/french.ts).
import type { Strings } from '../../../lib/i18n/strings.ts';
import type { en } from './en.ts';

export const fr: Strings<typeof en> = {
  auth: {
    modalTitle: 'Connexion / Inscription',
    loginTab: 'Connexion',
    signUpTab: 'Inscription',
    email: 'Courriel',
    password: 'Mot de passe',
    confirmPassword: 'Confirmer le mot de passe',
    firstName: 'Prénom',
    lastName: 'Nom',
    phone: 'Téléphone',
    phoneOptional: 'Facultatif',
    companyName: 'Nom de l’entreprise',
    logIn: 'Se connecter',
    forgotPassword: 'Mot de passe oublié ?',
    forgotTitle: 'Réinitialiser votre mot de passe',
    forgotIntro:
      'Entrez l’adresse courriel de votre compte et nous vous enverrons un lien pour choisir un nouveau mot de passe.',
    sendResetLink: 'Envoyer le lien',
    backToLogin: 'Retour à la connexion',
    createAccount: 'Créer un compte',
    signUpNote:
      'En créant un compte, vous acceptez notre <privacy>politique de confidentialité</privacy> et nos <terms>conditions d’utilisation</terms>.',
    landlordPrompt: 'Vous êtes propriétaire ?',
    landlordLink: 'Créer un compte propriétaire',
    welcome: 'Bienvenue, {{name}}',
    accountCreated: 'Votre compte a été créé. Bienvenue, {{name}} !',
    passwordHint: 'Au moins 8 caractères.',
    twoFactor: {
      intro: 'Entrez le code à 6 chiffres de votre application d’authentification.',
      recoveryIntro:
        'Entrez l’un des codes de récupération enregistrés quand vous avez activé la connexion en deux étapes.',
      code: 'Code d’authentification',
      recoveryCode: 'Code de récupération',
      useRecovery: 'Utiliser un code de récupération',
      useApp: 'Utiliser l’application d’authentification',
      verify: 'Vérifier',
      back: 'Retour au mot de passe',
      expired: 'Cette connexion a expiré ou a reçu trop de codes erronés. Entrez de nouveau votre mot de passe.',
      setupRequired:
        'La connexion en deux étapes est obligatoire pour votre rôle. Activez-la ci-dessous pour utiliser le reste du site.',
    },
  },
  passwordReset: {
    title: 'Choisissez un nouveau mot de passe',
    intro: 'Entrez un nouveau mot de passe pour votre compte.',
    newPassword: 'Nouveau mot de passe',
    submit: 'Réinitialiser le mot de passe',
  },
  landlordRegister: {
    title: 'Créez votre compte propriétaire',
    intro: 'Publiez vos logements et gérez vos demandes, crédits et factures depuis le portail propriétaire.',
    submit: 'Créer le compte propriétaire',
    haveAccount: 'Vous avez déjà un compte ?',
  },
  verify: {
    title: 'Vérifiez votre adresse courriel',
    intro: 'Nous avons envoyé un code à 6 chiffres à {{email}}. Entrez-le ci-dessous pour activer votre compte.',
    code: 'Code de vérification',
    codeHint: '6 chiffres',
    submit: 'Vérifier',
    resend: 'Renvoyer le code',
  },
};
