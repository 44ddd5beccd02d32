// GET /api/admin/dashboard: counts of the last 7 and 30 days, open reports and the latest audit events, each
// part only for the permissions that open it (null otherwise), the counts kept a minute.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, inquiries, listingReports, users } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { createListing, createPlace, type TestPlace } from '../../test/listing-factories.ts';
import { forgetDashboardCounts } from './dashboard.service.ts';

let t: TestApp;
let owner: Awaited<ReturnType<TestApp['loginAs']>>;
let place: TestPlace;

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

beforeAll(async () => {
  t = await buildTestApp();
  owner = await t.loginAs('Site Owner');
  place = await createPlace(t.db);
});
afterAll(() => t.close());

async function dashboard(headers = owner.headers) {
  const res = await t.call('GET', '/api/admin/dashboard', { headers });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function fresh(headers = owner.headers) {
  forgetDashboardCounts(t.db);
  return dashboard(headers);
}

const plus = (before: { d7: number; d30: number }, d7: number, d30: number) => ({
  d7: before.d7 + d7,
  d30: before.d30 + d30,
});

describe('GET /api/admin/dashboard', () => {
  it('counts new and active listings, new landlords and renters, inquiries and open reports', async () => {
    const before = (await fresh()).counts;
    const beforeReports = (await dashboard()).waiting.reportedListings as number;

    // Listings that went live 2, 10 and 40 days ago, and a paused one (not active, not counted).
    const recent = await createListing(t.db, place, { enabledAt: ago(2) });
    const older = await createListing(t.db, place, { enabledAt: ago(10) });
    await createListing(t.db, place, { enabledAt: ago(40) });
    await createListing(t.db, place, { enabledAt: ago(1), status: 'paused' });
    // Accounts created 3, 20 and 45 days ago.
    const renter = await t.createUser({ roles: ['Renter'] });
    const oldRenter = await t.createUser({ roles: ['Renter'] });
    const landlord = await t.createUser({ roles: ['Landlord'] });
    await t.db
      .update(users)
      .set({ createdAt: ago(3) })
      .where(eq(users.id, renter.id));
    await t.db
      .update(users)
      .set({ createdAt: ago(45) })
      .where(eq(users.id, oldRenter.id));
    await t.db
      .update(users)
      .set({ createdAt: ago(20) })
      .where(eq(users.id, landlord.id));
    await t.db.insert(inquiries).values([
      { listingId: recent.id, name: 'A', email: 'a@example.test', message: 'Hi', createdAt: ago(1) },
      { listingId: recent.id, name: 'B', email: 'b@example.test', message: 'Hi', createdAt: ago(8) },
      { listingId: older.id, name: 'C', email: 'c@example.test', message: 'Hi', createdAt: ago(31) },
    ]);
    await t.db.insert(listingReports).values([
      { listingId: recent.id, reason: 'scam' },
      { listingId: older.id, reason: 'scam' },
      { listingId: older.id, reason: 'other', status: 'resolved' },
    ]);

    const after = await fresh();
    expect(after.counts).toEqual({
      newListings: plus(before.newListings, 1, 2),
      activeListings: before.activeListings + 3,
      newLandlords: plus(before.newLandlords, 0, 1),
      newRenters: plus(before.newRenters, 1, 1),
      inquiries: plus(before.inquiries, 1, 2),
    });
    expect(after.waiting).toEqual({ reportedListings: beforeReports + 2 });
    expect(Date.parse(after.countedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('counts reported listings as the support dashboard does: listings with an open report, each once', async () => {
    const support = await t.loginAs('Support');
    const supportCount = async () => {
      const res = await t.call('GET', '/api/support/dashboard', { headers: support.headers });
      expect(res.statusCode).toBe(200);
      return res.json().openReports as number;
    };
    const before = (await fresh()).waiting.reportedListings as number;
    expect(before).toBe(await supportCount());
    const twice = await createListing(t.db, place, { enabledAt: ago(1) });
    const once = await createListing(t.db, place, { enabledAt: ago(1) });
    const dismissed = await createListing(t.db, place, { enabledAt: ago(1) });
    await t.db.insert(listingReports).values([
      { listingId: twice.id, reason: 'scam' },
      { listingId: twice.id, reason: 'duplicate' },
      { listingId: once.id, reason: 'scam' },
      { listingId: dismissed.id, reason: 'other', status: 'dismissed' },
    ]);
    const reported = (await fresh()).waiting.reportedListings;
    expect(reported).toBe(await supportCount());
    // Two open reports on one listing are one reported listing; a dismissed report is none.
    expect(reported).toBe(before + 2);
  });

  it('keeps the counts a minute', async () => {
    const first = await fresh();
    await createListing(t.db, place, { enabledAt: ago(1) });
    const cached = await dashboard();
    expect(cached.counts).toEqual(first.counts);
    expect(cached.countedAt).toBe(first.countedAt);
    expect((await fresh()).counts.activeListings).toBe(first.counts.activeListings + 1);
  });

  it('shows the Site Owner the latest audit events, newest first', async () => {
    await t.db
      .insert(auditEvents)
      .values(Array.from({ length: 12 }, (_, i) => ({ action: 'update', resource: 'companies', recordId: String(i) })));
    const { latestAudit } = await dashboard();
    expect(latestAudit).toHaveLength(10);
    expect(latestAudit[0]).toMatchObject({ action: 'update', resource: 'companies', recordId: '11' });
    expect(latestAudit[9].recordId).toBe('2');
  });

  it('answers only the parts the caller may see', async () => {
    const admin = await t.loginAs('Site Administrator');
    const asAdmin = await fresh(admin.headers);
    expect(asAdmin.latestAudit).toBeNull();
    expect(Object.values(asAdmin.counts).every((v) => v !== null)).toBe(true);

    // Support: showListings, viewUsers, viewInquiries, showReportedListings; no audit log.
    const support = await t.loginAs('Support');
    const asSupport = await dashboard(support.headers);
    expect(asSupport.counts.activeListings).toEqual(expect.any(Number));
    expect(asSupport.counts.newRenters).toEqual({ d7: expect.any(Number), d30: expect.any(Number) });
    expect(asSupport.counts.inquiries).not.toBeNull();
    expect(asSupport.waiting.reportedListings).toEqual(expect.any(Number));
    expect(asSupport.latestAudit).toBeNull();

    for (const role of ['Renter', 'Landlord'] as const) {
      const { headers } = await t.loginAs(role);
      expect(await dashboard(headers)).toEqual({
        counts: { newListings: null, activeListings: null, newLandlords: null, newRenters: null, inquiries: null },
        waiting: { reportedListings: null },
        latestAudit: null,
        countedAt: expect.any(String),
      });
    }
    expect((await t.call('GET', '/api/admin/dashboard')).statusCode).toBe(401);
  });
});
