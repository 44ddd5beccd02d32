// GET /api/map-markers and GET /api/map-marker-info: city-stats clusters for wide views, live clusters and
// per-location markers closer in, and the listings behind each key.
import type { ListingListResponse, MapMarker, MapMarkersResponse } from '@rentals/shared/resources/listings';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { listingCityStats, listings } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { addCity, createListing, createPlace, type TestPlace } from '../../test/listing-factories.ts';
import { CITY_STATS_QUEUE, refreshListingCityStats } from './city-stats.ts';
import { statsClusters, statsClustersSql } from './map-markers.ts';
import { gridCell, parseMarkerKey } from './marker-grid.ts';

let t: TestApp;
let toronto: TestPlace;
let suburb: TestPlace;
let vancouver: TestPlace;
let hamlet: TestPlace;
const hamletIds = { shared: [] as number[], north: 0, south: 0 };

const COUNTRY = '70,-50,25,-140';
const AROUND_TORONTO = '43.8,-79.2,43.5,-79.6';
const AROUND_HAMLET = '54.61,-101.29,54.59,-101.31';

/** Inserts `count` active listings in one statement; `at(i)` places and prices the i-th. */
async function bulk(place: TestPlace, count: number, at: (i: number) => Partial<typeof listings.$inferInsert>) {
  const rows = Array.from({ length: count }, (_, i) => ({
    title: `Listing ${i}`,
    slug: `listing-${i}`,
    streetAddress: `${i} Grid St`,
    cityId: place.city.id,
    metroAreaId: place.city.metroAreaId,
    provinceId: place.province.id,
    lat: place.city.lat,
    lng: place.city.lng,
    rent: 1_500_00 + i * 100,
    beds: i % 5,
    baths: 1,
    rentalType: 'apartment',
    status: 'active' as const,
    enabledAt: new Date(Date.now() - i * 60_000),
    ...at(i),
  }));
  await t.db.insert(listings).values(rows);
}

beforeAll(async () => {
  t = await buildTestApp();
  toronto = await createPlace(t.db, { cityName: 'Toronto', lat: 43.65, lng: -79.38 });
  suburb = await addCity(t.db, toronto, { name: 'Etobicoke', lat: 43.78, lng: -79.55 });
  vancouver = await createPlace(t.db, { cityName: 'Vancouver', lat: 49.28, lng: -123.12 });
  hamlet = await createPlace(t.db, { cityName: 'Hamlet', lat: 54.6, lng: -101.3 });

  // 320 on a grid around Toronto, 10 at the suburb's centre, 100 around Vancouver.
  await bulk(toronto, 320, (i) => ({
    lat: 43.65 + ((i % 20) - 9.5) * 0.01,
    lng: -79.38 + (Math.floor(i / 20) - 7.5) * 0.0125,
  }));
  await bulk(toronto, 5, () => ({ status: 'expired' }));
  await bulk(suburb, 10, (i) => ({ rent: 900_00 + i }));
  await bulk(vancouver, 100, (i) => ({ lat: 49.28 + (i % 10) * 0.01, lng: -123.12 + Math.floor(i / 10) * 0.01 }));
  // The hamlet: three units at one address, and two houses of their own (one featured).
  for (const rent of [1_200_00, 1_100_00, 1_300_00]) {
    hamletIds.shared.push((await createListing(t.db, hamlet, { rent, lat: 54.6, lng: -101.3 })).id);
  }
  hamletIds.north = (
    await createListing(t.db, hamlet, {
      lat: 54.601,
      lng: -101.301,
      rent: 2_000_00,
      featuredUntil: new Date(Date.now() + 86_400_000),
    })
  ).id;
  hamletIds.south = (await createListing(t.db, hamlet, { lat: 54.599, lng: -101.299, rent: 1_800_00 })).id;
  await refreshListingCityStats(t.db);
});
afterAll(() => t.close());

const TOTAL_ACTIVE = 320 + 10 + 100 + 5;

async function markers(params: Record<string, string | number>): Promise<MapMarkersResponse> {
  const query = new URLSearchParams(Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])));
  const res = await t.call('GET', `/api/map-markers?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function info(params: Record<string, string | number>): Promise<ListingListResponse> {
  const query = new URLSearchParams(Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])));
  const res = await t.call('GET', `/api/map-marker-info?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Every listing id behind a marker, through all the pages of map-marker-info. */
async function allBehind(key: string, params: Record<string, string | number> = {}) {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const body = await info({ key, page, ...params });
    ids.push(...body.listings.map((l) => l.id));
    if (body.listings.length < 20) {
      expect(ids.length).toBe(body.total);
      return ids;
    }
  }
}

const byCount = (list: MapMarker[]) => [...list].sort((a, b) => a.count - b.count);

describe('GET /api/map-markers: wide views from the city stats', () => {
  it('clusters whole cities in grid cells, weighted by their listings', async () => {
    const body = await markers({ bounds: COUNTRY, zoom: 4 });
    expect(body.count).toBe(TOTAL_ACTIVE);
    const [hamletMarker, vancouverMarker, torontoMarker] = byCount(body.markers);
    expect(body.markers).toHaveLength(3);
    expect(body.markers.every((m) => m.key.startsWith('s:4:') && m.listingId === null && !m.featured)).toBe(true);
    expect(hamletMarker).toMatchObject({ count: 5, lat: 54.6, lng: -101.3, minRent: 1_100_00 });
    expect(vancouverMarker).toMatchObject({ count: 100, lat: 49.28, lng: -123.12 });
    // Toronto (320) and Etobicoke (10) share a cell; the centre leans towards Toronto.
    expect(torontoMarker?.count).toBe(330);
    expect(torontoMarker?.lat).toBeCloseTo((43.65 * 320 + 43.78 * 10) / 330, 6);
    expect(torontoMarker?.lng).toBeCloseTo((-79.38 * 320 + -79.55 * 10) / 330, 6);
    expect(torontoMarker?.minRent).toBe(900_00);
    const b = torontoMarker!.bounds!;
    expect(b.south).toBeLessThanOrEqual(43.65);
    expect(b.north).toBeGreaterThanOrEqual(43.78);
    expect(b.west).toBeLessThanOrEqual(-79.55);
    expect(b.east).toBeGreaterThanOrEqual(-79.38);
  });

  it('keeps to the bounds and the place scope', async () => {
    const west = await markers({ bounds: '60,-110,40,-130', zoom: 5, provinceId: vancouver.province.id });
    // Only Vancouver's 100: few enough to show one marker per listing, live.
    expect(west.count).toBe(100);
    expect(west.markers).toHaveLength(100);
    expect(west.markers.every((m) => m.key === `l:${m.listingId}` && m.count === 1)).toBe(true);
    const east = await markers({ bounds: '50,-70,40,-90', zoom: 4 });
    expect(east.count).toBe(330);
  });

  it('map-marker-info lists exactly the listings of the cities in the cluster', async () => {
    const body = await markers({ bounds: COUNTRY, zoom: 4 });
    const torontoMarker = byCount(body.markers)[2]!;
    const ids = await allBehind(torontoMarker.key);
    expect(ids).toHaveLength(330);
    expect(new Set(ids).size).toBe(330);
    const first = await info({ key: torontoMarker.key });
    expect(first.total).toBe(330);
    expect(first.listings.every((l) => ['Toronto', 'Etobicoke'].includes(l.cityName))).toBe(true);
    // Newest first, as in search.
    const times = first.listings.map((l) => Date.parse(l.enabledAt!));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    // Filters narrow it down.
    const studios = await info({ key: torontoMarker.key, beds: '0' });
    expect(studios.total).toBe(64 + 2);
    expect(studios.listings.every((l) => l.beds === 0)).toBe(true);
  });
});

describe('city-stats clusters in memory', () => {
  it('match the same clustering done in SQL', async () => {
    const country = { north: 70, east: -50, south: 25, west: -140 };
    const requests = [
      { bounds: country, zoom: 1 },
      { bounds: country, zoom: 4 },
      { bounds: country, zoom: 9 },
      { bounds: { north: 50, east: -70, south: 40, west: -90 }, zoom: 6 },
      { bounds: country, zoom: 5, provinceId: toronto.province.id },
      { bounds: country, zoom: 5, metroAreaId: vancouver.metroArea!.id },
      { bounds: country, zoom: 5, cityId: suburb.city.id },
    ];
    const byCell = (a: { x: number; y: number }, b: { x: number; y: number }) => a.x - b.x || a.y - b.y;
    for (const request of requests) {
      type Cell = Awaited<ReturnType<typeof statsClusters>>[number];
      const fromSql = (await queryRows<Cell>(t.db, statsClustersSql(request)))
        .map((r) => ({ ...r, x: Number(r.x), y: Number(r.y) }))
        .sort(byCell);
      const inMemory = (await statsClusters(t.db, request)).sort(byCell);
      expect(inMemory.length, JSON.stringify(request)).toBe(fromSql.length);
      expect(inMemory.length).toBeGreaterThan(0);
      inMemory.forEach((cell, i) => {
        const row = fromSql[i]!;
        expect([cell.x, cell.y, cell.count, cell.min_rent]).toEqual([
          row.x,
          row.y,
          Number(row.count),
          Number(row.min_rent),
        ]);
        expect([cell.south, cell.north, cell.west, cell.east]).toEqual([row.south, row.north, row.west, row.east]);
        expect(cell.lat).toBeCloseTo(Number(row.lat), 9);
        expect(cell.lng).toBeCloseTo(Number(row.lng), 9);
      });
    }
  });
});

describe('GET /api/map-markers: live from the listings', () => {
  it('with filters, a wide view clusters cities by the listings that match', async () => {
    const body = await markers({ bounds: COUNTRY, zoom: 4, maxRate: 100_000 });
    expect(body.count).toBe(TOTAL_ACTIVE);
    expect(body.markers).toHaveLength(3);
    expect(body.markers.every((m) => m.key.startsWith('s:4:'))).toBe(true);
    const featured = body.markers.filter((m) => m.featured);
    expect(featured).toHaveLength(1);
    expect(featured[0]).toMatchObject({ count: 5, listingId: null });
    expect(featured[0]?.lat).toBeCloseTo(54.6, 6);

    // Above 300 matches: city clusters; below: one marker per location. Either way, exactly the matches.
    const rows = await t.db.select().from(listings).where(eq(listings.status, 'active'));
    type Row = (typeof rows)[number];
    const cases: { filters: Record<string, string | number>; matches: (r: Row) => boolean; keys: RegExp }[] = [
      { filters: { minRate: 1_000 }, matches: (r) => r.rent >= 1_000_00, keys: /^s:4:/ },
      {
        filters: { minRate: 1_500, beds: '1,2' },
        matches: (r) => r.rent >= 1_500_00 && [1, 2].includes(r.beds),
        keys: /^l:\d+$/,
      },
    ];
    for (const { filters, matches, keys } of cases) {
      const filtered = await markers({ bounds: COUNTRY, zoom: 4, ...filters });
      expect(filtered.markers.every((m) => keys.test(m.key))).toBe(true);
      const behind = [];
      for (const marker of filtered.markers) behind.push(...(await allBehind(marker.key, filters)));
      expect(behind.length).toBe(filtered.count);
      const expected = rows.filter(matches).map((r) => r.id);
      expect(filtered.count).toBe(expected.length);
      expect(new Set(behind)).toEqual(new Set(expected));
    }
  });

  it('from zoom 10, clusters the listings in the bounds on a finer grid', async () => {
    const body = await markers({ bounds: AROUND_TORONTO, zoom: 11 });
    expect(body.count).toBe(330);
    expect(body.markers.length).toBeGreaterThan(4);
    const cell = gridCell(11);
    const rows = await t.db.select().from(listings).where(eq(listings.status, 'active'));
    const byId = new Map(rows.map((r) => [r.id, r]));
    const seen = new Set<number>();
    for (const marker of body.markers) {
      const ids = await allBehind(marker.key);
      expect(ids.length, marker.key).toBe(marker.count);
      const key = parseMarkerKey(marker.key);
      for (const id of ids) {
        expect(seen.has(id)).toBe(false);
        seen.add(id);
        const row = byId.get(id)!;
        if (key?.kind === 'cell') {
          expect(Math.floor(row.lng / cell.width)).toBe(key.x);
          expect(Math.floor(row.lat / cell.height)).toBe(key.y);
          // Bounds are rounded to 6 decimals.
          expect(row.lat).toBeGreaterThanOrEqual(marker.bounds!.south - 1e-6);
          expect(row.lat).toBeLessThanOrEqual(marker.bounds!.north + 1e-6);
          expect(row.lng).toBeGreaterThanOrEqual(marker.bounds!.west - 1e-6);
          expect(row.lng).toBeLessThanOrEqual(marker.bounds!.east + 1e-6);
        }
      }
      const rents = ids.map((id) => byId.get(id)!.rent);
      expect(marker.minRent).toBe(Math.min(...rents));
    }
    expect(seen.size).toBe(330);
    // Etobicoke's 10 listings all stand at one point: one marker for that address, not a cluster.
    const etobicoke = body.markers.find((m) => m.lat === 43.78 && m.lng === -79.55);
    expect(etobicoke).toMatchObject({ key: 'p:43.78:-79.55', count: 10, listingId: null, bounds: null });
  });
});

describe('GET /api/map-marker-info: the distance sort', () => {
  it("lists a cluster's listings nearest first when the search sorts by distance", async () => {
    const body = await markers({ bounds: AROUND_TORONTO, zoom: 11 });
    const cluster = body.markers
      .filter((m) => m.key.startsWith('c:') || m.count > 3)
      .sort((a, b) => b.count - a.count)[0]!;
    const near = { lat: cluster.lat + 0.05, lng: cluster.lng - 0.05 };
    const page = await info({ key: cluster.key, sort: 'distance', near: `${near.lat},${near.lng}` });
    const rows = await t.db.select().from(listings).where(eq(listings.status, 'active'));
    const byId = new Map(rows.map((r) => [r.id, r]));
    // The order of `location <-> point`: straight lines in the (lng, lat) plane.
    const distances = page.listings.map((l) =>
      Math.hypot(byId.get(l.id)!.lng - near.lng, byId.get(l.id)!.lat - near.lat),
    );
    expect(distances.length).toBeGreaterThan(1);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });
});

describe('GET /api/map-markers: close views', () => {
  it('shows one marker per location: single listings, and units sharing an address', async () => {
    const body = await markers({ bounds: AROUND_HAMLET, zoom: 15 });
    expect(body.count).toBe(5);
    const byKey = new Map(body.markers.map((m) => [m.key, m]));
    expect([...byKey.keys()].sort()).toEqual([`l:${hamletIds.north}`, `l:${hamletIds.south}`, 'p:54.6:-101.3'].sort());
    expect(byKey.get('p:54.6:-101.3')).toEqual({
      key: 'p:54.6:-101.3',
      lat: 54.6,
      lng: -101.3,
      count: 3,
      listingId: null,
      minRent: 1_100_00,
      featured: false,
      bounds: null,
    });
    expect(byKey.get(`l:${hamletIds.north}`)).toMatchObject({
      lat: 54.601,
      lng: -101.301,
      count: 1,
      listingId: hamletIds.north,
      minRent: 2_000_00,
      featured: true,
    });
  });

  it('map-marker-info lists the units at one address, or the one listing', async () => {
    const shared = await info({ key: 'p:54.6:-101.3' });
    expect(shared.total).toBe(3);
    expect(shared.listings.map((l) => l.id).sort()).toEqual([...hamletIds.shared].sort());
    expect(await info({ key: 'p:54.6:-101.3', page: 2 })).toEqual({ listings: [], total: 3 });
    const single = await info({ key: `l:${hamletIds.south}` });
    expect(single).toMatchObject({ total: 1, listings: [{ id: hamletIds.south, rent: 1_800_00 }] });
    // Under filters it does not match, the marker is empty.
    expect(await info({ key: `l:${hamletIds.south}`, minRate: 5_000 })).toEqual({ listings: [], total: 0 });
    // Filters apply to the markers too.
    const cheap = await markers({ bounds: AROUND_HAMLET, zoom: 15, maxRate: 1_150 });
    expect(cheap.markers).toEqual([
      expect.objectContaining({ key: `l:${hamletIds.shared[1]}`, listingId: hamletIds.shared[1], count: 1 }),
    ]);
  });

  it('answers no markers for an empty part of the map', async () => {
    expect(await markers({ bounds: '30,-60,29,-61', zoom: 12 })).toEqual({ markers: [], count: 0 });
    expect(await markers({ bounds: '30,-60,29,-61', zoom: 3 })).toEqual({ markers: [], count: 0 });
  });
});

describe('bad parameters are a 422 naming the field', () => {
  const cases: [string, string, string][] = [
    ['map-markers without bounds', '/api/map-markers?zoom=5', 'bounds'],
    ['map-markers with three bounds values', '/api/map-markers?zoom=5&bounds=1,2,3', 'bounds'],
    ['map-markers with north below south', '/api/map-markers?zoom=5&bounds=40,-70,50,-80', 'bounds'],
    ['map-markers at zoom 0', `/api/map-markers?zoom=0&bounds=${COUNTRY}`, 'zoom'],
    ['map-markers at zoom 21', `/api/map-markers?zoom=21&bounds=${COUNTRY}`, 'zoom'],
    ['map-markers without a zoom', `/api/map-markers?bounds=${COUNTRY}`, 'zoom'],
    ['map-markers with two scopes', `/api/map-markers?zoom=4&bounds=${COUNTRY}&cityId=1&provinceId=2`, 'provinceId'],
    ['map-markers with an unknown amenity', `/api/map-markers?zoom=4&bounds=${COUNTRY}&amenities=moat`, 'amenities.0'],
    ['map-marker-info without a key', '/api/map-marker-info', 'key'],
    ['map-marker-info with a made-up key', '/api/map-marker-info?key=zzz', 'key'],
    ['map-marker-info with a cell at zoom 0', '/api/map-marker-info?key=c:0:1:1', 'key'],
    ['map-marker-info with a listing key that is no id', '/api/map-marker-info?key=l:abc', 'key'],
    ['map-marker-info with a point off the globe', '/api/map-marker-info?key=p:91:0', 'key'],
    ['map-marker-info with min above max', '/api/map-marker-info?key=l:1&minSqft=9&maxSqft=1', 'maxSqft'],
  ];
  for (const [what, url, field] of cases) {
    it(what, async () => {
      const res = await t.call('GET', url);
      expect(res.statusCode, res.body).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(field);
    });
  }
});

describe('the city stats job', () => {
  it('is defined and refreshes listing_city_stats', async () => {
    const place = await createPlace(t.db);
    await createListing(t.db, place, { rent: 1_234_00 });
    await createListing(t.db, place, { rent: 999_00 });
    await t.app.jobs.send(CITY_STATS_QUEUE, {});
    const [stats] = await t.db.select().from(listingCityStats).where(eq(listingCityStats.cityId, place.city.id));
    expect(stats).toMatchObject({ activeCount: 2, minRent: 999_00 });
  });
});
