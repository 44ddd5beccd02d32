// The receipt PDF read back as text: the seller, the number and date, the buyer, the bundle, the promo discount,
// each tax with its rate and the total, in English and in French (accents drawn by the built-in Helvetica);
// a credit note says so and shows the amounts refunded.
import { describe, expect, it } from 'vitest';
import { quote } from '../pricing.ts';
import { pdfText, plain } from './pdf-text.ts';
import { paymentOf, type ReceiptPdfData } from './receipt-data.ts';
import { cardBrandName, formatMoney, formatTaxRate, renderReceiptPdf, taxLabel, winAnsi } from './receipt-pdf.ts';

const priced = quote({ price: 12_345, credits: 100, bonusCredits: 10 }, { kind: 'percent', value: 10 }, [
  { name: 'GST', rate: 5000 },
  { name: 'QST', rate: 9975 },
]);

const data: ReceiptPdfData = {
  kind: 'receipt',
  number: 'R-42',
  issuedAt: new Date('2026-03-15T15:00:00Z'),
  refunds: null,
  seller: {
    legalName: 'Locations Élan Inc.',
    legalAddress: '1000 rue Sainte-Catherine Ouest\nMontréal (Québec) H3B 1A1',
    taxRegistrations: [
      { name: 'GST/HST', number: '123456789 RT0001' },
      { name: 'QST', number: '1234567890 TQ0001' },
    ],
  },
  buyer: {
    name: 'Gestion Immobilière Côté',
    addressLines: ['55 boulevard René-Lévesque', 'Québec, QC G1R 2B5'],
    website: 'https://cote.example',
  },
  order: {
    id: 77,
    bundleName: 'Pro bundle',
    credits: 100,
    bonusCredits: 10,
    promoCredits: 0,
    membershipMonths: 0,
    promoCode: 'SPRING10',
    subtotal: priced.subtotal,
    discount: priced.discount,
    tax: priced.tax,
    total: priced.total,
    currency: 'CAD',
    taxLines: priced.taxLines,
    country: 'CA',
    province: 'QC',
    paidAt: new Date('2026-03-15T15:00:00Z'),
    refundedAt: null,
  },
  payment: { kind: 'card', brand: 'visa', last4: '4242' },
};

describe('renderReceiptPdf', () => {
  it('prints the seller, the number, the buyer, the bundle, the discount, each tax with its rate and the total', async () => {
    const pdf = await renderReceiptPdf(data, 'en');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    for (const expected of [
      'Locations Élan Inc.',
      'Montréal (Québec) H3B 1A1',
      'GST/HST: 123456789 RT0001',
      'QST: 1234567890 TQ0001',
      'TAX RECEIPT',
      'Receipt no. R-42',
      'Date: March 15, 2026',
      'Gestion Immobilière Côté',
      '55 boulevard René-Lévesque',
      'https://cote.example',
      'Pro bundle',
      '100 credits + 10 bonus credits',
      '$123.45',
      'Promo code SPRING10',
      '-$12.35', // 10% of $123.45, rounded half up
      'Subtotal $111.10',
      'GST 5% $5.56',
      'QST 9.975% $11.08',
      'Total $127.74',
      'Amounts in CAD.',
      'Payment method Visa ending in 4242',
    ]) {
      expect(text).toContain(expected);
    }
    expect(priced.total).toBe(priced.subtotal - priced.discount + 556 + 1108);
  });

  it('speaks French for a French-speaking landlord, accents and tax names included', async () => {
    const text = await pdfText(await renderReceiptPdf(data, 'fr'));
    for (const expected of [
      'REÇU',
      'Reçu nº R-42',
      'Date : 15 mars 2026',
      'TPS/TVH : 123456789 RT0001',
      'Facturé à'.toUpperCase(),
      'Gestion Immobilière Côté',
      '100 crédits + 10 crédits en prime',
      'Code promo SPRING10',
      `Sous-total ${formatMoney(11_110, 'CAD', 'fr')}`,
      `TPS 5 % ${formatMoney(556, 'CAD', 'fr')}`,
      `TVQ 9,975 % ${formatMoney(1108, 'CAD', 'fr')}`,
      `Total ${formatMoney(12_774, 'CAD', 'fr')}`,
      'Merci de votre achat.',
      'Mode de paiement Visa se terminant par 4242',
    ]) {
      expect(text).toContain(plain(expected));
    }
    expect(text).toContain(plain('127,74 $'));
  });

  it('makes a credit note say so, name the receipt it refunds and show the amounts refunded', async () => {
    const note: ReceiptPdfData = {
      ...data,
      kind: 'credit-note',
      number: 'CN-7',
      issuedAt: new Date('2026-04-02T12:00:00Z'),
      refunds: { number: 'R-42', issuedAt: data.issuedAt },
      order: { ...data.order, refundedAt: new Date('2026-04-02T12:00:00Z') },
    };
    const text = await pdfText(await renderReceiptPdf(note, 'en'));
    for (const expected of [
      'CREDIT NOTE',
      'Credit note no. CN-7',
      'Refund of receipt R-42 of March 15, 2026',
      'Refunded on April 2, 2026',
      '-$123.45',
      '$12.35',
      'QST 9.975% -$11.08',
      'Total refunded -$127.74',
    ]) {
      expect(text).toContain(expected);
    }
    const fr = await pdfText(await renderReceiptPdf(note, 'fr'));
    expect(fr).toContain('NOTE DE CRÉDIT');
    expect(fr).toContain(plain(`Total remboursé ${formatMoney(-12_774, 'CAD', 'fr')}`));
  });

  it('prints a promo code or credits as the payment method when no card was charged', async () => {
    const promo = await pdfText(await renderReceiptPdf({ ...data, payment: { kind: 'promo', code: 'FREE100' } }, 'en'));
    expect(promo).toContain('Payment method Promo code FREE100');
    const credits = await pdfText(await renderReceiptPdf({ ...data, payment: { kind: 'credits' } }, 'fr'));
    expect(credits).toContain('Mode de paiement Crédits');
    expect(paymentOf({ cardBrand: 'mastercard', cardLast4: '4444', promoCode: 'X' })).toEqual({
      kind: 'card',
      brand: 'mastercard',
      last4: '4444',
    });
    expect(paymentOf({ cardBrand: null, cardLast4: null, promoCode: 'X' })).toEqual({ kind: 'promo', code: 'X' });
    expect(paymentOf({ cardBrand: null, cardLast4: null, promoCode: null })).toEqual({ kind: 'credits' });
    expect(cardBrandName('mastercard')).toBe('Mastercard');
  });

  it('formats money and rates in the order’s currency and the landlord’s language', () => {
    expect(formatMoney(123_456, 'CAD', 'en')).toBe('$1,234.56');
    expect(plain(formatMoney(123_456, 'CAD', 'fr'))).toBe('1 234,56 $');
    expect(formatMoney(500, 'USD', 'en')).toBe('US$5.00');
    expect(formatTaxRate(9975, 'en')).toBe('9.975%');
    expect(formatTaxRate(13_000, 'en')).toBe('13%');
    expect(plain(formatTaxRate(9975, 'fr'))).toBe('9,975 %');
    expect(taxLabel({ name: 'HST', rate: 15_000 }, 'en')).toBe('HST 15%');
    expect(plain(taxLabel({ name: 'HST', rate: 15_000 }, 'fr'))).toBe('TVH 15 %');
  });

  it('reduces text to what the built-in fonts can draw', () => {
    expect(winAnsi('Élan « reçu » – 5 € ’')).toBe('Élan « reçu » – 5 € ’');
    expect(winAnsi('9,975\u202f%')).toBe('9,975\u00a0%');
    expect(winAnsi('\u22125')).toBe('-5');
    expect(winAnsi('Cafe\u0301')).toBe('Café');
    expect(winAnsi('東京')).toBe('??');
  });
});
