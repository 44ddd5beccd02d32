// Support search: users, listings and companies found by every field of their `q`, by status, date range and
// preset; the detail pages' related records; no secret in any answer; renters and landlords refused on every
// route; 404s and 422s.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companies,
  creditWallets,
  favouriteListings,
  inquiries,
  listingReports,
  users,
} from '../../db/schema/index.ts';
import { issueToken } from '../../lib/tokens.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { createCompany, createListing, createPlace, type TestPlace } from '../../test/listing-factories.ts';

let t: TestApp;
let support: Record<string, string>;
let place: TestPlace;
const tag = `zq${Date.now().toString(36)}`;

type Landlord = Awaited<ReturnType<TestApp['createUser']>>;
let landlord: Landlord;
let renter: Landlord;
let suspended: Landlord;
let companyId: number;
let listingId: number;
let feedListingId: number;
let otherListingId: number;
let landlordToken: string;

const get = (url: string, headers = support) => t.call('GET', url, { headers });
const ids = (body: { data: { id: number }[] }) => body.data.map((r) => r.id);

beforeAll(async () => {
  t = await buildTestApp();
  support = (await t.loginAs('Support')).headers;
  place = await createPlace(t.db, { cityName: `Town ${tag}` });
  landlord = await t.createUser({
    roles: ['Landlord'],
    firstName: 'Lola',
    lastName: `Landlord${tag}`,
    email: `lola.${tag}@example.test`,
    phone: '+1 514 555-7311',
    companyName: `Maple ${tag} Rentals`,
  });
  companyId = landlord.companyId as number;
  renter = await t.createUser({ roles: ['Renter'], firstName: 'Remy', lastName: `Renter${tag}` });
  suspended = await t.createUser({ roles: ['Renter'], lastName: `Gone${tag}`, status: 'suspended' });
  // A two-factor secret and an open session: neither may ever reach support.
  await t.db
    .update(users)
    .set({ totpSecret: 'JBSWY3DPEHPK3PXP', totpEnabledAt: new Date() })
    .where(eq(users.id, landlord.id));
  landlordToken = (await issueToken(t.db, landlord.id, 1)).access_token;

  const listing = await createListing(t.db, place, {
    title: `Sunny loft ${tag}`,
    streetAddress: `77 Rue ${tag}`,
    unit: '4B',
    postalCode: 'H2X 1Y4',
    ownerId: landlord.id,
    companyId,
  });
  listingId = listing.id;
  const fromFeed = await createListing(t.db, place, {
    title: 'Plain flat',
    status: 'paused',
    externalFeedId: `EXT-${tag}`,
    ownerId: landlord.id,
    companyId,
  });
  feedListingId = fromFeed.id;
  const other = await createListing(t.db, place, { title: `Other ${tag}`, status: 'draft' });
  otherListingId = other.id;

  await t.db.insert(listingReports).values([
    { listingId, reporterId: renter.id, reason: 'scam', details: 'Asked for a wire transfer' },
    { listingId: feedListingId, reporterEmail: 'anon@example.test', reason: 'duplicate', status: 'dismissed' },
  ]);
  await t.db.insert(inquiries).values({
    listingId,
    userId: renter.id,
    name: 'Remy',
    email: renter.email,
    message: 'Is it still available?',
  });
  await t.db.insert(favouriteListings).values({ userId: renter.id, listingId, notifiedRent: 2_000_00 });
  await t.db
    .insert(creditWallets)
    .values({ companyId, balance: 42, membershipExpiresAt: new Date(Date.now() + 10 * 86_400_000) });
});

afterAll(() => t.close());

describe('GET /api/support/users', () => {
  it('finds a user by name, email and phone', async () => {
    for (const q of [`landlord${tag}`, `lola.${tag}@example`, '555-7311']) {
      const res = await get(`/api/support/users?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, q).toBe(200);
      expect(ids(res.json()), q).toEqual([landlord.id]);
    }
  });

  it('filters by status, created date and preset', async () => {
    const suspendedOnly = await get(`/api/support/users?q=${tag}&status=suspended`);
    expect(ids(suspendedOnly.json())).toEqual([suspended.id]);
    const preset = await get(`/api/support/users?q=${tag}&filter=suspended`);
    expect(ids(preset.json())).toEqual([suspended.id]);
    const landlords = await get(`/api/support/users?q=${tag}&filter=landlords`);
    expect(ids(landlords.json())).toEqual([landlord.id]);
    const renters = await get(`/api/support/users?q=${tag}&filter=renters&sort=id`);
    expect(ids(renters.json())).toEqual([renter.id, suspended.id]);
    const fresh = await get(`/api/support/users?q=${tag}&filter=new`);
    expect(fresh.json().data).toHaveLength(3);
    const today = new Date().toISOString().slice(0, 10);
    expect((await get(`/api/support/users?q=${tag}&from=${today}&to=${today}`)).json().data).toHaveLength(3);
    expect((await get(`/api/support/users?q=${tag}&to=2000-01-01`)).json().data).toHaveLength(0);
  });

  it('refuses an unknown preset or a bad date with a message naming the field, in English and French', async () => {
    const res = await get('/api/support/users?filter=vip');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.filter[0]).toBe('The selected filter is invalid.');
    const frFilter = await t.call('GET', '/api/support/users?filter=vip', {
      headers: { ...support, 'accept-language': 'fr' },
    });
    expect(frFilter.json().errors.filter[0]).toMatch(/filtre/);
    const fr = await t.call('GET', '/api/support/users?from=2026-02-30', {
      headers: { ...support, 'accept-language': 'fr' },
    });
    expect(fr.statusCode).toBe(422);
    expect(fr.json().errors.from[0]).toMatch(/du/);
  });

  it('shows the detail: profile, roles, company, listings, inquiries, reports and sessions, never a secret', async () => {
    const res = await get(`/api/support/users/${landlord.id}`);
    expect(res.statusCode).toBe(200);
    const user = res.json();
    expect(user).toMatchObject({
      id: landlord.id,
      roles: ['Landlord'],
      companyId,
      companyName: `Maple ${tag} Rentals`,
      twoFactorEnabled: true,
      listingCount: 2,
    });
    expect(user.listings.map((l: { id: number }) => l.id)).toEqual([feedListingId, listingId]);
    expect(user.reportsReceived).toHaveLength(2);
    expect(user.logins.sessions).toHaveLength(1);
    const renterDetail = (await get(`/api/support/users/${renter.id}`)).json();
    expect(renterDetail.inquiries).toEqual([expect.objectContaining({ listingId, listingTitle: `Sunny loft ${tag}` })]);
    expect(renterDetail.reportsMade).toEqual([expect.objectContaining({ listingId, reason: 'scam' })]);

    const [row] = await t.db.select().from(users).where(eq(users.id, landlord.id));
    const text = res.body;
    for (const secret of [
      row?.passwordHash,
      row?.totpSecret,
      row?.userHash,
      landlordToken,
      landlordToken.split('.')[0],
    ]) {
      expect(secret && text.includes(secret), 'a secret leaked').toBeFalsy();
    }
    expect(text).not.toMatch(/passwordHash|totpSecret|secretHash|userHash|access_token|recovery/i);
  });

  it('exports the list without secrets', async () => {
    const res = await get(`/api/support/users/export.csv?q=${tag}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`lola.${tag}@example.test`);
    expect(res.body).not.toMatch(/\$argon2|passwordHash/);
  });

  it('answers 404 for a user who does not exist', async () => {
    expect((await get('/api/support/users/99999999')).statusCode).toBe(404);
  });
});

describe('GET /api/support/listings', () => {
  it('finds a listing by id, title, street address, postal code, external feed id and landlord email', async () => {
    const cases: [string, number[]][] = [
      [`sunny loft ${tag}`, [listingId]],
      [`77 Rue ${tag}`, [listingId]],
      ['h2x1y4', [listingId]],
      ['H2X 1Y4', [listingId]],
      [`EXT-${tag}`, [feedListingId]],
      [`lola.${tag}@example.test`, [feedListingId, listingId]],
    ];
    for (const [q, expected] of cases) {
      const res = await get(`/api/support/listings?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, q).toBe(200);
      expect(ids(res.json()), q).toEqual(expected);
    }
    // A number is also an id: the listing with it is among the answers (its digits may be in other addresses).
    expect(ids((await get(`/api/support/listings?q=${otherListingId}`)).json())).toContain(otherListingId);
  });

  it('filters by status and presets', async () => {
    const q = `&q=${encodeURIComponent(`lola.${tag}@example.test`)}`;
    expect(ids((await get(`/api/support/listings?status=paused${q}`)).json())).toEqual([feedListingId]);
    expect(ids((await get(`/api/support/listings?filter=active${q}`)).json())).toEqual([listingId]);
    expect(ids((await get(`/api/support/listings?filter=reported${q}`)).json())).toEqual([listingId]);
    expect(ids((await get(`/api/support/listings?filter=from-feeds${q}`)).json())).toEqual([feedListingId]);
    expect(ids((await get(`/api/support/listings?filter=draft&q=Other ${tag}`)).json())).toEqual([otherListingId]);
    expect(ids((await get(`/api/support/listings?to=2000-01-01${q}`)).json())).toEqual([]);
    expect((await get('/api/support/listings?filter=hidden')).statusCode).toBe(422);
    expect((await get('/api/support/listings?status=gone')).statusCode).toBe(422);
  });

  it('lists the open report count and the landlord', async () => {
    const [row] = (await get(`/api/support/listings?q=${encodeURIComponent(`sunny loft ${tag}`)}`)).json().data;
    expect(row).toMatchObject({ openReports: 1, ownerEmail: landlord.email, companyId, postalCode: 'H2X 1Y4' });
  });

  it('shows the detail: facts, landlord, company, reports, counts, public link, feed', async () => {
    const res = await get(`/api/support/listings/${listingId}`);
    expect(res.statusCode).toBe(200);
    const listing = res.json();
    expect(listing).toMatchObject({
      id: listingId,
      owner: { id: landlord.id, email: landlord.email },
      companyName: `Maple ${tag} Rentals`,
      leadCount: 0,
      favouriteCount: 1,
      feed: null,
    });
    expect(listing.reports).toEqual([expect.objectContaining({ reason: 'scam', status: 'open' })]);
    expect(listing.publicPath).toMatch(new RegExp(`-${listingId}$`));
    expect(res.body).not.toMatch(/passwordHash|totpSecret|userHash/);
    const fed = (await get(`/api/support/listings/${feedListingId}`)).json();
    expect(fed.feed).toEqual({ externalId: `EXT-${tag}`, feedId: null, feedName: null });
    expect((await get('/api/support/listings/99999999')).statusCode).toBe(404);
  });
});

describe('GET /api/support/companies', () => {
  it("finds a company by name, phone, address, postal code and its users' emails", async () => {
    const other = await createCompany(t.db, `Birch ${tag} Homes`);
    await t.db
      .update(companies)
      .set({ phone: '819-555-0142', address: `12 Birch ${tag} Lane`, postalCode: 'J8X 3K1' })
      .where(eq(companies.id, other.id));
    const cases: [string, number[]][] = [
      [`maple ${tag}`, [companyId]],
      ['819-555-0142', [other.id]],
      [`12 birch ${tag}`, [other.id]],
      ['J8X 3K1', [other.id]],
      ['j8x3k1', [other.id]],
      [`lola.${tag}@example.test`, [companyId]],
    ];
    for (const [q, expected] of cases) {
      const res = await get(`/api/support/companies?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, q).toBe(200);
      expect(ids(res.json()), q).toEqual(expected);
    }
    expect(ids((await get(`/api/support/companies?q=${tag}&filter=no-listings`)).json())).toEqual([other.id]);
    expect(ids((await get(`/api/support/companies?q=${tag}&filter=expiring`)).json())).toEqual([companyId]);
    expect(ids((await get(`/api/support/companies?q=${tag}&status=none`)).json())).toEqual([other.id]);
    expect(ids((await get(`/api/support/companies?q=${tag}&status=member`)).json())).toEqual([companyId]);
    expect((await get('/api/support/companies?filter=whales')).statusCode).toBe(422);
  });

  it('shows the detail: users, listings by status, wallet, feeds and the merge link', async () => {
    const res = await get(`/api/support/companies/${companyId}`);
    expect(res.statusCode).toBe(200);
    const company = res.json();
    expect(company.users.map((u: { id: number }) => u.id)).toEqual([landlord.id]);
    expect(company.listingsByStatus).toMatchObject({ active: 1, paused: 1, draft: 0 });
    expect(company.wallet).toMatchObject({ balance: 42, membershipAutoRenew: false });
    expect(company.feeds).toEqual([]);
    expect(company.mergeListingsPath).toBe(`/support/company/${companyId}/merge-listings`);
    expect(res.body).not.toMatch(/passwordHash|totpSecret|userHash/);
    expect((await get('/api/support/companies/99999999')).statusCode).toBe(404);
  });
});

describe('access', () => {
  const routes = (id: number) => [
    '/api/support/users',
    `/api/support/users/${id}`,
    `/api/support/users/${id}/history`,
    '/api/support/users/export.csv',
    '/api/support/listings',
    `/api/support/listings/${id}`,
    `/api/support/listings/${id}/history`,
    '/api/support/listings/export.csv',
    '/api/support/companies',
    `/api/support/companies/${id}`,
    `/api/support/companies/${id}/history`,
    '/api/support/companies/export.csv',
  ];

  it('refuses renters and landlords on every route, and anonymous callers', async () => {
    const asRenter = (await t.loginAs('Renter')).headers;
    const asLandlord = (await t.loginAs('Landlord')).headers;
    for (const url of routes(1)) {
      expect((await get(url, asRenter)).statusCode, url).toBe(403);
      expect((await get(url, asLandlord)).statusCode, url).toBe(403);
      expect((await get(url, {})).statusCode, url).toBe(401);
    }
  });

  it('has no write route: support cannot act as or change a user here', async () => {
    for (const [method, url] of [
      ['POST', '/api/support/users'],
      ['PATCH', `/api/support/users/${landlord.id}`],
      ['DELETE', `/api/support/listings/${listingId}`],
      ['POST', '/api/support/companies/bulk'],
      ['POST', `/api/support/users/${landlord.id}/impersonate`],
    ] as const) {
      expect((await t.call(method, url, { headers: support, body: {} })).statusCode, url).toBe(404);
    }
  });

  it('has no impersonation route anywhere, and support cannot take over an account through the admin screens', async () => {
    expect(t.app.printRoutes({ commonPrefix: false })).not.toMatch(/imperson|login-?as|act-?as|switch-?user/i);
    const takeOver = await t.call('PATCH', `/api/admin/users/${landlord.id}`, {
      headers: support,
      body: { email: `mine.${tag}@example.test` },
    });
    expect(takeOver.statusCode).toBe(403);
  });

  it('lets the admin roles read too', async () => {
    const owner = (await t.loginAs('Site Owner')).headers;
    expect((await get(`/api/support/companies/${companyId}`, owner)).statusCode).toBe(200);
  });
});
