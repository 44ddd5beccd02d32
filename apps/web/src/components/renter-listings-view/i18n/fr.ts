// Textes du cadre des listes de l’espace locataire et de ses bulles de carte en français (mêmes clés que
// en.ts), livrés avec tous les textes français (app/i18n-french.ts).
import type { Strings } from '../../../lib/i18n/strings.ts';
import type { en } from './en.ts';

export const fr: Strings<typeof en> = {
  listingsView: {
    loadError: 'Ces annonces n’ont pas pu être chargées.',
    loading: 'Chargement des annonces…',
    results: 'Annonces',
    pages: 'Pages',
    page: 'Page {{page}}',
    firstPage: 'Première page',
    previousPage: 'Page précédente',
    nextPage: 'Page suivante',
    lastPage: 'Dernière page',
    mapError: 'Les repères de la carte n’ont pas pu être chargés.',
    moreElsewhere_one: '{{count}} autre sur une autre page',
    moreElsewhere_other: '{{count}} autres sur d’autres pages',
    popupError: 'Ce logement n’a pas pu être chargé.',
  },
};
