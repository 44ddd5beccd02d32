// Textes des reçus fiscaux en français (mêmes clés que en.ts), livrés avec tous les textes français
// (app/i18n-french.ts).
import type { Strings } from '../../../lib/i18n/strings.ts';
import type { en } from './en.ts';

export const fr: Strings<typeof en> = {
  portalReceipts: {
    intro:
      'Un reçu pour chaque achat de crédits et une note de crédit pour chaque remboursement, à télécharger en PDF.',
    taxInfoLink: 'Modifier les informations fiscales qui y figurent.',
    loading: 'Chargement de vos reçus…',
    loadFailed: 'Vos reçus n’ont pas pu être chargés.',
    emptyTitle: 'Rien à télécharger pour l’instant',
    emptyBody: 'Aucun reçu pour l’instant : ils apparaissent ici quand vous achetez des crédits.',
    buyCredits: 'Acheter des crédits',
    number: 'Numéro',
    date: 'Date',
    kind: 'Type',
    kinds: { receipt: 'Reçu', 'credit-note': 'Note de crédit' },
    total: 'Total',
    pdf: 'PDF',
    from: 'Du',
    to: 'Au',
    download: 'Télécharger le PDF',
    downloadOf: 'Télécharger le PDF {{number}}',
    downloadFailed: 'Le téléchargement a échoué : {{message}}',
  },
};
