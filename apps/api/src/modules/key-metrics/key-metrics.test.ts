// Key metrics and the support dashboard: each series counted per day, folded into ISO weeks and months, on
// seeded rows in a quiet past range; active listings from the listed and removed dates; the CSV; range checks
// in English and French; the dashboard's counts; staff-only access.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountReviews, creditWallets, inquiries, listingReports, orders, users } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { createCompany, createListing, createPlace, type TestPlace } from '../../test/listing-factories.ts';
import { ACCESS_ROWS } from './access-rows.ts';
import { bucketOf, metricsCache } from './metrics.service.ts';

let t: TestApp;
let support: Record<string, string>;
let place: TestPlace;
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  t = await buildTestApp();
  support = (await t.loginAs('Support')).headers;
  place = await createPlace(t.db);
  const listed = (first: string | null, removed: string | null = null) =>
    createListing(t.db, place, {
      firstListedAt: first ? at(first) : null,
      removedAt: removed ? at(removed) : null,
      status: removed ? 'removed' : first ? 'active' : 'draft',
    });
  const a = await listed('2020-02-20T12:00:00Z'); // live before the range
  await listed('2020-02-10T12:00:00Z', '2020-02-25T12:00:00Z'); // gone before the range
  await listed('2020-03-03T10:00:00Z', '2020-03-10T12:00:00Z');
  await listed('2020-03-03T23:30:00Z');
  await listed('2020-03-16T08:00:00Z');
  await listed(null); // a draft: never listed
  await listed('2020-03-21T08:00:00Z'); // after the range

  const inquiry = (createdAt: string) => ({
    listingId: a.id,
    name: 'Ana',
    email: 'ana@example.test',
    message: 'Is it available?',
    createdAt: at(createdAt),
  });
  await t.db
    .insert(inquiries)
    .values([inquiry('2020-03-04T09:00:00Z'), inquiry('2020-03-04T18:00:00Z'), inquiry('2020-03-11T09:00:00Z')]);

  const joined = async (role: 'Landlord' | 'Renter', createdAt: string) => {
    const user = await t.createUser({ roles: [role], companyName: role === 'Landlord' ? 'Metrics Co' : undefined });
    await t.db
      .update(users)
      .set({ createdAt: at(createdAt) })
      .where(eq(users.id, user.id));
  };
  await joined('Landlord', '2020-03-05T10:00:00Z');
  await joined('Renter', '2020-03-05T11:00:00Z');
  await joined('Renter', '2020-03-18T11:00:00Z');

  const company = await createCompany(t.db, 'Metrics Buyer');
  const order = (status: 'paid' | 'failed', currency: string, total: number, credits: number, paidAt: string) => ({
    companyId: company.id,
    clientKey: `metrics-${currency}-${paidAt}-${status}`,
    bundleName: 'Standard',
    credits,
    bonusCredits: 5,
    subtotal: total,
    total,
    currency,
    taxLines: [],
    country: currency === 'CAD' ? 'CA' : 'US',
    province: 'ON',
    status,
    provider: 'sandbox',
    paidAt: status === 'paid' ? at(paidAt) : null,
    createdAt: at(paidAt),
  });
  await t.db
    .insert(orders)
    .values([
      order('paid', 'CAD', 11_300, 50, '2020-03-09T10:00:00Z'),
      order('paid', 'USD', 5_000, 20, '2020-03-09T11:00:00Z'),
      order('failed', 'CAD', 9_999, 40, '2020-03-09T12:00:00Z'),
      order('paid', 'CAD', 7_000, 30, '2020-03-21T10:00:00Z'),
    ]);
});
afterAll(() => t.close());

const url = (query: string) => `/api/support/key-metrics?${query}`;

describe('key metrics', () => {
  it('buckets by UTC day, ISO week (Monday) and month', () => {
    expect(bucketOf('2020-03-01', 'week')).toBe('2020-02-24');
    expect(bucketOf('2020-03-02', 'week')).toBe('2020-03-02');
    expect(bucketOf('2020-03-08', 'week')).toBe('2020-03-02');
    expect(bucketOf('2020-03-31', 'month')).toBe('2020-03-01');
  });

  it('per day: every day of the range, each series counted on its day', async () => {
    const res = await t.call('GET', url('from=2020-03-01&to=2020-03-20&interval=day'), { headers: support });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.points).toHaveLength(20);
    const day = (d: string) => body.points.find((p: { period: string }) => p.period === d);
    expect(day('2020-03-01')).toMatchObject({ newListings: 0, activeListings: 1 });
    expect(day('2020-03-03')).toMatchObject({ newListings: 2, activeListings: 3 });
    expect(day('2020-03-04')).toMatchObject({ inquiries: 2, activeListings: 3 });
    expect(day('2020-03-05')).toMatchObject({ newLandlords: 1, newRenters: 1 });
    expect(day('2020-03-09')).toMatchObject({ creditsSold: 80, revenue: { CAD: 11_300, USD: 5_000 } });
    expect(day('2020-03-10')).toMatchObject({ activeListings: 2 });
    expect(day('2020-03-16')).toMatchObject({ newListings: 1, activeListings: 3 });
    expect(day('2020-03-20')).toMatchObject({ activeListings: 3, revenue: {} });
    expect(body.currencies).toEqual(['CAD', 'USD']);
    expect(body.totals).toEqual({
      newListings: 3,
      inquiries: 3,
      newLandlords: 1,
      newRenters: 2,
      creditsSold: 80,
      revenue: { CAD: 11_300, USD: 5_000 },
    });
  });

  it('per week and per month: sums of the days; active listings as at the bucket’s last day', async () => {
    const weeks = (
      await t.call('GET', url('from=2020-03-01&to=2020-03-20&interval=week'), { headers: support })
    ).json();
    expect(
      weeks.points.map((p: { period: string; newListings: number; activeListings: number; inquiries: number }) => [
        p.period,
        p.newListings,
        p.activeListings,
        p.inquiries,
      ]),
    ).toEqual([
      ['2020-02-24', 0, 1, 0],
      ['2020-03-02', 2, 3, 2],
      ['2020-03-09', 0, 2, 1],
      ['2020-03-16', 1, 3, 0],
    ]);
    expect(weeks.points[2]).toMatchObject({ creditsSold: 80, revenue: { CAD: 11_300, USD: 5_000 } });
    const months = (
      await t.call('GET', url('from=2020-02-01&to=2020-03-31&interval=month'), { headers: support })
    ).json();
    expect(months.points.map((p: { period: string }) => p.period)).toEqual(['2020-02-01', '2020-03-01']);
    // February: three listed (one gone by the 25th); March: four listed, one removed, one more on the 21st.
    expect(months.points[0]).toMatchObject({ newListings: 2, activeListings: 1 });
    expect(months.points[1]).toMatchObject({ newListings: 4, activeListings: 4, creditsSold: 115 });
    expect(months.points[1].revenue).toEqual({ CAD: 18_300, USD: 5_000 });
  });

  it('downloads the CSV, one row per bucket, revenue per currency in dollars', async () => {
    const res = await t.call('GET', '/api/support/key-metrics/export.csv?from=2020-03-01&to=2020-03-20&interval=week', {
      headers: support,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('key-metrics-week-2020-03-01-2020-03-20.csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n')
      .map((line) => line.trim());
    expect(lines[0]).toBe(
      'period,new_listings,active_listings,inquiries,new_landlords,new_renters,credits_sold,revenue_cad,revenue_usd',
    );
    expect(lines).toHaveLength(5);
    expect(lines[3]).toBe('2020-03-09,0,2,1,0,0,80,113.00,50.00');
  });

  it('refuses a backwards, too long or malformed range with the field named, in French too', async () => {
    const backwards = await t.call('GET', url('from=2020-03-10&to=2020-03-01'), { headers: support });
    expect(backwards.statusCode).toBe(422);
    expect(Object.keys(backwards.json().errors)).toEqual(['to']);
    const long = await t.call('GET', url('from=2020-01-01&to=2023-01-01'), {
      headers: { ...support, 'accept-language': 'fr' },
    });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.to[0]).toContain('2021-12-31');
    const missing = await t.call('GET', url('to=2020-03-01'), { headers: support });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(['from']);
    const badDay = await t.call('GET', url('from=2020-02-30&to=2020-03-01&interval=year'), { headers: support });
    expect(badDay.statusCode).toBe(422);
    expect(Object.keys(badDay.json().errors).sort()).toEqual(['from', 'interval']);
  });

  it('keeps an answer a minute, then counts afresh when dropped', async () => {
    const q = url('from=2020-03-03&to=2020-03-03');
    const first = (await t.call('GET', q, { headers: support })).json();
    await createListing(t.db, place, { firstListedAt: at('2020-03-03T15:00:00Z') });
    expect((await t.call('GET', q, { headers: support })).json()).toEqual(first);
    metricsCache.forget(t.db, '');
    expect((await t.call('GET', q, { headers: support })).json().points[0].newListings).toBe(
      first.points[0].newListings + 1,
    );
  });

  it('counts as active only the listings really live: not paused, expired, held, drafts or removed', async () => {
    // One listing of each state, all first listed on 2019-06-10 (a draft can inherit a unit's first listing);
    // the removed one was live until 2019-06-15; the relisted one was removed, then put back live.
    const listedAt = at('2019-06-10T12:00:00Z');
    const of = (values: Parameters<typeof createListing>[2]) =>
      createListing(t.db, place, { firstListedAt: listedAt, ...values });
    await of({ status: 'active' });
    await of({ status: 'paused' });
    await of({ status: 'expired' });
    await of({ status: 'draft', enabledAt: null });
    await of({ status: 'paused', moderationHoldAt: at('2019-06-11T12:00:00Z'), moderationHeldStatus: 'active' });
    await of({ status: 'removed', removedAt: at('2019-06-15T12:00:00Z') });
    await of({ status: 'active', removedAt: at('2019-06-12T12:00:00Z') });
    const res = await t.call('GET', url('from=2019-06-09&to=2019-06-20&interval=day'), { headers: support });
    expect(res.statusCode, res.body).toBe(200);
    const day = (d: string) => res.json().points.find((p: { period: string }) => p.period === d);
    const baseline = day('2019-06-09').activeListings;
    expect(day('2019-06-10')).toMatchObject({ newListings: 7, activeListings: baseline + 3 });
    expect(day('2019-06-14').activeListings).toBe(baseline + 3);
    expect(day('2019-06-15').activeListings).toBe(baseline + 2);
    // The same listings before the range are the baseline of a later one.
    const later = (await t.call('GET', url('from=2019-06-20&to=2019-06-20'), { headers: support })).json();
    expect(later.points[0].activeListings).toBe(day('2019-06-20').activeListings);
  });
});

describe('support dashboard', () => {
  it('counts open reports, reviews waiting, failing feeds, memberships ending within 7 days and today', async () => {
    const empty = (await t.call('GET', '/api/support/dashboard', { headers: support })).json();
    const listing = await createListing(t.db, place, { firstListedAt: new Date() });
    await t.db.insert(listingReports).values([
      { listingId: listing.id, reason: 'scam' },
      { listingId: listing.id, reason: 'wrong' },
      { listingId: listing.id, reason: 'old', status: 'dismissed' },
    ]);
    const landlord = await t.createUser({ roles: ['Landlord'], companyName: 'Dashboard Co' });
    await t.db.insert(accountReviews).values({ userId: landlord.id });
    const soon = await createCompany(t.db, 'Ends soon');
    const later = await createCompany(t.db, 'Ends later');
    await t.db.insert(creditWallets).values([
      { companyId: soon.id, membershipExpiresAt: new Date(Date.now() + 3 * 86_400_000) },
      { companyId: later.id, membershipExpiresAt: new Date(Date.now() + 20 * 86_400_000) },
    ]);
    const res = await t.call('GET', '/api/support/dashboard', { headers: support });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.openReports).toBe(empty.openReports + 1);
    expect(body.reviewsWaiting).toBe(empty.reviewsWaiting + 1);
    expect(body.failingFeeds).toBe(0);
    expect(body.membershipsExpiring).toBe(empty.membershipsExpiring + 1);
    expect(body.today.period).toBe(new Date().toISOString().slice(0, 10));
    expect(body.today.newListings).toBe(empty.today.newListings + 1);
    expect(body.today.newLandlords).toBeGreaterThanOrEqual(1);
  });
});

describe('access', () => {
  it('renters and landlords get 403 on every route; anonymous 401', async () => {
    const renter = (await t.loginAs('Renter')).headers;
    const landlord = (await t.loginAs('Landlord')).headers;
    for (const route of Object.keys(ACCESS_ROWS)) {
      const path = route.split(' ')[1] as string;
      for (const headers of [renter, landlord])
        expect((await t.call('GET', `${path}?from=2020-01-01&to=2020-01-02`, { headers })).statusCode, route).toBe(403);
      expect((await t.call('GET', path)).statusCode).toBe(401);
    }
  });
});
