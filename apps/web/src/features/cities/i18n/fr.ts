// French texts of the public cities index; gathered into the French pack by app/i18n-french.ts.
import type { en } from './en.ts';

export const fr: typeof en = {
  cities: {
    title: 'Locations par ville',
    intro: 'Choisissez une ville pour voir ses appartements et maisons à louer.',
    home: 'Accueil',
    breadcrumbs: "Fil d'Ariane",
    allInProvince: 'Toutes les locations : {{name}}',
    listingCount_one: '{{count}} location',
    listingCount_other: '{{count}} locations',
    empty: "Aucune location n'est affichée en ce moment.",
  },
};
