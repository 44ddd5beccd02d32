// Textes des blocs de la page d'accueil en français (mêmes clés que en.ts), livrés avec tous les textes
// français (app/i18n-french.ts).
import type { Strings } from '../../../lib/i18n/strings.ts';
import type { en } from './en.ts';

export const fr: Strings<typeof en> = {
  homePage: {
    popularCities: 'Villes populaires',
    cityListings_one: '{{formatted}} logement',
    cityListings_other: '{{formatted}} logements',
    featured: 'Logements en vedette',
    newest: 'Nouveaux logements',
    seeAll: 'Voir tous les logements',
    provinces: 'Parcourir par province ou État',
    countries: {
      CA: 'Canada',
      US: 'États-Unis',
    },
    provinceLink: '{{name}} ({{formatted}})',
    trendTitle: 'Loyers à {{city}}',
    trendIntro: 'Loyer mensuel médian des annonces publiées en {{month}}, selon le nombre de chambres.',
    trendBeds: 'Chambres',
    trendMedian: 'Loyer médian',
    trendListings: 'Annonces',
    studio: 'Studio',
    beds_one: '{{count}} chambre',
    beds_other: '{{count}} chambres',
    bedsPlus: '{{count}} chambres et plus',
    noData: '–',
    trendLink: 'Parcourir les logements à {{city}}',
    loading: 'Chargement de la page d’accueil',
    empty: 'Aucun logement n’est encore affiché. Revenez bientôt.',
    errorTitle: 'Les annonces n’ont pas pu être chargées',
    errorBody: 'Vérifiez votre connexion et réessayez.',
  },
};
