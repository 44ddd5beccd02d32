// Textes de la carte d'annonce en français (mêmes clés que en.ts), livrés avec tous les textes français
// (app/i18n-french.ts).
import type { Strings } from '../../../lib/i18n/strings.ts';
import type { en } from './en.ts';

export const fr: Strings<typeof en> = {
  listingCard: {
    perMonth: '{{rent}}/mois',
    totalMonthly: '{{total}} par mois au total',
    studio: 'Studio',
    beds_one: '{{count}} chambre',
    beds_other: '{{count}} chambres',
    baths_one: '{{formatted}} salle de bain',
    baths_other: '{{formatted}} salles de bain',
    sqft: '{{value}} pi²',
    streetWithUnit: '{{street}}, app. {{unit}}',
    availableNow: 'Disponible maintenant',
    availableOn: 'Disponible le {{date}}',
    verified: 'Propriétaire vérifié',
    featured: 'En vedette',
    furnished: 'Meublé',
    noPhoto: 'Pas encore de photo',
    addFavourite: 'Ajouter {{title}} aux favoris',
    removeFavourite: 'Retirer {{title}} des favoris',
  },
};
