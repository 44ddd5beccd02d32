// An order's life (issue 14 section 3, examples/credit-ledger.md "Transaction orders"):
// - placeOrder: one order per checkout Idempotency-Key, priced and with its promo use reserved, committed
//   before the provider is asked for money (a crash after that loses nothing: the payment is found again);
// - completeOrder: the one way credits are granted, from the checkout, post-checkout, the webhook or the
//   recovery job, in any order and any number of times: the order row is locked, a paid order is left alone,
//   the provider's payment must have succeeded for the order's exact amount and currency; then the wallet
//   (ledger key order:<id>:grant), the membership, the promo use, the receipt number — one transaction;
// - failOrder: a declined, refused or abandoned payment grants nothing and gives the promo use back.
import type { Locale } from '@rentals/shared';
import type { Order } from '@rentals/shared/resources/billing';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../../db/client.ts';
import { creditWallets, orders, receipts } from '../../../db/schema/index.ts';
import { HttpError, invalidFields, notFound } from '../../../lib/http-error.ts';
import { lockWallet, postToLedger } from '../ledger.ts';
import type { Payment, PaymentProvider } from '../payments/provider.ts';
import { issueReceipt } from '../receipts/issue-receipt.ts';
import { billingOf, bundleOnSale, cartQuote } from './cart.ts';
import { checkCompanyLimit, redeemPromo, releasePromo, reservePromo, usablePromo } from './promo.ts';

export type OrderRow = typeof orders.$inferSelect;

export interface PlaceOrder {
  companyId: number;
  userId: number;
  clientKey: string;
  bundleId: number;
  promoCode?: string | undefined;
  locale: Locale;
  provider: string;
}

/** The order of this checkout key: the one made before (a retry), or a new pending one. */
export async function placeOrder(db: Database, input: PlaceOrder): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    // The company's checkouts wait for each other here: the per-company promo count and the key stay exact.
    await lockWallet(tx, input.companyId);
    const [earlier] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.companyId, input.companyId), eq(orders.clientKey, input.clientKey)));
    if (earlier) {
      if (earlier.bundleId !== input.bundleId) throw new HttpError(409, 'idempotencyKeyReused');
      return earlier;
    }
    if (!(await billingOf(tx, input.companyId))) throw invalidFields({ billingInformation: 'required' });
    const bundle = await bundleOnSale(tx, input.bundleId);
    const promo = input.promoCode ? await usablePromo(tx, input.promoCode, bundle.id, 'promoCode') : null;
    if (promo) await checkCompanyLimit(tx, promo, input.companyId, 'promoCode');
    const price = await cartQuote(tx, input.companyId, bundle, promo, input.locale);
    const [order] = await tx
      .insert(orders)
      .values({
        companyId: input.companyId,
        userId: input.userId,
        clientKey: input.clientKey,
        bundleId: bundle.id,
        bundleName: price.bundleName,
        credits: bundle.credits,
        bonusCredits: bundle.bonusCredits,
        membershipMonths: bundle.membershipMonths,
        promoCodeId: promo?.id ?? null,
        promoCode: promo?.code ?? null,
        promoCredits: price.promoCredits,
        subtotal: price.subtotal,
        discount: price.discount,
        tax: price.tax,
        total: price.total,
        currency: price.currency,
        taxLines: price.taxLines,
        country: price.country,
        province: price.province,
        provider: input.provider,
      })
      .returning();
    if (!order) throw new Error('the order insert returned no row');
    if (promo) await reservePromo(tx, promo, order, 'promoCode');
    return order;
  });
}

/** The order, locked until the transaction ends. */
async function lockOrder(tx: Queryable, id: number): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  if (!order) throw notFound();
  return order;
}

const OPEN = new Set<OrderRow['status']>(['pending', 'requires_action']);

/** Records the provider's payment id on the order (once), its waiting state and the card paid with. */
export async function attachPayment(
  db: Queryable,
  order: OrderRow,
  payment: Payment,
  card?: { brand: string; last4: string },
): Promise<void> {
  await db
    .update(orders)
    .set({
      providerPaymentId: payment.id,
      status: payment.status === 'requires_action' ? 'requires_action' : order.status,
      ...(card ? { cardBrand: card.brand, cardLast4: card.last4 } : {}),
    })
    .where(and(eq(orders.id, order.id), sql`${orders.status} in ('pending', 'requires_action')`));
}

/**
 * Brings the order in line with its payment: paid (credits granted once) when the payment succeeded, failed
 * when it failed, unchanged while it waits. Safe to call any number of times, from anywhere.
 *
 * An open order without the provider's payment id (a crash came between the charge and saving the id) is
 * looked up with the provider by its own key; the payment found is recorded on it, then settled as any other.
 * A payment that succeeded for an order that cannot be granted (closed meanwhile, or another amount) is
 * refunded, once: the order stays failed, with refundedAt set, and nothing is granted.
 */
export async function settleOrder(db: Database, provider: PaymentProvider, orderId: number, known?: Payment) {
  let [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound();
  if (order.status === 'failed' || order.status === 'canceled') return refundIfCharged(db, provider, order, known);
  if (!OPEN.has(order.status)) return order;
  let payment: Payment;
  if (order.providerPaymentId)
    payment = known?.id === order.providerPaymentId ? known : await provider.retrievePayment(order.providerPaymentId);
  else {
    const found = known ?? (await provider.findPaymentForOrder(order));
    if (!found) return order;
    order = await recordPaymentId(db, order, found.id);
    if (order.providerPaymentId !== found.id) return settleOrder(db, provider, orderId);
    payment = found;
  }
  if (payment.status === 'succeeded') return completeOrder(db, provider, orderId, payment);
  if (payment.status === 'failed' || payment.status === 'canceled')
    return failOrder(db, orderId, payment.failureCode ?? 'payment_failed');
  if (payment.status === 'requires_action' && order.status !== 'requires_action')
    await attachPayment(db, order, payment);
  return (await db.select().from(orders).where(eq(orders.id, orderId)))[0] ?? order;
}

/** Saves a payment id found for an open order that had none; answers the order as it is now. */
async function recordPaymentId(db: Database, order: OrderRow, paymentId: string): Promise<OrderRow> {
  const [updated] = await db
    .update(orders)
    .set({ providerPaymentId: paymentId })
    .where(and(eq(orders.id, order.id), isNull(orders.providerPaymentId)))
    .returning();
  return updated ?? (await db.select().from(orders).where(eq(orders.id, order.id)))[0] ?? order;
}

/** How long after its last change a closed order without a payment id is still looked up with the provider. */
export const CLOSED_LOOKUP_DAYS = 7;
/** The closing reasons under which a charge may exist that the order never recorded. */
const LOOKUP_REASONS = new Set(['abandoned', 'amount_mismatch']);

/**
 * Whether a closed order with no payment id is worth asking the provider about by its own key: only one closed
 * recently (CLOSED_LOOKUP_DAYS), not refunded, as abandoned or for a mismatched amount; a declined card or an
 * old order cannot have a charge left to give back, and each lookup is a call to the provider.
 */
export function mayHaveUnrecordedCharge(order: OrderRow, now = new Date()): boolean {
  if (order.refundedAt || order.providerPaymentId) return false;
  if (!LOOKUP_REASONS.has(order.failureReason ?? '')) return false;
  return now.getTime() - order.updatedAt.getTime() <= CLOSED_LOOKUP_DAYS * 86_400_000;
}

/** A closed (failed or canceled) order whose payment succeeded after all: the money goes back. */
async function refundIfCharged(
  db: Database,
  provider: PaymentProvider,
  order: OrderRow,
  known?: Payment,
): Promise<OrderRow> {
  if (order.refundedAt) return order;
  const payment =
    known && (!order.providerPaymentId || known.id === order.providerPaymentId)
      ? known
      : order.providerPaymentId
        ? await provider.retrievePayment(order.providerPaymentId)
        : mayHaveUnrecordedCharge(order)
          ? await provider.findPaymentForOrder(order)
          : null;
  if (payment?.status !== 'succeeded') return order;
  return refundUngranted(db, provider, order.id, payment, order.failureReason ?? 'order_closed');
}

/**
 * The refund of a payment whose order grants nothing, under the order's lock and only once (refundedAt): the
 * provider's refund (idempotency key refund-order-<id>), the promo use given back, the order failed.
 */
async function refundUngranted(
  db: Database,
  provider: PaymentProvider,
  orderId: number,
  payment: Payment,
  reason: string,
): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (order.refundedAt || order.status === 'paid' || order.status === 'refunded') return order;
    await provider.refund(payment.id, payment.amount, `refund-order-${order.id}`, tx);
    await releasePromo(tx, order.id);
    const [refunded] = await tx
      .update(orders)
      .set({
        status: 'failed',
        failureReason: OPEN.has(order.status) ? reason : (order.failureReason ?? reason),
        refundedAt: new Date(),
        providerPaymentId: order.providerPaymentId ?? payment.id,
      })
      .where(eq(orders.id, order.id))
      .returning();
    return refunded ?? order;
  });
}

/** The grant: see the top of this file. A payment of another amount or currency is refunded instead. */
async function completeOrder(
  db: Database,
  provider: PaymentProvider,
  orderId: number,
  payment: Payment,
): Promise<OrderRow> {
  const outcome = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!OPEN.has(order.status)) return order;
    if (payment.amount !== order.total || payment.currency !== order.currency.toLowerCase()) return 'mismatch';
    const base = { companyId: order.companyId, orderId: order.id, actorId: order.userId };
    await postToLedger(tx, {
      ...base,
      amount: order.credits + order.bonusCredits,
      reason: 'purchase',
      idempotencyKey: `order:${order.id}:grant`,
    });
    if (order.promoCredits > 0)
      await postToLedger(tx, {
        ...base,
        amount: order.promoCredits,
        reason: 'promo',
        idempotencyKey: `order:${order.id}:promo`,
      });
    if (order.membershipMonths > 0)
      await tx
        .update(creditWallets)
        .set({
          membershipExpiresAt: sql`greatest(coalesce(${creditWallets.membershipExpiresAt}, now()), now()) + make_interval(months => ${order.membershipMonths})`,
        })
        .where(eq(creditWallets.companyId, order.companyId));
    await redeemPromo(tx, order.id);
    const [paid] = await tx
      .update(orders)
      .set({ status: 'paid', paidAt: new Date(), failureReason: null })
      .where(eq(orders.id, order.id))
      .returning();
    await issueReceipt(tx, order, 'receipt');
    return paid ?? order;
  });
  return outcome === 'mismatch' ? refundUngranted(db, provider, orderId, payment, 'amount_mismatch') : outcome;
}

/** A declined, refused or abandoned payment: the order fails, nothing is granted, the promo use goes back. */
export async function failOrder(db: Database, orderId: number, reason: string): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!OPEN.has(order.status)) return order;
    await releasePromo(tx, order.id);
    const [failed] = await tx
      .update(orders)
      .set({ status: 'failed', failureReason: reason })
      .where(eq(orders.id, order.id))
      .returning();
    return failed ?? order;
  });
}

/** The caller's company's order, or 404 for anyone else's. */
export async function ownOrder(db: Queryable, companyId: number, id: number): Promise<OrderRow> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.companyId, companyId)));
  if (!order) throw notFound();
  return order;
}

/** An order as the API answers it, given its receipt's id (null while it has none). */
export function toOrder(order: OrderRow, receiptId: number | null): Order {
  return {
    id: order.id,
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    bundleName: order.bundleName,
    credits: order.credits,
    bonusCredits: order.bonusCredits,
    promoCredits: order.promoCredits,
    promoCode: order.promoCode,
    subtotal: order.subtotal,
    discount: order.discount,
    tax: order.tax,
    total: order.total,
    currency: order.currency,
    taxLines: order.taxLines,
    failureReason: order.failureReason,
    paidAt: order.paidAt?.toISOString() ?? null,
    receiptId,
  };
}

/** An order as the API answers it, with its receipt when it has one. */
export async function orderView(db: Queryable, order: OrderRow): Promise<Order> {
  const [receipt] = await db
    .select({ id: receipts.id })
    .from(receipts)
    .where(and(eq(receipts.orderId, order.id), eq(receipts.kind, 'receipt')));
  return toOrder(order, receipt?.id ?? null);
}
