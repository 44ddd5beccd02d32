// Textes français des alertes courriel (mêmes clés que en.ts et button.ts), livrés avec tous les textes
// français (app/i18n-french.ts).
import type { Strings } from '../../../lib/i18n/strings.ts';
import type { buttonEn } from './button.ts';
import type { en } from './en.ts';

type Texts = Strings<typeof en> & Strings<typeof buttonEn>;

export const fr: Texts = {
  emailAlerts: {
    getAlerts: 'Recevoir des alertes pour cette recherche',
    frequency: {
      label: 'Fréquence',
      instant: 'Instantanée',
      daily: 'Quotidienne',
      weekly: 'Hebdomadaire',
      instantHint: 'Quelques minutes après chaque nouvelle annonce',
      dailyHint: 'Un courriel par jour au plus',
      weeklyHint: 'Un courriel par semaine au plus',
    },
    dialog: {
      title: 'Recevoir des alertes courriel pour cette recherche',
      intro: 'Nous vous enverrons les nouvelles locations qui correspondent à cette recherche : {{summary}}.',
      name: 'Nom de l’alerte',
      nameHint: 'Affiché dans vos alertes et dans l’objet des courriels.',
      save: 'Enregistrer l’alerte',
      saved: 'Votre alerte « {{name}} » est enregistrée.',
      savedBody: 'Nous vous enverrons les nouvelles locations correspondantes : {{frequency}}.',
      manage: 'Gérer vos alertes courriel',
      limitReached:
        'Vous avez déjà le nombre maximal d’alertes. Supprimez-en une sur la page des alertes pour en ajouter une autre.',
    },
    page: {
      intro:
        'Vos recherches enregistrées vous envoient par courriel les locations qui y correspondent dès leur publication. Changez leur fréquence, mettez-les en pause ou supprimez-les ici.',
      count: '{{count}} alertes sur {{max}}',
      loadError: 'Vos alertes courriel n’ont pas pu être chargées.',
      emptyTitle: 'Aucune alerte courriel pour l’instant',
      emptyBody:
        'Cherchez des locations, choisissez le lieu et les filtres qui comptent pour vous, puis « Recevoir des alertes pour cette recherche » au-dessus des résultats. Les nouvelles locations correspondantes vous seront envoyées par courriel.',
      emptyAction: 'Chercher des locations',
      list: 'Vos alertes courriel',
      active: 'Envoi actif',
      pausedBadge: 'En pause',
      sendAlerts: 'Envoyer les alertes',
      lastSent: 'Dernier envoi le {{date}}',
      neverSent: 'Rien d’envoyé pour l’instant',
      created: 'Enregistrée le {{date}}',
      open: 'Ouvrir la recherche',
      sendNow: 'Envoyer maintenant',
      delete: 'Supprimer',
      deleteTitle: 'Supprimer cette alerte?',
      deleteBody: '« {{name}} » ne vous enverra plus de courriels. Cette action est définitive.',
      deleteConfirm: 'Supprimer l’alerte',
      updated: 'Alerte mise à jour.',
      pausedDone: '« {{name}} » est en pause.',
      resumedDone: '« {{name}} » envoie de nouveau des alertes.',
      changeFailed: 'La modification n’a pas pu être enregistrée : {{message}}',
      actionsFor: 'Actions pour {{name}}',
    },
    settings: {
      title: 'Courriels d’alerte',
      enabled: 'M’envoyer des alertes',
      enabledHint:
        'Désactivez pour ne plus recevoir aucun courriel d’alerte (recherches et baisses de prix) sans supprimer vos alertes.',
      offNotice:
        'Les courriels d’alerte sont désactivés. Vos recherches sont conservées, mais rien n’est envoyé tant que vous ne les réactivez pas.',
      priceDrops: 'Baisses de prix de mes favoris',
      priceDropsHint: 'M’écrire quand le loyer d’une annonce enregistrée baisse.',
      loadError: 'Vos réglages d’alerte n’ont pas pu être chargés.',
      saved: 'Vos réglages d’alerte sont enregistrés.',
      turnedOn: 'Les courriels d’alerte sont activés.',
      turnedOff: 'Les courriels d’alerte sont désactivés.',
    },
    unsubscribe: {
      working: 'Désabonnement…',
      done: 'Vous êtes désabonné des alertes courriel pour {{email}}.',
      doneBody:
        'Vous ne recevrez plus de courriels d’alerte. Vos recherches enregistrées sont conservées : vous pouvez réactiver les alertes à tout moment.',
      invalid: 'Ce lien de désabonnement n’est pas valide',
      invalidBody: 'Il a peut-être été coupé ou mal recopié. Vous pouvez aussi gérer vos alertes depuis votre compte.',
      error: 'Nous n’avons pas pu vous désabonner pour le moment',
      errorBody: 'Vérifiez votre connexion et réessayez.',
      manage: 'Gérer les alertes courriel',
    },
  },
};
