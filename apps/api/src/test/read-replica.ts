// A primary with a read replica for tests (PostgreSQL only): the replica is a copy of the primary taken when
// the test says (CREATE DATABASE ... TEMPLATE), standing for a replica caught up to that moment. What the test
// writes afterwards into one of them alone is what a lagging replica would not have (or an old value it still
// shows), so each answer tells which database it was read from.
import { slugify } from '@rentals/shared/resources/listings';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { type DatabaseHandle, withReadReplica } from '../db/client.ts';
import { listings } from '../db/schema/index.ts';
import { buildTestApp, type TestAppOptions } from './build-app.ts';
import { createListing, createPlace } from './listing-factories.ts';
import { databaseUrl, freshTestDatabase } from './test-database.ts';

type PostgresHandle = DatabaseHandle & { kind: 'postgres' };

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('a read replica needs PostgreSQL: set TEST_DATABASE_URL');
  return url;
}

/** A fresh primary database (a copy of the test template). */
export async function freshPrimary(): Promise<PostgresHandle> {
  adminUrl();
  const primary = await freshTestDatabase();
  if (primary.kind !== 'postgres') throw new Error('expected PostgreSQL');
  return primary;
}

/**
 * `primary` with a replica copied from it now, as `readDb` (a pool of `readPoolMax`); closing the handle drops
 * both databases.
 */
export async function withReplicaCopy(primary: PostgresHandle, readPoolMax = 2): Promise<PostgresHandle> {
  const source = new URL(primary.connectionString).pathname.slice(1);
  const name = `${source}_replica`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    // The copy needs its source to itself: the primary's idle clients are let go (its pool opens new ones).
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [source]);
    await admin.query(`create database ${name} template ${source}`);
  } finally {
    await admin.end();
  }
  const handle = withReadReplica(primary, databaseUrl(adminUrl(), name), readPoolMax);
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl() });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`).finally(() => dropper.end());
    },
  };
}

/** How many times `pool` hands out a client while `run` runs (every query checks one out). */
export async function checkoutsDuring(pool: pg.Pool, run: () => Promise<unknown>): Promise<number> {
  let checkouts = 0;
  const count = () => {
    checkouts++;
  };
  pool.on('acquire', count);
  try {
    await run();
  } finally {
    pool.off('acquire', count);
  }
  return checkouts;
}

export const TITLES = {
  shared: 'Lagtown loft as first written',
  renamed: 'Lagtown loft renamed on the primary',
  primaryOnly: 'Lagtown bungalow on the primary only',
  replicaOnly: 'Lagtown cottage on the replica only',
} as const;

/**
 * The app on a primary and its replica, after this story: a listing was written and replicated (the copy), then
 * renamed on the primary and a second one added there, which the replica has not received yet; the replica
 * also holds a listing of its own (ids kept apart, so an id names one listing). An answer naming the first
 * title or the replica's listing was read from the replica; one naming the new title or the primary's listing,
 * from the primary.
 */
export async function replicaScenario(options: TestAppOptions = {}) {
  const primaryHandle = await freshPrimary();
  const place = await createPlace(primaryHandle.db, { cityName: 'Lagtown' });
  const shared = await createListing(primaryHandle.db, place, { title: TITLES.shared, streetAddress: '1 Lag St' });
  const database = await withReplicaCopy(primaryHandle);
  const { db: primary, readDb: replica, pool, readPool } = database;
  if (!replica || !readPool) throw new Error('no replica opened');
  const t = await buildTestApp({ ...options, database });

  await primary
    .update(listings)
    .set({ title: TITLES.renamed, slug: slugify(TITLES.renamed) })
    .where(eq(listings.id, shared.id));
  // Each a street away from the first (listings at one address are not "similar" to each other).
  const elsewhere = { lat: place.city.lat + 0.002, lng: place.city.lng + 0.002, streetAddress: '9 Elsewhere Rd' };
  const primaryOnly = await createListing(primary, place, { title: TITLES.primaryOnly, ...elsewhere });
  await replica.execute(sql`select setval(pg_get_serial_sequence('listings', 'id'), ${primaryOnly.id + 1000})`);
  const replicaOnly = await createListing(replica, place, { title: TITLES.replicaOnly, ...elsewhere });

  return {
    t,
    primary,
    replica,
    pools: { primary: pool, replica: readPool },
    place,
    listings: { shared, primaryOnly, replicaOnly },
  };
}

export type ReplicaScenario = Awaited<ReturnType<typeof replicaScenario>>;
