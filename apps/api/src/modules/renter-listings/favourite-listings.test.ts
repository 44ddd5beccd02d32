import { MAX_FAVOURITE_IDS } from '@rentals/shared/resources/listings';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favouriteListings, listings } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { createListing, createPlace, type TestPlace } from '../../test/listing-factories.ts';

let t: TestApp;
let place: TestPlace;
beforeAll(async () => {
  t = await buildTestApp();
  place = await createPlace(t.db, { cityName: 'Savetown', lat: 45.5, lng: -73.6 });
});
afterAll(() => t.close());

const renter = () => t.loginAs('Renter');
type Auth = Awaited<ReturnType<typeof renter>>;

const toggle = (auth: Auth, body: Record<string, unknown>) =>
  t.call('PATCH', '/api/favourite-listing', { headers: auth.headers, body });
const audit = (auth: Auth, favourites: unknown) =>
  t.call('PATCH', '/api/audit-favourite-listings', { headers: auth.headers, body: { favouriteListings: favourites } });
const ids = (body: { data: { listing: { id: number } }[] }) => body.data.map((e) => e.listing.id);

async function storedRow(userId: number, listingId: number) {
  const [row] = await t.db
    .select()
    .from(favouriteListings)
    .where(and(eq(favouriteListings.userId, userId), eq(favouriteListings.listingId, listingId)));
  return row ?? null;
}

describe('PATCH /api/favourite-listing', () => {
  it('adds with active 1 and removes with active 0, answering the renter’s ids', async () => {
    const auth = await renter();
    const a = await createListing(t.db, place, { rent: 1_750_00 });
    const b = await createListing(t.db, place);

    let res = await toggle(auth, { listingId: a.id, active: 1, email: auth.user.email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ favouriteListings: [a.id] });
    expect(await storedRow(auth.user.id, a.id)).toMatchObject({ notifiedRent: 1_750_00 });

    res = await toggle(auth, { listingId: b.id, active: true });
    expect(res.json()).toEqual({ favouriteListings: [a.id, b.id] });

    res = await toggle(auth, { listingId: a.id, active: 0 });
    expect(res.json()).toEqual({ favouriteListings: [b.id] });
    expect(await storedRow(auth.user.id, a.id)).toBeNull();

    // Removing again, or removing what was never saved, is harmless.
    res = await toggle(auth, { listingId: a.id, active: '0' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ favouriteListings: [b.id] });
  });

  it('keeps the first save’s date and rent when a favourite is added again', async () => {
    const auth = await renter();
    const listing = await createListing(t.db, place, { rent: 2_000_00 });
    await toggle(auth, { listingId: listing.id, active: 1 });
    const first = await storedRow(auth.user.id, listing.id);
    await t.db.update(listings).set({ rent: 1_500_00 }).where(eq(listings.id, listing.id));
    const res = await toggle(auth, { listingId: listing.id, active: 'true' });
    expect(res.json()).toEqual({ favouriteListings: [listing.id] });
    expect(await storedRow(auth.user.id, listing.id)).toEqual(first);
  });

  it('adds only active listings (404), but removes whatever the listing’s state', async () => {
    const auth = await renter();
    const paused = await createListing(t.db, place, { status: 'paused' });
    expect((await toggle(auth, { listingId: paused.id, active: 1 })).statusCode).toBe(404);
    expect((await toggle(auth, { listingId: 2_147_000_000, active: 1 })).statusCode).toBe(404);

    const later = await createListing(t.db, place);
    await toggle(auth, { listingId: later.id, active: 1 });
    await t.db.update(listings).set({ status: 'expired' }).where(eq(listings.id, later.id));
    // An inactive favourite is kept but not counted...
    expect((await toggle(auth, { listingId: paused.id, active: 0 })).json()).toEqual({ favouriteListings: [] });
    expect(await storedRow(auth.user.id, later.id)).not.toBeNull();
    // ...and can still be removed.
    expect((await toggle(auth, { listingId: later.id, active: 0 })).statusCode).toBe(200);
    expect(await storedRow(auth.user.id, later.id)).toBeNull();
  });

  it('answers 422 naming the field for a bad id or active flag', async () => {
    const auth = await renter();
    const listing = await createListing(t.db, place);
    const cases: [Record<string, unknown>, string][] = [
      [{ listingId: 'abc', active: 1 }, 'listingId'],
      [{ listingId: 0, active: 1 }, 'listingId'],
      [{ listingId: 1.5, active: 1 }, 'listingId'],
      [{ active: 1 }, 'listingId'],
      [{ listingId: listing.id }, 'active'],
      [{ listingId: listing.id, active: 2 }, 'active'],
      [{ listingId: listing.id, active: 1, email: 'not-an-email' }, 'email'],
    ];
    for (const [body, field] of cases) {
      const res = await toggle(auth, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual([field]);
    }
  });

  it('refuses a new favourite once MAX_FAVOURITE_IDS are stored', async () => {
    const auth = await renter();
    const many = await bulkListings(MAX_FAVOURITE_IDS);
    await t.db
      .insert(favouriteListings)
      .values(many.map((listingId) => ({ userId: auth.user.id, listingId, notifiedRent: 100_00 })));
    const one = await createListing(t.db, place);
    const res = await toggle(auth, { listingId: one.id, active: 1 });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['favouriteListings']);
    // One already saved is still fine to save again, and merging adds nothing beyond the cap.
    expect((await toggle(auth, { listingId: many[0], active: 1 })).statusCode).toBe(200);
    const merged = (await audit(auth, [one.id])).json().favouriteListings;
    expect(merged).toHaveLength(MAX_FAVOURITE_IDS);
    expect(merged).not.toContain(one.id);
  });

  it('never passes MAX_FAVOURITE_IDS when two new favourites arrive at once', async () => {
    const auth = await renter();
    const many = await bulkListings(MAX_FAVOURITE_IDS - 1);
    await t.db
      .insert(favouriteListings)
      .values(many.map((listingId) => ({ userId: auth.user.id, listingId, notifiedRent: 100_00 })));
    const a = await createListing(t.db, place);
    const b = await createListing(t.db, place);
    const results = await Promise.all([
      toggle(auth, { listingId: a.id, active: 1 }),
      toggle(auth, { listingId: b.id, active: 1 }),
    ]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 422]);
    const stored = await t.db.select().from(favouriteListings).where(eq(favouriteListings.userId, auth.user.id));
    expect(stored).toHaveLength(MAX_FAVOURITE_IDS);
  });

  it('is for renters: 401 anonymous, 403 for a landlord', async () => {
    const listing = await createListing(t.db, place);
    const anonymous = await t.call('PATCH', '/api/favourite-listing', { body: { listingId: listing.id, active: 1 } });
    expect(anonymous.statusCode).toBe(401);
    const landlord = await t.loginAs('Landlord');
    expect((await toggle(landlord, { listingId: listing.id, active: 1 })).statusCode).toBe(403);
  });
});

/** `n` active listings in one statement (the cap test needs hundreds). */
async function bulkListings(n: number): Promise<number[]> {
  const rows = await t.db
    .insert(listings)
    .values(
      Array.from({ length: n }, (_, i) => ({
        title: `Bulk ${i}`,
        slug: `bulk-${i}`,
        description: '',
        streetAddress: `${i} Bulk St`,
        cityId: place.city.id,
        metroAreaId: place.city.metroAreaId,
        provinceId: place.province.id,
        lat: place.city.lat + i / 10_000,
        lng: place.city.lng,
        rent: 1_000_00,
        beds: 1,
        baths: 1,
        rentalType: 'apartment',
        status: 'active' as const,
        enabledAt: new Date(),
      })),
    )
    .returning({ id: listings.id });
  return rows.map((r) => r.id);
}

describe('PATCH /api/audit-favourite-listings', () => {
  it('merges the browser’s active ids into the account’s, dropping unknown and inactive ones', async () => {
    const auth = await renter();
    const onServer = await createListing(t.db, place);
    const local1 = await createListing(t.db, place);
    const local2 = await createListing(t.db, place);
    const removed = await createListing(t.db, place, { status: 'removed' });
    await toggle(auth, { listingId: onServer.id, active: 1 });

    const res = await audit(auth, [local2.id, removed.id, onServer.id, 2_147_000_000, local1.id, local2.id]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ favouriteListings: [onServer.id, local2.id, local1.id] });
    expect(await storedRow(auth.user.id, removed.id)).toBeNull();
    // Saved in the browser's order: the last one is the newest.
    const list = (await t.call('GET', '/api/favourite-listings', { headers: auth.headers })).json();
    expect(ids(list)).toEqual([local1.id, local2.id, onServer.id]);

    // An empty browser list changes nothing and reads the account's list.
    expect((await audit(auth, [])).json()).toEqual({ favouriteListings: [onServer.id, local2.id, local1.id] });
  });

  it('answers 422 for a missing list, bad ids or too many', async () => {
    const auth = await renter();
    const tooMany = Array.from({ length: MAX_FAVOURITE_IDS + 1 }, (_, i) => i + 1);
    for (const value of [undefined, 'abc', [1, 'x'], [0], [-3], tooMany]) {
      const res = await audit(auth, value);
      expect(res.statusCode, JSON.stringify(value)?.slice(0, 20)).toBe(422);
      expect(Object.keys(res.json().errors)[0]).toMatch(/^favouriteListings/);
    }
  });
});

describe('GET /api/favourite-listings and friends', () => {
  it('lists the renter’s active favourites, newest saved first, page by page, with the rent when saved', async () => {
    const auth = await renter();
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await createListing(t.db, place, { rent: (2_000 + i) * 100, photos: 1 }));
    const gone = await createListing(t.db, place);
    for (const listing of [...made, gone]) await toggle(auth, { listingId: listing.id, active: 1 });
    await t.db.update(listings).set({ status: 'paused' }).where(eq(listings.id, gone.id));
    await t.db.update(listings).set({ rent: 1_800_00 }).where(eq(listings.id, made[0]!.id));

    const first = await t.call('GET', '/api/favourite-listings?perPage=2', { headers: auth.headers });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(ids(body)).toEqual([made[2]!.id, made[1]!.id]);
    expect(body.meta).toEqual({ currentPage: 1, perPage: 2, total: 3, lastPage: 2 });
    expect(body.data[0]).toMatchObject({ rentWhenSaved: 2_002_00, savedAt: expect.any(String) });
    expect(body.data[0].listing).toMatchObject({ cityName: 'Savetown', photoCount: 1 });

    const second = (await t.call('GET', '/api/favourite-listings?page=2&perPage=2', { headers: auth.headers })).json();
    expect(second.data).toEqual([
      expect.objectContaining({ rentWhenSaved: 2_000_00, listing: expect.objectContaining({ rent: 1_800_00 }) }),
    ]);

    // One entry; the paused one and non-favourites are 404.
    const one = await t.call('GET', `/api/favourite-listings/${made[1]!.id}`, { headers: auth.headers });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ listing: { id: made[1]!.id }, rentWhenSaved: 2_001_00 });
    for (const id of [gone.id, 2_147_000_000]) {
      expect((await t.call('GET', `/api/favourite-listings/${id}`, { headers: auth.headers })).statusCode).toBe(404);
    }

    const markers = (await t.call('GET', '/api/favourite-listings-map-markers', { headers: auth.headers })).json();
    expect(markers.count).toBe(3);

    for (const query of ['page=0', 'perPage=101', 'page=abc']) {
      const res = await t.call('GET', `/api/favourite-listings?${query}`, { headers: auth.headers });
      expect(res.statusCode, query).toBe(422);
    }
    expect((await t.call('GET', '/api/favourite-listings/abc', { headers: auth.headers })).statusCode).toBe(422);
  });

  it('answers the five most recently saved as recent favourites', async () => {
    const auth = await renter();
    const made = [];
    for (let i = 0; i < 7; i++) {
      const listing = await createListing(t.db, place);
      made.push(listing.id);
      await toggle(auth, { listingId: listing.id, active: 1 });
    }
    const res = await t.call('GET', '/api/recent-favourite-listings', { headers: auth.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().listings.map((l: { id: number }) => l.id)).toEqual(made.slice(2).reverse());
  });

  it('deletes a favourite by id, 404 when it is not one', async () => {
    const auth = await renter();
    const a = await createListing(t.db, place);
    const b = await createListing(t.db, place);
    await audit(auth, [a.id, b.id]);
    const res = await t.call('DELETE', `/api/favourite-listings/${a.id}`, { headers: auth.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ favouriteListings: [b.id] });
    expect((await t.call('DELETE', `/api/favourite-listings/${a.id}`, { headers: auth.headers })).statusCode).toBe(404);
    expect((await t.call('DELETE', '/api/favourite-listings/0', { headers: auth.headers })).statusCode).toBe(422);
  });

  it('never shows or touches another renter’s favourites', async () => {
    const alice = await renter();
    const bob = await renter();
    const listing = await createListing(t.db, place);
    await toggle(alice, { listingId: listing.id, active: 1 });

    expect((await t.call('GET', '/api/favourite-listings', { headers: bob.headers })).json().data).toEqual([]);
    expect(
      (await t.call('GET', '/api/favourite-listings-map-markers', { headers: bob.headers })).json().markers,
    ).toEqual([]);
    expect((await t.call('GET', '/api/recent-favourite-listings', { headers: bob.headers })).json().listings).toEqual(
      [],
    );
    expect((await t.call('GET', `/api/favourite-listings/${listing.id}`, { headers: bob.headers })).statusCode).toBe(
      404,
    );
    expect((await t.call('DELETE', `/api/favourite-listings/${listing.id}`, { headers: bob.headers })).statusCode).toBe(
      404,
    );
    // Bob removing "his" favourite leaves Alice's alone.
    await toggle(bob, { listingId: listing.id, active: 0 });
    expect(await storedRow(alice.user.id, listing.id)).not.toBeNull();
    expect((await audit(alice, [])).json()).toEqual({ favouriteListings: [listing.id] });
  });
});
