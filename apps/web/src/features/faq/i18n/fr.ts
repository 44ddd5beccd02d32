// French texts of the public FAQ page; gathered into the French pack by app/i18n-french.ts.
import type { en } from './en.ts';

export const fr: typeof en = {
  faq: {
    title: 'Foire aux questions',
    home: 'Accueil',
    breadcrumbs: "Fil d'Ariane",
    empty: "Aucune question n'a encore de réponse ici.",
  },
};
