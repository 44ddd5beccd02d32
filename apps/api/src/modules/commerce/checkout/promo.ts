// Promo codes at the checkout (issue 14 section 2, examples/credit-ledger.md "Promo"): a code is checked
// against its window, its bundles and its limits; a checkout reserves one use with a single conditional update
// (so 100 checkouts at once on a code limited to 10 get exactly 10), counted per company under the company's
// wallet lock; the use is redeemed when the order is paid and released when it fails or is abandoned.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { promoCodes, promoRedemptions } from '../../../db/schema/index.ts';
import { invalidFields } from '../../../lib/http-error.ts';

export type PromoCode = typeof promoCodes.$inferSelect;

/** The code if it can be used now on this bundle, else a 422 on `field` saying why. */
export async function usablePromo(
  db: Queryable,
  code: string,
  bundleId: number,
  field: string,
  now = new Date(),
): Promise<PromoCode> {
  const [promo] = await db.select().from(promoCodes).where(eq(promoCodes.code, code.trim().toUpperCase()));
  if (!promo) throw invalidFields({ [field]: 'promo.unknown' });
  if (promo.validFrom && promo.validFrom > now) throw invalidFields({ [field]: 'promo.not_started' });
  if (promo.validTo && promo.validTo <= now) throw invalidFields({ [field]: 'promo.expired' });
  if (promo.bundleIds.length > 0 && !promo.bundleIds.includes(bundleId))
    throw invalidFields({ [field]: 'promo.bundle' });
  if (promo.maxRedemptions !== null && promo.used >= promo.maxRedemptions)
    throw invalidFields({ [field]: 'promo.used_up' });
  return promo;
}

/** How many uses the company holds or has made (reserved or redeemed). */
async function usesBy(db: Queryable, promoId: number, companyId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(promoRedemptions)
    .where(
      and(
        eq(promoRedemptions.promoCodeId, promoId),
        eq(promoRedemptions.companyId, companyId),
        inArray(promoRedemptions.status, ['reserved', 'redeemed']),
      ),
    );
  return row?.n ?? 0;
}

/** Refuses a company that has used up its share (call under the company's wallet lock). */
export async function checkCompanyLimit(db: Queryable, promo: PromoCode, companyId: number, field: string) {
  if (promo.maxPerCompany !== null && (await usesBy(db, promo.id, companyId)) >= promo.maxPerCompany)
    throw invalidFields({ [field]: 'promo.company_limit' });
}

/** Takes one use of the code for the order, or refuses when none is left (the update is the check). */
export async function reservePromo(
  tx: Queryable,
  promo: PromoCode,
  order: { id: number; companyId: number },
  field: string,
) {
  const taken = await tx
    .update(promoCodes)
    .set({ used: sql`${promoCodes.used} + 1` })
    .where(
      and(
        eq(promoCodes.id, promo.id),
        sql`(${promoCodes.maxRedemptions} is null or ${promoCodes.used} < ${promoCodes.maxRedemptions})`,
      ),
    )
    .returning({ id: promoCodes.id });
  if (taken.length === 0) throw invalidFields({ [field]: 'promo.used_up' });
  await tx.insert(promoRedemptions).values({ promoCodeId: promo.id, orderId: order.id, companyId: order.companyId });
}

/** The order's reserved use becomes redeemed (the order is paid). */
export async function redeemPromo(tx: Queryable, orderId: number) {
  await tx
    .update(promoRedemptions)
    .set({ status: 'redeemed' })
    .where(and(eq(promoRedemptions.orderId, orderId), eq(promoRedemptions.status, 'reserved')));
}

/** The order's reserved use goes back to the code (the payment failed or was abandoned). */
export async function releasePromo(tx: Queryable, orderId: number) {
  const released = await tx
    .update(promoRedemptions)
    .set({ status: 'released' })
    .where(and(eq(promoRedemptions.orderId, orderId), eq(promoRedemptions.status, 'reserved')))
    .returning({ promoCodeId: promoRedemptions.promoCodeId });
  for (const { promoCodeId } of released)
    await tx
      .update(promoCodes)
      .set({ used: sql`${promoCodes.used} - 1` })
      .where(eq(promoCodes.id, promoCodeId));
}
