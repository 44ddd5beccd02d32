// The crash window of a checkout: the provider charged, then the server died before the order recorded the
// provider's payment id. The order is pending without a payment id; the recovery job (and post-checkout) find
// the payment by the order's own key, grant it exactly once through the ledger, or refund it when the order
// cannot be granted; an order whose payment succeeded is never abandoned.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditBundles, creditLedger, orders, sandboxPayments } from '../../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { balanceOf } from '../ledger.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { recoverOpenOrders } from './checkout.routes.ts';
import { type OrderRow, placeOrder, settleOrder } from './orders.ts';

type Account = Awaited<ReturnType<TestApp['loginAs']>>;

let t: TestApp;
let bundleId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const [bundle] = await t.db
    .insert(creditBundles)
    .values({ name: 'Standard', nameFr: 'Standard', credits: 50, price: 10_000, bonusCredits: 5 })
    .returning();
  bundleId = bundle?.id as number;
});
afterAll(() => t.close());

let landlords = 0;
async function landlord(): Promise<Account> {
  const account = await t.loginAs('Landlord', { companyName: `Recovery Co ${++landlords}` });
  const res = await t.call('PATCH', '/api/commerce/billing-information', {
    headers: account.headers,
    body: { name: 'Maple Rentals Inc.', line1: '100 King St W', city: 'Toronto', postalCode: 'm5x1a9', province: 'on' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return account;
}
const companyOf = (account: Account) => account.user.companyId as number;

/**
 * The state a kill -9 between the charge and attachPayment leaves: the order pending without a payment id,
 * the provider's payment (made with the order's key) in `status`; the order backdated by `ageHours`.
 */
async function crashState(
  account: Account,
  {
    status = 'succeeded',
    amount,
    ageHours = 25,
  }: { status?: 'succeeded' | 'requires_action' | 'failed' | null; amount?: number; ageHours?: number } = {},
): Promise<OrderRow> {
  const order = await placeOrder(t.db, {
    companyId: companyOf(account),
    userId: account.user.id,
    clientKey: `crash-${account.user.id}-${Math.random()}`,
    bundleId,
    locale: 'en',
    provider: 'sandbox',
  });
  if (status)
    await t.db.insert(sandboxPayments).values({
      id: `pi_sandbox_crash_${order.id}`,
      idempotencyKey: `order-${order.id}`,
      amount: amount ?? order.total,
      currency: order.currency.toLowerCase(),
      paymentMethodId: 'pm_sandbox_succeeds_visa_4242_12_2099',
      status,
      failureCode: status === 'failed' ? 'card_declined' : null,
      orderId: order.id,
    });
  await t.db
    .update(orders)
    .set({ createdAt: sql`now() - make_interval(hours => ${ageHours})` })
    .where(eq(orders.id, order.id));
  const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
  expect(row).toMatchObject({ status: 'pending', providerPaymentId: null });
  return row as OrderRow;
}

async function ledgerOf(orderId: number) {
  return t.db.select().from(creditLedger).where(eq(creditLedger.orderId, orderId));
}
async function orderRow(id: number) {
  return (await t.db.select().from(orders).where(eq(orders.id, id)))[0] as OrderRow;
}
async function paymentOf(orderId: number) {
  return (await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.orderId, orderId)))[0];
}

describe('recovery of a checkout that crashed between the charge and saving the payment id', () => {
  it('grants a succeeded payment exactly once, past the abandon age too; a second run changes nothing', async () => {
    const account = await landlord();
    const order = await crashState(account, { ageHours: 25 });

    const first = await recoverOpenOrders(t.app);
    expect(first).toMatchObject({ settled: 1, abandoned: 0, refunded: 0, errors: 0 });
    const paid = await orderRow(order.id);
    expect(paid).toMatchObject({ status: 'paid', providerPaymentId: `pi_sandbox_crash_${order.id}`, refundedAt: null });
    const rows = await ledgerOf(order.id);
    expect(rows.map((row) => [row.idempotencyKey, row.amount])).toEqual([[`order:${order.id}:grant`, 55]]);
    expect(await balanceOf(t.db, companyOf(account))).toBe(55);

    const second = await recoverOpenOrders(t.app);
    expect(second).toMatchObject({ settled: 0, abandoned: 0, refunded: 0, errors: 0 });
    expect(await ledgerOf(order.id)).toHaveLength(1);
    expect(await balanceOf(t.db, companyOf(account))).toBe(55);
    expect(await orderRow(order.id)).toEqual(paid);
    expect((await paymentOf(order.id))?.status).toBe('succeeded');
  });

  it('leaves a younger order to the checkout still running it, then settles it once it is a few minutes old', async () => {
    const account = await landlord();
    const order = await crashState(account, { ageHours: 0 });
    expect(await recoverOpenOrders(t.app)).toMatchObject({ settled: 0 });
    expect((await orderRow(order.id)).status).toBe('pending');
    await t.db.update(orders).set({ createdAt: sql`now() - interval '6 minutes'` }).where(eq(orders.id, order.id));
    expect(await recoverOpenOrders(t.app)).toMatchObject({ settled: 1 });
    expect(await balanceOf(t.db, companyOf(account))).toBe(55);
  });

  it('post-checkout settles such an order too, and the job after it grants nothing more', async () => {
    const account = await landlord();
    const order = await crashState(account, { ageHours: 0 });
    const res = await t.call('POST', '/api/commerce/post-checkout', {
      headers: account.headers,
      body: { orderId: order.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ order: { status: 'paid' }, credits: 55 });
    await t.db.update(orders).set({ createdAt: sql`now() - interval '25 hours'` }).where(eq(orders.id, order.id));
    await recoverOpenOrders(t.app);
    const again = await t.call('POST', '/api/commerce/post-checkout', {
      headers: account.headers,
      body: { orderId: order.id },
    });
    expect(again.json()).toMatchObject({ order: { status: 'paid' }, credits: 55 });
    expect(await ledgerOf(order.id)).toHaveLength(1);
  });

  it('concurrent recoveries and post-checkouts grant once', async () => {
    const account = await landlord();
    const order = await crashState(account, { ageHours: 1 });
    await Promise.all([
      recoverOpenOrders(t.app),
      recoverOpenOrders(t.app),
      t.call('POST', '/api/commerce/post-checkout', { headers: account.headers, body: { orderId: order.id } }),
      t.call('POST', '/api/commerce/post-checkout', { headers: account.headers, body: { orderId: order.id } }),
    ]);
    expect((await orderRow(order.id)).status).toBe('paid');
    expect(await ledgerOf(order.id)).toHaveLength(1);
    expect(await balanceOf(t.db, companyOf(account))).toBe(55);
  });

  it('refunds a succeeded payment the order cannot be granted (another amount), once, and grants nothing', async () => {
    const account = await landlord();
    const order = await crashState(account, { amount: 1, ageHours: 25 });
    expect(await recoverOpenOrders(t.app)).toMatchObject({ settled: 0, refunded: 1, abandoned: 0, errors: 0 });
    const refunded = await orderRow(order.id);
    expect(refunded).toMatchObject({ status: 'failed', failureReason: 'amount_mismatch' });
    expect(refunded.refundedAt).not.toBeNull();
    expect((await paymentOf(order.id))?.status).toBe('refunded');
    expect(await ledgerOf(order.id)).toHaveLength(0);
    expect(await balanceOf(t.db, companyOf(account))).toBe(0);

    expect(await recoverOpenOrders(t.app)).toMatchObject({ settled: 0, refunded: 0, abandoned: 0 });
    const res = await t.call('POST', '/api/commerce/post-checkout', {
      headers: account.headers,
      body: { orderId: order.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await orderRow(order.id)).toEqual(refunded);
  });

  it('refunds a payment that succeeded for an order already closed (abandoned before this fix)', async () => {
    const account = await landlord();
    const order = await crashState(account, { ageHours: 25 });
    await t.db.update(orders).set({ status: 'failed', failureReason: 'abandoned' }).where(eq(orders.id, order.id));
    const res = await t.call('POST', '/api/commerce/post-checkout', {
      headers: account.headers,
      body: { orderId: order.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await orderRow(order.id);
    expect(after).toMatchObject({ status: 'failed', failureReason: 'abandoned' });
    expect(after.refundedAt).not.toBeNull();
    expect((await paymentOf(order.id))?.status).toBe('refunded');
    expect(await ledgerOf(order.id)).toHaveLength(0);
  });

  it('abandons after a day only an order with no payment, or one that never succeeded', async () => {
    const account = await landlord();
    const none = await crashState(account, { status: null, ageHours: 25 });
    const waiting = await crashState(account, { status: 'requires_action', ageHours: 25 });
    const declined = await crashState(account, { status: 'failed', ageHours: 25 });
    const young = await crashState(account, { status: null, ageHours: 1 });
    const summary = await recoverOpenOrders(t.app);
    expect(summary).toMatchObject({ settled: 0, refunded: 0, abandoned: 2, errors: 0 });
    expect(await orderRow(none.id)).toMatchObject({ status: 'failed', failureReason: 'abandoned' });
    expect(await orderRow(waiting.id)).toMatchObject({
      status: 'failed',
      failureReason: 'abandoned',
      providerPaymentId: `pi_sandbox_crash_${waiting.id}`,
    });
    expect(await orderRow(declined.id)).toMatchObject({ status: 'failed', failureReason: 'card_declined' });
    expect(await orderRow(young.id)).toMatchObject({ status: 'pending' });
    const granted = await t.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.companyId, companyOf(account))));
    expect(granted).toHaveLength(0);
  });
});

describe('the provider lookup of a closed order with no payment id', () => {
  it('runs only for a recent, unrefunded order closed as abandoned or for a mismatched amount', async () => {
    const account = await landlord();
    // The sandbox provider, its order lookups counted.
    const looked: number[] = [];
    const provider: PaymentProvider = {
      ...t.app.payments,
      findPaymentForOrder: (order) => {
        looked.push(order.id);
        return t.app.payments.findPaymentForOrder(order);
      },
    };
    const close = async (order: OrderRow, set: Partial<OrderRow>) => {
      await t.db
        .update(orders)
        .set({ status: 'failed', ...set })
        .where(eq(orders.id, order.id));
      return order.id;
    };
    const old = await close(await crashState(account), {
      failureReason: 'abandoned',
      updatedAt: new Date(Date.now() - 8 * 86_400_000),
    });
    const refunded = await close(await crashState(account), { failureReason: 'abandoned', refundedAt: new Date() });
    const declined = await close(await crashState(account), { failureReason: 'card_declined' });
    const recent = await close(await crashState(account), { failureReason: 'abandoned' });
    for (const id of [old, refunded, declined, recent]) await settleOrder(t.db, provider, id);
    expect(looked).toEqual([recent]);
    // Only the recent one was refunded; the others' payments were not even asked about.
    expect((await orderRow(recent)).refundedAt).not.toBeNull();
    expect((await paymentOf(old))?.status).toBe('succeeded');
    expect((await orderRow(old)).refundedAt).toBeNull();
    expect((await paymentOf(declined))?.status).toBe('succeeded');
  });
});
