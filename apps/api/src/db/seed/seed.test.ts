// The one test file that runs the whole seed, places and demo listings included (a few seconds), then checks
// it is idempotent.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { distanceKm } from '@rentals/shared/travel';
import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshTestDatabase } from '../../test/test-database.ts';
import type { Database, DatabaseHandle } from '../client.ts';
import {
  cities,
  contentBlockContents,
  listings,
  menuItems,
  metroAreas,
  projectModuleSettings,
  projectModules,
  provinces,
  siteSettings,
  users,
} from '../schema/index.ts';
import { DEMO_ACCOUNTS } from './demo.ts';
import { seed, seedReferenceData } from './index.ts';
import { DEMO_LANDLORD_EMAIL, DEMO_LANDLORD_LISTINGS, DEMO_LISTINGS } from './listings.ts';
import { type PlacesSeedResult, planPlaces, seedPlaces, slugify } from './places.ts';
import { DEFAULT_MENUS } from './site.ts';

let handle: DatabaseHandle;
let db: Database;
let first: Awaited<ReturnType<typeof seed>>;
let uploadsDir: string;

async function countOf(table: typeof cities | typeof provinces | typeof metroAreas | typeof users | typeof listings) {
  const [row] = await db.select({ n: count().mapWith(Number) }).from(table);
  return row?.n ?? 0;
}

async function siteCounts() {
  const n = async (
    table: typeof siteSettings | typeof menuItems | typeof contentBlockContents | typeof projectModuleSettings,
  ) => {
    const [row] = await db.select({ n: count().mapWith(Number) }).from(table);
    return row?.n ?? 0;
  };
  return {
    settings: await n(siteSettings),
    menuItems: await n(menuItems),
    contents: await n(contentBlockContents),
    moduleSettings: await n(projectModuleSettings),
  };
}

beforeAll(async () => {
  handle = await freshTestDatabase();
  db = handle.db;
  uploadsDir = await mkdtemp(path.join(tmpdir(), 'rentals-uploads-'));
  first = await seed(db, { demo: true, uploadsDir });
}, 120_000);
afterAll(async () => {
  await handle.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

describe('the first seed', () => {
  it('adds the places and reports them', () => {
    const places = first.places as PlacesSeedResult;
    expect(places.skipped).toBe(false);
    expect(places.provinces).toBe(64);
    expect(places.metroAreas).toBeGreaterThanOrEqual(50);
    expect(places.missingCores).toEqual([]);
    expect(places.cities).toBeGreaterThan(17_000);
    expect(first.demoAccounts.map((a) => a.email)).toEqual(DEMO_ACCOUNTS.map((a) => a.email));
  });

  it('adds the demo listings, their photos, and a handful for the demo landlord', async () => {
    expect(first.listings).toMatchObject({
      skipped: false,
      added: DEMO_LISTINGS,
      photosMade: 16,
      landlordListings: DEMO_LANDLORD_LISTINGS,
    });
    expect(first.listings?.companies).toBeGreaterThanOrEqual(16);
    // The support demo adds its own: the accounts to review (7) and a duplicate pair to merge (2).
    expect(await countOf(listings)).toBe(DEMO_LISTINGS + 9);
    const files = await readdir(path.join(uploadsDir, 'demo'));
    // 16 photos in 3 widths, and the account-review demo's re-encoded copy of one (3 widths).
    expect(files).toHaveLength(51);
    expect(files).toContain('photo-16-1600.webp');
    const [demoLandlord] = await db
      .select({ n: count().mapWith(Number) })
      .from(listings)
      .innerJoin(users, eq(users.id, listings.ownerId))
      .where(eq(users.email, DEMO_LANDLORD_EMAIL));
    expect(demoLandlord?.n).toBe(DEMO_LANDLORD_LISTINGS);
    // Listings in many cities, the biggest first.
    const [spread] = await db
      .select({ n: sql<number>`count(distinct ${listings.cityId})`.mapWith(Number) })
      .from(listings);
    expect(spread?.n).toBeGreaterThan(500);
    const [toronto] = await db
      .select({ n: count().mapWith(Number) })
      .from(listings)
      .innerJoin(cities, eq(cities.id, listings.cityId))
      .where(eq(cities.geonameId, 6167865));
    expect(toronto?.n).toBeGreaterThan(5);
  });

  it('has the 13 provinces and territories and the 50 states plus DC', async () => {
    const all = await db.select().from(provinces);
    expect(all.filter((p) => p.country === 'CA')).toHaveLength(13);
    expect(all.filter((p) => p.country === 'US')).toHaveLength(51);
    expect(all.find((p) => p.code === 'ON')).toMatchObject({ name: 'Ontario', slug: 'ontario', kind: 'province' });
    expect(all.find((p) => p.code === 'QC')).toMatchObject({ name: 'Quebec', nameFr: 'Québec', slug: 'quebec' });
    expect(all.find((p) => p.code === 'NU')).toMatchObject({ kind: 'territory', nameFr: 'Nunavut' });
    expect(all.find((p) => p.country === 'US' && p.code === 'TX')).toMatchObject({ name: 'Texas', kind: 'state' });
    expect(all.find((p) => p.code === 'DC')).toMatchObject({ kind: 'district', slug: 'district-of-columbia' });
    // Every province and state has cities.
    const perProvince = await db
      .select({ provinceId: cities.provinceId, n: count().mapWith(Number) })
      .from(cities)
      .groupBy(cities.provinceId);
    expect(perProvince).toHaveLength(64);
  });

  it('has Toronto with its coordinates, population and GeoNames id', async () => {
    const [ontario] = await db.select().from(provinces).where(eq(provinces.code, 'ON'));
    const [toronto] = await db
      .select()
      .from(cities)
      .where(and(eq(cities.provinceId, ontario!.id), eq(cities.slug, 'toronto')));
    expect(toronto).toMatchObject({ name: 'Toronto', geonameId: 6167865 });
    expect(toronto!.lat).toBeCloseTo(43.7, 1);
    expect(toronto!.lng).toBeCloseTo(-79.42, 1);
    expect(toronto!.population).toBeGreaterThan(2_000_000);
  });

  it('puts Toronto and Mississauga in the Greater Toronto Area, within Ontario', async () => {
    const [gta] = await db.select().from(metroAreas).where(eq(metroAreas.slug, 'greater-toronto-area'));
    expect(gta).toMatchObject({ name: 'Greater Toronto Area' });
    const members = await db.select().from(cities).where(eq(cities.metroAreaId, gta!.id));
    const names = members.map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['Toronto', 'Mississauga', 'Brampton', 'Markham']));
    expect(names).not.toContain('Ottawa');
    const [ontario] = await db.select().from(provinces).where(eq(provinces.id, gta!.provinceId));
    expect(ontario!.code).toBe('ON');
    expect(gta!.population).toBeGreaterThan(5_000_000);
    for (const member of members) {
      expect(distanceKm(member, gta!)).toBeLessThanOrEqual(60);
    }
    const [nyc] = await db.select().from(metroAreas).where(eq(metroAreas.slug, 'new-york-city-metro'));
    expect(nyc).toMatchObject({ name: 'New York City Metro' });
  });

  it('keeps every metro member in its metro province', async () => {
    const [row] = await db
      .select({ n: count().mapWith(Number) })
      .from(cities)
      .innerJoin(metroAreas, eq(metroAreas.id, cities.metroAreaId))
      .where(sql`${cities.provinceId} <> ${metroAreas.provinceId}`);
    expect(row?.n).toBe(0);
  });

  it('gives slugs unique within a province, namesakes suffixed', async () => {
    const duplicates = await db
      .select({ provinceId: cities.provinceId, slug: cities.slug })
      .from(cities)
      .groupBy(cities.provinceId, cities.slug)
      .having(sql`count(*) > 1`);
    expect(duplicates).toEqual([]);
    const [suffixed] = await db
      .select({ n: count().mapWith(Number) })
      .from(cities)
      .where(sql`${cities.slug} ~ '-[0-9]+$'`);
    expect(suffixed!.n).toBeGreaterThan(0);
    const [empty] = await db
      .select({ n: count().mapWith(Number) })
      .from(cities)
      .where(eq(cities.slug, ''));
    expect(empty!.n).toBe(0);
  });

  it('links the seeded menus to cities that exist', async () => {
    const urls = DEFAULT_MENUS.flatMap((m) => m.items.flatMap((i) => [i, ...(i.children ?? [])]))
      .map((i) => i.url ?? '')
      .filter((url) => /^\/rentals\/[^/]+\/[^/]+$/.test(url));
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) {
      const [, , provinceSlug, citySlug] = url.split('/');
      const [found] = await db
        .select({ id: cities.id })
        .from(cities)
        .innerJoin(provinces, eq(provinces.id, cities.provinceId))
        .where(and(eq(provinces.slug, provinceSlug!), eq(cities.slug, citySlug!)));
      expect(found, url).toBeDefined();
    }
  });
});

describe('running the seed again', () => {
  it('skips the places at once and adds nothing anywhere', async () => {
    const rowCounts = async () => ({
      cities: await countOf(cities),
      provinces: await countOf(provinces),
      metros: await countOf(metroAreas),
      users: await countOf(users),
      listings: await countOf(listings),
      site: await siteCounts(),
    });
    const before = await rowCounts();
    const again = await seed(db, { demo: true, uploadsDir });
    expect(again.places).toMatchObject({ skipped: true, cities: 0 });
    expect(again.listings).toMatchObject({ skipped: true, added: 0, photosMade: 0 });
    expect(again.reference.site).toEqual({ settings: 0, menus: 0, contentBlocks: 0, projectModules: 0 });
    expect(await rowCounts()).toEqual(before);
  });

  it('forced, adds nothing and keeps what administrators changed', async () => {
    const [toronto] = await db.select().from(cities).where(eq(cities.geonameId, 6167865));
    await db.update(cities).set({ name: 'Toronto (edited)', population: 3_000_000 }).where(eq(cities.id, toronto!.id));
    const total = await countOf(cities);
    const forced = await seedPlaces(db, { force: true });
    expect(forced).toMatchObject({ skipped: false, provinces: 0, metroAreas: 0, cities: 0 });
    expect(await countOf(cities)).toBe(total);
    const [after] = await db.select().from(cities).where(eq(cities.id, toronto!.id));
    expect(after).toMatchObject({ name: 'Toronto (edited)', population: 3_000_000 });
    const [withIds] = await db
      .select({ n: count().mapWith(Number) })
      .from(cities)
      .where(isNotNull(cities.geonameId));
    expect(withIds!.n).toBe(total);
  });

  it('restores missing reference rows without overwriting edited ones', async () => {
    await db.update(siteSettings).set({ value: 'My Rentals' }).where(eq(siteSettings.key, 'siteName'));
    await db.delete(siteSettings).where(eq(siteSettings.key, 'analyticsTagId'));
    await db.update(projectModules).set({ isEnabled: false }).where(eq(projectModules.key, 'maps'));
    const result = await seedReferenceData(db);
    expect(result.site.settings).toBe(1);
    const settings = await db.select().from(siteSettings);
    expect(settings.find((s) => s.key === 'siteName')?.value).toBe('My Rentals');
    expect(settings.find((s) => s.key === 'analyticsTagId')?.value).toBe('');
    const [maps] = await db.select().from(projectModules).where(eq(projectModules.key, 'maps'));
    expect(maps!.isEnabled).toBe(false);
  });
});

describe('planPlaces', () => {
  const city = (cityId: number, name: string, adminCode: string, population: number, lat = 45, lng = -75) => ({
    cityId,
    name,
    country: 'CA',
    featureCode: 'PPL',
    adminCode,
    population,
    loc: { coordinates: [lng, lat] as [number, number] },
  });

  it('gives the plain slug to the largest namesake and never reuses one', () => {
    const plan = planPlaces([
      city(1, 'Springfield', '08', 1_000),
      city(2, 'Springfield', '08', 50_000),
      city(3, 'Springfield 2', '08', 2_000),
      city(4, 'Springfield', '10', 1_500),
      city(5, 'Toronto', '08', 2_600_000, 43.70011, -79.4163),
    ]);
    const slugOf = (id: number) => plan.cities.find((c) => c.geonameId === id)?.slug;
    expect(slugOf(2)).toBe('springfield');
    expect(slugOf(3)).toBe('springfield-2');
    expect(slugOf(1)).toBe('springfield-3');
    expect(slugOf(4)).toBe('springfield');
    // Metros whose core city is not in the data are left out, and said so.
    expect(plan.metros.map((m) => m.slug)).toEqual(['greater-toronto-area']);
    expect(plan.missingCores).toContain('Montréal (QC)');
    expect(plan.cities.find((c) => c.geonameId === 5)?.metroSlug).toBe('greater-toronto-area');
    expect(plan.cities.find((c) => c.geonameId === 2)?.metroSlug).toBeNull();
  });

  it('slugifies accents, apostrophes and punctuation', () => {
    expect(slugify('Montréal')).toBe('montreal');
    expect(slugify("St. John's")).toBe('st-johns');
    expect(slugify('Saint-Côme--Linière')).toBe('saint-come-liniere');
    expect(slugify('Washington, D.C.')).toBe('washington-d-c');
  });
});
