// The tax receipt and credit note as a PDF (pdfkit, DESIGN section 1), in English or French: the seller's legal
// name, address and tax registration numbers; the document's number and date; the buyer's tax information and
// the means of payment (the card's brand and last four digits, or the promo code or credits); the
// bundle, the promo discount, each tax on its own line with its rate ("QST 9.975%"), and the total, in the
// order's currency. A credit note says so, names the receipt it refunds and shows the amounts refunded.
//
// Only pdfkit's built-in Helvetica is used: its WinAnsi encoding holds French (é, è, ç, à, «, », ’...); text is
// reduced to that set first (the narrow no-break spaces some locales format with become no-break spaces, a
// character WinAnsi has not becomes "?"). Dates are calendar days in UTC, as the lists' date filters read them.
import type { Locale } from '@rentals/shared';
import PDFDocument from 'pdfkit';
import type { ReceiptPdfData } from './receipt-data.ts';

const TEXTS = {
  en: {
    receipt: 'Tax receipt',
    'credit-note': 'Credit note',
    receiptNumber: 'Receipt no.',
    creditNoteNumber: 'Credit note no.',
    date: 'Date: {date}',
    registration: '{name}: {number}',
    refundOf: 'Refund of receipt {number} of {date}',
    billedTo: 'Billed to',
    order: 'Order no.',
    paidOn: 'Paid on',
    refundedOn: 'Refunded on',
    placeOfSupply: 'Place of supply',
    paymentMethod: 'Payment method',
    card: '{brand} ending in {last4}',
    paidWithPromo: 'Promo code {code}',
    paidWithCredits: 'Credits',
    description: 'Description',
    amount: 'Amount',
    credits: '{count} credits',
    bonusCredits: '{count} bonus credits',
    membership: '{count} months of membership',
    promoCode: 'Promo code {code}',
    subtotal: 'Subtotal',
    total: 'Total',
    totalRefunded: 'Total refunded',
    refunded: 'The amounts below were refunded to the buyer; this credit note cancels the receipt named above.',
    currencyNote: 'Amounts in {currency}.',
    thanks: 'Thank you for your purchase.',
  },
  fr: {
    receipt: 'Reçu',
    'credit-note': 'Note de crédit',
    receiptNumber: 'Reçu nº',
    creditNoteNumber: 'Note de crédit nº',
    date: 'Date\u00a0: {date}',
    registration: '{name}\u00a0: {number}',
    refundOf: 'Remboursement du reçu {number} du {date}',
    billedTo: 'Facturé à',
    order: 'Commande nº',
    paidOn: 'Payée le',
    refundedOn: 'Remboursée le',
    placeOfSupply: 'Lieu de fourniture',
    paymentMethod: 'Mode de paiement',
    card: '{brand} se terminant par {last4}',
    paidWithPromo: 'Code promo {code}',
    paidWithCredits: 'Crédits',
    description: 'Description',
    amount: 'Montant',
    credits: '{count} crédits',
    bonusCredits: '{count} crédits en prime',
    membership: '{count} mois d’adhésion',
    promoCode: 'Code promo {code}',
    subtotal: 'Sous-total',
    total: 'Total',
    totalRefunded: 'Total remboursé',
    refunded:
      'Les montants ci-dessous ont été remboursés à l’acheteur; cette note de crédit annule le reçu nommé ci-dessus.',
    currencyNote: 'Montants en {currency}.',
    thanks: 'Merci de votre achat.',
  },
} satisfies Record<Locale, Record<string, string>>;

type TextKey = keyof (typeof TEXTS)['en'];

/** The French names of Canada's sales taxes (the receipts of a French-speaking landlord print these). */
const FRENCH_TAX_NAMES: Record<string, string> = {
  GST: 'TPS',
  HST: 'TVH',
  'GST/HST': 'TPS/TVH',
  QST: 'TVQ',
  PST: 'TVP',
  RST: 'TVD',
};

export const taxName = (name: string, locale: Locale) => (locale === 'fr' ? (FRENCH_TAX_NAMES[name] ?? name) : name);

const intlLocale = (locale: Locale) => (locale === 'fr' ? 'fr-CA' : 'en-CA');

/** Cents in the order's currency, as the locale writes money: "$1,234.50", "1 234,50 $". */
export const formatMoney = (cents: number, currency: string, locale: Locale) =>
  new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency }).format(cents / 100);

/** A rate in thousandths of a percent as the locale writes it: 9975 -> "9.975%", "9,975 %". */
export const formatTaxRate = (rate: number, locale: Locale) =>
  new Intl.NumberFormat(intlLocale(locale), { style: 'percent', maximumFractionDigits: 3 }).format(rate / 100_000);

/** "QST 9.975%", "TVQ 9,975 %": a tax line's label. */
export const taxLabel = (line: { name: string; rate: number }, locale: Locale) =>
  `${taxName(line.name, locale)} ${formatTaxRate(line.rate, locale)}`;

const CARD_BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** "visa" -> "Visa": the provider's brand code as printed. */
export const cardBrandName = (brand: string) =>
  CARD_BRANDS[brand.toLowerCase()] ?? brand.charAt(0).toUpperCase() + brand.slice(1);

const formatDate = (date: Date, locale: Locale) =>
  new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(date);

// The characters WinAnsiEncoding has above Latin-1's printable ones (PDF 32000-1, annex D).
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Text the built-in fonts can draw: thin and narrow spaces become no-break spaces, unknown characters "?". */
export function winAnsi(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0) ?? 0;
    if (code === 0x0a || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char)) {
      out += char;
    } else if (code === 0x202f || code === 0x2009 || code === 0x2007) out += '\u00a0';
    else if (code === 0x2212 || code === 0x2010 || code === 0x2011) out += '-';
    else if (code === 0x09) out += ' ';
    else out += '?';
  }
  return out;
}

const PAGE_MARGIN = 54;
const GREY = '#555555';
const RULE = '#bbbbbb';

/** The receipt or credit note as a PDF file. */
export function renderReceiptPdf(data: ReceiptPdfData, locale: Locale): Promise<Buffer> {
  const texts = TEXTS[locale];
  const say = (key: TextKey, params: Record<string, string | number> = {}) =>
    texts[key].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
  const { order } = data;
  const creditNote = data.kind === 'credit-note';
  // A credit note shows what was refunded: every amount is taken back.
  const money = (cents: number) => formatMoney(creditNote && cents !== 0 ? -cents : cents, order.currency, locale);
  const count = (n: number) => new Intl.NumberFormat(intlLocale(locale)).format(n);

  const doc = new PDFDocument({
    size: 'LETTER',
    margin: PAGE_MARGIN,
    info: {
      Title: `${texts[data.kind]} ${data.number}`,
      Author: data.seller.legalName,
      Subject: `${texts[data.kind]} ${data.number}`,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = PAGE_MARGIN;
  const right = doc.page.width - PAGE_MARGIN;
  const width = right - left;
  const write = (text: string, x: number, y: number | undefined, options: PDFKit.Mixins.TextOptions = {}) =>
    doc.text(winAnsi(text), x, y, options);
  const rule = (y = doc.y) => {
    doc.moveTo(left, y).lineTo(right, y).lineWidth(0.5).strokeColor(RULE).stroke();
  };

  // The seller, on the left; the document's title, number and date on the right.
  const top = doc.y;
  const sellerWidth = width * 0.55;
  doc.font('Helvetica-Bold').fontSize(14).fillColor('black');
  write(data.seller.legalName, left, top, { width: sellerWidth });
  doc.font('Helvetica').fontSize(9).fillColor(GREY);
  if (data.seller.legalAddress.trim()) write(data.seller.legalAddress.trim(), left, undefined, { width: sellerWidth });
  for (const registration of data.seller.taxRegistrations) {
    const name = taxName(registration.name, locale);
    write(say('registration', { name, number: registration.number }), left, undefined, { width: sellerWidth });
  }
  const sellerBottom = doc.y;

  const boxLeft = left + sellerWidth + 12;
  const boxWidth = right - boxLeft;
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .fillColor(creditNote ? '#9b1c1c' : 'black');
  write(texts[data.kind].toUpperCase(), boxLeft, top, { width: boxWidth, align: 'right' });
  doc.font('Helvetica').fontSize(10).fillColor('black');
  write(`${say(creditNote ? 'creditNoteNumber' : 'receiptNumber')} ${data.number}`, boxLeft, undefined, {
    width: boxWidth,
    align: 'right',
  });
  write(say('date', { date: formatDate(data.issuedAt, locale) }), boxLeft, undefined, {
    width: boxWidth,
    align: 'right',
  });
  doc.y = Math.max(doc.y, sellerBottom) + 18;

  if (creditNote) {
    doc.font('Helvetica-Bold').fontSize(10).fillColor('#9b1c1c');
    if (data.refunds) {
      write(
        say('refundOf', { number: data.refunds.number, date: formatDate(data.refunds.issuedAt, locale) }),
        left,
        undefined,
        {
          width,
        },
      );
    }
    doc.font('Helvetica').fontSize(9).fillColor(GREY);
    write(say('refunded'), left, undefined, { width });
    doc.moveDown(1);
  }

  // The buyer on the left; the order on the right.
  const partiesTop = doc.y;
  const half = width / 2 - 6;
  doc.font('Helvetica-Bold').fontSize(9).fillColor(GREY);
  write(say('billedTo').toUpperCase(), left, partiesTop, { width: half });
  doc.font('Helvetica-Bold').fontSize(11).fillColor('black');
  write(data.buyer.name, left, undefined, { width: half });
  doc.font('Helvetica').fontSize(10);
  for (const line of data.buyer.addressLines) write(line, left, undefined, { width: half });
  if (data.buyer.website) write(data.buyer.website, left, undefined, { width: half });
  const buyerBottom = doc.y;

  const orderLeft = left + width / 2 + 6;
  const orderFacts: [string, string][] = [[say('order'), String(order.id)]];
  if (order.paidAt) orderFacts.push([say('paidOn'), formatDate(order.paidAt, locale)]);
  if (creditNote && order.refundedAt) orderFacts.push([say('refundedOn'), formatDate(order.refundedAt, locale)]);
  orderFacts.push([say('placeOfSupply'), [order.province, order.country].filter(Boolean).join(', ')]);
  const { payment } = data;
  orderFacts.push([
    say('paymentMethod'),
    payment.kind === 'card'
      ? say('card', { brand: cardBrandName(payment.brand), last4: payment.last4 })
      : payment.kind === 'promo'
        ? say('paidWithPromo', { code: payment.code })
        : say('paidWithCredits'),
  ]);
  doc.y = partiesTop;
  for (const [label, value] of orderFacts) {
    const y = doc.y;
    doc.font('Helvetica').fontSize(10).fillColor(GREY);
    write(label, orderLeft, y, { width: half / 2 });
    doc.fillColor('black');
    write(value, orderLeft + half / 2, y, { width: half / 2, align: 'right' });
  }
  doc.y = Math.max(doc.y, buyerBottom) + 24;

  // The lines: the bundle, the promo discount, the subtotal, each tax with its rate, the total.
  const amountWidth = 120;
  const labelWidth = width - amountWidth - 12;
  const line = (label: string, amount: string, options: { bold?: boolean; size?: number; detail?: string } = {}) => {
    const y = doc.y;
    doc
      .font(options.bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(options.size ?? 10)
      .fillColor('black');
    write(label, left, y, { width: labelWidth });
    if (options.detail) {
      doc.font('Helvetica').fontSize(9).fillColor(GREY);
      write(options.detail, left, undefined, { width: labelWidth });
      doc
        .fillColor('black')
        .fontSize(options.size ?? 10)
        .font(options.bold ? 'Helvetica-Bold' : 'Helvetica');
    }
    const bottom = doc.y;
    write(amount, right - amountWidth, y, { width: amountWidth, align: 'right' });
    doc.y = Math.max(bottom, doc.y) + 6;
  };

  doc.font('Helvetica-Bold').fontSize(9).fillColor(GREY);
  const headY = doc.y;
  write(say('description').toUpperCase(), left, headY, { width: labelWidth });
  write(say('amount').toUpperCase(), right - amountWidth, headY, { width: amountWidth, align: 'right' });
  doc.y += 4;
  rule();
  doc.y += 8;

  const included = [say('credits', { count: count(order.credits) })];
  if (order.bonusCredits > 0) included.push(say('bonusCredits', { count: count(order.bonusCredits) }));
  if (order.membershipMonths > 0) included.push(say('membership', { count: count(order.membershipMonths) }));
  line(order.bundleName, money(order.subtotal), { detail: included.join(' + ') });
  if (order.promoCode && (order.discount > 0 || order.promoCredits > 0)) {
    const detail =
      order.promoCredits > 0 ? `+ ${say('bonusCredits', { count: count(order.promoCredits) })}` : undefined;
    line(say('promoCode', { code: order.promoCode }), order.discount > 0 ? money(-order.discount) : money(0), {
      detail,
    });
  }
  rule(doc.y - 2);
  doc.y += 4;
  line(say('subtotal'), money(order.subtotal - order.discount));
  for (const tax of order.taxLines) line(taxLabel(tax, locale), money(tax.amount));
  rule(doc.y - 2);
  doc.y += 4;
  line(say(creditNote ? 'totalRefunded' : 'total'), money(order.total), { bold: true, size: 12 });

  doc.moveDown(1.5);
  doc.font('Helvetica').fontSize(9).fillColor(GREY);
  write(say('currencyNote', { currency: order.currency }), left, undefined, { width });
  if (!creditNote) write(say('thanks'), left, undefined, { width });

  doc.end();
  return done;
}
