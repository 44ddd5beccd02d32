// GET /api/listings/{province}/{city} (the city page) and GET /api/listings/rent-trends/{province}/{city}.
import type { CityPageResponse, RentTrendsResponse } from '@rentals/shared/resources/listings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import {
  addCity,
  createListing,
  createPlace,
  type NewTestListing,
  type TestPlace,
} from '../../test/listing-factories.ts';
import { lastMonths } from './rent-trends.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const cityUrl = (place: TestPlace, query = '') => `/api/listings/${place.province.slug}/${place.city.slug}${query}`;
const trendsUrl = (place: TestPlace) => `/api/listings/rent-trends/${place.province.slug}/${place.city.slug}`;

async function cityPage(place: TestPlace, query = ''): Promise<CityPageResponse> {
  const res = await t.call('GET', cityUrl(place, query));
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('GET /api/listings/:province/:city', () => {
  it('answers the place, its counts and the first page of its listings', async () => {
    const place = await createPlace(t.db, { cityName: 'Halifax Test', lat: 44.65, lng: -63.57 });
    const rents = [1_000_00, 1_500_00, 2_000_00, 4_000_00];
    const beds = [0, 1, 2, 5];
    const created = [];
    for (const [i, rent] of rents.entries()) {
      created.push(
        await createListing(t.db, place, { rent, beds: beds[i], lat: 44.6 + i * 0.02, lng: -63.6 + i * 0.03 }),
      );
    }
    await createListing(t.db, place, { status: 'expired', rent: 9_000_00, lat: 50, lng: -60 });
    // Another city of the same province is not counted.
    await createListing(t.db, await addCity(t.db, place, { name: 'Dartmouth Test' }));

    const body = await cityPage(place);
    expect(body.place).toEqual({
      kind: 'city',
      id: place.city.id,
      name: 'Halifax Test',
      label: `Halifax Test, ${place.province.code}`,
      path: `/rentals/${place.province.slug}/halifax-test`,
      provinceCode: place.province.code,
      bounds: { north: 44.66, south: 44.6, east: -63.51, west: -63.6 },
      center: { lat: 44.65, lng: -63.57 },
    });
    expect(body.counts).toEqual({
      total: 4,
      byBeds: { '0': 1, '1': 1, '2': 1, '3': 0, '4': 1 },
      // The median of an even count is the mean of the middle two.
      medianRent: 1_750_00,
    });
    expect(body.listings.map((l) => l.id).sort()).toEqual(created.map((l) => l.id).sort());
    expect(body.pagination).toEqual({
      currentPage: 1,
      perPage: 20,
      total: 4,
      lastPage: 1,
      totalIsEstimate: false,
      endOfListings: true,
    });
  });

  it('applies the filters, sort and page to the listings but not to the counts', async () => {
    const place = await createPlace(t.db);
    const cheap = await createListing(t.db, place, { beds: 2, rent: 1_200_00 });
    const dear = await createListing(t.db, place, { beds: 2, rent: 2_400_00 });
    await createListing(t.db, place, { beds: 1, rent: 900_00 });

    const body = await cityPage(place, '?beds=2&sort=price-desc');
    expect(body.listings.map((l) => l.id)).toEqual([dear.id, cheap.id]);
    expect(body.pagination.total).toBe(2);
    expect(body.counts.total).toBe(3);
    expect((await cityPage(place, '?beds=2&page=2')).listings).toEqual([]);
    expect((await cityPage(place, '?count=0')).pagination.total).toBeNull();
  });

  it('gives a city without listings a box around its centre, bigger for a bigger city', async () => {
    const village = await createPlace(t.db, { lat: 46.2, lng: -66.5, population: 2_000 });
    const metropolis = await createPlace(t.db, { lat: 46.2, lng: -66.5, population: 3_000_000 });
    const small = await cityPage(village);
    const big = await cityPage(metropolis);
    expect(small.counts).toEqual({ total: 0, byBeds: { '0': 0, '1': 0, '2': 0, '3': 0, '4': 0 }, medianRent: null });
    expect(small.listings).toEqual([]);
    // ~0.025° each way for a village, wider in longitude (1/cos 46.2°) so the map looks square.
    expect(small.place.bounds).toEqual({ north: 46.225367, south: 46.174633, east: -66.463351, west: -66.536649 });
    const span = (b: CityPageResponse['place']['bounds']) => (b ? b.north - b.south : 0);
    expect(span(big.place.bounds)).toBeGreaterThan(span(small.place.bounds) * 3);
    for (const { place } of [small, big]) {
      expect(place.bounds!.south).toBeLessThan(46.2);
      expect(place.bounds!.north).toBeGreaterThan(46.2);
      expect(place.bounds!.west).toBeLessThan(-66.5);
      expect(place.bounds!.east).toBeGreaterThan(-66.5);
    }
  });

  it('opens a map around a single listing rather than a point', async () => {
    const place = await createPlace(t.db);
    await createListing(t.db, place, { lat: 45, lng: -73 });
    const { bounds } = (await cityPage(place)).place;
    expect(bounds).toEqual({ north: 45.01, south: 44.99, east: -72.99, west: -73.01 });
  });

  it('is a 404 for an unknown province or city, or a city of another province', async () => {
    const place = await createPlace(t.db);
    const other = await createPlace(t.db);
    for (const url of [
      `/api/listings/${place.province.slug}/no-such-city`,
      `/api/listings/no-such-province/${place.city.slug}`,
      `/api/listings/${other.province.slug}/${place.city.slug}`,
    ]) {
      const res = await t.call('GET', url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: expect.any(String) });
    }
  });

  it('refuses bad filters with a 422', async () => {
    const place = await createPlace(t.db);
    const res = await t.call('GET', cityUrl(place, '?minRate=3000&maxRate=100'));
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['maxRate']);
  });
});

describe('GET /api/listings/rent-trends/:province/:city', () => {
  const now = new Date();
  /** Mid-month, `monthsAgo` months back (UTC). */
  const monthsAgo = (n: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - n, 15, 12));
  /** The start of the current month: always in the past, always this month. */
  const thisMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1, 0, 0, 1));

  it('is not taken for a city page', async () => {
    const place = await createPlace(t.db);
    const res = await t.call('GET', trendsUrl(place));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toHaveProperty('series');
    expect(res.json()).not.toHaveProperty('listings');
  });

  it('answers the median rent by bedrooms for each of the last 12 months', async () => {
    const place = await createPlace(t.db);
    const other = await addCity(t.db, place);
    const at = async (enabledAt: Date, beds: number, rent: number, status: NewTestListing['status'] = 'active') =>
      createListing(t.db, place, { enabledAt, beds, rent, status });
    // This month, one bedroom: 1,000 / 2,000 / 4,000 -> 2,000 (history counts: expired and removed too).
    await at(thisMonth, 1, 1_000_00);
    await at(thisMonth, 1, 2_000_00, 'expired');
    await at(thisMonth, 1, 4_000_00, 'removed');
    await at(thisMonth, 1, 100_00, 'draft'); // never went live
    // Two months ago: studios 1,000 and 2,000 -> 1,500; 4+ bedrooms (4 and 6) 3,000 and 5,000 -> 4,000.
    await at(monthsAgo(2), 0, 1_000_00);
    await at(monthsAgo(2), 0, 2_000_00);
    await at(monthsAgo(2), 4, 3_000_00);
    await at(monthsAgo(2), 6, 5_000_00);
    // Out of range, or in another city.
    await at(monthsAgo(12), 1, 7_000_00);
    await createListing(t.db, other, { enabledAt: thisMonth, beds: 1, rent: 8_000_00 });

    const res = await t.call('GET', trendsUrl(place));
    expect(res.statusCode, res.body).toBe(200);
    const body: RentTrendsResponse = res.json();
    expect(body.months).toEqual(lastMonths(now));
    expect(body.months).toHaveLength(12);
    expect(body.months[11]).toBe(now.toISOString().slice(0, 7));
    expect(body.place).toMatchObject({ kind: 'city', id: place.city.id });
    const series = (beds: number) => body.series.find((s) => s.beds === beds)!;
    expect(body.series.map((s) => s.beds)).toEqual([0, 1, 2, 3, 4]);
    const empty = Array(12).fill(null);
    const only = (index: number, value: number | null) => empty.map((v, i) => (i === index ? value : v));
    expect(series(1).medians).toEqual(only(11, 2_000_00));
    expect(series(1).counts).toEqual(only(11, 3).map((v) => v ?? 0));
    expect(series(0).medians).toEqual(only(9, 1_500_00));
    expect(series(4).medians).toEqual(only(9, 4_000_00));
    expect(series(4).counts[9]).toBe(2);
    expect(series(2).medians).toEqual(empty);
    expect(series(3).counts).toEqual(Array(12).fill(0));
  });

  it('is a 404 for an unknown city', async () => {
    const place = await createPlace(t.db);
    const res = await t.call('GET', `/api/listings/rent-trends/${place.province.slug}/nowhere`);
    expect(res.statusCode).toBe(404);
  });

  it('lastMonths counts back across a new year', () => {
    expect(lastMonths(new Date('2025-02-10T00:00:00Z'), 4)).toEqual(['2024-11', '2024-12', '2025-01', '2025-02']);
  });
});
