// The renter's path end to end: opening a listing signed in (GET listing/{id} with the token, as the web's
// listing page asks for it once in the browser) lists it in Viewed Listings, and the recommendations' counts
// take the view and a saved favourite into account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { createListing, createPlace } from '../../test/listing-factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('a signed-in renter opening a listing', () => {
  it('is listed in viewed listings, and the recommendation counts show views and favourites', async () => {
    const place = await createPlace(t.db, { cityName: 'Flowtown', lat: 30, lng: -90 });
    const far = await createPlace(t.db, { cityName: 'Farflow', lat: 33, lng: -93 });
    const auth = await t.loginAs('Renter');

    const viewed = await createListing(t.db, place, { streetAddress: '7 Seen St', rent: 2_000_00, beds: 2 });
    const likeViewed = await createListing(t.db, place, { lat: 30.01, lng: -90, rent: 2_050_00, beds: 2 });
    const saved = await createListing(t.db, far, { streetAddress: '3 Saved Ave', rent: 3_000_00, beds: 1 });
    const likeSaved = await createListing(t.db, far, { lat: 33.01, lng: -93, rent: 3_050_00, beds: 1 });

    const before = await t.call('GET', '/api/recommended-listings-stats', { headers: auth.headers });
    expect(before.json()).toEqual({ total: 0, basedOn: { favourites: 0, inquiries: 0, views: 0, alerts: 0 } });

    const opened = await t.call('GET', `/api/listing/${viewed.id}?includeSharedLocationListings=1`, {
      headers: auth.headers,
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const favourited = await t.call('PATCH', '/api/favourite-listing', {
      headers: auth.headers,
      body: { listingId: saved.id, active: 1, email: auth.user.email },
    });
    expect(favourited.statusCode, favourited.body).toBe(200);

    const list = await t.call('GET', '/api/viewed-listings', { headers: auth.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([
      expect.objectContaining({ listing: expect.objectContaining({ id: viewed.id }), views: 1 }),
    ]);

    const page = (await t.call('GET', '/api/recommended-listings', { headers: auth.headers })).json();
    const reasons = Object.fromEntries(
      page.data.map((e: { listing: { id: number }; reason: unknown }) => [e.listing.id, e.reason]),
    );
    expect(reasons).toEqual({
      [likeViewed.id]: { kind: 'view', basedOn: '7 Seen St' },
      [likeSaved.id]: { kind: 'favourite', basedOn: '3 Saved Ave' },
    });

    const stats = await t.call('GET', '/api/recommended-listings-stats', { headers: auth.headers });
    expect(stats.json()).toEqual({ total: 2, basedOn: { favourites: 1, inquiries: 0, views: 1, alerts: 0 } });

    // Another renter sees none of it.
    const other = await t.loginAs('Renter');
    expect((await t.call('GET', '/api/viewed-listings', { headers: other.headers })).json().data).toEqual([]);
  });
});
