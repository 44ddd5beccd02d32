// One database handle for both engines: embedded PGlite (no DATABASE_URL) and PostgreSQL.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { API_ROOT } from '../config.ts';
import { shareCacheWithPrimary } from '../lib/memo.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** What a transaction callback receives; services accept either, so they compose inside transactions. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Queryable = Database | Tx;

/** The rows of a raw statement (`db.execute`); both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Queryable, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export const MIGRATIONS_FOLDER = path.join(API_ROOT, 'src/db/migrations');

interface BaseHandle {
  db: Database;
  /** The read replica's handle (DATABASE_READ_URL), when one is configured; see FastifyInstance.dbRead. */
  readDb?: Database;
  /** Applies the migrations, under the startup lock (`exclusive`). */
  migrate(): Promise<void>;
  /**
   * Runs `work` while this instance holds the startup lock (PostgreSQL: a session advisory lock), so instances
   * started together migrate and seed one after the other. Waits at most `waitMs` for another instance to let go,
   * then rejects with a StartupLockTimeout. Within one process it is re-entrant (migrate inside seeding, say).
   */
  exclusive<T>(work: () => Promise<T>, waitMs?: number): Promise<T>;
  close(): Promise<void>;
}
export type DatabaseHandle =
  | (BaseHandle & { kind: 'pglite'; client: PGlite })
  | (BaseHandle & { kind: 'postgres'; pool: pg.Pool; connectionString: string; readPool?: pg.Pool });

// bigint counts (count(*)) and numerics arrive as strings from pg; ints as numbers. Dates stay Dates.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

/** `loadDataDir` starts from a dump (`dumpDataDir`) instead of an empty cluster: the test suite's fast path. */
export async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<DatabaseHandle> {
  if (dataDir) await mkdir(path.dirname(dataDir), { recursive: true });
  // pg_trgm first: DESIGN section 8 warns that listing it after cube breaks trigram results on PGlite 0.5.16.
  // btree_gin: the portal's listing search index is keyed by company and trigrams together (migration 0010).
  const client = await PGlite.create({ dataDir, loadDataDir, extensions: { pg_trgm, btree_gin } });
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Database;
  return {
    kind: 'pglite',
    client,
    db,
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
    // One process owns an embedded database (its folder is locked): nobody to wait for.
    exclusive: (work) => work(),
    close: () => client.close(),
  };
}

/** The advisory lock instances take to migrate and seed, one at a time. */
export const STARTUP_LOCK_KEY = 72707369;
export const DEFAULT_STARTUP_LOCK_WAIT_MS = 120_000;
const STARTUP_LOCK_POLL_MS = 250;

export class StartupLockTimeout extends Error {
  constructor(waitMs: number) {
    super(
      `Another instance has held the database's startup lock (migrations and seeding) for over ${waitMs / 1000} s. ` +
        'It may still be migrating: wait for it, or look for a stuck instance (pg_locks, objid ' +
        `${STARTUP_LOCK_KEY}); MIGRATION_LOCK_TIMEOUT_MS sets how long to wait.`,
    );
    this.name = 'StartupLockTimeout';
  }
}

async function takeStartupLock(client: pg.PoolClient, waitMs: number): Promise<void> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [STARTUP_LOCK_KEY]);
    if (rows[0]?.ok) return;
    if (Date.now() >= deadline) throw new StartupLockTimeout(waitMs);
    await new Promise((resolve) => setTimeout(resolve, Math.min(STARTUP_LOCK_POLL_MS, deadline - Date.now())));
  }
}

/** The primary's pool size per API instance: writes, the back office, the portal and the renter area. */
export const PRIMARY_POOL_MAX = 10;
/**
 * The replica's pool size per API instance. It carries the public traffic (search, listing pages, the home page,
 * sitemaps, server-rendered pages), most of the queries; a request holds a client only while a query runs, so
 * one instance (one event loop) rarely keeps more than a few busy. 10 per instance keeps N instances within a
 * replica's max_connections (100 by default) up to 8 instances with room for the replica's own sessions.
 */
export const READ_POOL_MAX = 10;

function postgresPool(connectionString: string, max: number): pg.Pool {
  // JIT compilation added 36-83 ms to large search queries and never paid for itself on our OLTP-sized ones.
  const pool = new pg.Pool({ connectionString, max, options: '-c jit=off' });
  pool.on('error', () => {}); // an idle client's lost connection is re-established on next use
  return pool;
}

const drizzleOn = (pool: pg.Pool) =>
  drizzleNodePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Database;

export async function openPostgres(connectionString: string, max = PRIMARY_POOL_MAX): Promise<DatabaseHandle> {
  const pool = postgresPool(connectionString, max);
  const db = drizzleOn(pool);
  let held = 0;
  async function exclusive<T>(work: () => Promise<T>, waitMs = DEFAULT_STARTUP_LOCK_WAIT_MS): Promise<T> {
    if (held > 0) return work();
    const client = await pool.connect();
    try {
      await takeStartupLock(client, waitMs);
      held++;
      try {
        return await work();
      } finally {
        held--;
        await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {});
      }
    } finally {
      client.release();
    }
  }
  return {
    kind: 'postgres',
    pool,
    connectionString,
    db,
    exclusive,
    // Several API instances may start at once: one migrates, the others wait for it.
    migrate: () => exclusive(() => migrateNodePg(db as never, { migrationsFolder: MIGRATIONS_FOLDER })),
    close: () => pool.end(),
  };
}

export const PGLITE_HAS_NO_REPLICA =
  'DATABASE_READ_URL is set but DATABASE_URL is not: a read replica needs a PostgreSQL primary (the embedded ' +
  'PGlite database has none). Set DATABASE_URL to the primary, or unset DATABASE_READ_URL.';

/**
 * `primary` with a second pool on its read replica as `readDb`, closed with it. The replica's handle shares the
 * primary's in-process caches (lib/memo.ts), so a write's `forget` on the primary also drops what was read
 * through the replica.
 */
export function withReadReplica(
  primary: DatabaseHandle,
  readDatabaseUrl: string,
  max = READ_POOL_MAX,
): DatabaseHandle & { kind: 'postgres' } {
  if (primary.kind !== 'postgres') throw new Error(PGLITE_HAS_NO_REPLICA);
  const readPool = postgresPool(readDatabaseUrl, max);
  const readDb = drizzleOn(readPool);
  shareCacheWithPrimary(readDb, primary.db);
  const closePrimary = primary.close;
  return {
    ...primary,
    readDb,
    readPool,
    async close() {
      await Promise.all([closePrimary(), readPool.end()]);
    },
  };
}

export async function openDatabase(options: {
  databaseUrl?: string;
  /** DATABASE_READ_URL: a read replica of databaseUrl (see FastifyInstance.dbRead). */
  readDatabaseUrl?: string;
  dataDir: string;
}): Promise<DatabaseHandle> {
  if (!options.databaseUrl) {
    if (options.readDatabaseUrl) throw new Error(PGLITE_HAS_NO_REPLICA);
    return openPglite(path.join(options.dataDir, 'pglite'));
  }
  const primary = await openPostgres(options.databaseUrl);
  return options.readDatabaseUrl ? withReadReplica(primary, options.readDatabaseUrl) : primary;
}
