import { criteriaToParams } from '@rentals/shared/resources/email-alerts';
import { eq, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/client.ts';
import {
  dismissedRecommendations,
  favouriteListings,
  inquiries,
  renterProfiles,
  savedSearches,
} from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { addCity, createListing, createPlace, type TestPlace } from '../../test/listing-factories.ts';
import {
  dismissRecommendation,
  newRecommended,
  recommendedMarkers,
  recommendedPage,
  recommendedStats,
} from './recommended-listings.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

interface Entry {
  listing: { id: number };
  reason: { kind: string; basedOn: string };
}

/** Each test gets its own city far from the others, so their listings never meet. */
let nextLat = 40;
async function freshPlace(): Promise<TestPlace> {
  nextLat += 2;
  return createPlace(t.db, { lat: nextLat, lng: -100 });
}

const renter = () => t.loginAs('Renter');
type Auth = Awaited<ReturnType<typeof renter>>;

async function recommended(auth: Auth, query = '') {
  const res = await t.call('GET', `/api/recommended-listings${query}`, { headers: auth.headers });
  expect(res.statusCode).toBe(200);
  return res.json() as { data: Entry[]; meta: { total: number } };
}
const idsOf = (entries: Entry[]) => entries.map((e) => e.listing.id);

async function favourite(auth: Auth, listingId: number) {
  await t.db.insert(favouriteListings).values({ userId: auth.user.id, listingId, notifiedRent: 2_000_00 });
}

describe('recommendations', () => {
  it('are like a favourite: same area, rent ±25%, beds ±1; never the favourites themselves', async () => {
    const place = await freshPlace();
    const { lat, lng } = place.city;
    const auth = await renter();
    const saved = await createListing(t.db, place, { streetAddress: '123 Main St', rent: 2_000_00, beds: 2 });
    // Farther from the candidates than the first: the reason names the nearest seed.
    const otherSaved = await createListing(t.db, place, { lat: lat - 0.05, lng, rent: 2_100_00, beds: 2 });
    await favourite(auth, saved.id);
    await favourite(auth, otherSaved.id);

    const alike = await createListing(t.db, place, { lat: lat + 0.01, lng, rent: 2_200_00, beds: 3 });
    const cheaper = await createListing(t.db, place, { lat: lat + 0.02, lng, rent: 1_600_00, beds: 1 });
    // Out: too dear, too many beds, too far, not active.
    await createListing(t.db, place, { lat: lat + 0.01, lng, rent: 2_800_00, beds: 2 });
    await createListing(t.db, place, { lat: lat + 0.01, lng, rent: 2_000_00, beds: 5 });
    await createListing(t.db, place, { lat: lat + 1, lng, rent: 2_000_00, beds: 2 });
    await createListing(t.db, place, { lat: lat + 0.01, lng, rent: 2_000_00, beds: 2, status: 'paused' });

    const body = await recommended(auth);
    expect(idsOf(body.data).sort()).toEqual([alike.id, cheaper.id].sort());
    expect(body.meta.total).toBe(2);
    for (const entry of body.data) expect(entry.reason).toEqual({ kind: 'favourite', basedOn: '123 Main St' });
  });

  it('come from inquiries, views and saved searches too, each saying why', async () => {
    const place = await freshPlace();
    const { lat, lng } = place.city;
    const auth = await renter();
    const asked = await createListing(t.db, place, { streetAddress: '1 Asked Ave', rent: 1_000_00, beds: 1 });
    await t.db.insert(inquiries).values({
      listingId: asked.id,
      userId: auth.user.id,
      name: 'Pat',
      email: auth.user.email,
      message: 'Is it available?',
    });
    const likeAsked = await createListing(t.db, place, { lat: lat + 0.01, lng, rent: 1_050_00, beds: 1 });

    const far = await addCity(t.db, place, { lat: lat + 1, lng: lng + 1 });
    const seen = await createListing(t.db, far, { streetAddress: '9 Seen Rd', rent: 4_000_00, beds: 3 });
    await t.call('GET', `/api/listing/${seen.id}`, { headers: auth.headers });
    const likeSeen = await createListing(t.db, far, { lat: far.city.lat + 0.01, rent: 4_100_00, beds: 3 });

    const alertCity = await addCity(t.db, place, { lat: lat - 1, lng: lng - 1 });
    await t.db.insert(savedSearches).values({
      userId: auth.user.id,
      name: 'Lofts for me',
      // As POST email-alert stores them: GET listings parameters.
      criteria: criteriaToParams({ cityId: alertCity.city.id, rentalTypes: ['loft'] }),
      searchPath: '/rentals/x/y',
    });
    const loft = await createListing(t.db, alertCity, { rentalType: 'loft', rent: 9_000_00, beds: 0 });
    await createListing(t.db, alertCity, { rentalType: 'house', rent: 9_000_00, beds: 0 });

    const body = await recommended(auth);
    const reasons = Object.fromEntries(body.data.map((e) => [e.listing.id, e.reason]));
    // The inquired listing itself is never recommended; the viewed one may be (like another), here it is not.
    expect(Object.keys(reasons).map(Number).sort()).toEqual([likeAsked.id, likeSeen.id, loft.id].sort());
    expect(reasons[likeAsked.id]).toEqual({ kind: 'inquiry', basedOn: '1 Asked Ave' });
    expect(reasons[likeSeen.id]).toEqual({ kind: 'view', basedOn: '9 Seen Rd' });
    expect(reasons[loft.id]).toEqual({ kind: 'alert', basedOn: 'Lofts for me' });

    const stats = await t.call('GET', '/api/recommended-listings-stats', { headers: auth.headers });
    expect(stats.statusCode).toBe(200);
    expect(stats.json()).toEqual({ total: 3, basedOn: { favourites: 0, inquiries: 1, views: 1, alerts: 1 } });

    const markers = (await t.call('GET', '/api/recommended-listings-map-markers', { headers: auth.headers })).json();
    expect(markers.count).toBe(3);
  });

  it('leave out removedIds and dismissed listings, on every endpoint and for good once dismissed', async () => {
    const place = await freshPlace();
    const { lat, lng } = place.city;
    const auth = await renter();
    const saved = await createListing(t.db, place);
    await favourite(auth, saved.id);
    const [a, b, c] = [
      await createListing(t.db, place, { lat: lat + 0.01, lng }),
      await createListing(t.db, place, { lat: lat + 0.02, lng }),
      await createListing(t.db, place, { lat: lat + 0.03, lng }),
    ];
    expect(idsOf((await recommended(auth)).data)).toEqual([a!.id, b!.id, c!.id]);
    expect(idsOf((await recommended(auth, `?removedIds=${b!.id}`)).data)).toEqual([a!.id, c!.id]);
    const stats = await t.call('GET', `/api/recommended-listings-stats?removedIds=${b!.id},${c!.id}`, {
      headers: auth.headers,
    });
    expect(stats.json().total).toBe(1);
    const markers = await t.call('GET', `/api/recommended-listings-map-markers?removedIds=${a!.id}`, {
      headers: auth.headers,
    });
    expect(markers.json().count).toBe(2);

    const dismissed = await t.call('DELETE', `/api/recommended-listings/${a!.id}`, { headers: auth.headers });
    expect(dismissed.statusCode).toBe(204);
    // Again is harmless; an unknown listing is 404, a bad id 422.
    expect((await t.call('DELETE', `/api/recommended-listings/${a!.id}`, { headers: auth.headers })).statusCode).toBe(
      204,
    );
    expect((await t.call('DELETE', '/api/recommended-listings/2147000000', { headers: auth.headers })).statusCode).toBe(
      404,
    );
    expect((await t.call('DELETE', '/api/recommended-listings/x', { headers: auth.headers })).statusCode).toBe(422);
    expect(idsOf((await recommended(auth)).data)).toEqual([b!.id, c!.id]);

    // Another renter with the same favourite still gets it: dismissals are per renter.
    const other = await renter();
    await favourite(other, saved.id);
    expect(idsOf((await recommended(other)).data)).toContain(a!.id);
    const rows = await t.db
      .select()
      .from(dismissedRecommendations)
      .where(eq(dismissedRecommendations.userId, other.user.id));
    expect(rows).toEqual([]);
  });

  it('answer the new ones: not already seen, not removed', async () => {
    const place = await freshPlace();
    const { lat, lng } = place.city;
    const auth = await renter();
    const saved = await createListing(t.db, place, { streetAddress: '5 Fav St' });
    await favourite(auth, saved.id);
    const a = await createListing(t.db, place, { lat: lat + 0.01, lng });
    const b = await createListing(t.db, place, { lat: lat + 0.02, lng });
    const c = await createListing(t.db, place, { lat: lat + 0.03, lng });

    const all = await t.call('GET', '/api/new-recommended-listings', { headers: auth.headers });
    expect(all.statusCode).toBe(200);
    expect(all.json().listings.map((e: Entry) => e.listing.id)).toEqual([a.id, b.id, c.id]);
    expect(all.json().listings[0].reason).toEqual({ kind: 'favourite', basedOn: '5 Fav St' });

    const fresh = await t.call('GET', `/api/new-recommended-listings?alreadySeenIds=${a.id},${c.id}&removedIds=`, {
      headers: auth.headers,
    });
    expect(fresh.json().listings.map((e: Entry) => e.listing.id)).toEqual([b.id]);
    const none = await t.call(
      'GET',
      `/api/new-recommended-listings?alreadySeenIds=${a.id}&removedIds=${b.id},${c.id}`,
      {
        headers: auth.headers,
      },
    );
    expect(none.json()).toEqual({ listings: [] });

    for (const query of ['alreadySeenIds=abc', 'removedIds=0', `removedIds=${'1,'.repeat(501)}1`]) {
      const res = await t.call('GET', `/api/new-recommended-listings?${query}`, { headers: auth.headers });
      expect(res.statusCode, query.slice(0, 20)).toBe(422);
    }
  });

  it('rank the same type and the renter profile’s cities and budget first, nearest first', async () => {
    const place = await freshPlace();
    const { lat, lng } = place.city;
    const auth = await renter();
    const saved = await createListing(t.db, place, { rentalType: 'apartment', rent: 2_000_00 });
    await favourite(auth, saved.id);
    const near = await createListing(t.db, place, { lat: lat + 0.005, lng, rentalType: 'house' });
    const sameType = await createListing(t.db, place, { lat: lat + 0.05, lng, rentalType: 'apartment' });
    expect(idsOf((await recommended(auth)).data)).toEqual([sameType.id, near.id]);

    // A preferred city nearby lifts its listing; a listing over budget drops.
    const preferred = await addCity(t.db, place, { lat: lat + 0.1, lng });
    const inPreferred = await createListing(t.db, preferred, { lat: lat + 0.1, lng, rentalType: 'house' });
    const dear = await createListing(t.db, place, { lat: lat + 0.001, lng, rentalType: 'apartment', rent: 2_400_00 });
    // Saved as the renter does, so the ranking answered a moment ago is not reused.
    const patched = await t.call('PATCH', '/api/renter-profile', {
      headers: auth.headers,
      body: { budgetMax: 2_200, preferredCityIds: [preferred.city.id] },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const [profile] = await t.db.select().from(renterProfiles).where(eq(renterProfiles.userId, auth.user.id));
    expect(profile).toMatchObject({ budgetMax: 2_200_00, preferredCityIds: [preferred.city.id] });
    expect(idsOf((await recommended(auth)).data)).toEqual([sameType.id, inPreferred.id, near.id, dear.id]);

    // Pages of the ranking.
    const page = await recommended(auth, '?page=2&perPage=3');
    expect(idsOf(page.data)).toEqual([dear.id]);
    expect(page.meta).toEqual({ currentPage: 2, perPage: 3, total: 4, lastPage: 2 });
  });

  it('are empty without favourites, inquiries, views or alerts, and only for renters', async () => {
    const auth = await renter();
    expect(await recommended(auth)).toEqual({
      data: [],
      meta: { currentPage: 1, perPage: 20, total: 0, lastPage: 1 },
    });
    expect((await t.call('GET', '/api/recommended-listings')).statusCode).toBe(401);
    const landlord = await t.loginAs('Landlord');
    expect((await t.call('GET', '/api/recommended-listings', { headers: landlord.headers })).statusCode).toBe(403);
  });

  it('skip a listing the renter enquired about even when it is like a favourite', async () => {
    const place = await freshPlace();
    const auth = await renter();
    const saved = await createListing(t.db, place);
    await favourite(auth, saved.id);
    const asked = await createListing(t.db, place, { lat: place.city.lat + 0.01 });
    await t.db
      .insert(inquiries)
      .values({ listingId: asked.id, userId: auth.user.id, name: 'P', email: 'p@example.test', message: 'Hi' });
    expect(idsOf((await recommended(auth)).data)).toEqual([]);
  });
});

describe('one ranking per page view', () => {
  /** t.db, recording the raw statements it runs (the ranking is one of them). */
  function recording() {
    const statements: string[] = [];
    const dialect = new PgDialect();
    const db = new Proxy(t.db, {
      get(target, property) {
        if (property === 'execute') {
          return (query: SQL) => {
            statements.push(dialect.sqlToQuery(query).sql);
            return target.execute(query);
          };
        }
        const value = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    }) as Queryable;
    return { db, rankings: () => statements.filter((s) => s.includes('seed_ids as')).length };
  }

  it('is shared by the requests the page sends at once; a dismissal shows at once', async () => {
    const place = await freshPlace();
    const { lat, lng } = place.city;
    const auth = await renter();
    const userId = auth.user.id;
    await favourite(auth, (await createListing(t.db, place)).id);
    const a = await createListing(t.db, place, { lat: lat + 0.01, lng });
    const b = await createListing(t.db, place, { lat: lat + 0.02, lng });

    const { db, rankings } = recording();
    const [fresh, page, markers, stats] = await Promise.all([
      newRecommended(db, userId, [], []),
      recommendedPage(db, userId, [], 1, 20),
      recommendedMarkers(db, userId, []),
      recommendedStats(db, userId, []),
    ]);
    expect(rankings()).toBe(1);
    expect(idsOf(fresh.listings)).toEqual([a.id, b.id]);
    expect(idsOf(page.data)).toEqual([a.id, b.id]);
    expect(markers.count).toBe(2);
    expect(stats.total).toBe(2);

    // The same removedIds in another order share it too; other removedIds are another ranking.
    await Promise.all([recommendedStats(db, userId, [b.id, a.id]), recommendedStats(db, userId, [a.id, b.id, a.id])]);
    expect(rankings()).toBe(2);
    expect((await recommendedStats(db, userId, [a.id])).total).toBe(1);
    expect(rankings()).toBe(3);

    await dismissRecommendation(db, userId, a.id);
    expect(idsOf((await recommendedPage(db, userId, [], 1, 20)).data)).toEqual([b.id]);
    expect((await recommendedStats(db, userId, [a.id])).total).toBe(1);
    expect(rankings()).toBe(5);
  });

  it('shows the renter’s favourites and inquiries at once', async () => {
    const place = await freshPlace();
    const { lat, lng } = place.city;
    const auth = await renter();
    await favourite(auth, (await createListing(t.db, place)).id);
    const a = await createListing(t.db, place, { lat: lat + 0.01, lng });
    const b = await createListing(t.db, place, { lat: lat + 0.02, lng });
    const c = await createListing(t.db, place, { lat: lat + 0.03, lng });
    expect(idsOf((await recommended(auth)).data)).toEqual([a.id, b.id, c.id]);

    const favourited = await t.call('PATCH', '/api/favourite-listing', {
      headers: auth.headers,
      body: { listingId: a.id, active: 1 },
    });
    expect(favourited.statusCode, favourited.body).toBe(200);
    expect(idsOf((await recommended(auth)).data)).toEqual([b.id, c.id]);

    const asked = await t.call('POST', '/api/renter-inquire', {
      headers: auth.headers,
      body: { listingId: b.id, name: 'Pat', email: auth.user.email, message: 'Is it available?', moveInDate: '' },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(idsOf((await recommended(auth)).data)).toEqual([c.id]);

    const unfavourited = await t.call('DELETE', `/api/favourite-listings/${a.id}`, { headers: auth.headers });
    expect(unfavourited.statusCode, unfavourited.body).toBe(200);
    expect(idsOf((await recommended(auth)).data).sort()).toEqual([a.id, c.id].sort());
  });

  it('shows a view and a saved search at once', async () => {
    const place = await freshPlace();
    const { lat, lng } = place.city;
    const auth = await renter();
    const viewed = await createListing(t.db, place, { rent: 3_000_00, beds: 2 });
    const likeViewed = await createListing(t.db, place, { lat: lat + 0.01, lng, rent: 3_100_00, beds: 2 });
    expect((await recommended(auth)).data).toEqual([]);

    await t.call('GET', `/api/listing/${viewed.id}`, { headers: auth.headers });
    expect(idsOf((await recommended(auth)).data)).toContain(likeViewed.id);

    const alertCity = await addCity(t.db, place, { lat: lat - 1, lng: lng - 1 });
    const loft = await createListing(t.db, alertCity, { rentalType: 'loft' });
    const saved = await t.call('POST', '/api/email-alerts', {
      headers: auth.headers,
      body: {
        name: 'Lofts',
        criteria: { cityId: String(alertCity.city.id), rentalTypes: 'loft' },
        searchPath: '/rentals/x/y',
        frequency: 'daily',
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(idsOf((await recommended(auth)).data)).toContain(loft.id);
  });
});
