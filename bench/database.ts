// The benchmark's database: created when missing, migrated, seeded with the places and topped up with
// generated listings (a second run reuses them; a bulk fill also stores the table in location order, see
// clusterListingsByLocation) and generated accounts, with a Site Owner for the back-office scenarios and a
// company's portfolio with its landlord for the landlord scenarios (landlord-portfolio.ts), then
// vacuumed and analysed so the planner sees fresh statistics and index-only scans work.
import { randomBytes } from 'node:crypto';
import { listingsPaths } from '@rentals/shared/resources/listings';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, type DatabaseHandle, openPostgres, queryRows } from '../apps/api/src/db/client.ts';
import { accessTokens, users } from '../apps/api/src/db/schema/index.ts';
import { seed } from '../apps/api/src/db/seed/index.ts';
import { topUpListings } from '../apps/api/src/db/seed/listings.ts';
import { roleIds } from '../apps/api/src/db/seed/roles.ts';
import { topUpUsers } from '../apps/api/src/db/seed/users-bulk.ts';
import { type AuthUser, loadAuthUser } from '../apps/api/src/lib/auth-user.ts';
import { issueToken } from '../apps/api/src/lib/tokens.ts';
import { createAccount } from '../apps/api/src/lib/users.ts';
import { listingsPermalink } from '../apps/api/src/modules/listings/listing-cards.ts';
import { ensureBenchWallets } from './daily-charge.ts';
import { ensureLandlordPortfolio } from './landlord-portfolio.ts';

/** The Site Owner the back-office scenarios sign in as (created once; nobody knows its password). */
export const BENCH_OWNER_EMAIL = 'bench-owner@bench.test';
/** The name of the bench's bearer tokens: each run replaces the previous run's. */
const BENCH_TOKEN_NAME = 'bench';

const fmt = (n: number) => n.toLocaleString('en-US');

export async function createDatabaseIfMissing(url: string) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z0-9_]+$/i.test(name)) throw new Error(`unexpected database name in BENCH_DATABASE_URL: ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`create database "${name}"`);
      return true;
    }
    return false;
  } finally {
    await client.end();
  }
}

/** The bench's Site Owner, created when missing (before the accounts' top-up, so it counts towards it). */
async function ensureBenchOwner(db: Database): Promise<number> {
  const [found] = await db.select({ id: users.id }).from(users).where(eq(users.email, BENCH_OWNER_EMAIL));
  if (found) return found.id;
  const owner = await createAccount(db, {
    firstName: 'Bench',
    lastName: 'Owner',
    email: BENCH_OWNER_EMAIL,
    password: randomBytes(32).toString('base64url'),
    roles: ['Site Owner'],
    emailVerified: true,
  });
  return owner.id;
}

export async function prepareDatabase(
  url: string,
  target: { listings: number; users: number },
  log: (line: string) => void,
) {
  if (await createDatabaseIfMissing(url)) log(`Created database ${new URL(url).pathname.slice(1)}`);
  const database: DatabaseHandle = await openPostgres(url, 4);
  try {
    await database.migrate();
    await seed(database.db, { demo: false, log });
    let started = performance.now();
    const filled = await topUpListings(database.db, {
      target: target.listings,
      connections: 2,
      maintenanceWorkMem: '512MB',
      log,
    });
    if (filled.added > 0) {
      log(`Added ${fmt(filled.added)} listings in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    } else log(`Reusing ${fmt(filled.total)} listings`);
    // After the listings, whose landlords count towards the users.
    await ensureBenchOwner(database.db);
    // The landlord scenarios' company: some of those listings, their leads and daily figures.
    await ensureLandlordPortfolio(database.db, log);
    // The companies' credit wallets, for the daily charge (bench/daily-charge.ts).
    await ensureBenchWallets(database.db, log);
    started = performance.now();
    const accounts = await topUpUsers(database.db, { target: target.users, log });
    if (accounts.added > 0) {
      log(`Added ${fmt(accounts.added)} users in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    } else log(`Reusing ${fmt(accounts.total)} users`);
    await database.db.execute(
      sql`vacuum analyze listings, listing_search, listing_photos, listing_city_stats, cities, users, user_roles, companies,
          inquiries, leads, listing_daily_stats, city_daily_stats, credit_wallets, credit_ledger,
          credit_usage`,
    );
  } finally {
    await database.close();
  }
}

export interface BenchAdmin {
  /** `Authorization: Bearer ...` for the back-office requests. */
  headers: Record<string, string>;
  /** The same user as the API sees it, for timing the back-office SQL directly. */
  user: AuthUser;
}

/**
 * Signs the bench's Site Owner in: a bearer token issued directly in the database (long-lived; the previous
 * run's is revoked), and the AuthUser the API resolves it to.
 */
export async function signInBenchOwner(db: Database): Promise<BenchAdmin> {
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, BENCH_OWNER_EMAIL));
  if (!owner) throw new Error(`${BENCH_OWNER_EMAIL} is missing: prepareDatabase creates it`);
  await db.delete(accessTokens).where(and(eq(accessTokens.userId, owner.id), eq(accessTokens.name, BENCH_TOKEN_NAME)));
  const token = await issueToken(db, owner.id, 365, { name: BENCH_TOKEN_NAME });
  const user = await loadAuthUser(db, owner.id, token.id);
  if (!user?.permissions.has('viewUsers')) throw new Error(`${BENCH_OWNER_EMAIL} cannot list users`);
  return { headers: { authorization: `Bearer ${token.access_token}` }, user };
}

export interface DatabaseFacts {
  listings: number;
  active: number;
  users: number;
  /** The Landlord role's id (the users list filters by role id). */
  landlordRoleId: number;
  /** The server version and its shared_buffers (the cache the tables compete for). */
  postgres: string;
  listingIds: number[];
  /**
   * pg_stats' correlation of province_id with the table's physical order: ~1 when the table is stored in
   * location order, ~0 when the rows lie in random city order. Null before ANALYZE.
   */
  locationOrder: number | null;
  /** The city with the most active listings and its public page (e.g. /rentals/ontario/toronto); null if none. */
  biggestCity: { id: number; name: string; path: string; active: number } | null;
}

/** From listing_city_stats, which seeding refreshes (and a job every 10 minutes). */
async function biggestCity(db: Database): Promise<DatabaseFacts['biggestCity']> {
  const [city] = await queryRows<{ id: number; name: string; city: string; province: string; active: number }>(
    db,
    sql`select c.id, c.name, c.slug as city, p.slug as province, s.active_count as active
        from listing_city_stats s join cities c on c.id = s.city_id join provinces p on p.id = c.province_id
        order by s.active_count desc, c.id limit 1`,
  );
  if (!city) return null;
  const path = listingsPaths.city(await listingsPermalink(db), city.province, city.city);
  return { id: Number(city.id), name: city.name, path, active: Number(city.active) };
}

/** What the report and the scenarios need: counts, the server version, some active listing ids, the biggest city. */
export async function databaseFacts(database: DatabaseHandle, sampleIds: number): Promise<DatabaseFacts> {
  const db = database.db;
  const [counts] = await queryRows<{ listings: number; active: number }>(
    db,
    sql`select count(*)::int as listings, (count(*) filter (where status = 'active'))::int as active from listings`,
  );
  const [accounts] = await queryRows<{ users: number }>(db, sql`select count(*)::int as users from users`);
  const landlordRoleId = (await roleIds(db, ['Landlord'])).get('Landlord');
  if (landlordRoleId === undefined) throw new Error('the Landlord role is missing');
  const [version] = await queryRows<{ server_version: string }>(db, sql`show server_version`);
  const [buffers] = await queryRows<{ shared_buffers: string }>(db, sql`show shared_buffers`);
  const [order] = await queryRows<{ correlation: number | null }>(
    db,
    sql`select correlation from pg_stats
        where schemaname = current_schema() and tablename = 'listings' and attname = 'province_id'`,
  );
  // A spread of active listings (every ~Nth id), the same ones each run.
  const ids = await queryRows<{ id: number }>(
    db,
    sql`select id from listings where status = 'active' and id % 97 = 0 order by id limit ${sampleIds}`,
  );
  return {
    listings: Number(counts?.listings ?? 0),
    active: Number(counts?.active ?? 0),
    users: Number(accounts?.users ?? 0),
    landlordRoleId,
    postgres: `${version?.server_version ?? 'unknown'}, shared_buffers ${buffers?.shared_buffers ?? 'unknown'}`,
    listingIds: ids.map((r) => Number(r.id)),
    locationOrder: order?.correlation == null ? null : Number(order.correlation),
    biggestCity: await biggestCity(db),
  };
}
