// Textes des champs de formulaire partagés en français (mêmes clés que en.ts), livrés avec tous les textes
// français (app/i18n-french.ts).
import type { Strings } from '../../lib/i18n/strings.ts';
import type { en } from './en.ts';

export const fr: Strings<typeof en> = {
  accountFields: {
    clearDate: 'Effacer « {{label}} »',
    firstName: 'Prénom',
    lastName: 'Nom',
    email: 'Courriel',
    phone: 'Téléphone',
    phoneOptional: 'Facultatif',
    password: 'Mot de passe',
    passwordHint: 'Au moins 8 caractères.',
    confirmPassword: 'Confirmer le mot de passe',
  },
};
