// English texts of the landlord's tax receipts (registered by index.ts when this chunk loads).
export const en = {
  portalReceipts: {
    intro: 'A receipt for each purchase of credits and a credit note for each refund, to download as PDF.',
    taxInfoLink: 'Edit the tax information printed on them.',
    loading: 'Loading your receipts…',
    loadFailed: 'Your receipts could not be loaded.',
    emptyTitle: 'Nothing to download yet',
    emptyBody: 'No receipts yet: they appear here when you buy credits.',
    buyCredits: 'Buy credits',
    number: 'Number',
    date: 'Date',
    kind: 'Type',
    kinds: { receipt: 'Receipt', 'credit-note': 'Credit note' },
    total: 'Total',
    pdf: 'PDF',
    from: 'From',
    to: 'To',
    download: 'Download PDF',
    downloadOf: 'Download PDF {{number}}',
    downloadFailed: 'The download failed: {{message}}',
  },
};
