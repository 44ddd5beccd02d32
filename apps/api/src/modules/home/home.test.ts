// GET /api/home and loadHomePage: the home page's blocks from real rows.
import type { HomePageResponse } from '@rentals/shared/resources/home';
import type { RentTrendsResponse, ResolveResponse } from '@rentals/shared/resources/listings';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provinces } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { addCity, createListing, createPlace, type TestPlace } from '../../test/listing-factories.ts';
import { refreshListingCityStats } from '../search/city-stats.ts';
import { forgetHomePage, loadHomePage } from './home.service.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** GET /api/home after the city stats job has run and with this process's cache dropped. */
async function home(query = '', headers: Record<string, string> = {}): Promise<HomePageResponse> {
  await refreshListingCityStats(t.db);
  forgetHomePage(t.db);
  const res = await t.call('GET', `/api/home${query}`, { headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Distinct moments a few seconds apart, newest first: all in the current month unless run at midnight on the 1st. */
const secondsAgo = (n: number) => new Date(Date.now() - n * 1000);

describe('GET /api/home', () => {
  it('answers empty blocks on an empty database', async () => {
    const body = await home();
    expect(body).toEqual({ popularCities: [], featured: [], newest: [], provinces: [], rentTrend: null });
  });

  describe('with listings', () => {
    let big: TestPlace;
    let small: TestPlace;
    let other: TestPlace;
    const ids: Record<string, number> = {};

    beforeAll(async () => {
      big = await createPlace(t.db, { cityName: 'Home Big City', provinceName: 'British Columbia Test' });
      await t.db
        .update(provinces)
        .set({ nameFr: 'Colombie-Britannique Test' })
        .where(eq(provinces.id, big.province.id));
      small = await addCity(t.db, big, { name: 'Home Small City' });
      other = await createPlace(t.db, { cityName: 'Home Other City', provinceName: 'Alberta Test' });

      const add = async (name: string, place: TestPlace, values: Parameters<typeof createListing>[2]) => {
        ids[name] = (await createListing(t.db, place, { title: `Home ${name}`, ...values })).id;
      };
      await add('bigStudio', big, { beds: 0, rent: 1_200_00, enabledAt: secondsAgo(9), photos: 2 });
      await add('bigOneA', big, { beds: 1, rent: 1_600_00, enabledAt: secondsAgo(8) });
      await add('bigOneB', big, { beds: 1, rent: 1_800_00, enabledAt: secondsAgo(7) });
      await add('bigFeatured', big, {
        beds: 2,
        rent: 2_500_00,
        enabledAt: secondsAgo(6),
        featuredUntil: new Date(Date.now() + 7 * DAY),
      });
      // Past its featured time: an ordinary listing now.
      await add('bigWasFeatured', big, {
        beds: 3,
        rent: 3_000_00,
        enabledAt: secondsAgo(5),
        featuredUntil: new Date(Date.now() - DAY),
      });
      // Not active: never on the home page, though an expired listing still counts in rent trends.
      await add('bigExpiredFeatured', big, {
        status: 'expired',
        beds: 1,
        rent: 9_000_00,
        enabledAt: secondsAgo(4),
        featuredUntil: new Date(Date.now() + 7 * DAY),
      });
      await add('bigDraft', big, { status: 'draft', enabledAt: null });
      await add('smallOne', small, { enabledAt: secondsAgo(3) });
      await add('otherFeatured', other, {
        enabledAt: secondsAgo(2),
        featuredUntil: new Date(Date.now() + DAY),
      });
      await add('otherNewest', other, { enabledAt: secondsAgo(1) });
    });

    it('counts each city and province from the city stats, most listings first', async () => {
      const body = await home();
      expect(body.popularCities).toEqual([
        {
          id: big.city.id,
          name: 'Home Big City',
          provinceCode: big.province.code,
          provinceName: 'British Columbia Test',
          path: `/rentals/${big.province.slug}/home-big-city`,
          listingCount: 5,
        },
        expect.objectContaining({ id: other.city.id, listingCount: 2 }),
        expect.objectContaining({ id: small.city.id, listingCount: 1 }),
      ]);
      expect(body.provinces).toEqual([
        {
          id: other.province.id,
          name: 'Alberta Test',
          code: other.province.code,
          country: 'CA',
          path: `/rentals/${other.province.slug}`,
          listingCount: 2,
        },
        expect.objectContaining({ id: big.province.id, name: 'British Columbia Test', listingCount: 6 }),
      ]);
    });

    it("gives provinces and cities the search pages' own paths", async () => {
      const body = await home();
      for (const path of [...body.provinces.map((p) => p.path), ...body.popularCities.map((c) => c.path)]) {
        const res = await t.call('GET', `/api/resolve?path=${encodeURIComponent(path)}`);
        expect(res.statusCode, res.body).toBe(200);
        const resolved: ResolveResponse = res.json();
        expect(resolved.type).toBe('search');
        if (resolved.type === 'search') expect(resolved.place.path).toBe(path);
      }
    });

    it('shows only featured active listings as featured, newest first, as listing cards', async () => {
      const body = await home();
      expect(body.featured.map((card) => card.id)).toEqual([ids.otherFeatured, ids.bigFeatured]);
      expect(body.featured.every((card) => card.featured)).toBe(true);
      expect(body.featured[1]).toMatchObject({
        title: 'Home bigFeatured',
        path: `/rentals/${big.province.slug}/home-big-city/home-bigfeatured-${ids.bigFeatured}`,
        rent: 2_500_00,
        beds: 2,
        cityName: 'Home Big City',
      });
    });

    it('lists the newest active listings first, featured or not', async () => {
      const body = await home();
      expect(body.newest.map((card) => card.id)).toEqual([
        ids.otherNewest,
        ids.otherFeatured,
        ids.smallOne,
        ids.bigWasFeatured,
        ids.bigFeatured,
        ids.bigOneB,
        ids.bigOneA,
        ids.bigStudio,
      ]);
      const studio = body.newest.at(-1);
      expect(studio?.photoCount).toBe(2);
      expect(studio?.photo?.url).toMatch(/^\/uploads\/demo\/photo-1-800\.webp$/);
      // The same cards GET /api/fav-listings answers for those ids.
      const res = await t.call('GET', `/api/fav-listings?ids=${body.newest.map((card) => card.id).join(',')}`);
      expect(res.json().listings).toEqual(body.newest);
    });

    it("teases the biggest city's median rents by bedrooms from its rent trends", async () => {
      const body = await home();
      const res = await t.call('GET', `/api/listings/rent-trends/${big.province.slug}/${big.city.slug}`);
      const trends: RentTrendsResponse = res.json();
      const month = trends.months.at(-1);
      expect(body.rentTrend).toEqual({
        city: body.popularCities[0],
        month,
        byBeds: trends.series
          .map((s) => ({ beds: s.beds, median: s.medians.at(-1), count: s.counts.at(-1) }))
          .filter((row) => row.count),
      });
      // The expired listing counts in the trends (history), the draft does not; no row without rents (4+).
      expect(body.rentTrend?.byBeds).toEqual([
        { beds: 0, median: 1_200_00, count: 1 },
        { beds: 1, median: 1_800_00, count: 3 },
        { beds: 2, median: 2_500_00, count: 1 },
        { beds: 3, median: 3_000_00, count: 1 },
      ]);
    });

    it('names provinces in French for locale=fr or Accept-Language: fr', async () => {
      for (const body of [await home('?locale=fr'), await home('', { 'accept-language': 'fr-CA,fr;q=0.9' })]) {
        expect(body.provinces.map((p) => p.name)).toEqual(['Alberta Test', 'Colombie-Britannique Test']);
        expect(body.popularCities[0]?.provinceName).toBe('Colombie-Britannique Test');
      }
      expect((await home('?locale=en', { 'accept-language': 'fr' })).provinces[1]?.name).toBe('British Columbia Test');
    });

    it('keeps the answer a minute per language, and says so to shared caches', async () => {
      const before = await home();
      const added = await createListing(t.db, other, { enabledAt: new Date() });
      await refreshListingCityStats(t.db);
      const res = await t.call('GET', '/api/home');
      expect(res.headers['cache-control']).toBe('public, max-age=60');
      expect(res.json()).toEqual(before);
      expect(await loadHomePage(t.db, { locale: 'en' })).toEqual(before);
      forgetHomePage(t.db);
      const after = await loadHomePage(t.db, { locale: 'en' });
      expect(after.newest[0]?.id).toBe(added.id);
      expect(after.newest).toHaveLength(8);
      expect(after.popularCities[1]?.listingCount).toBe(3);
    });

    it('refuses an unknown locale with 422', async () => {
      expect((await t.call('GET', '/api/home?locale=de')).statusCode).toBe(422);
    });

    it("teases a city of the site's region with rents, not a bigger city of the other country", async () => {
      // A US city with the most listings, all of one size: a Canadian site still teases its Canadian city.
      const us = await createPlace(t.db, { cityName: 'Home US City', provinceName: 'New York Test' });
      await t.db.update(provinces).set({ country: 'US' }).where(eq(provinces.id, us.province.id));
      for (let i = 0; i < 8; i++) await createListing(t.db, us, { beds: 1, rent: 3_000_00, enabledAt: secondsAgo(20) });
      const body = await home();
      expect(body.popularCities[0]?.name).toBe('Home US City');
      expect(body.rentTrend?.city.name).toBe('Home Big City');
      expect(body.rentTrend?.byBeds.map((row) => row.beds)).toEqual([0, 1, 2, 3]);
      expect(body.rentTrend?.byBeds.every((row) => row.count > 0 && row.median !== null)).toBe(true);
    });

    it('is documented in the OpenAPI description', async () => {
      const docs = (await t.call('GET', '/api/docs/json')).json();
      const operation = docs.paths['/api/home']?.get;
      expect(operation?.tags).toEqual(['home']);
      expect(Object.keys(operation?.responses ?? {})).toEqual(expect.arrayContaining(['200', '422']));
    });
  });
});
