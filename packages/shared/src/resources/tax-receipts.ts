// Tax receipts (issue 14 section 6, spec 2 "/portal/tax-receipts"): a numbered receipt for each paid order and a
// numbered credit note for each refund, listed for the buyer's company (GET landlord/tax-receipts) and each
// downloadable as a PDF (GET landlord/tax-receipts/{id}/pdf). Amounts in cents of the order's currency.
import { z } from 'zod';
import { dateRangeFiltersSchema } from './date-range.ts';

/** A receipt for a payment; a credit note for its refund. Each kind is its own series, numbered 1..n. */
export const RECEIPT_KINDS = ['receipt', 'credit-note'] as const;
export type ReceiptKind = (typeof RECEIPT_KINDS)[number];

/** One row of GET landlord/tax-receipts. */
export const taxReceiptSchema = z.object({
  id: z.number().int(),
  kind: z.enum(RECEIPT_KINDS),
  /** As printed: "R-42" (the ecommerce settings' receipt prefix and the number), "CN-7" for credit notes. */
  number: z.string(),
  /** The number in its series (1, 2, 3...). */
  sequence: z.number().int(),
  issuedAt: z.string(),
  orderId: z.number().int(),
  bundleName: z.string(),
  /** The order's total in cents (what was paid, or for a credit note what was refunded). */
  total: z.number().int(),
  currency: z.string(),
});
export type TaxReceipt = z.infer<typeof taxReceiptSchema>;

export const taxReceiptFiltersSchema = dateRangeFiltersSchema.extend({
  kind: z.enum(RECEIPT_KINDS).optional(),
});
