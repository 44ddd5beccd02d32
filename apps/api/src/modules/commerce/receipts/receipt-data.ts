// What a tax receipt or credit note prints, gathered from its rows: the seller (ecommerce settings), the
// document's number and date, the buyer's tax information and the order's amounts as charged.
import type { ReceiptKind } from '@rentals/shared/resources/tax-receipts';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { billingInformation, companies, orders, receipts } from '../../../db/schema/index.ts';
import { loadEcommerceSettings } from '../ecommerce-settings.ts';
import { printedNumber } from './issue-receipt.ts';

export interface ReceiptPdfData {
  kind: ReceiptKind;
  /** As printed: "R-42", "CN-7". */
  number: string;
  issuedAt: Date;
  /** A credit note's receipt: the one it refunds. */
  refunds: { number: string; issuedAt: Date } | null;
  seller: { legalName: string; legalAddress: string; taxRegistrations: { name: string; number: string }[] };
  /** The landlord's tax information: name, address lines, website. */
  buyer: { name: string; addressLines: string[]; website: string | null };
  order: {
    id: number;
    bundleName: string;
    credits: number;
    bonusCredits: number;
    promoCredits: number;
    membershipMonths: number;
    promoCode: string | null;
    /** Cents. */
    subtotal: number;
    discount: number;
    tax: number;
    total: number;
    currency: string;
    /** Rates in thousandths of a percent (9.975% = 9975); amounts in cents. */
    taxLines: { name: string; rate: number; amount: number }[];
    country: string;
    province: string;
    paidAt: Date | null;
    refundedAt: Date | null;
  };
  /** How it was paid: the card's brand and last four digits; a promo code or credits when no card was charged. */
  payment: { kind: 'card'; brand: string; last4: string } | { kind: 'promo'; code: string } | { kind: 'credits' };
}

/** The order's means of payment as printed: its card, else its promo code, else credits. */
export function paymentOf(order: {
  cardBrand: string | null;
  cardLast4: string | null;
  promoCode: string | null;
}): ReceiptPdfData['payment'] {
  if (order.cardBrand && order.cardLast4) return { kind: 'card', brand: order.cardBrand, last4: order.cardLast4 };
  if (order.promoCode) return { kind: 'promo', code: order.promoCode };
  return { kind: 'credits' };
}

const filled = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/** "Montréal, QC H2X 1Y4": the parts present, in the Canadian order. */
function placeLine(city: string | null | undefined, province: string | null | undefined, postal?: string | null) {
  const region = [province, postal].filter(filled).join(' ');
  return [city, region].filter(filled).join(', ');
}

type CompanyRow = typeof companies.$inferSelect;
type BillingRow = typeof billingInformation.$inferSelect;

/**
 * The buyer as printed: the company's tax information (spec 3) where filled; otherwise the company's own name and
 * address; the billing information where the company has no address either.
 */
export function buyerOf(company: CompanyRow, billing: BillingRow | undefined): ReceiptPdfData['buyer'] {
  const name = [company.taxCompanyName, company.name, billing?.name].find(filled) ?? '';
  let addressLines: (string | null)[];
  if (filled(company.taxCompanyAddress)) {
    addressLines = [company.taxCompanyAddress, company.taxCompanyAddressCont];
  } else if (filled(company.address)) {
    addressLines = [
      company.address,
      company.addressCont,
      placeLine(company.city, company.province, company.postalCode),
    ];
  } else if (billing) {
    addressLines = [billing.line1, billing.line2, placeLine(billing.city, billing.province, billing.postalCode)];
  } else addressLines = [];
  const website = [company.taxCompanyWebsite, company.website].find(filled) ?? null;
  return { name, addressLines: addressLines.filter(filled).map((l) => l.trim()), website };
}

/** The printable data of a company's receipt or credit note; null when it is not that company's (or not at all). */
export async function loadReceiptData(
  db: Queryable,
  receiptId: number,
  companyId: number,
): Promise<ReceiptPdfData | null> {
  const [row] = await db
    .select({ receipt: receipts, order: orders, company: companies })
    .from(receipts)
    .innerJoin(orders, eq(orders.id, receipts.orderId))
    .innerJoin(companies, eq(companies.id, receipts.companyId))
    .where(and(eq(receipts.id, receiptId), eq(receipts.companyId, companyId)));
  if (!row) return null;
  const { receipt, order, company } = row;
  const [settings, [billing], [original]] = await Promise.all([
    loadEcommerceSettings(db),
    db.select().from(billingInformation).where(eq(billingInformation.companyId, company.id)),
    receipt.kind === 'credit-note'
      ? db
          .select({ number: receipts.number, issuedAt: receipts.issuedAt })
          .from(receipts)
          .where(and(eq(receipts.orderId, order.id), eq(receipts.kind, 'receipt')))
      : Promise.resolve([]),
  ]);
  return {
    kind: receipt.kind,
    number: printedNumber(receipt.kind, receipt.number, settings.receiptPrefix),
    issuedAt: receipt.issuedAt,
    refunds: original
      ? { number: printedNumber('receipt', original.number, settings.receiptPrefix), issuedAt: original.issuedAt }
      : null,
    seller: {
      legalName: settings.legalName,
      legalAddress: settings.legalAddress,
      taxRegistrations: settings.taxRegistrations,
    },
    buyer: buyerOf(company, billing),
    order: {
      id: order.id,
      bundleName: order.bundleName,
      credits: order.credits,
      bonusCredits: order.bonusCredits,
      promoCredits: order.promoCredits,
      membershipMonths: order.membershipMonths,
      promoCode: order.promoCode,
      subtotal: order.subtotal,
      discount: order.discount,
      tax: order.tax,
      total: order.total,
      currency: order.currency,
      taxLines: order.taxLines,
      country: order.country,
      province: order.province,
      paidAt: order.paidAt,
      refundedAt: order.refundedAt,
    },
    payment: paymentOf(order),
  };
}
