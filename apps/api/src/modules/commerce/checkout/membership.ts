// Memberships (issue 14 section 5): bundles with membership months extend the company's membership when
// their order is paid (orders.ts); members pay the member prices (credit-prices.ts), so a lapsed membership is
// back to normal prices at the next charge. A landlord who opted in (PATCH commerce/membership) is renewed
// with the saved card a few days before the end: the bundle of their last membership purchase, bought as a
// checkout would (the same order, grant and receipt), once per membership end (the order's key names it).
import { and, desc, eq, gt, isNotNull, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { creditWallets, orders, paymentMethods } from '../../../db/schema/index.ts';
import { bundleOnSale } from './cart.ts';
import { attachPayment, type OrderRow, placeOrder, settleOrder } from './orders.ts';

/** Renewals happen this many days before the membership ends. */
export const RENEW_DAYS_BEFORE = 3;
export const RENEWAL_QUEUE = 'commerce-renew-memberships';
export const RENEWAL_CRON = '30 1 * * *';

export interface RenewalSummary {
  renewed: number;
  failed: { companyId: number; reason: string }[];
}

/** The bundle of the company's latest paid membership order, and who bought it. */
async function lastMembershipOrder(app: FastifyInstance, companyId: number): Promise<OrderRow | null> {
  const [order] = await app.db
    .select()
    .from(orders)
    .where(and(eq(orders.companyId, companyId), eq(orders.status, 'paid'), gt(orders.membershipMonths, 0)))
    .orderBy(desc(orders.paidAt))
    .limit(1);
  return order ?? null;
}

export interface SavedCardRenewal {
  companyId: number;
  /** The buyer the order and its receipt name. */
  userId: number;
  bundleId: number;
  /** The order's key: the same key finds the same order, so the card is charged once for it. */
  clientKey: string;
  card: Pick<
    typeof paymentMethods.$inferSelect,
    'paymentMethodId' | 'providerCustomerId' | 'typeExt' | 'partialIdentifier'
  >;
  now?: Date;
}

/**
 * Buys a membership bundle with the company's saved card, as a checkout would (the same order, grant through
 * the ledger, membership extension and receipt): the auto-renewal above and support's renewals (modules/
 * membership-renewals) both come here. A paid or failed order of the same key is answered as it is.
 */
export async function renewWithSavedCard(app: FastifyInstance, input: SavedCardRenewal): Promise<OrderRow> {
  await bundleOnSale(app.db, input.bundleId, input.now);
  let order = await placeOrder(app.db, {
    companyId: input.companyId,
    userId: input.userId,
    clientKey: input.clientKey,
    bundleId: input.bundleId,
    locale: 'en',
    provider: app.payments.name,
  });
  if (order.status === 'pending' && !order.providerPaymentId) {
    const payment = await app.payments.createPayment({
      amount: order.total,
      currency: order.currency,
      paymentMethodId: input.card.paymentMethodId,
      idempotencyKey: `order-${order.id}`,
      orderId: order.id,
      description: `${order.bundleName} (membership renewal, order ${order.id})`,
      saveCard: false,
      customerId: input.card.providerCustomerId,
      offSession: true,
    });
    await attachPayment(app.db, order, payment, { brand: input.card.typeExt, last4: input.card.partialIdentifier });
    order = await settleOrder(app.db, app.payments, order.id, payment);
  }
  return order;
}

export async function renewMemberships(app: FastifyInstance, now = new Date()): Promise<RenewalSummary> {
  const due = await app.db
    .select({ companyId: creditWallets.companyId, expiresAt: creditWallets.membershipExpiresAt, card: paymentMethods })
    .from(creditWallets)
    .innerJoin(paymentMethods, eq(paymentMethods.companyId, creditWallets.companyId))
    .where(
      and(
        eq(creditWallets.membershipAutoRenew, true),
        isNotNull(creditWallets.membershipExpiresAt),
        gt(creditWallets.membershipExpiresAt, now),
        lte(
          creditWallets.membershipExpiresAt,
          sql`${now.toISOString()}::timestamptz + make_interval(days => ${RENEW_DAYS_BEFORE})`,
        ),
      ),
    );
  const summary: RenewalSummary = { renewed: 0, failed: [] };
  for (const { companyId, expiresAt, card } of due) {
    try {
      const last = await lastMembershipOrder(app, companyId);
      if (!last?.bundleId || !last.userId) throw new Error('no membership bundle bought before');
      const order = await renewWithSavedCard(app, {
        companyId,
        userId: last.userId,
        bundleId: last.bundleId,
        clientKey: `renewal:${expiresAt?.toISOString().slice(0, 10)}`,
        card,
        now,
      });
      if (order.status === 'paid') summary.renewed++;
      else summary.failed.push({ companyId, reason: order.failureReason ?? order.status });
    } catch (error) {
      summary.failed.push({ companyId, reason: error instanceof Error ? error.message : String(error) });
    }
  }
  return summary;
}
