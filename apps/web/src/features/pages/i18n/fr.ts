// French texts of public pages (keys as in en.ts).
import type { en } from './en.ts';

export const fr: typeof en = {
  publicPage: {
    breadcrumb: 'Fil d’Ariane',
    home: 'Accueil',
    seeRentals: 'Voir les logements à {{city}}',
    newestIn: 'Derniers logements à {{city}}',
    featured: 'Logements en vedette',
    searchTitle: 'Rechercher un logement',
  },
};
