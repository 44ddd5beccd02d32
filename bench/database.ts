// The benchmark's database: created when missing, migrated, seeded with the places and topped up with
// generated listings (a second run reuses them; a bulk fill also stores the table in location order, see
// clusterListingsByLocation), then vacuumed and analysed so the planner sees fresh statistics and index-only
// scans work.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type DatabaseHandle, openPostgres, queryRows } from '../apps/api/src/db/client.ts';
import { seed } from '../apps/api/src/db/seed/index.ts';
import { topUpListings } from '../apps/api/src/db/seed/listings.ts';

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

export async function prepareDatabase(url: string, listings: number, log: (line: string) => void) {
  if (await createDatabaseIfMissing(url)) log(`Created database ${new URL(url).pathname.slice(1)}`);
  const database: DatabaseHandle = await openPostgres(url, 4);
  try {
    await database.migrate();
    await seed(database.db, { demo: false, log });
    const started = performance.now();
    const filled = await topUpListings(database.db, {
      target: listings,
      connections: 2,
      maintenanceWorkMem: '512MB',
      log,
    });
    if (filled.added > 0) {
      log(`Added ${fmt(filled.added)} listings in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    } else log(`Reusing ${fmt(filled.total)} listings`);
    await database.db.execute(sql`vacuum analyze listings, listing_search, listing_photos, listing_city_stats, cities`);
  } finally {
    await database.close();
  }
}

export interface DatabaseFacts {
  listings: number;
  active: number;
  /** The server version and its shared_buffers (the cache the tables compete for). */
  postgres: string;
  listingIds: number[];
  /**
   * pg_stats' correlation of province_id with the table's physical order: ~1 when the table is stored in
   * location order, ~0 when the rows lie in random city order. Null before ANALYZE.
   */
  locationOrder: number | null;
}

/** What the report and the scenarios need: counts, the server version, some active listing ids. */
export async function databaseFacts(database: DatabaseHandle, sampleIds: number): Promise<DatabaseFacts> {
  const db = database.db;
  const [counts] = await queryRows<{ listings: number; active: number }>(
    db,
    sql`select count(*)::int as listings, (count(*) filter (where status = 'active'))::int as active from listings`,
  );
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
    postgres: `${version?.server_version ?? 'unknown'}, shared_buffers ${buffers?.shared_buffers ?? 'unknown'}`,
    listingIds: ids.map((r) => Number(r.id)),
    locationOrder: order?.correlation == null ? null : Number(order.correlation),
  };
}
