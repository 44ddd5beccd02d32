// Seeding generated listings into a real database: companies and landlords, photos, city stats, the bulk
// path's index drop and rebuild, and top-ups that continue the same sequence and add nothing when repeated.

import { LEAD_STATUSES } from '@rentals/shared/resources/admin-inquiries';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCity, createPlace, type TestPlace } from '../../test/listing-factories.ts';
import { freshTestDatabase } from '../../test/test-database.ts';
import { type Database, type DatabaseHandle, queryRows } from '../client.ts';
import {
  cityDailyStats,
  companies,
  creditLedger,
  creditWallets,
  landlordActivities,
  leads,
  listingCityStats,
  listingDailyStats,
  listingPhotos,
  listings,
  roles,
  userRoles,
  users,
} from '../schema/index.ts';
import { seedDemoAccounts } from './demo.ts';
import { fundDemoCompanies } from './demo-commerce.ts';
import { DEMO_CREDITS, PORTFOLIO_DAYS } from './demo-portfolio.ts';
import { listingSearchInStep } from './listing-search.ts';
import {
  DEMO_LANDLORD_EMAIL,
  DEMO_LANDLORD_LISTINGS,
  giveDemoLandlordListings,
  loadGeneratorCities,
  topUpListings,
} from './listings.ts';
import { generateListings, generatorContext } from './listings-generator.ts';
import { existingIndexes, LOCALITY_INDEX, secondaryIndexes } from './listings-indexes.ts';

let handle: DatabaseHandle;
let db: Database;
let place: TestPlace;
const NOW = new Date('2025-06-15T12:00:00Z');
const SEED = 99;
const fastHash = async () => 'not-a-real-hash';

const total = async () => {
  const [row] = await db.select({ n: count().mapWith(Number) }).from(listings);
  return row?.n ?? 0;
};
const indexNames = async () =>
  new Set(
    (
      await queryRows<{ indexname: string }>(
        db,
        sql`select indexname from pg_indexes where tablename = 'listings' and schemaname = current_schema()`,
      )
    ).map((r) => r.indexname),
  );

beforeAll(async () => {
  handle = await freshTestDatabase();
  db = handle.db;
  place = await createPlace(db, { cityName: 'Bigton', population: 1_500_000, lat: 43.65, lng: -79.38 });
  await addCity(db, place, { name: 'Midville', population: 80_000, lat: 43.9, lng: -79.0 });
  await addCity(db, place, { name: 'Tinytown', population: 3_000, lat: 44.2, lng: -78.6 });
});
afterAll(() => handle.close());

describe('topUpListings', () => {
  it('fills an empty table through the bulk path and rebuilds every index', async () => {
    const logged: string[] = [];
    const result = await topUpListings(db, {
      target: 1200,
      seed: SEED,
      now: NOW,
      batchSize: 500,
      bulkThreshold: 1000,
      passwordHash: fastHash,
      progressEvery: 500,
      log: (line) => logged.push(line),
    });
    expect(result).toMatchObject({ before: 0, added: 1200, total: 1200, companies: 16 });
    expect(result.clusterMs).toEqual(expect.any(Number));
    expect(logged).toContain('Clustering 1,200 listings by location');
    expect(await total()).toBe(1200);
    expect(logged.some((l) => l.startsWith('Dropping'))).toBe(true);
    expect(logged.some((l) => l.startsWith('  500 / 1,200 listings ('))).toBe(true);
    expect(logged.some((l) => l.startsWith('  1,200 / 1,200 listings ('))).toBe(true);
    expect(logged).toContain('Building the secondary indexes');
    const definitions = await secondaryIndexes('listings');
    expect(definitions.length).toBeGreaterThanOrEqual(14);
    expect(result.indexesBuilt.sort()).toEqual(definitions.map((d) => d.name).sort());
    const have = await indexNames();
    for (const d of definitions) expect(have.has(d.name), d.name).toBe(true);
    expect(have.has(LOCALITY_INDEX)).toBe(false);
    // listing_search was left to the end, then filled in one pass with its indexes.
    expect(logged).toContain('Filling listing_search from the active listings');
    expect(await listingSearchInStep(db)).toBe(true);
    const searchIndexes = await existingIndexes(db, 'listing_search');
    for (const d of await secondaryIndexes('listing_search')) expect(searchIndexes.has(d.name), d.name).toBe(true);
  });

  it('stores the generated fees, their monthly sum, and the same sum in listing_search', async () => {
    const [row] = await queryRows<{ with_fees: number; wrong_sum: number; out_of_step: number }>(
      db,
      sql`select count(*) filter (where jsonb_array_length(fees) > 0)::int as with_fees,
        count(*) filter (where (jsonb_array_length(fees) > 0) <> (monthly_fees > 0))::int as wrong_sum,
        (select count(*) from listing_search s join listings l using (id) where s.monthly_fees <> l.monthly_fees)::int
          as out_of_step
      from listings`,
    );
    expect(Number(row?.with_fees)).toBeGreaterThan(1200 * 0.15);
    expect(Number(row?.with_fees)).toBeLessThan(1200 * 0.35);
    expect(Number(row?.wrong_sum)).toBe(0);
    expect(Number(row?.out_of_step)).toBe(0);
  });

  it('stores the bulk-filled table in location order: city by city, south to north', async () => {
    const stored = await queryRows<{ province_id: number; city_id: number; lat: number }>(
      db,
      sql`select province_id, city_id, lat from listings order by ctid`,
    );
    expect(stored).toHaveLength(1200);
    type Stored = (typeof stored)[number];
    const inOrder = (a: Stored, b: Stored) =>
      a.province_id < b.province_id ||
      (a.province_id === b.province_id && (a.city_id < b.city_id || (a.city_id === b.city_id && a.lat <= b.lat)));
    const outOfOrder = stored.filter((row, i) => i > 0 && !inOrder(stored[i - 1] as Stored, row));
    expect(outOfOrder).toEqual([]);
    expect(new Set(stored.map((r) => r.city_id)).size).toBe(3);
  });

  it('stores exactly what the generator makes, with photos and landlords', async () => {
    const context = generatorContext(await loadGeneratorCities(db), { seed: SEED, now: NOW });
    const expected = generateListings(context, 0, 1200);
    const rows = await db.select().from(listings).orderBy(listings.id);
    expect(rows.map((r) => r.title).sort()).toEqual(expected.map((l) => l.title).sort());
    const byTitle = new Map(rows.map((r) => [`${r.title}|${r.streetAddress}|${r.unit}|${r.rent}`, r]));
    for (const l of expected.slice(0, 50)) {
      const row = byTitle.get(`${l.title}|${l.streetAddress}|${l.unit}|${l.rent}`);
      expect(row, l.title).toMatchObject({
        beds: l.beds,
        baths: l.baths,
        amenities: l.amenities,
        petPolicies: l.petPolicies,
        status: l.status,
        cityId: l.cityId,
        provinceId: place.province.id,
        metroAreaId: place.metroArea?.id ?? null,
        availableDate: l.availableDate,
        contactEmail: l.contactEmail,
      });
      expect(row?.enabledAt?.getTime()).toBe(l.enabledAt.getTime());
    }
    const [photos] = await db.select({ n: count().mapWith(Number) }).from(listingPhotos);
    expect(photos?.n).toBe(expected.reduce((n, l) => n + l.photos.length, 0));

    // Sixteen companies, each with a Landlord who owns its listings.
    const landlords = await db
      .select({ id: users.id, email: users.email, companyId: users.companyId, role: roles.name })
      .from(users)
      .innerJoin(userRoles, eq(userRoles.userId, users.id))
      .innerJoin(roles, eq(roles.id, userRoles.roleId));
    expect(landlords).toHaveLength(16);
    expect(new Set(landlords.map((l) => l.role))).toEqual(new Set(['Landlord']));
    expect(landlords.map((l) => l.email)).toContain('landlord-16@demo.test');
    const [owned] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from listings l join users u on u.id = l.owner_id
          where u.company_id = l.company_id and l.contact_email = u.email`,
    );
    expect(owned?.n).toBe(1200);
    const [companyCount] = await db.select({ n: count().mapWith(Number) }).from(companies);
    expect(companyCount?.n).toBe(16);
  });

  it('refreshes the city stats with the active listings', async () => {
    const stats = await db.select().from(listingCityStats);
    const [active] = await db
      .select({ n: count().mapWith(Number) })
      .from(listings)
      .where(eq(listings.status, 'active'));
    expect(stats.reduce((n, s) => n + s.activeCount, 0)).toBe(active?.n);
    expect(stats.length).toBe(3);
  });

  it('adds nothing when run again, and continues the same sequence when the target grows', async () => {
    const again = await topUpListings(db, { target: 1200, seed: SEED, now: NOW, passwordHash: fastHash });
    expect(again).toMatchObject({
      before: 1200,
      added: 0,
      total: 1200,
      companies: 0,
      indexesBuilt: [],
      clusterMs: null,
    });
    expect(await total()).toBe(1200);

    const more = await topUpListings(db, { target: 1350, seed: SEED, now: NOW, passwordHash: fastHash });
    // Below the bulk threshold: the rows go in with the indexes in place, and the table is not rewritten.
    expect(more).toMatchObject({ before: 1200, added: 150, total: 1350, companies: 0, clusterMs: null });
    const context = generatorContext(await loadGeneratorCities(db), { seed: SEED, now: NOW });
    const expected = generateListings(context, 1200, 1350).map((l) => l.title);
    const added = await db.select({ title: listings.title }).from(listings).orderBy(listings.id).offset(1200);
    expect(added.map((r) => r.title)).toEqual(expected);
  });

  it('finishes the work of a bulk fill killed after its rows went in: clusters and recreates the indexes', async () => {
    await db.execute(sql`drop index listings_search_gin`);
    await db.execute(sql`drop index listings_location_gist`);
    const result = await topUpListings(db, { target: 10, bulkThreshold: 1000, passwordHash: fastHash });
    expect(result.added).toBe(0);
    expect(result.clusterMs).toEqual(expect.any(Number));
    expect(result.indexesBuilt.sort()).toEqual(['listings_location_gist', 'listings_search_gin']);
    const have = await indexNames();
    expect(have.has('listings_search_gin') && have.has('listings_location_gist')).toBe(true);
  });

  it('catches listing_search up when a killed fill left it behind', async () => {
    await db.execute(sql`delete from listing_search where id in (select id from listing_search limit 100)`);
    await db.execute(sql`drop index listing_search_location_gist`);
    const logged: string[] = [];
    await topUpListings(db, { target: 10, passwordHash: fastHash, log: (line) => logged.push(line) });
    expect(logged).toContain('Filling listing_search from the active listings');
    expect(await listingSearchInStep(db)).toBe(true);
    expect((await existingIndexes(db, 'listing_search')).has('listing_search_location_gist')).toBe(true);
  });

  it('refuses to run without cities', async () => {
    const empty = await freshTestDatabase();
    try {
      await expect(topUpListings(empty.db, { target: 5, passwordHash: fastHash })).rejects.toThrow(/needs cities/);
    } finally {
      await empty.close();
    }
  });
});

describe('giveDemoLandlordListings', () => {
  it('hands a portfolio of listings, with their leads, figures and feed, to the demo landlord once', async () => {
    await seedDemoAccounts(db);
    const [landlord] = await db.select().from(users).where(eq(users.email, DEMO_LANDLORD_EMAIL));
    expect(await giveDemoLandlordListings(db)).toBe(DEMO_LANDLORD_LISTINGS);
    const theirs = await db.select().from(listings).where(eq(listings.ownerId, landlord!.id));
    expect(theirs).toHaveLength(DEMO_LANDLORD_LISTINGS);
    for (const l of theirs) {
      expect(l).toMatchObject({ companyId: landlord!.companyId, contactEmail: DEMO_LANDLORD_EMAIL });
      expect(['apartment', 'condo', 'townhouse']).toContain(l.rentalType);
      expect(l.status).not.toBe('removed');
    }
    // In the biggest city first.
    expect(new Set(theirs.map((l) => l.cityId))).toEqual(new Set([place.city.id]));
    // A portfolio: mostly live, some paused, drafts and expired; leads of the last 90 days in every status,
    // each live listing's 90 days of figures, and a feed entry per lead.
    const withStatus = (status: string) => theirs.filter((l) => l.status === status);
    expect(['active', 'paused', 'draft', 'expired'].map((s) => withStatus(s).length)).toEqual([30, 4, 4, 2]);
    expect(withStatus('draft').every((l) => l.enabledAt === null)).toBe(true);
    expect(withStatus('paused').every((l) => l.enabledAt !== null && l.firstListedAt !== null)).toBe(true);
    const theirLeads = await db.select().from(leads).where(eq(leads.ownerId, landlord!.id));
    expect(theirLeads.length).toBeGreaterThanOrEqual(36);
    expect(new Set(theirLeads.map((l) => l.status))).toEqual(new Set(LEAD_STATUSES));
    const oldest = Math.min(...theirLeads.map((l) => l.createdAt.getTime()));
    expect(Date.now() - oldest).toBeLessThan(PORTFOLIO_DAYS * 86_400_000);
    const days = await db.select({ n: count().mapWith(Number) }).from(listingDailyStats);
    expect(days[0]?.n).toBe(36 * PORTFOLIO_DAYS);
    // Their city's days, for the city average: a believable conversion (inquiries per view).
    const [city] = await db
      .select({
        days: count().mapWith(Number),
        views: sql<number>`sum(${cityDailyStats.views})`.mapWith(Number),
        inquiries: sql<number>`sum(${cityDailyStats.inquiries})`.mapWith(Number),
      })
      .from(cityDailyStats)
      .where(eq(cityDailyStats.cityId, place.city.id));
    expect(city?.days).toBe(PORTFOLIO_DAYS);
    const conversion = (city?.inquiries ?? 0) / (city?.views ?? 1);
    expect(conversion).toBeGreaterThan(0.001);
    expect(conversion).toBeLessThan(0.1);
    const feed = await db.select({ n: count().mapWith(Number) }).from(landlordActivities);
    expect(feed[0]?.n).toBe(theirLeads.length);
    // Credits to publish with, through the ledger.
    const [wallet] = await db.select().from(creditWallets).where(eq(creditWallets.companyId, landlord!.companyId!));
    expect(wallet).toMatchObject({ balance: DEMO_CREDITS, lastSeq: 1 });
    expect(await giveDemoLandlordListings(db)).toBe(0);
  });
});

describe('fundDemoCompanies', () => {
  it('gives every demo company with live listings a year of live days through the ledger, once', async () => {
    await fundDemoCompanies(db);
    await fundDemoCompanies(db);
    const unfunded = await queryRows<{ company_id: number }>(
      db,
      sql`
      select l.company_id from listings l
      left join credit_wallets w on w.company_id = l.company_id
      where l.status = 'active' and l.company_id is not null and w.company_id is null`,
    );
    expect(unfunded).toEqual([]);
    const mismatched = await queryRows<{ company_id: number }>(
      db,
      sql`
      select w.company_id from credit_wallets w
      where w.balance <> (select coalesce(sum(amount), 0) from credit_ledger c where c.company_id = w.company_id)
         or w.last_seq <> (select count(*) from credit_ledger c where c.company_id = w.company_id)`,
    );
    expect(mismatched).toEqual([]);
    const [funded] = await db
      .select({ n: count().mapWith(Number) })
      .from(creditLedger)
      .where(eq(creditLedger.note, 'A year of live days (demo data)'));
    expect(funded?.n).toBeGreaterThan(0);
  });
});
