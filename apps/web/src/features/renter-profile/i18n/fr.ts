// Textes du profil de locataire en français (mêmes clés que en.ts), livrés avec tous les textes français
// (app/i18n-french.ts).
import type { Strings } from '../../../lib/i18n/strings.ts';
import type { en } from './en.ts';

export const fr: Strings<typeof en> = {
  renterProfile: {
    title: 'Profil de locataire',
    intro:
      'Dites aux propriétaires et à nous ce que vous cherchez : votre date d’emménagement remplit vos messages aux propriétaires, et votre budget, votre ménage et vos secteurs classent vos annonces recommandées.',
    loading: 'Chargement de votre profil…',
    loadError: 'Votre profil n’a pas pu être chargé.',
    move: 'Votre déménagement',
    moveInDate: 'Date d’emménagement',
    moveInDateHint: 'Remplie dans vos messages aux propriétaires. Laissez vide si vous ne savez pas encore.',
    clearMoveInDate: 'Effacer la date d’emménagement',
    budgetMin: 'Budget minimum',
    budgetMax: 'Budget maximum',
    budgetHint: 'Loyer mensuel, en dollars.',
    householdSize: 'Personnes dans votre ménage',
    pets: 'Animaux',
    petsHint: 'Les animaux qui vivront avec vous.',
    petOptions: {
      'cats-allowed': 'Chats',
      'small-dogs-allowed': 'Petits chiens',
      'large-dogs-allowed': 'Grands chiens',
    },
    areas: 'Secteurs préférés',
    areasHint: 'Jusqu’à {{max}} villes, la plus souhaitée en premier.',
    areaSearch: 'Ajouter une ville',
    areaSearchPlaceholder: 'Tapez le nom d’une ville',
    areaSearchNone: 'Aucune ville trouvée',
    removeArea: 'Retirer {{label}}',
    areasFull: 'Vous avez choisi {{max}} villes : retirez-en une pour en ajouter une autre.',
    contact: 'Comment les propriétaires peuvent vous joindre',
    contactMethods: 'Moyens de contact',
    contactOptions: {
      email: 'Courriel',
      phone: 'Appel téléphonique',
      text: 'Texto',
    },
    alerts: 'Courriels',
    priceDropAlerts: 'Me prévenir quand le loyer d’une annonce favorite baisse',
    emailAlertsEnabled: 'M’envoyer des alertes par courriel',
    emailAlertsHint: 'Désactivées, aucune alerte n’est envoyée, quelles que soient vos recherches enregistrées.',
    save: 'Enregistrer le profil',
    saved: 'Votre profil a été enregistré.',
    lastSaved: 'Dernier enregistrement : {{date}}.',
  },
};
