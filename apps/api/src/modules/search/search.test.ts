// GET /api/listings: every filter really filters, counts match, sorts and pagination are stable, bad input is a
// 422 naming the field. Each test makes its own city and searches only there, so tests never see each other.
import type { ListingCard, ListingSearchResponse } from '@rentals/shared/resources/listings';
import { boundsToParam } from '@rentals/shared/search-filters';
import { eq, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Queryable, queryRows } from '../../db/client.ts';
import { listings } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import {
  addCity,
  createListing,
  createPlace,
  type NewTestListing,
  type TestPlace,
} from '../../test/listing-factories.ts';
import { isPlainCity, searchConditions, searchCountSql, searchIdsSql, searchPageSql } from './search.query.ts';
import { searchListings, searchPage } from './search.service.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60_000;

async function search(params: Record<string, string | number>) {
  const query = new URLSearchParams(Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])));
  const res = await t.call('GET', `/api/listings?${query}`);
  return res;
}

async function found(params: Record<string, string | number>): Promise<ListingSearchResponse> {
  const res = await search(params);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const idsOf = (body: { listings: ListingCard[] }) => body.listings.map((l) => l.id);
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

/** A fresh city with the given listings; returns the place and the listings in creation order. */
async function cityWith(...listings: NewTestListing[]) {
  const place = await createPlace(t.db);
  const created = [];
  for (const values of listings) created.push(await createListing(t.db, place, values));
  return { place, listings: created, ids: created.map((l) => l.id) };
}

/** Ids found in `place` under `params`, in answer order; asserts the total matches. */
async function idsIn(place: TestPlace, params: Record<string, string | number> = {}) {
  const body = await found({ cityId: place.city.id, ...params });
  expect(body.pagination.total).toBe(body.listings.length);
  return idsOf(body);
}

describe('GET /api/listings: scope and status', () => {
  it('finds only active listings', async () => {
    const { place, ids } = await cityWith(
      { status: 'active' },
      { status: 'draft' },
      { status: 'paused' },
      { status: 'expired' },
      { status: 'removed' },
    );
    expect(await idsIn(place)).toEqual([ids[0]]);
  });

  it('scopes by city, metro area or province, one at a time', async () => {
    const place = await createPlace(t.db);
    const sameMetro = await addCity(t.db, place);
    const otherProvince = await createPlace(t.db);
    const noMetro = await createPlace(t.db, { metro: false });
    const inCity = await createListing(t.db, place);
    const inMetro = await createListing(t.db, sameMetro);
    const elsewhere = await createListing(t.db, otherProvince);
    await createListing(t.db, noMetro);

    expect(idsOf(await found({ cityId: place.city.id }))).toEqual([inCity.id]);
    expect(sorted(idsOf(await found({ metroAreaId: place.metroArea!.id })))).toEqual([inCity.id, inMetro.id]);
    expect(sorted(idsOf(await found({ provinceId: place.province.id })))).toEqual([inCity.id, inMetro.id]);
    expect(idsOf(await found({ provinceId: otherProvince.province.id }))).toEqual([elsewhere.id]);
  });

  it('accepts externalReferrer and source without filtering on them', async () => {
    const { place, ids } = await cityWith({});
    expect(await idsIn(place, { externalReferrer: 'https://example.com/a', source: 'newsletter' })).toEqual(ids);
  });

  it('answers cards with the listing path, city and province', async () => {
    const { place, ids } = await cityWith({ title: 'Sunny 2 bed', slug: 'sunny-2-bed', photos: 2 });
    const [card] = (await found({ cityId: place.city.id })).listings;
    expect(card).toMatchObject({
      id: ids[0],
      title: 'Sunny 2 bed',
      path: `/rentals/${place.province.slug}/${place.city.slug}/sunny-2-bed-${ids[0]}`,
      cityName: place.city.name,
      provinceCode: place.province.code,
      featured: false,
      photoCount: 2,
    });
    expect(card?.photo?.url).toMatch(/\.webp$/);
  });
});

describe('GET /api/listings: filters', () => {
  it('bounds keep only listings inside the box (north,east,south,west)', async () => {
    const { place, ids } = await cityWith(
      { lat: 43.6, lng: -79.4 },
      { lat: 43.7, lng: -79.3 },
      { lat: 43.9, lng: -79.4 },
      { lat: 43.6, lng: -78.9 },
    );
    expect(sorted(await idsIn(place, { bounds: '43.75,-79.25,43.55,-79.45' }))).toEqual([ids[0], ids[1]]);
    expect(await idsIn(place, { bounds: '44,-78,43.8,-80' })).toEqual([ids[2]]);
  });

  it('bounds include their edges, for small views (GiST) and wide ones (lat/lng ranges) alike', async () => {
    const { place, ids } = await cityWith(
      { lat: 43.7, lng: -79.3 },
      { lat: 43.6, lng: -79.4 },
      { lat: 47, lng: -70 },
      { lat: 50, lng: -75 },
    );
    expect(sorted(await idsIn(place, { bounds: '43.7,-79.3,43.6,-79.4' }))).toEqual([ids[0], ids[1]]);
    // 4 x 10 degrees: a wide view.
    expect(sorted(await idsIn(place, { bounds: '47,-70,43,-80' }))).toEqual([ids[0], ids[1], ids[2]]);
    expect(await idsIn(place, { bounds: '60,-60,48,-100' })).toEqual([ids[3]]);
  });

  it('amenities, utilities and pet policies need every selected value', async () => {
    const { place, ids } = await cityWith(
      { amenities: ['gym', 'pool', 'balcony'], utilities: ['heat', 'water'], petPolicies: ['cats-allowed'] },
      { amenities: ['gym'], utilities: ['heat'], petPolicies: ['cats-allowed', 'small-dogs-allowed'] },
      { amenities: [], utilities: [], petPolicies: ['no-pets'] },
    );
    expect(await idsIn(place, { amenities: 'gym,pool' })).toEqual([ids[0]]);
    expect(sorted(await idsIn(place, { amenities: 'gym' }))).toEqual([ids[0], ids[1]]);
    expect(await idsIn(place, { utilities: 'heat,water' })).toEqual([ids[0]]);
    expect(sorted(await idsIn(place, { petPolicies: 'cats-allowed' }))).toEqual([ids[0], ids[1]]);
    expect(await idsIn(place, { petPolicies: 'cats-allowed,small-dogs-allowed' })).toEqual([ids[1]]);
    // Repeated parameters work as well as commas.
    const res = await t.call('GET', `/api/listings?cityId=${place.city.id}&amenities=gym&amenities=balcony`);
    expect(idsOf(res.json())).toEqual([ids[0]]);
  });

  it('rental types match any selected type; furnished=1 and furnished=0 pick one side', async () => {
    const { place, ids } = await cityWith(
      { rentalType: 'apartment', furnished: true },
      { rentalType: 'condo', furnished: false },
      { rentalType: 'house', furnished: false },
    );
    expect(sorted(await idsIn(place, { rentalTypes: 'apartment,condo' }))).toEqual([ids[0], ids[1]]);
    expect(await idsIn(place, { furnished: 1 })).toEqual([ids[0]]);
    expect(sorted(await idsIn(place, { furnished: 0 }))).toEqual([ids[1], ids[2]]);
  });

  it('beds is a checklist where 0 is a studio and 4 means 4 or more', async () => {
    const { place, ids } = await cityWith({ beds: 0 }, { beds: 1 }, { beds: 2 }, { beds: 3 }, { beds: 4 }, { beds: 6 });
    expect(sorted(await idsIn(place, { beds: '0,4' }))).toEqual([ids[0], ids[4], ids[5]]);
    expect(sorted(await idsIn(place, { beds: '1,2' }))).toEqual([ids[1], ids[2]]);
    expect(await idsIn(place, { beds: '3' })).toEqual([ids[3]]);
  });

  it('baths is a checklist where 3 means 3 or more, plus minBaths and maxBaths', async () => {
    const { place, ids } = await cityWith({ baths: 1 }, { baths: 1.5 }, { baths: 2 }, { baths: 3 }, { baths: 4.5 });
    expect(sorted(await idsIn(place, { baths: '1.5,3' }))).toEqual([ids[1], ids[3], ids[4]]);
    expect(sorted(await idsIn(place, { baths: '1,2' }))).toEqual([ids[0], ids[2]]);
    expect(sorted(await idsIn(place, { minBaths: 1.5, maxBaths: 3 }))).toEqual([ids[1], ids[2], ids[3]]);
    expect(sorted(await idsIn(place, { minBaths: 2 }))).toEqual([ids[2], ids[3], ids[4]]);
  });

  it('minRate and maxRate are dollars, inclusive, against rents in cents', async () => {
    const { place, ids } = await cityWith({ rent: 999_99 }, { rent: 1_000_00 }, { rent: 1_500_00 }, { rent: 2_000_01 });
    expect(sorted(await idsIn(place, { minRate: 1000, maxRate: 2000 }))).toEqual([ids[1], ids[2]]);
    expect(sorted(await idsIn(place, { minRate: 1500 }))).toEqual([ids[2], ids[3]]);
    expect(sorted(await idsIn(place, { maxRate: 1000 }))).toEqual([ids[0], ids[1]]);
  });

  it('minSqft and maxSqft are inclusive; a listing without a size only matches without them', async () => {
    const { place, ids } = await cityWith({ sqft: 500 }, { sqft: 800 }, { sqft: 1200 }, { sqft: null });
    expect(sorted(await idsIn(place, { minSqft: 800 }))).toEqual([ids[1], ids[2]]);
    expect(sorted(await idsIn(place, { maxSqft: 800 }))).toEqual([ids[0], ids[1]]);
    expect(await idsIn(place, { minSqft: 600, maxSqft: 1000 })).toEqual([ids[1]]);
    expect(await idsIn(place)).toHaveLength(4);
  });

  it('keyword is a full-text search of title, address and description (stems, phrases, exclusions)', async () => {
    const { place, ids } = await cityWith(
      { title: 'Loft by the lake', description: 'Exposed brick and big windows.' },
      { title: 'Basement suite', description: 'Walk to the lakes and the park.' },
      { title: 'Quiet condo', streetAddress: '12 Lakeshore Blvd', description: 'Parking included.' },
    );
    expect(sorted(await idsIn(place, { keyword: 'lake' }))).toEqual([ids[0], ids[1]]);
    expect(await idsIn(place, { keyword: 'lake -basement' })).toEqual([ids[0]]);
    expect(await idsIn(place, { keyword: '"big windows"' })).toEqual([ids[0]]);
    expect(await idsIn(place, { keyword: 'lakeshore' })).toEqual([ids[2]]);
    expect(await idsIn(place, { keyword: 'nothing-like-this' })).toEqual([]);
  });

  it('combines filters with and', async () => {
    const { place, ids } = await cityWith(
      { beds: 2, rent: 2_000_00, amenities: ['gym'] },
      { beds: 2, rent: 3_000_00, amenities: ['gym'] },
      { beds: 1, rent: 2_000_00, amenities: ['gym'] },
      { beds: 2, rent: 2_000_00, amenities: [] },
    );
    expect(await idsIn(place, { beds: '2', maxRate: 2500, amenities: 'gym' })).toEqual([ids[0]]);
  });
});

describe('GET /api/listings: price with fees (priceIncludesFees)', () => {
  // Rent $1,900 + $150 of fees; rent $1,900 alone; rent $2,100 alone; rent $1,800 + $250 of fees.
  const RENTS_AND_FEES = [
    { rent: 1_900_00, monthlyFees: 150_00 },
    { rent: 1_900_00, monthlyFees: 0 },
    { rent: 2_100_00, monthlyFees: 0 },
    { rent: 1_800_00, monthlyFees: 250_00 },
  ];

  it('bounds the total monthly cost instead of the rent when asked', async () => {
    const { place, ids } = await cityWith(...RENTS_AND_FEES);
    const [withFees, noFees, dear, cheapWithFees] = ids;
    // The rent fits under $2,000 but the total does not: found without the flag only.
    expect(sorted(await idsIn(place, { maxRate: 2000 }))).toEqual(sorted([withFees!, noFees!, cheapWithFees!]));
    expect(await idsIn(place, { maxRate: 2000, priceIncludesFees: 1 })).toEqual([noFees]);
    expect(await idsIn(place, { minRate: 2000 })).toEqual([dear]);
    expect(sorted(await idsIn(place, { minRate: 2000, priceIncludesFees: 'true' }))).toEqual(
      sorted([withFees!, dear!, cheapWithFees!]),
    );
    expect(sorted(await idsIn(place, { minRate: 2000, maxRate: 2050, priceIncludesFees: 1 }))).toEqual(
      sorted([withFees!, cheapWithFees!]),
    );
    // priceIncludesFees=0 is the rent, and the flag alone filters nothing.
    expect(await idsIn(place, { maxRate: 2000, priceIncludesFees: 0 })).toHaveLength(3);
    expect(await idsIn(place, { priceIncludesFees: 1 })).toHaveLength(4);
  });

  it('means the same with a keyword (read from listings) and on the map', async () => {
    const { place, ids } = await cityWith(
      ...RENTS_AND_FEES.map((values, i) => ({ ...values, title: `Garden flat ${i}`, lat: 43.65 + i * 0.001 })),
    );
    expect(await idsIn(place, { keyword: 'garden', maxRate: 2000, priceIncludesFees: 1 })).toEqual([ids[1]]);
    const params = new URLSearchParams({
      cityId: String(place.city.id),
      bounds: '43.66,-79.37,43.64,-79.39',
      zoom: '15',
      maxRate: '2000',
    });
    const markerIds = async (query: URLSearchParams) => {
      const res = await t.call('GET', `/api/map-markers?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return sorted(res.json().markers.map((m: { listingId: number }) => m.listingId));
    };
    expect(await markerIds(params)).toEqual(sorted([ids[0]!, ids[1]!, ids[3]!]));
    params.set('priceIncludesFees', '1');
    expect(await markerIds(params)).toEqual([ids[1]]);
  });

  it('keeps the rent bound beside the total, so the rent index can narrow the rows', () => {
    const dialect = new PgDialect();
    const where = (criteria: Parameters<typeof searchConditions>[0]) =>
      dialect.sqlToQuery(searchConditions(criteria, 'listing_search')).sql;
    expect(where({ maxRate: 2000, priceIncludesFees: true })).toBe('rent <= $1 and rent + monthly_fees <= $2');
    expect(where({ minRate: 2000, priceIncludesFees: true })).toBe('rent + monthly_fees >= $1');
    expect(where({ minRate: 1000, maxRate: 2000 })).toBe('rent >= $1 and rent <= $2');
  });

  it('leaves a city page plain when only the flag is set', () => {
    expect(isPlainCity({ cityId: 1 })).toBe(true);
    expect(isPlainCity({ cityId: 1, priceIncludesFees: true })).toBe(true);
    expect(isPlainCity({ cityId: 1, maxRate: 2000, priceIncludesFees: true })).toBe(false);
  });

  it('answers the monthly fees and the total monthly cost on the cards', async () => {
    const { place, ids } = await cityWith(...RENTS_AND_FEES);
    const cards = (await found({ cityId: place.city.id })).listings;
    expect(cards.find((c) => c.id === ids[0])).toMatchObject({
      rent: 1_900_00,
      monthlyFees: 150_00,
      totalMonthlyCost: 2_050_00,
    });
    expect(cards.find((c) => c.id === ids[1])).toMatchObject({ monthlyFees: 0, totalMonthlyCost: 1_900_00 });
  });
});

describe('GET /api/listings: sorting', () => {
  it('newest puts listings featured now first, then the most recently enabled, then the highest id', async () => {
    const now = Date.now();
    const { place, ids } = await cityWith(
      { enabledAt: new Date(now - 5 * DAY) },
      { enabledAt: new Date(now - 1 * DAY) },
      { enabledAt: new Date(now - 9 * DAY), featuredUntil: new Date(now + 3 * DAY) },
      { enabledAt: new Date(now - 2 * DAY), featuredUntil: new Date(now - DAY) }, // featuring ended
      { enabledAt: new Date(now - 1 * DAY) }, // same time as ids[1]: the higher id first
      { enabledAt: new Date(now - 7 * DAY), featuredUntil: new Date(now + DAY) },
    );
    const order = await idsIn(place);
    expect(order).toEqual([ids[5], ids[2], ids[4], ids[1], ids[3], ids[0]]);
    const body = await found({ cityId: place.city.id });
    expect(body.listings.map((l) => l.featured)).toEqual([true, true, false, false, false, false]);
    expect(await idsIn(place, { sort: 'newest' })).toEqual(order);
  });

  it('searches over the whole map order and page newest like the others (featured first, then by time and id)', async () => {
    const now = Date.now();
    const place = await createPlace(t.db);
    for (let i = 0; i < 27; i++) {
      await createListing(t.db, place, {
        // Pairs share a time; a third are featured, some of those no longer.
        enabledAt: new Date(now - Math.floor(i / 2) * DAY),
        featuredUntil: i % 3 === 0 ? new Date(now + (i % 2 ? DAY : -DAY)) : null,
        lat: 45 + i * 0.01,
        lng: i % 2 ? -75 : -85,
      });
    }
    // Every active listing of this file's database, in the expected order.
    const active = await t.db.select().from(listings).where(eq(listings.status, 'active'));
    const featuredNow = (l: (typeof active)[number]) => (l.featuredUntil ? l.featuredUntil.getTime() > now : false);
    const newest = (list: typeof active) =>
      [...list]
        .sort(
          (a, b) =>
            Number(featuredNow(b)) - Number(featuredNow(a)) ||
            b.enabledAt!.getTime() - a.enabledAt!.getTime() ||
            b.id - a.id,
        )
        .map((l) => l.id);
    const everywhere = newest(active);
    const pages = [await found({}), await found({ page: 2 }), await found({ page: 3, count: 0 })];
    expect(pages.flatMap(idsOf)).toEqual(everywhere.slice(0, 60));
    expect(pages[0]!.pagination).toMatchObject({ total: active.length, currentPage: 1 });
    expect(pages[2]!.pagination.total).toBeNull();
    const pastTheEnd = await found({ page: 500 });
    expect(pastTheEnd.listings).toEqual([]);
    expect(pastTheEnd.pagination.total).toBe(active.length);
    // A map view of 5 x 10 degrees: a wide one.
    const inView = active.filter((l) => l.lat >= 43 && l.lat <= 48 && l.lng >= -80 && l.lng <= -70);
    const view = await found({ bounds: '48,-70,43,-80' });
    expect(idsOf(view)).toEqual(newest(inView).slice(0, 20));
    expect(view.pagination.total).toBe(inView.length);
  });

  it('price sorts strictly by rent, ties by id, without featuring', async () => {
    const { place, ids } = await cityWith(
      { rent: 3_000_00 },
      { rent: 1_000_00, featuredUntil: new Date(Date.now() + DAY) },
      { rent: 2_000_00 },
      { rent: 2_000_00, featuredUntil: new Date(Date.now() + DAY) },
    );
    expect(await idsIn(place, { sort: 'price-asc' })).toEqual([ids[1], ids[2], ids[3], ids[0]]);
    expect(await idsIn(place, { sort: 'price-desc' })).toEqual([ids[0], ids[3], ids[2], ids[1]]);
  });
});

describe('GET /api/listings: pagination', () => {
  let place: TestPlace;
  let all: number[];
  const enabledAt = new Date(Date.now() - DAY);

  beforeAll(async () => {
    place = await createPlace(t.db);
    all = [];
    // Many share one enabled_at and one rent, so only the id tie-break keeps pages stable.
    for (let i = 0; i < 45; i++) {
      const listing = await createListing(t.db, place, { enabledAt, rent: (1_000 + (i % 3) * 100) * 100 });
      all.push(listing.id);
    }
  });

  for (const sort of ['newest', 'price-asc', 'price-desc']) {
    it(`${sort}: pages of 20 are disjoint, cover every listing and repeat identically`, async () => {
      const pages = [];
      for (const page of [1, 2, 3]) pages.push(await found({ cityId: place.city.id, sort, page }));
      expect(pages.map((p) => p.listings.length)).toEqual([20, 20, 5]);
      const seen = pages.flatMap(idsOf);
      expect(new Set(seen).size).toBe(45);
      expect(sorted(seen)).toEqual(sorted(all));
      expect(pages.map((p) => p.pagination)).toEqual([
        { currentPage: 1, perPage: 20, total: 45, lastPage: 3, totalIsEstimate: false, endOfListings: false },
        { currentPage: 2, perPage: 20, total: 45, lastPage: 3, totalIsEstimate: false, endOfListings: false },
        { currentPage: 3, perPage: 20, total: 45, lastPage: 3, totalIsEstimate: false, endOfListings: true },
      ]);
      expect(idsOf(await found({ cityId: place.city.id, sort, page: 2 }))).toEqual(idsOf(pages[1]!));
    });
  }

  it('a page past the end is empty but keeps the total', async () => {
    const body = await found({ cityId: place.city.id, page: 9 });
    expect(body.listings).toEqual([]);
    expect(body.pagination).toEqual({
      currentPage: 9,
      perPage: 20,
      total: 45,
      lastPage: 3,
      totalIsEstimate: false,
      endOfListings: true,
    });
  });

  it('count=0 leaves out the total and still knows the last page', async () => {
    const first = await found({ cityId: place.city.id, count: 0 });
    expect(first.listings).toHaveLength(20);
    expect(first.pagination).toEqual({
      currentPage: 1,
      perPage: 20,
      total: null,
      lastPage: null,
      totalIsEstimate: false,
      endOfListings: false,
    });
    const last = await found({ cityId: place.city.id, count: 0, page: 3 });
    expect(last.listings).toHaveLength(5);
    expect(last.pagination.endOfListings).toBe(true);
    expect(idsOf(first)).toEqual(idsOf(await found({ cityId: place.city.id })));
  });

  it('count=0 on a page that exactly fills the results ends the listings', async () => {
    const { place: exact } = await cityWith(...Array.from({ length: 20 }, () => ({})));
    const body = await found({ cityId: exact.city.id, count: 'false' });
    expect(body.listings).toHaveLength(20);
    expect(body.pagination.endOfListings).toBe(true);
  });

  it('an empty search has one page and ends at once', async () => {
    const { place: empty } = await cityWith();
    expect((await found({ cityId: empty.city.id })).pagination).toEqual({
      currentPage: 1,
      perPage: 20,
      total: 0,
      lastPage: 1,
      totalIsEstimate: false,
      endOfListings: true,
    });
  });
});

describe('GET /api/listings: wide searches (a province, the whole map, a keyword anywhere)', () => {
  // Far from every other test's places, so a wide view here holds only these listings.
  const wide = { north: 22, east: -150, south: 18, west: -160 };
  let expected: number[];
  let provinceId: number;

  beforeAll(async () => {
    const place = await createPlace(t.db, { lat: 20, lng: -155 });
    provinceId = place.province.id;
    const enabledAt = new Date(Date.now() - DAY);
    const soon = new Date(Date.now() + DAY);
    const past = new Date(Date.now() - 2 * DAY);
    for (let i = 0; i < 27; i++) {
      // Featured now, featured once (expired: ranks as not featured), never featured; several share enabled_at.
      const featuredUntil = i % 9 === 0 ? soon : i % 9 === 1 ? past : null;
      await createListing(t.db, place, {
        enabledAt: i % 2 ? enabledAt : new Date(enabledAt.getTime() + i * 1000),
        featuredUntil,
      });
    }
    // The narrow search of the same listings (their city) sorts and counts every match: the reference order.
    const pages = [];
    for (const page of [1, 2]) pages.push(await found({ cityId: place.city.id, page }));
    expected = pages.flatMap(idsOf);
  });

  it('pages through featured first, then newest, exactly as a narrow search orders them', async () => {
    const bounds = boundsToParam(wide);
    const pages = [];
    for (const page of [1, 2]) pages.push(await found({ bounds, page }));
    expect(pages.flatMap(idsOf)).toEqual(expected);
    expect(pages.map((p) => p.pagination)).toEqual([
      { currentPage: 1, perPage: 20, total: 27, lastPage: 2, totalIsEstimate: false, endOfListings: false },
      { currentPage: 2, perPage: 20, total: 27, lastPage: 2, totalIsEstimate: false, endOfListings: true },
    ]);
  });

  it('past the exact-count limit answers an estimate, and the exact total on the last page', async () => {
    const criteria = { bounds: wide };
    const first = await searchPage(t.db, criteria, new Date(), 1, 10);
    expect(first.totalIsEstimate).toBe(true);
    expect(first.total).toBeGreaterThan(20);
    expect(first.ids).toEqual(expected.slice(0, 20));
    const last = await searchPage(t.db, criteria, new Date(), 2, 10);
    expect(last).toEqual({ ids: expected.slice(20), total: 27, totalIsEstimate: false, more: false });
    expect(await searchPage(t.db, criteria, new Date(), 1, 27)).toMatchObject({ total: 27, totalIsEstimate: false });
  });

  it('answers an estimate far past the limit without counting, and counts a page that finds nothing', async () => {
    await t.db.execute(sql`analyze listing_search`);
    const statements: string[] = [];
    const dialect = new PgDialect();
    const recorded = {
      execute: (query: SQL) => {
        statements.push(dialect.sqlToQuery(query).sql);
        return t.db.execute(query);
      },
    } as unknown as Queryable;
    const counts = () => statements.filter((s) => s.startsWith('select count(*)'));
    // A limit of 2 trusts an estimate from 20 on; the province's statistics tell the planner of its 27 listings.
    const first = await searchPage(recorded, { provinceId }, new Date(), 1, 2);
    expect(first).toMatchObject({ ids: expected.slice(0, 20), totalIsEstimate: true, more: true });
    expect(first.total).toBeGreaterThanOrEqual(21);
    expect(statements.some((s) => s.startsWith('explain'))).toBe(true);
    expect(counts()).toEqual([]);

    statements.length = 0;
    const past = await searchPage(recorded, { provinceId }, new Date(), 3, 2);
    expect(past.ids).toEqual([]);
    expect(counts()).toHaveLength(1);
  });
});

describe('GET /api/listings: bad parameters are a 422 naming the field', () => {
  const cases: [string, Record<string, string>, string][] = [
    ['an unknown amenity', { amenities: 'gym,helipad' }, 'amenities.1'],
    ['an unknown utility', { utilities: 'unicorns' }, 'utilities.0'],
    ['an unknown rental type', { rentalTypes: 'castle' }, 'rentalTypes.0'],
    ['bounds with three values', { bounds: '44,-79,43' }, 'bounds'],
    ['bounds with north below south', { bounds: '43,-79,44,-80' }, 'bounds'],
    ['bounds that are not numbers', { bounds: 'a,b,c,d' }, 'bounds'],
    ['two place scopes', { cityId: '1', metroAreaId: '2' }, 'metroAreaId'],
    ['minRate above maxRate', { minRate: '2000', maxRate: '1000' }, 'maxRate'],
    ['minSqft above maxSqft', { minSqft: '900', maxSqft: '500' }, 'maxSqft'],
    ['minBaths above maxBaths', { minBaths: '3', maxBaths: '1' }, 'maxBaths'],
    ['a bath count that is not a half', { baths: '1.3' }, 'baths.0'],
    ['beds that are not a number', { beds: 'two' }, 'beds.0'],
    ['a negative rate', { minRate: '-5' }, 'minRate'],
    ['page 0', { page: '0' }, 'page'],
    ['a page past the deepest one (500)', { page: '501' }, 'page'],
    ['an unknown sort', { sort: 'cheapest' }, 'sort'],
    ['a furnished flag that is not a boolean', { furnished: 'maybe' }, 'furnished'],
    ['a keyword over 100 characters', { keyword: 'x'.repeat(101) }, 'keyword'],
    ['a city id that is not a number', { cityId: 'toronto' }, 'cityId'],
  ];
  for (const [what, params, field] of cases) {
    it(what, async () => {
      const res = await search(params);
      expect(res.statusCode, res.body).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(field);
    });
  }

  it('says what is wrong with the range, in French too', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/listings?minRate=2000&maxRate=1000',
      headers: { 'accept-language': 'fr' },
    });
    expect(res.json().errors.maxRate[0]).toMatch(/2000/);
  });
});

describe('search SQL builders (for the benchmark)', () => {
  it('searchPage and the SQL builders run on their own and agree with searchListings', async () => {
    const place = await createPlace(t.db, { lat: 62, lng: -135 });
    for (const beds of [2, 2, 1]) await createListing(t.db, place, { beds });
    await createListing(t.db, await createPlace(t.db, { lat: 62, lng: -135 }), { beds: 1 });
    const now = new Date();
    // A narrow search (a city) and a wide one (a map view of 4 x 10 degrees) are built differently.
    for (const criteria of [
      { cityId: place.city.id, beds: [2] },
      { bounds: { north: 64, east: -130, south: 60, west: -140 }, beds: [2] },
    ]) {
      const body = await searchListings(t.db, criteria, { now });
      const page = await queryRows<{ id: number; total: number }>(t.db, searchPageSql(criteria, now));
      const ids = await queryRows<{ id: number }>(t.db, searchIdsSql(criteria, now));
      const [count] = await queryRows<{ total: number }>(t.db, searchCountSql(criteria));
      expect(page.map((r) => Number(r.id))).toEqual(idsOf(body));
      expect(page.map((r) => Number(r.total))).toEqual([2, 2]);
      expect(ids.map((r) => Number(r.id))).toEqual(idsOf(body));
      expect(Number(count?.total)).toBe(2);
      expect(await searchPage(t.db, criteria, now)).toMatchObject({
        ids: idsOf(body),
        total: 2,
        totalIsEstimate: false,
      });
    }
  });
});

describe('GET /api/listings: sort by distance (sort=distance&near=lat,lng)', () => {
  /** Straight-line distance in the (lng, lat) plane: the order the GiST index reads. */
  const planar = (l: { lat: number; lng: number }, near: { lat: number; lng: number }) =>
    Math.hypot(l.lng - near.lng, l.lat - near.lat);
  const byDistance = (list: { id: number; lat: number; lng: number }[], near: { lat: number; lng: number }) =>
    [...list].sort((a, b) => planar(a, near) - planar(b, near) || a.id - b.id).map((l) => l.id);

  it('orders a city nearest first, and listings at one address by id', async () => {
    const place = await createPlace(t.db, { lat: 50, lng: -97 });
    const at = (lat: number, lng: number) => createListing(t.db, place, { lat, lng });
    const far = await at(50.05, -97); // 5.6 km north
    const near = await at(50.001, -97.001); // 130 m
    const sameA = await at(50.01, -97.01); // 1.3 km, two units at one address
    const middle = await at(49.98, -97.02); // 2.7 km
    const sameB = await at(50.01, -97.01);
    const order = await idsIn(place, { sort: 'distance', near: '50,-97' });
    expect(order).toEqual([near.id, sameA.id, sameB.id, middle.id, far.id]);
    // Measured from elsewhere, the order changes: it really is the distance from near.
    expect(await idsIn(place, { sort: 'distance', near: '50.05,-97' })).toEqual([
      far.id,
      sameA.id,
      sameB.id,
      near.id,
      middle.id,
    ]);
    // Other filters still apply.
    await createListing(t.db, place, { lat: 50, lng: -97, beds: 1 });
    expect(await idsIn(place, { sort: 'distance', near: '50,-97', beds: '2' })).toEqual(order);
  });

  it('pages a city and a wide map view identically: disjoint pages of 20 covering everything, in distance order', async () => {
    const place = await createPlace(t.db, { lat: 57, lng: -105 });
    const created: { id: number; lat: number; lng: number }[] = [];
    for (let i = 0; i < 47; i++) {
      // Rings of listings, several at each address, so ties cross page boundaries.
      const ring = Math.floor(i / 6);
      const angle = (i % 3) * 2.1;
      const lat = 57 + Math.sin(angle) * 0.01 * ring;
      const lng = -105 + Math.cos(angle) * 0.01 * ring;
      const listing = await createListing(t.db, place, { lat, lng });
      created.push({ id: listing.id, lat: listing.lat, lng: listing.lng });
    }
    const near = { lat: 57, lng: -105 };
    const expected = byDistance(created, near);
    // A city is sorted in one pass with its count; a wide view (4 x 10 degrees) reads the index up to the page.
    const scopes: Record<string, string | number>[] = [{ cityId: place.city.id }, { bounds: '59,-100,55,-110' }];
    for (const scope of scopes) {
      const pages = [];
      for (const page of [1, 2, 3]) pages.push(await found({ ...scope, sort: 'distance', near: '57,-105', page }));
      expect(pages.map((p) => p.listings.length)).toEqual([20, 20, 7]);
      expect(pages.flatMap(idsOf)).toEqual(expected);
      expect(pages.map((p) => p.pagination.total)).toEqual([47, 47, 47]);
      expect(pages[2]!.pagination.endOfListings).toBe(true);
      // The same page again is the same page.
      expect(idsOf(await found({ ...scope, sort: 'distance', near: '57,-105', page: 2 }))).toEqual(idsOf(pages[1]!));
      // count=0 reads the page alone, with the same rows.
      const uncounted = await found({ ...scope, sort: 'distance', near: '57,-105', page: 3, count: 0 });
      expect(idsOf(uncounted)).toEqual(expected.slice(40));
      expect(uncounted.pagination.endOfListings).toBe(true);
    }
    // Past the end: nothing, the total kept.
    const past = await found({ bounds: '59,-100,55,-110', sort: 'distance', near: '57,-105', page: 9 });
    expect(past.listings).toEqual([]);
    expect(past.pagination.total).toBe(47);
  });

  it('builds the wide page with a bounded circle: the same rows as sorting every match', async () => {
    const place = await createPlace(t.db, { lat: 52, lng: -120 });
    const created = [];
    for (let i = 0; i < 25; i++) {
      const listing = await createListing(t.db, place, { lat: 52 + (i % 5) * 0.003, lng: -120 + (i % 7) * 0.004 });
      created.push(listing);
    }
    const criteria = { bounds: { north: 54, east: -115, south: 50, west: -125 }, sort: 'distance' as const };
    const near = { lat: 52.006, lng: -119.99 };
    const expected = byDistance(created, near);
    for (const [page, limit] of [
      [1, 20],
      [2, 20],
      [1, 21],
      [2, 21],
      [3, 20],
    ] as const) {
      const rows = await queryRows<{ id: number }>(
        t.db,
        searchIdsSql({ ...criteria, near }, new Date(), { page, limit }),
      );
      expect(rows.map((r) => Number(r.id))).toEqual(expected.slice((page - 1) * 20, (page - 1) * 20 + limit));
    }
  });

  it('refuses the distance sort without near, and a near that is not a point', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ sort: 'distance' }, 'The near field is required.'],
      [{ sort: 'distance', near: '' }, 'The near field is required.'],
      [{ sort: 'distance', near: '43.6' }, 'The near field format is invalid.'],
      [{ sort: 'distance', near: '91,-79' }, 'The near field format is invalid.'],
      [{ sort: 'distance', near: '43,-181' }, 'The near field format is invalid.'],
      [{ sort: 'distance', near: 'toronto,on' }, 'The near field format is invalid.'],
      [{ near: '1,2,3' }, 'The near field format is invalid.'],
    ];
    for (const [params, message] of cases) {
      const res = await search(params);
      expect(res.statusCode, JSON.stringify(params)).toBe(422);
      expect(res.json().errors.near, JSON.stringify(params)).toEqual([message]);
    }
    // The city page and the map's marker list take the same parameters.
    const place = await createPlace(t.db);
    const city = await t.call('GET', `/api/listings/${place.province.slug}/${place.city.slug}?sort=distance`);
    expect(city.statusCode).toBe(422);
    expect(Object.keys(city.json().errors)).toEqual(['near']);
  });

  it('ignores near without the distance sort', async () => {
    const now = Date.now();
    const { place, ids } = await cityWith({ enabledAt: new Date(now - DAY) }, { enabledAt: new Date(now) });
    expect(await idsIn(place, { near: '43.65,-79.38' })).toEqual([ids[1], ids[0]]);
  });
});

describe('OpenAPI', () => {
  it('documents every search route', async () => {
    const res = await t.call('GET', '/api/docs/json');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining([
        '/api/listings',
        '/api/listings/{a}/{b}',
        '/api/listings/rent-trends/{a}/{b}',
        '/api/listings-autocomplete',
        '/api/listings-autocomplete-did-you-mean',
        '/api/map-markers',
        '/api/map-marker-info',
      ]),
    );
  });
});
