import type { en } from './en.ts';

export const fr: typeof en = {
  portalUsage: {
    intro:
      "Ce que vos annonces en ligne coûtent chaque jour. Chaque nuit à 0 h 05 UTC, chaque annonce en ligne est facturée de son prix quotidien pour la journée qui commence (le prix quotidien en vedette tant qu'elle est en vedette); les annonces que vos crédits ne couvrent pas sont mises en pause.",
    range: {
      legend: 'Période',
      from: 'Du',
      to: 'Au',
      presets: 'Périodes rapides',
      lastDays: '{{count}} derniers jours',
      apply: 'Afficher',
      order: 'La fin doit être le même jour que le début ou après.',
      tooLong: 'Choisissez au plus {{max}} jours.',
      required: 'Choisissez un jour.',
    },
    period: 'Du {{from}} au {{to}}',
    totals: {
      credits: 'Crédits utilisés',
      listings: 'Annonces facturées',
      perDay: 'Moyenne par jour',
    },
    chart: {
      title: 'Crédits par jour',
      credits: 'Crédits',
      summary:
        'Crédits par jour du {{from}} au {{to}} : {{credits}} en tout. Le plus le {{busiest}} ({{busiestCredits}}).',
    },
    table: {
      title: 'Par annonce',
      label: 'Crédits par annonce',
      listing: 'Annonce',
      credits: 'Crédits',
      days: 'Jours facturés',
      featuredDays: 'Jours en vedette',
      featured: 'En vedette',
      deleted: 'Annonce supprimée no {{id}}',
      pages: "Pages d'annonces",
    },
    empty: {
      title: 'Aucun crédit utilisé pendant cette période',
      body: 'Les crédits sont facturés chaque nuit pour vos annonces en ligne. Publiez une annonce ou choisissez une autre période.',
      listings: 'Vos annonces',
      billing: 'Acheter des crédits',
    },
    loading: 'Chargement de votre utilisation des crédits…',
    loadFailed: "Votre utilisation des crédits n'a pas pu être chargée.",
    updating: 'Mise à jour…',
  },
};
