import { MAX_FAVOURITE_IDS } from '@rentals/shared/resources/listings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { createListing, createPlace, type TestPlace } from '../../test/listing-factories.ts';

let t: TestApp;
let place: TestPlace;
beforeAll(async () => {
  t = await buildTestApp();
  place = await createPlace(t.db, { cityName: 'Favtown', lat: 51, lng: -114 });
});
afterAll(() => t.close());

describe('GET /api/fav-listings', () => {
  it('answers cards in the order asked, skipping inactive and unknown ids', async () => {
    const a = await createListing(t.db, place, { lat: 51.01, lng: -114 });
    const b = await createListing(t.db, place, { lat: 51.02, lng: -114 });
    const c = await createListing(t.db, place, { lat: 51.03, lng: -114 });
    const removed = await createListing(t.db, place, { status: 'removed' });
    const expired = await createListing(t.db, place, { status: 'expired' });

    const res = await t.call(
      'GET',
      `/api/fav-listings?ids=${c.id},${removed.id},${a.id},2147483000,${expired.id},${b.id},${a.id}`,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.listings.map((l: { id: number }) => l.id)).toEqual([c.id, a.id, b.id]);
    expect(body.total).toBe(3);
    expect(body.listings[0]).toMatchObject({ cityName: 'Favtown', path: expect.stringContaining(`-${c.id}`) });

    // Repeated parameters work too.
    const repeated = (await t.call('GET', `/api/fav-listings?ids=${b.id}&ids=${a.id}`)).json();
    expect(repeated.listings.map((l: { id: number }) => l.id)).toEqual([b.id, a.id]);
  });

  it('answers an empty list for no ids', async () => {
    expect((await t.call('GET', '/api/fav-listings?ids=')).json()).toEqual({ listings: [], total: 0 });
  });

  it('refuses bad or too many ids with 422 naming the field', async () => {
    const tooMany = Array.from({ length: MAX_FAVOURITE_IDS + 1 }, (_, i) => i + 1).join(',');
    for (const query of ['ids=1,abc', 'ids=0', 'ids=-1', 'ids=1.5', `ids=${tooMany}`, '']) {
      for (const path of ['fav-listings', 'fav-map-markers']) {
        const res = await t.call('GET', `/api/${path}?${query}`);
        expect(res.statusCode, `${path}?${query.slice(0, 20)}`).toBe(422);
        expect(Object.keys(res.json().errors)[0]).toMatch(/^ids/);
      }
    }
  });
});

describe('GET /api/fav-map-markers', () => {
  it('groups listings at one point and keeps single ones apart', async () => {
    const tower = { lat: 51.5, lng: -114.5 };
    const unit1 = await createListing(t.db, place, {
      ...tower,
      rent: 1_800_00,
      featuredUntil: new Date(Date.now() + 86_400_000),
    });
    const unit2 = await createListing(t.db, place, { ...tower, rent: 1_500_00 });
    const house = await createListing(t.db, place, { lat: 51.6, lng: -114.6, rent: 3_000_00 });
    const gone = await createListing(t.db, place, { ...tower, status: 'paused' });

    const res = await t.call('GET', `/api/fav-map-markers?ids=${unit1.id},${house.id},${unit2.id},${gone.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(3);
    expect(body.markers).toHaveLength(2);
    expect(body.markers).toContainEqual({
      key: 'p:51.5:-114.5',
      lat: 51.5,
      lng: -114.5,
      count: 2,
      listingId: null,
      minRent: 1_500_00,
      featured: true,
      bounds: null,
    });
    expect(body.markers).toContainEqual({
      key: `l:${house.id}`,
      lat: 51.6,
      lng: -114.6,
      count: 1,
      listingId: house.id,
      minRent: 3_000_00,
      featured: false,
      bounds: null,
    });
    expect((await t.call('GET', '/api/fav-map-markers?ids=')).json()).toEqual({ markers: [], count: 0 });
  });
});
