// Renters in the back office, read only: only accounts holding the Renter role, with their activity counts
// and last-seen time; the detail page's profile, latest inquiries and alerts; CSV export; viewRenters only.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessTokens,
  favouriteListings,
  inquiries,
  leads,
  renterProfiles,
  savedSearches,
  users,
} from '../../db/schema/index.ts';
import { issueToken } from '../../lib/tokens.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { createListing, createPlace } from '../../test/listing-factories.ts';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['loginAs']>>;
let ada: Awaited<ReturnType<TestApp['createUser']>>;
let bo: Awaited<ReturnType<TestApp['createUser']>>;
let cy: Awaited<ReturnType<TestApp['createUser']>>;
let landlordId: number;
let listingIds: number[];

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.loginAs('Site Administrator');
  const place = await createPlace(t.db, { cityName: 'Halifax' });
  listingIds = [];
  for (const title of ['Harbour loft', 'Quiet studio', 'Family house']) {
    listingIds.push((await createListing(t.db, place, { title })).id);
  }
  ada = await t.createUser({ roles: ['Renter'], firstName: 'Ada', lastName: 'Rqalpha', phone: '902-555-0101' });
  bo = await t.createUser({ roles: ['Renter'], firstName: 'Bo', lastName: 'Rqbeta', status: 'suspended' });
  cy = await t.createUser({ roles: ['Renter', 'Landlord'], firstName: 'Cy', lastName: 'Rqgamma' });
  landlordId = (await t.createUser({ roles: ['Landlord'], firstName: 'Lee', lastName: 'Rqlandlord' })).id;

  const [a, b, c] = listingIds as [number, number, number];
  await t.db.insert(favouriteListings).values([
    { userId: ada.id, listingId: a, notifiedRent: 1 },
    { userId: ada.id, listingId: b, notifiedRent: 1 },
    { userId: bo.id, listingId: c, notifiedRent: 1 },
  ]);
  const sent = await t.db
    .insert(inquiries)
    .values([
      { listingId: a, userId: ada.id, name: 'Ada', email: ada.email, message: 'First question', createdAt: ago(3) },
      { listingId: b, userId: ada.id, name: 'Ada', email: ada.email, message: 'x'.repeat(300), createdAt: ago(1) },
      { listingId: c, userId: cy.id, name: 'Cy', email: cy.email, message: 'Hello' },
    ])
    .returning();
  await t.db.insert(leads).values({ inquiryId: sent[1]?.id as number, listingId: b, status: 'contacted' });
  await t.db.insert(savedSearches).values([
    { userId: ada.id, name: 'Halifax lofts', criteria: { beds: '1' }, searchPath: '/rentals' },
    { userId: ada.id, name: 'Cheap', criteria: {}, searchPath: '/rentals', paused: true },
    { userId: cy.id, name: 'Anything', criteria: {}, searchPath: '/rentals' },
  ]);
  // Ada signed in 5 days ago and used a token 2 days ago; Bo only signed in; Cy was never seen.
  await t.db
    .update(users)
    .set({ lastLoginAt: ago(5) })
    .where(eq(users.id, ada.id));
  await t.db
    .update(users)
    .set({ lastLoginAt: ago(10) })
    .where(eq(users.id, bo.id));
  const token = await issueToken(t.db, ada.id, 1);
  await t.db
    .update(accessTokens)
    .set({ lastUsedAt: ago(2) })
    .where(eq(accessTokens.id, token.access_token.split('.')[0] as string));
  await t.db.insert(renterProfiles).values({
    userId: ada.id,
    budgetMin: 150_000,
    budgetMax: 220_000,
    householdSize: 2,
    pets: ['cats-allowed'],
    contactMethods: ['email', 'text'],
  });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = admin.headers) => t.call('GET', url, { headers });

describe('GET /api/admin/renters', () => {
  it('lists only renters, newest first, with their activity and last-seen time', async () => {
    const res = await get('/api/admin/renters?q=rq');
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { id: number }[];
    expect(data.map((r) => r.id)).toEqual([cy.id, bo.id, ada.id]);
    expect(data.map((r) => r.id)).not.toContain(landlordId);
    expect(res.json().data[2]).toEqual({
      id: ada.id,
      firstName: 'Ada',
      lastName: 'Rqalpha',
      email: ada.email,
      phone: '902-555-0101',
      status: 'active',
      createdAt: expect.any(String),
      lastLoginAt: expect.any(String),
      lastSeenAt: expect.any(String),
      favouriteCount: 2,
      inquiryCount: 2,
      alertCount: 2,
    });
    const [adaRow, boRow, cyRow] = [data[2], data[1], data[0]] as Record<string, unknown>[];
    // The token's use (2 days ago) is later than the sign-in (5 days ago).
    expect(Date.parse(adaRow?.lastSeenAt as string)).toBeGreaterThan(Date.now() - 2.1 * DAY);
    expect(Date.parse(adaRow?.lastSeenAt as string)).toBeLessThan(Date.now() - 1.9 * DAY);
    expect(boRow).toMatchObject({ favouriteCount: 1, inquiryCount: 0, alertCount: 0, status: 'suspended' });
    expect(boRow?.lastSeenAt).toBe(boRow?.lastLoginAt);
    expect(cyRow).toMatchObject({
      favouriteCount: 0,
      inquiryCount: 1,
      alertCount: 1,
      lastSeenAt: null,
      lastLoginAt: null,
    });
  });

  it('pages, sorts by name and filters by status', async () => {
    const page = await get('/api/admin/renters?q=rq&sort=name&perPage=2&page=2');
    expect(page.json().meta).toEqual({ currentPage: 2, perPage: 2, total: 3, lastPage: 2 });
    expect(page.json().data.map((r: { lastName: string }) => r.lastName)).toEqual(['Rqgamma']);
    const suspended = await get('/api/admin/renters?q=rq&status=suspended');
    expect(suspended.json().data.map((r: { id: number }) => r.id)).toEqual([bo.id]);
    const bad = await get('/api/admin/renters?status=gone', { ...admin.headers, 'accept-language': 'fr' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.status).toEqual(["Le champ statut sélectionné n'est pas valide."]);
    expect((await get('/api/admin/renters?sort=favouriteCount')).statusCode).toBe(422);
  });

  it('finds a renter by name, email or phone (q)', async () => {
    expect((await get('/api/admin/renters?q=555-0101')).json().data.map((r: { id: number }) => r.id)).toEqual([ada.id]);
    expect(
      (await get(`/api/admin/renters?q=${bo.email.toUpperCase()}`)).json().data.map((r: { id: number }) => r.id),
    ).toEqual([bo.id]);
  });

  it('exports the renters with their counts as CSV', async () => {
    const res = await get('/api/admin/renters/export.csv?q=rq');
    expect(res.statusCode).toBe(200);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'id,firstName,lastName,email,phone,status,favouriteCount,inquiryCount,alertCount,lastSeenAt,lastLoginAt,createdAt',
    );
    // Export reads in id order.
    expect(lines.slice(1).map((l) => Number(l.split(',')[0]))).toEqual([ada.id, bo.id, cy.id]);
    expect(lines[1]).toContain(`,Ada,Rqalpha,${ada.email},902-555-0101,active,2,2,2,`);
  });

  it('is for viewRenters: Support and landlords get 403, anonymous 401', async () => {
    const support = await t.loginAs('Support');
    expect((await get('/api/admin/renters', support.headers)).statusCode).toBe(403);
    expect((await get(`/api/admin/renters/${ada.id}`, support.headers)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/admin/renters')).statusCode).toBe(401);
    const owner = await t.loginAs('Site Owner');
    expect((await get('/api/admin/renters', owner.headers)).statusCode).toBe(200);
  });
});

describe('GET /api/admin/renters/:id/history', () => {
  it("shows the changes made to the renter's account (written by the users resource), without addresses", async () => {
    await t.call('PATCH', `/api/admin/users/${bo.id}`, { headers: admin.headers, body: { firstName: 'Bob' } });
    const res = await get(`/api/admin/renters/${bo.id}/history`);
    expect(res.json().data[0]).toMatchObject({
      action: 'update',
      resource: 'users',
      changes: { firstName: { old: 'Bo', new: 'Bob' } },
      ip: null,
    });
  });
});

describe('GET /api/admin/renters/:id', () => {
  it('answers the profile, the latest inquiries with their listing and lead, and the alerts', async () => {
    const res = await get(`/api/admin/renters/${ada.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id: ada.id, inquiryCount: 2, favouriteCount: 2 });
    expect(body.profile).toMatchObject({
      budgetMin: 1500,
      budgetMax: 2200,
      householdSize: 2,
      pets: ['cats-allowed'],
      contactMethods: ['email', 'text'],
      emailAlertsEnabled: true,
    });
    expect(body.inquiries).toHaveLength(2);
    expect(body.inquiries[0]).toMatchObject({
      listing: { id: listingIds[1], title: 'Quiet studio', path: expect.stringMatching(/^\/rentals\/.+-\d+$/) },
      leadStatus: 'contacted',
    });
    expect(body.inquiries[0].message).toHaveLength(160);
    expect(body.inquiries[1]).toMatchObject({
      message: 'First question',
      leadStatus: null,
      listing: { title: 'Harbour loft' },
    });
    expect(body.alerts.map((a: { name: string }) => a.name).sort()).toEqual(['Cheap', 'Halifax lofts']);
    expect(body.alerts.find((a: { name: string }) => a.name === 'Cheap')).toMatchObject({
      paused: true,
      searchPath: '/rentals',
    });
  });

  it('answers the defaults for a renter without a profile', async () => {
    const res = await get(`/api/admin/renters/${cy.id}`);
    expect(res.json().profile).toMatchObject({ budgetMin: null, contactMethods: ['email'], updatedAt: null });
    expect(res.json().inquiries).toHaveLength(1);
  });

  it('answers 404 for an account that is not a renter, or does not exist', async () => {
    expect((await get(`/api/admin/renters/${landlordId}`)).statusCode).toBe(404);
    expect((await get('/api/admin/renters/999999')).statusCode).toBe(404);
  });

  it('has no write routes', async () => {
    expect(
      (await t.call('PATCH', `/api/admin/renters/${ada.id}`, { headers: admin.headers, body: {} })).statusCode,
    ).toBe(404);
    expect((await t.call('DELETE', `/api/admin/renters/${ada.id}`, { headers: admin.headers })).statusCode).toBe(404);
  });
});
