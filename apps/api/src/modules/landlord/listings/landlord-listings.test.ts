// The landlord's listings: drafts (create, save, validation in English and French), the list scoped to the
// caller's company, PATCH and DELETE with a body, duplicate, status transitions, the relisting guard, the
// new-listing figures, the registration draft, audit and activity rows.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, landlordActivities, listings } from '../../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { createListing, createPlace, type TestPlace } from '../../../test/listing-factories.ts';

let t: TestApp;
let alice: Awaited<ReturnType<TestApp['loginAs']>>;
let place: TestPlace;

beforeAll(async () => {
  t = await buildTestApp();
  alice = await t.loginAs('Landlord', { companyName: 'Alice Rentals' });
  place = await createPlace(t.db, { cityName: 'Toronto', lat: 43.65, lng: -79.38 });
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers: Headers, body?: unknown) =>
  t.call(method, url, { headers, body });
const fr = (headers: Headers) => ({ ...headers, 'accept-language': 'fr' });

async function draft(headers: Headers = alice.headers, body: Record<string, unknown> = {}) {
  const res = await call('POST', '/api/landlord/listings', headers, { cityId: place.city.id, ...body });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; [key: string]: unknown };
}

/** A listing of alice's company that went live (the commerce issue will publish; tests insert it). */
async function liveListing(overrides: Parameters<typeof createListing>[2] = {}) {
  return createListing(t.db, place, { companyId: alice.user.companyId, ownerId: alice.user.id, ...overrides });
}

describe('drafts', () => {
  it('creates a draft from the city alone, placing the pin at the city and saying what publishing needs', async () => {
    const created = await draft();
    expect(created).toMatchObject({
      status: 'draft',
      cityId: place.city.id,
      cityName: 'Toronto',
      lat: 43.65,
      lng: -79.38,
      rent: 0,
      photoCount: 0,
    });
    expect(created.missing).toEqual(expect.arrayContaining(['title', 'streetAddress', 'rent', 'photos']));
    const [activity] = await t.db.select().from(landlordActivities).where(eq(landlordActivities.listingId, created.id));
    expect(activity).toMatchObject({
      kind: 'listing-created',
      companyId: alice.user.companyId,
      actorId: alice.user.id,
    });
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.recordId, String(created.id)));
    expect(events.map((e) => [e.resource, e.action])).toEqual([['landlord-listings', 'create']]);
  });

  it('saves fields with PATCH (id in the body or in the path) and writes the fees total', async () => {
    const { id } = await draft();
    const fees = [
      { type: 'parking', label: 'Underground', amount: 150_00, frequency: 'monthly', requirement: 'mandatory' },
      { type: 'storage', label: '', amount: 30_00, frequency: 'monthly', requirement: 'optional' },
    ];
    const res = await call('PATCH', '/api/landlord/listings', alice.headers, {
      id,
      title: 'Bright 2 bedroom',
      rent: 2_400_00,
      beds: 2,
      baths: 1.5,
      fees,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Bright 2 bedroom', slug: 'bright-2-bedroom', monthlyFees: 150_00 });
    expect(res.json().totalMonthlyCost).toBe(2_550_00);
    const byPath = await call('PATCH', `/api/landlord/listings/${id}`, alice.headers, { unit: '4B' });
    expect(byPath.json()).toMatchObject({ unit: '4B', title: 'Bright 2 bedroom' });
    const kinds = await t.db
      .select({ kind: landlordActivities.kind })
      .from(landlordActivities)
      .where(eq(landlordActivities.listingId, id));
    expect(kinds.map((k) => k.kind)).toEqual(['listing-created', 'listing-updated', 'listing-updated']);
  });

  it('answers 422 naming the field, in English and French', async () => {
    const { id } = await draft();
    const en = await call('PATCH', '/api/landlord/listings', alice.headers, { id, rent: -5, postalCode: 'nope' });
    expect(en.statusCode).toBe(422);
    expect(en.json().errors.rent).toEqual(['The rent field must be at least 0.']);
    expect(en.json().errors.postalCode).toEqual(['The postal code field format is invalid.']);
    const frRes = await call('PATCH', '/api/landlord/listings', fr(alice.headers), { id, baths: 1.3 });
    expect(frRes.statusCode).toBe(422);
    expect(frRes.json().errors.baths[0]).toContain('salles de bain');
    const noCity = await call('POST', '/api/landlord/listings', fr(alice.headers), {});
    expect(noCity.json().errors.cityId).toEqual(['Le champ ville est obligatoire.']);
    const unknownCity = await call('POST', '/api/landlord/listings', alice.headers, { cityId: 999_999 });
    expect(unknownCity.statusCode).toBe(422);
    expect(unknownCity.json().errors.cityId).toEqual(['The selected city is invalid.']);
    const badType = await call('POST', '/api/landlord/listings', alice.headers, {
      cityId: place.city.id,
      rentalType: 'castle',
    });
    expect(badType.json().errors.rentalType).toEqual(['The selected rental type is invalid.']);
  });

  it('names both an absurd rent and a negative deposit, the rent limit in dollars', async () => {
    const { id } = await draft();
    const res = await call('PATCH', '/api/landlord/listings', alice.headers, {
      id,
      rent: 9_999_999_900,
      deposit: -500,
      postalCode: 'nope',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      rent: ['The rent field must not be greater than $100,000.'],
      deposit: ['The deposit field must be at least 0.'],
      postalCode: ['The postal code field format is invalid.'],
    });
  });

  it('refuses a change that would leave a published listing without what publishing needs', async () => {
    const live = await liveListing();
    const res = await call('PATCH', '/api/landlord/listings', alice.headers, { id: live.id, title: '' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.title).toEqual(['The title field is required.']);
  });
});

describe('GET /api/landlord/listings', () => {
  it('lists only the caller company’s listings, with q, status filter and sort', async () => {
    const bob = await t.loginAs('Landlord', { companyName: 'Bob Homes' });
    await liveListing({ title: 'Zlist Maple loft', rent: 1_000_00 });
    await liveListing({ title: 'Zlist Birch suite', rent: 3_000_00, status: 'paused' });
    await createListing(t.db, place, { companyId: bob.user.companyId, ownerId: bob.user.id, title: 'Zlist Bob’s own' });
    const all = await call('GET', '/api/landlord/listings?q=zlist&sort=rent', alice.headers);
    expect(all.statusCode).toBe(200);
    expect(all.json().data.map((l: { title: string }) => l.title)).toEqual(['Zlist Maple loft', 'Zlist Birch suite']);
    const paused = await call('GET', '/api/landlord/listings?q=zlist&status=paused', alice.headers);
    expect(paused.json().data.map((l: { title: string }) => l.title)).toEqual(['Zlist Birch suite']);
    const bobs = await call('GET', '/api/landlord/listings?q=zlist', bob.headers);
    expect(bobs.json().data.map((l: { title: string }) => l.title)).toEqual(['Zlist Bob’s own']);
    expect((await call('GET', '/api/landlord/listings?status=gone', alice.headers)).statusCode).toBe(422);
  });

  it('is refused to renters', async () => {
    const renter = await t.loginAs('Renter');
    expect((await call('GET', '/api/landlord/listings', renter.headers)).statusCode).toBe(403);
  });
});

describe('ownership: another landlord probing alice’s listing gets 404 everywhere', () => {
  it('answers 404 on every record endpoint and changes nothing', async () => {
    const mallory = await t.loginAs('Landlord', { companyName: 'Mallory Lets' });
    const target = await liveListing({ title: 'Alice’s secret' });
    const h = mallory.headers;
    const probes: [string, string, unknown?][] = [
      ['GET', `/api/landlord/listings/${target.id}`],
      ['GET', `/api/landlord/listings/${target.id}/history`],
      ['PATCH', `/api/landlord/listings/${target.id}`, { title: 'Hacked' }],
      ['PATCH', '/api/landlord/listings', { id: target.id, title: 'Hacked' }],
      ['DELETE', `/api/landlord/listings/${target.id}`],
      ['POST', `/api/landlord/listings/${target.id}/duplicate`],
      ['POST', `/api/landlord/listings/${target.id}/pause`],
      ['POST', `/api/landlord/listings/${target.id}/resume`],
      ['POST', `/api/landlord/listings/${target.id}/remove`],
    ];
    for (const [method, url, body] of probes) {
      const res = await call(method as 'GET', url, h, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const deleted = await call('DELETE', '/api/landlord/listings', h, { ids: [target.id] });
    expect(deleted.json()).toEqual({ done: [], refused: [{ id: target.id, message: 'Not Found.' }] });
    const bulk = await call('POST', '/api/landlord/listings/bulk', h, { action: 'pause', ids: [target.id] });
    expect(bulk.json()).toEqual({ done: [], refused: [{ id: target.id, message: 'Not Found.' }] });
    const list = await call('GET', `/api/landlord/listings?q=${encodeURIComponent('secret')}`, h);
    expect(list.json().data).toEqual([]);
    const exported = await call('GET', '/api/landlord/listings/export.csv', h);
    expect(exported.body).not.toContain('secret');
    // The register draft of mallory never touches alice's listing.
    const reg = await call('PATCH', '/api/landlord/register/listing', h, { cityId: place.city.id, title: 'Mine' });
    expect(reg.json().id).not.toBe(target.id);
    const [after] = await t.db.select().from(listings).where(eq(listings.id, target.id));
    expect(after).toMatchObject({ title: 'Alice’s secret', status: 'active' });
  });
});

describe('DELETE /api/landlord/listings', () => {
  it('deletes drafts, keeps published listings as removed, and names what was refused', async () => {
    const a = await draft();
    const live = await liveListing();
    const missing = 2_000_000_000;
    const res = await call('DELETE', '/api/landlord/listings', alice.headers, { ids: [a.id, live.id, missing] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ done: [a.id, live.id], refused: [{ id: missing, message: 'Not Found.' }] });
    expect(await t.db.select().from(listings).where(eq(listings.id, a.id))).toEqual([]);
    const [kept] = await t.db.select().from(listings).where(eq(listings.id, live.id));
    expect(kept?.status).toBe('removed');
    expect(kept?.removedAt).toBeInstanceOf(Date);
    const empty = await call('DELETE', '/api/landlord/listings', alice.headers, { ids: [] });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.ids).toBeDefined();
  });
});

describe('status transitions', () => {
  it('pauses an active listing, resumes it once paid for, removes it; refuses the rest with 409', async () => {
    const live = await liveListing();
    // "View on site": the public page's path while the listing is live, and the page answers there.
    const shown = (await call('GET', `/api/landlord/listings/${live.id}`, alice.headers)).json();
    expect(shown.publicPath).toBe(`/rentals/${place.province.slug}/${place.city.slug}/${live.slug}-${live.id}`);
    expect((await t.call('GET', `/api/resolve?path=${encodeURIComponent(shown.publicPath)}`)).json().type).toBe(
      'listing',
    );
    const paused = await call('POST', `/api/landlord/listings/${live.id}/pause`, alice.headers);
    expect(paused.json().status).toBe('paused');
    expect(paused.json().publicPath).toBeNull();
    const again = await call('POST', `/api/landlord/listings/${live.id}/pause`, alice.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Only an active listing can be paused.');
    expect((await call('POST', `/api/landlord/listings/${live.id}/resume`, alice.headers)).json().status).toBe(
      'active',
    );

    const neverPaid = await liveListing({ status: 'paused', enabledAt: null });
    const refused = await call('POST', `/api/landlord/listings/${neverPaid.id}/resume`, fr(alice.headers));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('Publiez plutôt le brouillon');
    const { id: draftId } = await draft();
    expect((await call('POST', `/api/landlord/listings/${draftId}/resume`, alice.headers)).statusCode).toBe(409);

    const removed = await call('POST', `/api/landlord/listings/${live.id}/remove`, alice.headers);
    expect(removed.json()).toMatchObject({ status: 'removed' });
    expect(removed.json().removedAt).not.toBeNull();
    expect((await call('POST', `/api/landlord/listings/${live.id}/remove`, alice.headers)).statusCode).toBe(409);
    const kinds = await t.db
      .select({ kind: landlordActivities.kind })
      .from(landlordActivities)
      .where(eq(landlordActivities.listingId, live.id))
      .orderBy(asc(landlordActivities.id));
    expect(kinds.map((k) => k.kind)).toEqual(['listing-paused', 'listing-resumed', 'listing-removed']);
    const actions = await t.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.resource, 'landlord-listings'), eq(auditEvents.recordId, String(live.id))));
    expect(actions.map((a) => a.action)).toEqual(['pause', 'resume', 'remove']);
  });

  it('bulk pause and resume answer which were done and why others were refused', async () => {
    const a = await liveListing();
    const b = await draft();
    const res = await call('POST', '/api/landlord/listings/bulk', alice.headers, {
      action: 'pause',
      ids: [a.id, b.id],
    });
    expect(res.json()).toEqual({
      done: [a.id],
      refused: [{ id: b.id, message: 'Only an active listing can be paused.' }],
    });
    const resumed = await call('POST', '/api/landlord/listings/bulk', alice.headers, { action: 'resume', ids: [a.id] });
    expect(resumed.json()).toEqual({ done: [a.id], refused: [] });
  });
});

describe('duplicate and the relisting guard', () => {
  it('duplicates as a draft at the same address, without the unit or photos', async () => {
    const source = await liveListing({ unit: '101', streetAddress: '5 Dup St', photos: 3, title: 'Dup source' });
    const res = await call('POST', `/api/landlord/listings/${source.id}/duplicate`, alice.headers);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'draft',
      title: 'Dup source',
      streetAddress: '5 Dup St',
      unit: null,
      photoCount: 0,
      enabledAt: null,
    });
    expect(res.json().id).not.toBe(source.id);
    const [activity] = await t.db
      .select()
      .from(landlordActivities)
      .where(and(eq(landlordActivities.listingId, res.json().id), eq(landlordActivities.kind, 'listing-duplicated')));
    expect(activity?.details).toMatchObject({ from: source.id });
  });

  it('gives a unit relisted within 90 days its original listed date, and not one removed earlier', async () => {
    const firstListed = new Date('2026-01-10T12:00:00Z');
    await liveListing({
      streetAddress: '77 Guard Ave',
      unit: '3',
      status: 'removed',
      firstListedAt: firstListed,
      removedAt: new Date(Date.now() - 10 * 86_400_000),
    });
    await liveListing({
      streetAddress: '88 Old Ave',
      status: 'removed',
      firstListedAt: firstListed,
      removedAt: new Date(Date.now() - 120 * 86_400_000),
    });
    const relisted = await draft(alice.headers, { streetAddress: ' 77 guard ave', unit: '3' });
    expect(relisted.firstListedAt).toBe(firstListed.toISOString());
    const otherUnit = await draft(alice.headers, { streetAddress: '77 Guard Ave', unit: '4' });
    expect(otherUnit.firstListedAt).toBeNull();
    const tooOld = await draft(alice.headers, { streetAddress: '88 Old Ave' });
    expect(tooOld.firstListedAt).toBeNull();
    // An address typed in later counts too, and another company's removed unit never does.
    const later = await draft();
    const patched = await call('PATCH', '/api/landlord/listings', alice.headers, {
      id: later.id,
      streetAddress: '77 Guard Ave',
      unit: '3',
    });
    expect(patched.json().firstListedAt).toBe(firstListed.toISOString());
    const bob = await t.loginAs('Landlord', { companyName: 'Other Co' });
    const bobs = await draft(bob.headers, { streetAddress: '77 Guard Ave', unit: '3' });
    expect(bobs.firstListedAt).toBeNull();
  });
});

describe('new-listing stats, credit prices, the rent check and the registration draft', () => {
  it('counts the caller’s listings by status with the credit prices', async () => {
    const carol = await t.loginAs('Landlord', { companyName: 'Carol Co' });
    await draft(carol.headers);
    const res = await call('GET', '/api/landlord/new-listing-stats', carol.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      total: 1,
      byStatus: { draft: 1, active: 0, paused: 0, expired: 0, removed: 0 },
      creditPrices: { activation: 1, featuredActivation: 1, daily: 1, featuredDaily: 1 },
      isNewLandlord: true,
    });
    const prices = await t.call('GET', '/api/commerce/credit-prices');
    expect(prices.json()).toEqual({ activation: 1, featuredActivation: 1, daily: 1, featuredDaily: 1 });
  });

  it('reads the city median for the same bedrooms', async () => {
    const city = await createPlace(t.db, { cityName: 'Median Town' });
    for (const rent of [1_000_00, 2_000_00, 3_000_00]) await createListing(t.db, city, { beds: 3, rent });
    const res = await call('POST', '/api/landlord/listings', alice.headers, { cityId: city.city.id, beds: 3 });
    expect(res.json().rentMedian).toEqual({ cityName: 'Median Town', beds: 3, median: 2_000_00, count: 3 });
  });

  it('saves the registration listing as a draft, then updates that same draft', async () => {
    const newcomer = await t.createUser({ roles: ['Landlord'], emailVerified: false, companyName: 'New Co' });
    const { issueToken } = await import('../../../lib/tokens.ts');
    const token = await issueToken(t.db, newcomer.id, 1);
    const headers = { authorization: `Bearer ${token.access_token}` };
    const first = await call('PATCH', '/api/landlord/register/listing', headers, {
      cityId: place.city.id,
      title: 'First',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 'draft', title: 'First' });
    const second = await call('PATCH', '/api/landlord/register/listing', headers, {
      cityId: place.city.id,
      rent: 1_500_00,
    });
    expect(second.json()).toMatchObject({ id: first.json().id, title: 'First', rent: 1_500_00 });
    const invalid = await call('PATCH', '/api/landlord/register/listing', fr(headers), {
      cityId: place.city.id,
      beds: -1,
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors.beds[0]).toContain('chambres');
  });
});
