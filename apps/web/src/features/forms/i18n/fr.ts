// French texts of the public forms placed on pages (the French pack, app/i18n-french.ts); English in en.ts.
import type { en } from './en.ts';

export const fr: typeof en = {
  publicForm: {
    honeypot: 'Laissez ce champ vide',
    sending: 'Envoi…',
    failed: 'Votre message n’a pas pu être envoyé : {{message}}',
    fix: 'Veuillez corriger les champs indiqués ci-dessous.',
    limited: 'Trop de messages ont été envoyés d’ici ; réessayez dans quelques minutes.',
  },
};
