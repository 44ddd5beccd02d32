// credit_usage partitioned by month (issue 27 point 6; migration 0017; docs/decisions/0013): the migration keeps a
// database's rows (count and sum) in their months' partitions; rows land in their month's partition, or the
// default one; the partitions ahead are made once, moving what the default partition held; the nightly job makes
// them; the charge still charges each listing once a day (twice at once on PostgreSQL); a month detaches.
//
// The tests use days of their own, far apart (distinct years), so each can reason about its own partitions.
import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isoDay } from '@rentals/shared/resources/credit-usage';
import { and, eq, sql } from 'drizzle-orm';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Database,
  type DatabaseHandle,
  MIGRATIONS_FOLDER,
  openPglite,
  openPostgres,
  queryRows,
} from '../../../db/client.ts';
import { creditLedger, creditUsage, ecommerceSettings } from '../../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { createListing, createPlace, type TestPlace } from '../../../test/listing-factories.ts';
import { databaseUrl } from '../../../test/test-database.ts';
import { postToLedger } from '../ledger.ts';
import {
  ensureUsagePartitions,
  monthStart,
  USAGE_MONTHS_AHEAD,
  usagePartitionName,
} from './credit-usage-partitions.ts';
import { DAILY_CHARGE_QUEUE } from './daily-charge.job.ts';
import { chargeDay } from './daily-charge.ts';

const ON_POSTGRES = Boolean(process.env.TEST_DATABASE_URL);
const DAY_MS = 86_400_000;
const PRICES = { activation: 1, featuredActivation: 4, daily: 2, featuredDaily: 5 };

/** The partitions of credit_usage, by name. */
const partitions = async (db: Database) =>
  (
    await queryRows<{ name: string }>(
      db,
      sql`select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
          where i.inhparent = 'credit_usage'::regclass order by 1`,
    )
  ).map((r) => r.name);

/** Where each usage row of the listings lives: [listing, day, partition]. */
const placesOf = async (db: Database, listingIds: number[]) =>
  (
    await queryRows<{ listing_id: number; day: string; part: string }>(
      db,
      sql`select listing_id, day::text as day, tableoid::regclass::text as part from credit_usage
          where listing_id = any(${sql.param(listingIds)}::int[]) order by listing_id, day`,
    )
  ).map((r) => [Number(r.listing_id), r.day, r.part]);

const totals = async (db: Database) => {
  const [row] = await queryRows<{ n: number; credits: number }>(
    db,
    sql`select count(*)::int as n, coalesce(sum(credits), 0)::bigint as credits from credit_usage`,
  );
  return { n: Number(row?.n), credits: Number(row?.credits) };
};

/** An empty database (no migration applied) of the engine under test, and a way to migrate it from a folder. */
async function emptyDatabase(): Promise<{ handle: DatabaseHandle; migrateFrom(folder: string): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const handle = await openPglite();
    return { handle, migrateFrom: (folder) => migratePglite(handle.db as never, { migrationsFolder: folder }) };
  }
  const name = `rentals_t_${process.ppid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`).finally(() => admin.end());
  const opened = await openPostgres(databaseUrl(url, name), 2);
  const handle: DatabaseHandle = {
    ...opened,
    async close() {
      await opened.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`).finally(() => dropper.end());
    },
  };
  return { handle, migrateFrom: (folder) => migrateNodePg(handle.db as never, { migrationsFolder: folder }) };
}

/** A copy of the migrations folder with the migrations up to `last` only (what a database had before 0017). */
async function migrationsUpTo(last: number): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'rentals-migrations-'));
  await mkdir(path.join(dir, 'meta'));
  const journal = JSON.parse(await readFile(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  journal.entries = journal.entries.filter((e) => e.idx <= last);
  await writeFile(path.join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  for (const file of await readdir(MIGRATIONS_FOLDER)) {
    if (/^\d{4}_.*\.sql$/.test(file) && Number(file.slice(0, 4)) <= last) {
      await copyFile(path.join(MIGRATIONS_FOLDER, file), path.join(dir, file));
    }
  }
  return dir;
}

describe('migration 0017', () => {
  it("keeps a database's usage rows (count and sum), each in its month's partition, under the same key", async () => {
    const { handle, migrateFrom } = await emptyDatabase();
    const before16 = await migrationsUpTo(16);
    try {
      await migrateFrom(before16);
      const { db } = handle;
      // 3 listings a day over 2025-11-20 .. 2026-01-09 (51 days, three months), and a day far ahead.
      await db.execute(sql`
        insert into credit_usage (listing_id, day, company_id, credits, featured)
        select l, d::date, 1 + l % 2, 1 + (l + extract(day from d)::int) % 5, l = 3
        from generate_series('2025-11-20'::date, '2026-01-09'::date, interval '1 day') d, generate_series(1, 3) l
        union all select 7, '2031-06-15', 2, 9, true`);
      const before = await totals(db);
      expect(before).toMatchObject({ n: 51 * 3 + 1 });

      await migrateFrom(MIGRATIONS_FOLDER);

      expect(await totals(db)).toEqual(before);
      const [kind] = await queryRows<{ relkind: string }>(
        db,
        sql`select relkind from pg_class where oid = 'credit_usage'::regclass`,
      );
      expect(kind?.relkind).toBe('p');
      const ahead = Array.from({ length: USAGE_MONTHS_AHEAD + 1 }, (_, n) =>
        usagePartitionName(monthStart(isoDay(new Date()), n)),
      );
      const expected = [
        'credit_usage_2025_11',
        'credit_usage_2025_12',
        'credit_usage_2026_01',
        'credit_usage_2031_06',
        'credit_usage_default',
        ...ahead,
      ];
      expect(await partitions(db)).toEqual([...new Set(expected)].sort());
      const byPartition = await queryRows<{ part: string; n: number }>(
        db,
        sql`select tableoid::regclass::text as part, count(*)::int as n from credit_usage group by 1 order by 1`,
      );
      expect(byPartition.map((r) => [r.part, Number(r.n)])).toEqual([
        ['credit_usage_2025_11', 11 * 3],
        ['credit_usage_2025_12', 31 * 3],
        ['credit_usage_2026_01', 9 * 3],
        ['credit_usage_2031_06', 1],
      ]);
      // The key still refuses a second row for a listing and day, and the company index is on every partition.
      await expect(
        db.execute(sql`insert into credit_usage (listing_id, day, company_id, credits) values (1, '2025-12-01', 1, 1)`),
      ).rejects.toMatchObject({ cause: { code: '23505' } });
      const indexes = await queryRows<{ parts: number }>(
        db,
        sql`select count(*)::int as parts from pg_inherits i join pg_class c on c.oid = i.inhrelid
            where i.inhparent = 'credit_usage'::regclass
              and exists (select 1 from pg_index x join pg_class ix on ix.oid = x.indexrelid
                          where x.indrelid = c.oid and x.indisprimary)
              and exists (select 1 from pg_inherits ii where ii.inhparent = 'credit_usage_company_day_idx'::regclass
                          and ii.inhrelid in (select indexrelid from pg_index where indrelid = c.oid))`,
      );
      expect(Number(indexes[0]?.parts)).toBe(new Set(expected).size);
      expect(await queryRows(db, sql`select to_regclass('credit_usage_unpartitioned') as t`)).toEqual([{ t: null }]);
    } finally {
      await handle.close();
      await rm(before16, { recursive: true, force: true });
    }
  }, 120_000); // a database migrated from nothing, twice over (~10 s on an idle machine)
});

let t: TestApp;
let place: TestPlace;
beforeAll(async () => {
  t = await buildTestApp();
  place = await createPlace(t.db, { cityName: 'Partitionville' });
  await t.db.update(ecommerceSettings).set({ creditPrices: PRICES, memberPrices: PRICES });
});
afterAll(() => t.close());

let companies = 0;
/** A company with `credits` and `n` listings live since a few days ago; answers the listing ids. */
async function companyWithListings(credits: number, n: number) {
  const landlord = await t.loginAs('Landlord', { companyName: `Partition Co ${++companies}` });
  const companyId = landlord.user.companyId as number;
  await t.db.transaction((tx) =>
    postToLedger(tx, {
      companyId,
      amount: credits,
      reason: 'adjustment',
      idempotencyKey: `test:partition-credits:${companyId}`,
      note: 'Test credits',
    }),
  );
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const listing = await createListing(t.db, place, {
      companyId,
      ownerId: landlord.user.id,
      enabledAt: new Date(Date.now() - (2 + i) * DAY_MS),
    });
    ids.push(listing.id);
  }
  return { companyId, ids };
}

describe('credit_usage partitions', () => {
  it("puts a row in its month's partition, and a day no partition covers in the default one", async () => {
    const next = monthStart(isoDay(new Date()), 1);
    await t.db.insert(creditUsage).values([
      { listingId: 9_000_001, day: `${next.slice(0, 8)}15`, companyId: 1, credits: 2 },
      { listingId: 9_000_001, day: '2044-02-29', companyId: 1, credits: 2 },
    ]);
    expect(await placesOf(t.db, [9_000_001])).toEqual([
      [9_000_001, `${next.slice(0, 8)}15`, usagePartitionName(next)],
      [9_000_001, '2044-02-29', 'credit_usage_default'],
    ]);
  });

  it("makes this month's and the next months' partitions once, moving the rows the default partition held", async () => {
    await t.db.insert(creditUsage).values([
      { listingId: 9_000_002, day: '2040-01-31', companyId: 1, credits: 3 },
      { listingId: 9_000_002, day: '2040-03-01', companyId: 1, credits: 4 },
    ]);
    const before = await totals(t.db);
    expect(await ensureUsagePartitions(t.db, '2039-12-20')).toEqual([
      'credit_usage_2039_12',
      'credit_usage_2040_01',
      'credit_usage_2040_02',
    ]);
    expect(await ensureUsagePartitions(t.db, '2039-12-20')).toEqual([]);
    expect(await totals(t.db)).toEqual(before);
    expect(await placesOf(t.db, [9_000_002])).toEqual([
      [9_000_002, '2040-01-31', 'credit_usage_2040_01'],
      [9_000_002, '2040-03-01', 'credit_usage_default'],
    ]);
    // The next month along: made, and its row moved, by the following call.
    expect(await ensureUsagePartitions(t.db, '2040-01-01')).toEqual(['credit_usage_2040_03']);
    expect(await placesOf(t.db, [9_000_002])).toContainEqual([9_000_002, '2040-03-01', 'credit_usage_2040_03']);
    // A made partition has the table's key.
    await expect(
      t.db.insert(creditUsage).values({ listingId: 9_000_002, day: '2040-01-31', companyId: 1, credits: 1 }),
    ).rejects.toMatchObject({ cause: { code: '23505' } });
  });

  if (ON_POSTGRES) {
    it('makes each partition once when several callers run at once (PostgreSQL)', async () => {
      const runs = await Promise.all([1, 2, 3].map(() => ensureUsagePartitions(t.db, '2041-05-02')));
      expect(runs.flat().sort()).toEqual(['credit_usage_2041_05', 'credit_usage_2041_06', 'credit_usage_2041_07']);
      expect((await partitions(t.db)).filter((p) => p.startsWith('credit_usage_2041'))).toHaveLength(3);
    });
  }

  it('the nightly job makes a missing partition ahead before it charges', async () => {
    const ahead = usagePartitionName(monthStart(isoDay(new Date()), USAGE_MONTHS_AHEAD));
    await t.db.execute(sql.raw(`alter table credit_usage detach partition ${ahead}`));
    await t.db.execute(sql.raw(`drop table ${ahead}`));
    expect(await partitions(t.db)).not.toContain(ahead);
    await t.app.jobs.send(DAILY_CHARGE_QUEUE, { day: '2043-07-04' }); // inline in tests: runs now
    expect(await partitions(t.db)).toContain(ahead);
  });

  it("charges each listing once a day into the day's partition, on reruns and runs at once", async () => {
    const accounts = await Promise.all([companyWithListings(100, 3), companyWithListings(100, 2)]);
    const ids = accounts.flatMap((a) => a.ids).sort((a, b) => a - b);
    const inMonth = `${monthStart(isoDay(new Date()), 1).slice(0, 8)}20`;
    const inDefault = '2046-08-09';
    for (const day of [inMonth, inDefault]) {
      // Two runs at once need two connections: on PGlite (one connection) they run one after the other.
      if (ON_POSTGRES)
        await Promise.all([chargeDay(t.db, day, { batchSize: 1 }), chargeDay(t.db, day, { batchSize: 1 })]);
      else {
        await chargeDay(t.db, day, { batchSize: 1 });
        expect(await chargeDay(t.db, day, { batchSize: 1 })).toMatchObject({ companies: 0, listings: 0 });
      }
      for (const { companyId } of accounts) {
        const ledger = await t.db
          .select({ amount: creditLedger.amount })
          .from(creditLedger)
          .where(and(eq(creditLedger.companyId, companyId), eq(creditLedger.day, day)));
        const rows = await t.db
          .select({ credits: creditUsage.credits })
          .from(creditUsage)
          .where(and(eq(creditUsage.companyId, companyId), eq(creditUsage.day, day)));
        expect(ledger).toEqual([{ amount: -rows.reduce((sum, r) => sum + r.credits, 0) }]);
      }
    }
    const part = usagePartitionName(inMonth);
    expect(await placesOf(t.db, ids)).toEqual(
      ids.flatMap((id) => [
        [id, inMonth, part],
        [id, inDefault, 'credit_usage_default'],
      ]),
    );
  });

  it('detaches an old month as the decision record says: its rows leave the table and stay in the detached one', async () => {
    await ensureUsagePartitions(t.db, '2038-05-01', 0);
    await t.db.insert(creditUsage).values({ listingId: 9_000_003, day: '2038-05-06', companyId: 1, credits: 5 });
    await t.db.execute(sql`alter table credit_usage detach partition credit_usage_2038_05`);
    expect(await placesOf(t.db, [9_000_003])).toEqual([]);
    expect(await partitions(t.db)).not.toContain('credit_usage_2038_05');
    expect(await queryRows(t.db, sql`select listing_id, credits from credit_usage_2038_05`)).toEqual([
      { listing_id: 9_000_003, credits: 5 },
    ]);
    await t.db.execute(sql`drop table credit_usage_2038_05`);
  });
});
