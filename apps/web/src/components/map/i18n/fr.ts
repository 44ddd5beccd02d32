// Textes de la carte des logements en français (mêmes clés que en.ts), livrés avec tous les textes français
// (app/i18n-french.ts).
import type { Strings } from '../../../lib/i18n/strings.ts';
import type { en } from './en.ts';

export const fr: Strings<typeof en> = {
  map: {
    label: 'Carte des logements',
    loading: 'Chargement de la carte…',
    loadError: 'La carte n’a pas pu être chargée.',
    markersError: 'Les marqueurs de la carte n’ont pas pu être chargés.',
    markerSingle: 'Logement à {{price}}/mois',
    markerMany: '{{formatted}} logements à partir de {{price}}',
    featured: '{{label}}, en vedette',
    popupTitle_one: '{{formatted}} logement',
    popupTitle_other: '{{formatted}} logements',
    popupError: 'Ces logements n’ont pas pu être chargés.',
    showMore: 'Voir plus',
  },
};
