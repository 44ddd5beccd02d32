import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings, listingViews } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { createListing, createPlace, type TestPlace } from '../../test/listing-factories.ts';

let t: TestApp;
let place: TestPlace;
beforeAll(async () => {
  t = await buildTestApp();
  place = await createPlace(t.db, { cityName: 'Viewville', lat: 49.28, lng: -123.12 });
});
afterAll(() => t.close());

const viewsOf = (userId: number) => t.db.select().from(listingViews).where(eq(listingViews.userId, userId));
const open = (id: number, headers?: Record<string, string>) => t.call('GET', `/api/listing/${id}`, { headers });

describe('viewing a listing (GET /api/listing/:id)', () => {
  it('records a signed-in renter’s views: one row per listing, counted, with the latest time', async () => {
    const auth = await t.loginAs('Renter');
    const listing = await createListing(t.db, place);
    expect((await open(listing.id, auth.headers)).statusCode).toBe(200);
    const [first] = await viewsOf(auth.user.id);
    expect(first).toMatchObject({ listingId: listing.id, views: 1 });

    expect((await open(listing.id, auth.headers)).statusCode).toBe(200);
    const [second] = await viewsOf(auth.user.id);
    expect(second?.views).toBe(2);
    expect(second!.lastViewedAt.getTime()).toBeGreaterThanOrEqual(first!.lastViewedAt.getTime());
  });

  it('records nothing for anonymous visitors, users who cannot list views, or listings that are not public', async () => {
    const listing = await createListing(t.db, place);
    expect((await open(listing.id)).statusCode).toBe(200);
    expect(await t.db.select().from(listingViews).where(eq(listingViews.listingId, listing.id))).toEqual([]);

    const landlord = await t.loginAs('Landlord');
    expect((await open(listing.id, landlord.headers)).statusCode).toBe(200);
    expect(await viewsOf(landlord.user.id)).toEqual([]);

    const renter = await t.loginAs('Renter');
    const draft = await createListing(t.db, place, { status: 'draft' });
    expect((await open(draft.id, renter.headers)).statusCode).toBe(404);
    expect(await viewsOf(renter.user.id)).toEqual([]);
  });
});

describe('GET /api/viewed-listings', () => {
  it('lists the renter’s viewed active listings, the latest view first, page by page', async () => {
    const auth = await t.loginAs('Renter');
    const a = await createListing(t.db, place, { lat: 49.2, lng: -123.1 });
    const b = await createListing(t.db, place, { lat: 49.3, lng: -123.2 });
    const c = await createListing(t.db, place, { lat: 49.4, lng: -123.3 });
    for (const id of [a.id, b.id, c.id, a.id]) await open(id, auth.headers);
    await t.db.update(listings).set({ status: 'expired' }).where(eq(listings.id, c.id));

    const res = await t.call('GET', '/api/viewed-listings', { headers: auth.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.map((e: { listing: { id: number } }) => e.listing.id)).toEqual([a.id, b.id]);
    expect(body.data[0]).toMatchObject({ views: 2, lastViewedAt: expect.any(String) });
    expect(body.meta).toEqual({ currentPage: 1, perPage: 20, total: 2, lastPage: 1 });

    const page2 = (await t.call('GET', '/api/viewed-listings?page=2&perPage=1', { headers: auth.headers })).json();
    expect(page2.data.map((e: { listing: { id: number } }) => e.listing.id)).toEqual([b.id]);

    const markers = (await t.call('GET', '/api/viewed-listings-map-markers', { headers: auth.headers })).json();
    expect(markers.count).toBe(2);
    expect(markers.markers.map((m: { listingId: number }) => m.listingId).sort()).toEqual([a.id, b.id].sort());

    expect((await t.call('GET', '/api/viewed-listings?perPage=0', { headers: auth.headers })).statusCode).toBe(422);
  });

  it('never shows another renter’s views, and is for renters only', async () => {
    const alice = await t.loginAs('Renter');
    const bob = await t.loginAs('Renter');
    const listing = await createListing(t.db, place);
    await open(listing.id, alice.headers);
    expect((await t.call('GET', '/api/viewed-listings', { headers: bob.headers })).json().data).toEqual([]);
    expect((await t.call('GET', '/api/viewed-listings-map-markers', { headers: bob.headers })).json().count).toBe(0);

    expect((await t.call('GET', '/api/viewed-listings')).statusCode).toBe(401);
    const landlord = await t.loginAs('Landlord');
    expect((await t.call('GET', '/api/viewed-listings', { headers: landlord.headers })).statusCode).toBe(403);
  });
});
