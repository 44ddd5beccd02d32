// Orders for the receipts' tests, priced the way checkout prices them (pricing.ts quote() with the province's
// seeded taxes) and inserted directly in a state: paid, refunded, pending.
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { orders } from '../../../db/schema/index.ts';
import { taxesFor } from '../ecommerce-settings.ts';
import { type PromoTerms, quote } from '../pricing.ts';

let next = 0;

export interface TestOrder {
  companyId: number;
  status?: 'pending' | 'paid' | 'refunded';
  province?: string;
  country?: 'CA' | 'US';
  /** Cents before taxes. */
  price?: number;
  credits?: number;
  bonusCredits?: number;
  bundleName?: string;
  promo?: (PromoTerms & { code: string }) | null;
  currency?: string;
  paidAt?: Date;
  /** The card paid with: { brand: 'visa', last4: '4242' }; none by default. */
  card?: { brand: string; last4: string };
}

export async function insertOrder(db: Queryable, input: TestOrder) {
  const country = input.country ?? 'CA';
  const province = input.province ?? 'QC';
  const bundle = { price: input.price ?? 5000, credits: input.credits ?? 50, bonusCredits: input.bonusCredits ?? 0 };
  const promo = input.promo ?? null;
  const priced = quote(bundle, promo, await taxesFor(db, country, province));
  const status = input.status ?? 'paid';
  const paidAt = status === 'pending' ? null : (input.paidAt ?? new Date());
  const [order] = await db
    .insert(orders)
    .values({
      companyId: input.companyId,
      clientKey: `test-order-${process.pid}-${++next}`,
      bundleName: input.bundleName ?? 'Starter bundle',
      credits: bundle.credits,
      bonusCredits: bundle.bonusCredits,
      promoCode: promo?.code ?? null,
      promoCredits: priced.promoCredits,
      subtotal: priced.subtotal,
      discount: priced.discount,
      tax: priced.tax,
      total: priced.total,
      currency: input.currency ?? (country === 'US' ? 'USD' : 'CAD'),
      taxLines: priced.taxLines,
      country,
      province,
      status,
      provider: 'sandbox',
      cardBrand: input.card?.brand ?? null,
      cardLast4: input.card?.last4 ?? null,
      paidAt,
      refundedAt: status === 'refunded' ? new Date() : null,
    })
    .returning();
  if (!order) throw new Error('order not inserted');
  return order;
}

export const markRefunded = (db: Queryable, orderId: number) =>
  db.update(orders).set({ status: 'refunded', refundedAt: new Date() }).where(eq(orders.id, orderId));
