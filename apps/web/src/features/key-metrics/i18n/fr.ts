// French texts of the key metrics and the support dashboard (the French pack, app/i18n-french.ts); English in
// en.ts.
import type { en } from './en.ts';

export const fr: typeof en = {
  keyMetrics: {
    intro:
      'Les chiffres du site sur une période, par jour, semaine (à partir du lundi) ou mois. Les jours sont en UTC ; les chiffres datent d’au plus une minute.',
    range: {
      legend: 'Période',
      from: 'Du',
      to: 'Au',
      presets: 'Périodes rapides',
      lastDays: '{{count}} derniers jours',
      order: 'La fin doit être le même jour que le début ou après.',
      tooLong: 'Choisissez au plus {{max}} jours.',
      required: 'Choisissez un jour.',
    },
    interval: 'Par',
    intervals: { day: 'Jour', week: 'Semaine', month: 'Mois' },
    download: 'Télécharger le CSV',
    downloadFailed: 'Le CSV n’a pas pu être téléchargé.',
    series: {
      newListings: 'Nouvelles annonces',
      activeListings: 'Annonces actives',
      inquiries: 'Demandes',
      newLandlords: 'Nouveaux propriétaires',
      newRenters: 'Nouveaux locataires',
      creditsSold: 'Crédits vendus',
      revenue: 'Revenus',
      revenueIn: 'Revenus ({{currency}})',
    },
    totals: 'Totaux de la période',
    activeAtEnd: 'Annonces actives à la fin',
    charts: {
      listings: 'Annonces',
      people: 'Demandes et nouveaux comptes',
      sales: 'Crédits vendus',
      revenue: 'Revenus',
      summary: '{{title}} du {{from}} au {{to}} : chaque valeur figure dans le tableau ci-dessous.',
    },
    table: {
      title: 'Chiffres par période',
      label: 'Indicateurs clés par période',
      period: 'Période',
    },
    noRevenue: 'Aucune vente pendant cette période.',
    loading: 'Chargement des indicateurs clés…',
    loadFailed: 'Les indicateurs clés n’ont pas pu être chargés.',
    updating: 'Mise à jour…',
  },
  supportDashboard: {
    title: 'À traiter',
    openReports: 'Annonces signalées',
    openReportsHint: 'Annonces avec des signalements ouverts',
    reviewsWaiting: 'Comptes à examiner',
    reviewsWaitingHint: 'En attente d’une décision',
    failingFeeds: 'Flux en échec',
    failingFeedsHint: 'Leurs dernières exécutions ont échoué',
    membershipsExpiring: 'Adhésions qui se terminent',
    membershipsExpiringHint: 'D’ici 7 jours',
    today: 'Aujourd’hui jusqu’ici',
    todayLink: 'Tous les indicateurs clés',
    loadFailed: 'Les chiffres du tableau de bord n’ont pas pu être chargés.',
    loading: 'Chargement du tableau de bord…',
  },
};
