// Textes français de la connexion en deux étapes dans Mon compte (mêmes clés que en.ts), livrés avec tous les
// textes français (lib/i18n/french.ts).
import type { Strings } from '../../../lib/i18n/strings.ts';
import type { en } from './en.ts';

export const fr: Strings<typeof en> = {
  twoFactor: {
    title: 'Connexion en deux étapes',
    intro:
      'En plus de votre mot de passe, la connexion demande un code à 6 chiffres d’une application d’authentification sur votre téléphone (comme Google Authenticator, Microsoft Authenticator, 1Password ou Aegis).',
    on: 'Activée',
    off: 'Désactivée',
    status: 'État',
    codesLeft_one: '{{count}} code de récupération restant',
    codesLeft_other: '{{count}} codes de récupération restants',
    noCodesLeft: 'Plus aucun code de récupération : créez-en de nouveaux maintenant.',
    required: 'La connexion en deux étapes est obligatoire pour votre rôle. Activez-la pour utiliser le reste du site.',
    requiredOn: 'Obligatoire pour votre rôle : elle ne peut pas être désactivée.',
    loadError: 'L’état de votre connexion en deux étapes n’a pas pu être chargé.',
    turnOn: 'Activer',
    turnOff: 'Désactiver',
    newCodes: 'Nouveaux codes de récupération',
    code: 'Code de l’application',
    codeOrRecovery: 'Code de l’application ou code de récupération',
    enable: {
      title: 'Activer la connexion en deux étapes',
      loading: 'Préparation de votre clé…',
      setupError: 'La connexion en deux étapes n’a pas pu être préparée.',
      scan: 'Balayez ce code QR avec votre application d’authentification.',
      qrAlt: 'Code QR pour ajouter votre compte à une application d’authentification',
      manual: 'Ou entrez cette clé à la main :',
      copyKey: 'Copier la clé',
      confirm: 'Entrez ensuite le code à 6 chiffres affiché par l’application pour confirmer.',
      submit: 'Activer',
    },
    codes: {
      title: 'Enregistrez vos codes de récupération',
      intro:
        'Chaque code vous connecte une fois si vous perdez votre téléphone. Conservez-les en lieu sûr, par exemple dans un gestionnaire de mots de passe. Ils ne seront plus affichés.',
      list: 'Codes de récupération',
      copy: 'Copier',
      copied: 'Copié',
      download: 'Télécharger le .txt',
      fileHeader: 'Codes de récupération de la connexion en deux étapes ({{email}}). Chacun ne sert qu’une fois.',
      done: 'Je les ai enregistrés',
    },
    disable: {
      title: 'Désactiver la connexion en deux étapes?',
      intro:
        'La connexion ne demandera plus que votre mot de passe. Vos codes de récupération cessent de fonctionner. Vous pouvez la réactiver à tout moment.',
      password: 'Mot de passe actuel',
      submit: 'Désactiver',
    },
    regenerate: {
      title: 'Nouveaux codes de récupération',
      intro:
        'Entrez un code de votre application d’authentification. Vos codes de récupération actuels cessent de fonctionner.',
      submit: 'Créer de nouveaux codes',
    },
  },
};
