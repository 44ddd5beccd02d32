// DATABASE_READ_URL at the database handle: refused without a PostgreSQL primary, a second pool on the replica
// when there is one (its own size, closed with the handle), and the in-process caches shared with the primary.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { memoPerDatabase } from '../lib/memo.ts';
import { freshPrimary } from '../test/read-replica.ts';
import { type DatabaseHandle, openDatabase, queryRows, READ_POOL_MAX, withReadReplica } from './client.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'rentals-replica-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('DATABASE_READ_URL without a PostgreSQL primary', () => {
  it('is refused at start-up, saying why, before the embedded database is opened', async () => {
    const opening = openDatabase({ readDatabaseUrl: 'postgres://replica.internal/rentals', dataDir });
    await expect(opening).rejects.toThrow(/DATABASE_READ_URL is set but DATABASE_URL is not.*PGlite/);
    expect(await readdir(dataDir)).toEqual([]);
  });

  it('must be a PostgreSQL connection string (the message names the variable, not the value)', () => {
    expect(() => loadConfig({ DATABASE_READ_URL: 'mysql://user:secret-pw@db/rentals' })).toThrow(
      /DATABASE_READ_URL: expected a PostgreSQL connection string/,
    );
    expect(() => loadConfig({ DATABASE_READ_URL: 'mysql://user:secret-pw@db/rentals' })).not.toThrow(/secret-pw/);
    expect(loadConfig({ DATABASE_READ_URL: '' }).DATABASE_READ_URL).toBeUndefined();
    expect(loadConfig({ DATABASE_READ_URL: 'postgresql://r/rentals' }).DATABASE_READ_URL).toBe(
      'postgresql://r/rentals',
    );
  });
});

describe('a PostgreSQL primary with a read replica', () => {
  const handles: DatabaseHandle[] = [];
  afterAll(async () => {
    for (const handle of handles.reverse()) await handle.close();
  });

  it.runIf(onPostgres)('opens a second pool of its own size on the replica and closes both', async () => {
    const primary = await freshPrimary();
    const replica = await freshPrimary();
    handles.push(primary, replica);
    const database = await openDatabase({
      databaseUrl: primary.connectionString,
      readDatabaseUrl: replica.connectionString,
      dataDir,
    });
    if (database.kind !== 'postgres' || !database.readDb || !database.readPool) throw new Error('no replica opened');
    const nameOf = async (db: NonNullable<DatabaseHandle['readDb']>) =>
      (await queryRows<{ name: string }>(db, sql`select current_database() as name`))[0]?.name;
    expect(await nameOf(database.db)).toBe(new URL(primary.connectionString).pathname.slice(1));
    expect(await nameOf(database.readDb)).toBe(new URL(replica.connectionString).pathname.slice(1));
    expect(database.readPool.options.max).toBe(READ_POOL_MAX);

    await database.close();
    expect(database.pool.ended).toBe(true);
    expect(database.readPool.ended).toBe(true);
  });

  it.runIf(onPostgres)(
    "shares the primary's caches: a write's forget on the primary drops what the replica loaded",
    async () => {
      const primary = await freshPrimary();
      handles.push(primary);
      const database = withReadReplica(primary, primary.connectionString, 1);
      const readDb = database.readDb;
      if (!readDb) throw new Error('no replica opened');
      const cache = memoPerDatabase<number>('read-replica.test', 60_000);
      let loads = 0;
      const load = async () => ++loads;

      expect(await cache(readDb, 'answer', load)).toBe(1);
      expect(await cache(database.db, 'answer', load)).toBe(1);
      cache.forget(database.db, 'answer');
      expect(await cache(readDb, 'answer', load)).toBe(2);
      await database.readPool?.end();
    },
  );
});
