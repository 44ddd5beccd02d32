// Support's membership renewals: companies by expiry window, a batch renewed through the commerce path (order,
// saved card, ledger, membership), each failure with its reason, one audit event per company, the results page,
// a batch run again charging nobody twice, a large batch through the job, and staff-only access.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvents,
  billingInformation,
  creditBundles,
  creditLedger,
  creditWallets,
  membershipRenewalItems,
  orders,
  paymentMethods,
  sandboxPayments,
} from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { createCompany } from '../../test/listing-factories.ts';
import { keepCard } from '../commerce/checkout/saved-card.ts';
import { ACCESS_ROWS } from './access-rows.ts';

let t: TestApp;
let support: Record<string, string>;
let memberBundleId: number;
let plainBundleId: number;
const DAY = 86_400_000;
const base = '/api/support/membership-renewals';

beforeAll(async () => {
  t = await buildTestApp();
  support = (await t.loginAs('Support')).headers;
  const [plain, member] = await t.db
    .insert(creditBundles)
    .values([
      { name: 'Standard', nameFr: 'Standard', credits: 50, price: 10_000 },
      {
        name: 'Member year',
        nameFr: 'Membre un an',
        credits: 100,
        price: 20_000,
        bonusCredits: 10,
        membershipMonths: 12,
      },
    ])
    .returning();
  plainBundleId = plain?.id as number;
  memberBundleId = member?.id as number;
});
afterAll(() => t.close());

const CARDS = {
  good: 'pm_sandbox_succeeds_visa_4242_12_2099',
  declined: 'pm_sandbox_declined_visa_0002_12_2099',
  insufficient: 'pm_sandbox_insufficient_visa_9995_12_2099',
} as const;

let companies = 0;
/** A landlord's company whose membership ends `days` from now, with billing information and a card or not. */
async function member(days: number, card: keyof typeof CARDS | null, options: { billing?: boolean } = {}) {
  const landlord = await t.createUser({ roles: ['Landlord'], companyName: `Renewal Co ${++companies}` });
  const companyId = landlord.companyId as number;
  await t.db
    .insert(creditWallets)
    .values({ companyId, membershipExpiresAt: new Date(Date.now() + days * DAY) })
    .onConflictDoUpdate({
      target: creditWallets.companyId,
      set: { membershipExpiresAt: new Date(Date.now() + days * DAY) },
    });
  if (options.billing !== false)
    await t.db.insert(billingInformation).values({
      companyId,
      name: 'Maple Rentals Inc.',
      line1: '100 King St W',
      city: 'Toronto',
      postalCode: 'M5X 1A9',
      province: 'ON',
      country: 'CA',
    });
  if (card)
    await keepCard(
      t.db,
      companyId,
      'sandbox',
      {
        paymentMethodId: CARDS[card],
        brand: 'visa',
        last4: '4242',
        expMonth: 12,
        expYear: 2099,
        name: 'Ana',
        postalCode: 'M5X 1A9',
      },
      null,
    );
  return companyId;
}

async function walletOf(companyId: number) {
  const [wallet] = await t.db.select().from(creditWallets).where(eq(creditWallets.companyId, companyId));
  return wallet;
}

describe('companies by expiry window', () => {
  it('lists each window soonest first with card, auto-renew and last renewal; a custom window needs both days', async () => {
    const soon = await member(3, 'good');
    const later = await member(45, null);
    const lapsed = await member(-10, 'good');
    const ids = (res: { json(): { data: { id: number }[] } }) => res.json().data.map((c) => c.id);

    const next7 = await t.call('GET', `${base}/companies?window=next7&perPage=100`, { headers: support });
    expect(next7.statusCode, next7.body).toBe(200);
    expect(ids(next7)).toContain(soon);
    expect(ids(next7)).not.toContain(later);
    const row = next7.json().data.find((c: { id: number }) => c.id === soon);
    expect(row).toMatchObject({ hasSavedCard: true, autoRenew: false, lastRenewalAt: null });

    const next60 = await t.call('GET', `${base}/companies?window=next60&perPage=100`, { headers: support });
    expect(ids(next60)).toEqual(expect.arrayContaining([soon, later]));
    expect(ids(next60).indexOf(soon)).toBeLessThan(ids(next60).indexOf(later));
    expect(next60.json().data.find((c: { id: number }) => c.id === later).hasSavedCard).toBe(false);

    const expired = await t.call('GET', `${base}/companies?window=expired30&perPage=100`, { headers: support });
    expect(ids(expired)).toContain(lapsed);
    expect(ids(expired)).not.toContain(soon);

    const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
    const custom = await t.call('GET', `${base}/companies?window=custom&from=${day(40)}&to=${day(50)}`, {
      headers: support,
    });
    expect(ids(custom)).toEqual([later]);

    const noFrom = await t.call('GET', `${base}/companies?window=custom&to=${day(5)}`, { headers: support });
    expect(noFrom.statusCode).toBe(422);
    expect(Object.keys(noFrom.json().errors)).toEqual(['from']);
    const backwards = await t.call('GET', `${base}/companies?window=custom&from=${day(5)}&to=${day(1)}`, {
      headers: { ...support, 'accept-language': 'fr' },
    });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors.to[0]).toMatch(/début|start/);
    const badWindow = await t.call('GET', `${base}/companies?window=soon`, { headers: support });
    expect(badWindow.statusCode).toBe(422);
    expect(Object.keys(badWindow.json().errors)).toEqual(['window']);
  });

  it('offers only the membership bundles on sale', async () => {
    const res = await t.call('GET', `${base}/bundles`, { headers: support });
    expect(res.statusCode).toBe(200);
    const ids = res.json().map((b: { id: number }) => b.id);
    expect(ids).toContain(memberBundleId);
    expect(ids).not.toContain(plainBundleId);
  });
});

describe('a renewal batch', () => {
  it('renews through the order and the ledger, fails the others with their reason, one audit event each', async () => {
    const good = await member(5, 'good');
    const declined = await member(5, 'declined');
    const poor = await member(5, 'insufficient');
    const noCard = await member(5, null);
    const noBilling = await member(5, 'good', { billing: false });
    const before = await walletOf(good);

    const res = await t.call('POST', `${base}/batches`, {
      headers: support,
      body: { bundleId: memberBundleId, companyIds: [good, declined, poor, noCard, noBilling, 2_000_000_000] },
    });
    expect(res.statusCode, res.body).toBe(201);
    const batch = res.json();
    expect(batch).toMatchObject({ status: 'done', total: 6, renewed: 1, failed: 5, bundleName: 'Member year' });

    // The wallet moved once through the ledger: the bundle's credits and bonus, a year more of membership.
    const after = await walletOf(good);
    expect(after?.balance).toBe(110);
    const months =
      ((after?.membershipExpiresAt?.getTime() ?? 0) - (before?.membershipExpiresAt?.getTime() ?? 0)) / (30.44 * DAY);
    expect(Math.round(months)).toBe(12);
    const ledger = await t.db.select().from(creditLedger).where(eq(creditLedger.companyId, good));
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ amount: 110, reason: 'purchase' });
    const paid = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.companyId, good), eq(orders.status, 'paid')));
    expect(paid).toHaveLength(1);
    expect(paid[0]?.clientKey).toBe(`support-renewal:${batch.id}:${good}`);
    // The others: nothing granted.
    expect((await walletOf(declined))?.balance).toBe(0);

    const detail = await t.call('GET', `${base}/batches/${batch.id}?perPage=50`, { headers: support });
    expect(detail.statusCode).toBe(200);
    const byCompany = new Map(detail.json().items.data.map((i: { companyId: number | null }) => [i.companyId, i]));
    expect(byCompany.get(good)).toMatchObject({ status: 'renewed', reason: null, orderId: paid[0]?.id });
    expect(byCompany.get(declined)).toMatchObject({ status: 'failed', reason: 'card_declined' });
    expect(byCompany.get(poor)).toMatchObject({ status: 'failed', reason: 'insufficient_funds' });
    expect(byCompany.get(noCard)).toMatchObject({ status: 'failed', reason: 'no_saved_card' });
    expect(byCompany.get(noBilling)).toMatchObject({ status: 'failed', reason: 'no_billing_information' });
    expect(byCompany.get(null)).toMatchObject({
      status: 'failed',
      reason: 'company_missing',
      companyName: '#2000000000',
      reasonText: 'The company no longer exists.',
    });
    // Failed first.
    expect(detail.json().items.data[0].status).toBe('failed');
    const french = await t.call('GET', `${base}/batches/${batch.id}?status=failed`, {
      headers: { ...support, 'accept-language': 'fr' },
    });
    expect(french.json().items.meta.total).toBe(5);
    expect(french.json().items.data.map((i: { reasonText: string }) => i.reasonText)).toContain(
      'La carte a été refusée.',
    );

    const latest = await t.call('GET', `${base}/batches/latest`, { headers: support });
    expect(latest.json().batch.id).toBe(batch.id);

    const audits = await t.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.resource, 'companies'), inArray(auditEvents.recordId, [String(good), String(declined)])),
      );
    expect(audits.map((a) => a.action).sort()).toEqual(['membership.renew', 'membership.renew-failed']);
    expect(audits.every((a) => a.actorEmail?.startsWith('support'))).toBe(true);

    const list = await t.call('GET', `${base}/batches`, { headers: support });
    expect(list.json().data[0]).toMatchObject({ id: batch.id, renewed: 1, failed: 5 });
  });

  it('run again after a crash, charges nobody twice', async () => {
    const good = await member(6, 'good');
    const res = await t.call('POST', `${base}/batches`, {
      headers: support,
      body: { bundleId: memberBundleId, companyIds: [good] },
    });
    const batch = res.json();
    expect(batch.renewed).toBe(1);
    const wallet = await walletOf(good);
    // As if the worker died after the payment, before writing the result: the company is pending again.
    await t.db
      .update(membershipRenewalItems)
      .set({ status: 'pending', orderId: null, processedAt: null })
      .where(eq(membershipRenewalItems.batchId, batch.id));
    const resumed = await t.call('POST', `${base}/batches/${batch.id}/resume`, { headers: support });
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json()).toMatchObject({ status: 'done', renewed: 2 });
    const again = await walletOf(good);
    expect(again?.balance).toBe(wallet?.balance);
    expect(again?.membershipExpiresAt?.getTime()).toBe(wallet?.membershipExpiresAt?.getTime());
    const companyOrders = await t.db.select().from(orders).where(eq(orders.companyId, good));
    expect(companyOrders).toHaveLength(1);
    const charges = await t.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.orderId, companyOrders[0]?.id ?? -1));
    expect(charges).toHaveLength(1);
    expect(await t.db.select().from(creditLedger).where(eq(creditLedger.companyId, good))).toHaveLength(1);
    const [item] = await t.db.select().from(membershipRenewalItems).where(eq(membershipRenewalItems.batchId, batch.id));
    expect(item).toMatchObject({ status: 'renewed', orderId: companyOrders[0]?.id });
  });

  it('a bundle without membership months, an empty or unknown choice are 422 naming the field', async () => {
    const company = await member(4, 'good');
    const plain = await t.call('POST', `${base}/batches`, {
      headers: support,
      body: { bundleId: plainBundleId, companyIds: [company] },
    });
    expect(plain.statusCode).toBe(422);
    expect(Object.keys(plain.json().errors)).toEqual(['bundleId']);
    const none = await t.call('POST', `${base}/batches`, { headers: support, body: { bundleId: memberBundleId } });
    expect(none.statusCode).toBe(422);
    expect(Object.keys(none.json().errors)).toEqual(['companyIds']);
    const unknown = await t.call('POST', `${base}/batches`, {
      headers: support,
      body: { bundleId: 2_000_000_000, companyIds: [company] },
    });
    expect(unknown.statusCode).toBe(422);
    const missing = await t.call('GET', `${base}/batches/2000000000`, { headers: support });
    expect(missing.statusCode).toBe(404);
    expect((await walletOf(company))?.balance).toBe(0);
  });

  it('"select all" of a window takes every company in it; a large batch runs as a job', async () => {
    const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) {
      const company = await createCompany(t.db, `Bulk Co ${i}`);
      await t.db
        .insert(creditWallets)
        .values({ companyId: company.id, membershipExpiresAt: new Date(Date.now() + 300 * DAY + i * 60_000) });
      ids.push(company.id);
    }
    const res = await t.call('POST', `${base}/batches`, {
      headers: support,
      body: { bundleId: memberBundleId, all: { window: 'custom', from: day(299), to: day(301) } },
    });
    expect(res.statusCode, res.body).toBe(201);
    // The test app runs jobs inline: the job has finished by the answer.
    expect(res.json()).toMatchObject({ total: 12, failed: 12, status: 'done' });
    const items = await t.db
      .select()
      .from(membershipRenewalItems)
      .where(eq(membershipRenewalItems.batchId, res.json().id));
    expect(items.map((i) => i.companyId).sort()).toEqual([...ids].sort());
    // Companies without any account or card: refused, with the first reason that applies.
    expect(new Set(items.map((i) => i.reason))).toEqual(new Set(['no_saved_card']));
    expect(await t.db.select().from(paymentMethods).where(inArray(paymentMethods.companyId, ids))).toHaveLength(0);
  });
});

describe('access', () => {
  it('renters and landlords get 403 on every route; anonymous 401', async () => {
    const renter = (await t.loginAs('Renter')).headers;
    const landlord = (await t.loginAs('Landlord')).headers;
    for (const route of Object.keys(ACCESS_ROWS)) {
      const [method, pattern] = route.split(' ') as ['GET' | 'POST', string];
      const url = pattern.replace(':id', '1');
      for (const headers of [renter, landlord]) {
        const res = await t.call(method, url, { headers, body: method === 'POST' ? {} : undefined });
        expect(res.statusCode, route).toBe(403);
      }
      expect((await t.call(method, url, { body: method === 'POST' ? {} : undefined })).statusCode).toBe(401);
    }
  });
});

describe('demo data', () => {
  it('gives a few companies a membership ending soon, the first with a card that renews; once', async () => {
    const { seedDemoRenewals } = await import('../../db/seed/demo-renewals.ts');
    await t.db.update(creditWallets).set({ membershipExpiresAt: null });
    const first = await t.createUser({ roles: ['Landlord'], companyName: 'Aaa Demo Co' });
    await t.db
      .insert(creditWallets)
      .values({ companyId: first.companyId as number })
      .onConflictDoNothing();
    expect((await seedDemoRenewals(t.db)).memberships).toBeGreaterThan(0);
    const soon = await t.call('GET', `${base}/companies?window=next7&perPage=100`, { headers: support });
    expect(soon.json().data.some((c: { hasSavedCard: boolean }) => c.hasSavedCard)).toBe(true);
    expect((await seedDemoRenewals(t.db)).memberships).toBe(0);
  });
});
