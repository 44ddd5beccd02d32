// Demo listings in the database: `npm start` seeds a few thousand once; `npm run seed -- --listings N` (and
// the benchmark) tops a database up to N. Companies and their landlords are created as their listings need
// them; rows go in by batches of `insert ... select from unnest(...)`; a big fill drops the secondary indexes,
// stores the table in location order (clusterListingsByLocation) and builds the indexes afterwards. Then the
// city stats the wide map views read are refreshed and the tables vacuumed and analysed (PGlite never
// autovacuums).
import { setImmediate } from 'node:timers/promises';
import { count, eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords.ts';
import type { Storage } from '../../lib/storage/storage.ts';
import { randomToken } from '../../lib/tokens.ts';
import { refreshListingCityStats } from '../../modules/search/city-stats.ts';
import { type Database, type Queryable, queryRows } from '../client.ts';
import { listings, users } from '../schema/index.ts';
import { arrayLiteral, type BulkColumn, bulkInsert, reserveIds } from './demo-bulk.ts';
import { fundDemoCompanies } from './demo-commerce.ts';
import { ensureDemoPhotos } from './demo-photos.ts';
import { seedDemoPortfolio } from './demo-portfolio.ts';
import { listingSearchInStep, rebuildListingSearch, skipListingSearchSync } from './listing-search.ts';
import {
  companyKeysFor,
  DEFAULT_LISTINGS_SEED,
  type GeneratedCompany,
  type GeneratedListing,
  type GeneratedPhoto,
  type GeneratorCity,
  type GeneratorContext,
  generateCompany,
  generateListings,
  generatorContext,
  LISTINGS_PER_CHUNK,
  landlordEmail,
} from './listings-generator.ts';
import {
  clusterListingsByLocation,
  createMissingIndexes,
  dropIndexes,
  existingIndexes,
  type IndexBuildOptions,
  secondaryIndexes,
} from './listings-indexes.ts';
import { roleIds } from './roles.ts';

/** How many listings `npm start` seeds into an empty database. */
export const DEMO_LISTINGS = 3000;
/** The demo landlord account (seed/demo.ts) gets this many of them, for the landlord portal. */
export const DEMO_LANDLORD_LISTINGS = 40;
export const DEMO_LANDLORD_EMAIL = 'landlord@demo.test';
const BATCH = 10_000;
/** From this many new rows on, dropping and rebuilding the secondary indexes beats maintaining them. */
const BULK_THRESHOLD = 100_000;

const fmt = (n: number) => n.toLocaleString('en-US');

export async function countListings(db: Queryable): Promise<number> {
  const [row] = await db.select({ n: count().mapWith(Number) }).from(listings);
  return row?.n ?? 0;
}

/** Every seeded city with what the generator needs: its province code and country, its metro's size. */
export async function loadGeneratorCities(db: Queryable): Promise<GeneratorCity[]> {
  const rows = await queryRows<{
    id: number;
    name: string;
    province_id: number;
    province_code: string;
    country: 'CA' | 'US';
    metro_area_id: number | null;
    lat: number;
    lng: number;
    population: number;
    metro_population: number | null;
  }>(
    db,
    sql`
    select c.id, c.name, c.province_id, p.code as province_code, p.country, c.metro_area_id, c.lat, c.lng,
           c.population, m.population as metro_population
    from cities c
    join provinces p on p.id = c.province_id
    left join metro_areas m on m.id = c.metro_area_id
    order by c.id`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    provinceId: Number(r.province_id),
    provinceCode: r.province_code,
    country: r.country,
    metroAreaId: r.metro_area_id === null ? null : Number(r.metro_area_id),
    lat: Number(r.lat),
    lng: Number(r.lng),
    population: Number(r.population),
    metroPopulation: Number(r.metro_population ?? 0),
  }));
}

// ---------------------------------------------------------------- companies and landlords

interface Landlord {
  companyId: number | null;
  userId: number;
}

const COMPANY_COLUMNS: BulkColumn<GeneratedCompany & { id: number }>[] = [
  { name: 'id', type: 'int', value: (c) => c.id },
  { name: 'name', type: 'text', value: (c) => c.name },
  { name: 'phone', type: 'text', value: (c) => c.phone },
  { name: 'website', type: 'text', value: (c) => c.website },
  { name: 'province', type: 'text', value: (c) => c.province },
];

interface NewLandlord {
  id: number;
  companyId: number;
  company: GeneratedCompany;
  passwordHash: string;
  userHash: string;
}
const USER_COLUMNS: BulkColumn<NewLandlord>[] = [
  { name: 'id', type: 'int', value: (u) => u.id },
  { name: 'first_name', type: 'text', value: (u) => u.company.landlord.firstName },
  { name: 'last_name', type: 'text', value: (u) => u.company.landlord.lastName },
  { name: 'email', type: 'text', value: (u) => u.company.landlord.email },
  { name: 'phone', type: 'text', value: (u) => u.company.landlord.phone },
  { name: 'password_hash', type: 'text', value: (u) => u.passwordHash },
  { name: 'email_verified_at', type: 'text', castTo: 'timestamptz', value: () => new Date().toISOString() },
  { name: 'company_id', type: 'int', value: (u) => u.companyId },
  { name: 'user_hash', type: 'text', value: (u) => u.userHash },
];

/**
 * The company and landlord account of each company key (landlord-<key+1>@demo.test), creating the ones
 * that do not exist yet. Every new account shares one password hash, computed once.
 */
async function ensureLandlords(
  db: Database,
  seed: number,
  keys: number[],
  passwordHash: () => Promise<string>,
): Promise<{ byKey: Map<number, Landlord>; created: number }> {
  const byKey = new Map<number, Landlord>();
  if (keys.length === 0) return { byKey, created: 0 };
  const keyOf = new Map(keys.map((k) => [landlordEmail(k), k]));
  const existing = await queryRows<{ id: number; email: string; company_id: number | null }>(
    db,
    sql`select id, email, company_id from users where email = any(${sql.param([...keyOf.keys()])}::text[])`,
  );
  for (const row of existing) {
    byKey.set(keyOf.get(row.email) as number, {
      userId: Number(row.id),
      companyId: row.company_id === null ? null : Number(row.company_id),
    });
  }
  const missing = keys.filter((k) => !byKey.has(k)).map((k) => generateCompany(seed, k));
  if (missing.length === 0) return { byKey, created: 0 };

  const hash = await passwordHash();
  await db.transaction(async (tx) => {
    const companyIds = await reserveIds(tx, 'companies', missing.length);
    const userIds = await reserveIds(tx, 'users', missing.length);
    const companies = missing.map((c, i) => ({ ...c, id: companyIds[i] as number }));
    const landlords = missing.map((company, i) => ({
      id: userIds[i] as number,
      companyId: companyIds[i] as number,
      company,
      passwordHash: hash,
      userHash: randomToken(24),
    }));
    await bulkInsert(tx, 'companies', COMPANY_COLUMNS, companies, { overridingIds: true });
    await bulkInsert(tx, 'users', USER_COLUMNS, landlords, { overridingIds: true });
    const landlordRole = (await roleIds(tx, ['Landlord'])).get('Landlord');
    if (!landlordRole) throw new Error('the Landlord role is missing: seed the reference data first');
    await bulkInsert(
      tx,
      'user_roles',
      [
        { name: 'user_id', type: 'int', value: (u: NewLandlord) => u.id },
        { name: 'role_id', type: 'int', value: () => landlordRole },
      ],
      landlords,
    );
    for (const l of landlords) byKey.set(l.company.key, { userId: l.id, companyId: l.companyId });
  });
  return { byKey, created: missing.length };
}

// ---------------------------------------------------------------- listings

type ListingRow = GeneratedListing & { id: number; landlord: Landlord | undefined };
type PhotoRow = GeneratedPhoto & { listingId: number };

const LISTING_COLUMNS: BulkColumn<ListingRow>[] = [
  { name: 'id', type: 'int', value: (l) => l.id },
  { name: 'company_id', type: 'int', value: (l) => l.landlord?.companyId },
  { name: 'owner_id', type: 'int', value: (l) => l.landlord?.userId },
  { name: 'title', type: 'text', value: (l) => l.title },
  { name: 'slug', type: 'text', value: (l) => l.slug },
  { name: 'description', type: 'text', value: (l) => l.description },
  { name: 'street_address', type: 'text', value: (l) => l.streetAddress },
  { name: 'unit', type: 'text', value: (l) => l.unit },
  { name: 'postal_code', type: 'text', value: (l) => l.postalCode },
  { name: 'city_id', type: 'int', value: (l) => l.cityId },
  { name: 'metro_area_id', type: 'int', value: (l) => l.metroAreaId },
  { name: 'province_id', type: 'int', value: (l) => l.provinceId },
  { name: 'lat', type: 'float8', value: (l) => l.lat },
  { name: 'lng', type: 'float8', value: (l) => l.lng },
  { name: 'rent', type: 'int', value: (l) => l.rent },
  { name: 'deposit', type: 'int', value: (l) => l.deposit },
  { name: 'fees', type: 'text', castTo: 'jsonb', value: (l) => (l.fees.length > 0 ? JSON.stringify(l.fees) : '[]') },
  { name: 'monthly_fees', type: 'int', value: (l) => l.monthlyFees },
  { name: 'beds', type: 'smallint', value: (l) => l.beds },
  { name: 'baths', type: 'float8', value: (l) => l.baths },
  { name: 'sqft', type: 'int', value: (l) => l.sqft },
  { name: 'rental_type', type: 'text', value: (l) => l.rentalType },
  { name: 'furnished', type: 'boolean', value: (l) => l.furnished },
  { name: 'pet_policies', type: 'text', castTo: 'text[]', value: (l) => arrayLiteral(l.petPolicies) },
  { name: 'amenities', type: 'text', castTo: 'text[]', value: (l) => arrayLiteral(l.amenities) },
  { name: 'utilities', type: 'text', castTo: 'text[]', value: (l) => arrayLiteral(l.utilities) },
  { name: 'parking', type: 'text', value: (l) => l.parking },
  { name: 'available_date', type: 'text', castTo: 'date', value: (l) => l.availableDate },
  { name: 'lease_term', type: 'text', value: (l) => l.leaseTerm },
  { name: 'contact_name', type: 'text', value: (l) => l.contactName },
  { name: 'contact_phone', type: 'text', value: (l) => l.contactPhone },
  { name: 'contact_email', type: 'text', value: (l) => l.contactEmail },
  { name: 'status', type: 'text', value: (l) => l.status },
  { name: 'featured_until', type: 'text', castTo: 'timestamptz', value: (l) => l.featuredUntil?.toISOString() },
  { name: 'enabled_at', type: 'text', castTo: 'timestamptz', value: (l) => l.enabledAt.toISOString() },
  { name: 'view_count', type: 'int', value: (l) => l.viewCount },
  { name: 'inquiry_count', type: 'int', value: (l) => l.inquiryCount },
  { name: 'created_at', type: 'text', castTo: 'timestamptz', value: (l) => l.createdAt.toISOString() },
  { name: 'updated_at', type: 'text', castTo: 'timestamptz', value: (l) => l.enabledAt.toISOString() },
];

const PHOTO_COLUMNS: BulkColumn<PhotoRow>[] = [
  { name: 'listing_id', type: 'int', value: (p) => p.listingId },
  { name: 'position', type: 'smallint', value: (p) => p.position },
  { name: 'storage_key', type: 'text', value: (p) => p.storageKey },
  { name: 'width', type: 'int', value: (p) => p.width },
  { name: 'height', type: 'int', value: (p) => p.height },
  { name: 'alt', type: 'text', value: (p) => p.alt },
];

/** One batch, listings and their photos together, in one transaction. */
async function insertBatch(
  db: Database,
  batch: GeneratedListing[],
  landlords: Map<number, Landlord>,
  options: { bulk: boolean },
) {
  await db.transaction(async (tx) => {
    // Losing the last batches to a crash only means the next top-up adds them again.
    await tx.execute(sql`set local synchronous_commit = off`);
    if (options.bulk) await skipListingSearchSync(tx);
    const ids = await reserveIds(tx, 'listings', batch.length);
    const rows = batch.map((l, i) => ({ ...l, id: ids[i] as number, landlord: landlords.get(l.companyKey) }));
    await bulkInsert(tx, 'listings', LISTING_COLUMNS, rows, { overridingIds: true });
    const photos = rows.flatMap((l) => l.photos.map((p) => ({ ...p, listingId: l.id })));
    await bulkInsert(tx, 'listing_photos', PHOTO_COLUMNS, photos);
  });
}

/** generateListings one chunk at a time, letting other I/O through between chunks. */
async function generateYielding(context: GeneratorContext, from: number, to: number) {
  const rows: GeneratedListing[] = [];
  for (let start = from; start < to; ) {
    const end = Math.min(to, (Math.floor(start / LISTINGS_PER_CHUNK) + 1) * LISTINGS_PER_CHUNK);
    await setImmediate();
    for (const row of generateListings(context, start, end)) rows.push(row);
    start = end;
  }
  return rows;
}

export interface TopUpOptions {
  /** Listings wanted in total (all statuses, whoever created them). */
  target: number;
  seed?: number;
  /** Dates are relative to this (default: now). */
  now?: Date;
  batchSize?: number;
  /** Drop the secondary indexes and build them after the fill from this many new rows on (default 100,000). */
  bulkThreshold?: number;
  /**
   * Rewrite the table in location order after a bulk fill, before the indexes are built (default true). A
   * small fill (the 3,000 demo listings) never clusters: its table is a few hundred pages.
   */
  clusterByLocation?: boolean;
  /** Connections writing (and building indexes) at once: 2 on PostgreSQL, 1 on PGlite (one connection). */
  connections?: number;
  /** For the index builds, e.g. '512MB' on PostgreSQL (default: the server's setting). */
  maintenanceWorkMem?: string;
  /** The generated landlords' password hash (default: the hash of a random secret, so no one can log in). */
  passwordHash?: () => Promise<string>;
  /** Makes the demo photo pool there (the public storage) when given. */
  uploads?: Storage;
  log?: (line: string) => void;
  /** Progress line every this many rows (default 50,000). */
  progressEvery?: number;
}

export interface TopUpResult {
  before: number;
  added: number;
  total: number;
  companies: number;
  photosMade: number;
  indexesBuilt: string[];
  /** How long clustering the table by location took, or null when it did not run. */
  clusterMs: number | null;
  ms: number;
}

/** Adds generated listings until the table holds `target`; a second run with the same target adds nothing. */
export async function topUpListings(db: Database, options: TopUpOptions): Promise<TopUpResult> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const photosMade = options.uploads ? (await ensureDemoPhotos(options.uploads)).made : 0;
  const indexes = await secondaryIndexes('listings');
  const before = await countListings(db);
  const toAdd = Math.max(0, options.target - before);
  const result = {
    before,
    added: 0,
    total: before,
    companies: 0,
    photosMade,
    indexesBuilt: [] as string[],
    clusterMs: null as number | null,
  };
  const connections = Math.max(1, options.connections ?? 1);
  const indexOptions = { parallel: connections, maintenanceWorkMem: options.maintenanceWorkMem, log };
  const bulkThreshold = options.bulkThreshold ?? BULK_THRESHOLD;
  const cluster = async (rows: number) => {
    if (options.clusterByLocation === false) return;
    log(`Clustering ${fmt(rows)} listings by location`);
    const clusterStarted = performance.now();
    await clusterListingsByLocation(db, { maintenanceWorkMem: options.maintenanceWorkMem });
    result.clusterMs = Math.round(performance.now() - clusterStarted);
    log(`  clustered in ${(result.clusterMs / 1000).toFixed(1)} s`);
  };
  if (toAdd === 0) {
    // A big fill killed after its rows went in (while clustering or building indexes) left indexes dropped:
    // finish its work.
    const have = await existingIndexes(db, 'listings');
    if (before >= bulkThreshold && indexes.some((i) => !have.has(i.name))) await cluster(before);
    result.indexesBuilt = await createMissingIndexes(db, 'listings', indexes, indexOptions);
    await catchUpListingSearch(db, indexOptions, log);
    return { ...result, ms: Math.round(performance.now() - started) };
  }

  const seed = options.seed ?? DEFAULT_LISTINGS_SEED;
  const context = generatorContext(await loadGeneratorCities(db), { seed, now: options.now });
  const passwordHash = options.passwordHash ?? (() => hashPassword(randomToken(32)));
  const landlords = await ensureLandlords(db, seed, companyKeysFor(before, options.target), passwordHash);
  result.companies = landlords.created;

  const bulk = toAdd >= bulkThreshold;
  const batchSize = options.batchSize ?? BATCH;
  const progressEvery = options.progressEvery ?? 50_000;
  try {
    if (bulk) {
      log(`Dropping ${indexes.length} secondary indexes on listings for the bulk fill`);
      await dropIndexes(db, indexes);
    }
    const fillStarted = performance.now();
    let next = before;
    let done = 0;
    // Each writer generates a batch (yielding between chunks, so the other writer's queries keep flowing)
    // and inserts it: with two writers, one generates while the other's batch is in the database.
    let failed = false;
    const writer = async () => {
      while (next < options.target && !failed) {
        const from = next;
        const to = Math.min(from + batchSize, options.target);
        next = to;
        await insertBatch(db, await generateYielding(context, from, to), landlords.byKey, { bulk });
        const previous = done;
        done += to - from;
        result.added = done;
        if (Math.floor(done / progressEvery) > Math.floor(previous / progressEvery) || done === toAdd) {
          const perSecond = done / ((performance.now() - fillStarted) / 1000);
          log(`  ${fmt(done)} / ${fmt(toAdd)} listings (${fmt(Math.round(perSecond))}/s)`);
        }
      }
    };
    const outcomes = await Promise.allSettled(
      Array.from({ length: connections }, () =>
        writer().catch((error: unknown) => {
          failed = true; // the other writers stop after their current batch
          throw error;
        }),
      ),
    );
    const rejected = outcomes.find((o) => o.status === 'rejected');
    if (rejected) throw rejected.reason;
    if (bulk) await cluster(options.target);
  } finally {
    if (bulk) log('Building the secondary indexes');
    result.indexesBuilt = await createMissingIndexes(db, 'listings', indexes, indexOptions);
  }
  await catchUpListingSearch(db, indexOptions, log);
  await refreshListingCityStats(db);
  await db.execute(sql`vacuum analyze listings, listing_search, listing_photos, listing_city_stats`);
  result.total = before + result.added;
  return { ...result, ms: Math.round(performance.now() - started) };
}

/** A bulk fill wrote listings without their listing_search rows (or a killed one left it behind): refill it. */
async function catchUpListingSearch(db: Database, indexOptions: IndexBuildOptions, log: (line: string) => void) {
  if (await listingSearchInStep(db)) {
    await createMissingIndexes(db, 'listing_search', await secondaryIndexes('listing_search'), indexOptions);
    return;
  }
  log('Filling listing_search from the active listings');
  const started = performance.now();
  await rebuildListingSearch(db, indexOptions);
  log(`  filled in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

// ---------------------------------------------------------------- the npm start path

/**
 * Gives the demo landlord (Maple Property Management) a portfolio of generated listings in the biggest
 * Canadian cities, with their leads, daily figures and activity (demo-portfolio.ts), so the landlord portal
 * has data. Only when the account exists and owns none yet.
 */
export async function giveDemoLandlordListings(db: Database): Promise<number> {
  const [landlord] = await db
    .select({
      id: users.id,
      companyId: users.companyId,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
    })
    .from(users)
    .where(eq(users.email, DEMO_LANDLORD_EMAIL));
  if (!landlord) return 0;
  const [owned] = await db
    .select({ n: count().mapWith(Number) })
    .from(listings)
    .where(eq(listings.ownerId, landlord.id));
  if ((owned?.n ?? 0) > 0) return 0;
  const updated = await queryRows<{ id: number }>(
    db,
    sql`
    update listings set company_id = ${landlord.companyId}, owner_id = ${landlord.id},
      contact_name = ${`${landlord.firstName} ${landlord.lastName}`}, contact_email = ${DEMO_LANDLORD_EMAIL},
      contact_phone = ${landlord.phone ?? '416-555-0100'}
    where id in (
      select l.id from listings l
      join cities c on c.id = l.city_id
      join provinces p on p.id = l.province_id
      where p.country = 'CA' and l.rental_type in ('apartment', 'condo', 'townhouse') and l.status <> 'removed'
      order by c.population desc, l.id
      limit ${DEMO_LANDLORD_LISTINGS}
    )
    returning id`,
  );
  const ids = updated.map((row) => row.id).sort((a, b) => a - b);
  await seedDemoPortfolio(db, landlord, ids);
  await refreshListingCityStats(db);
  return updated.length;
}

export interface DemoListingsResult {
  skipped: boolean;
  added: number;
  companies: number;
  photosMade: number;
  landlordListings: number;
  ms: number;
}

/**
 * `npm start` with demo data: the photo pool when missing, and DEMO_LISTINGS listings into a database that
 * has none (skipped in one query afterwards).
 */
export async function seedDemoListings(
  db: Database,
  options: { count?: number; uploads: Storage; passwordHash: () => Promise<string> },
): Promise<DemoListingsResult> {
  const started = performance.now();
  const [any] = await queryRows<{ found: boolean }>(db, sql`select exists (select 1 from listings) as found`);
  const [city] = await queryRows<{ found: boolean }>(db, sql`select exists (select 1 from cities) as found`);
  if (any?.found || !city?.found) {
    const photos = await ensureDemoPhotos(options.uploads);
    return {
      skipped: true,
      added: 0,
      companies: 0,
      photosMade: photos.made,
      landlordListings: 0,
      ms: Math.round(performance.now() - started),
    };
  }
  // sharp draws the photos on its own threads while the listings go in.
  const [photos, filled] = await Promise.all([
    ensureDemoPhotos(options.uploads),
    topUpListings(db, { target: options.count ?? DEMO_LISTINGS, passwordHash: options.passwordHash }),
  ]);
  const landlordListings = await giveDemoLandlordListings(db);
  await fundDemoCompanies(db);
  return {
    skipped: false,
    added: filled.added,
    companies: filled.companies,
    photosMade: photos.made,
    landlordListings,
    ms: Math.round(performance.now() - started),
  };
}
