// Two API instances working the same PostgreSQL database (issue 17, section 1, Jobs): both define and schedule
// every cron queue, and each schedule slot still runs once. pg-boss's cron pass is claimed by one instance at a
// time, and it forwards an occurrence through its send-it queue under a one-minute slot (a singleton key per
// schedule), so overlapping passes make one job per slot. The test proves it over three or four slots, for a queue
// of its own and for the product's crons (the daily charge at 00:05, the feed tick every minute), and that when
// one instance stops the other carries the schedule on alone.
//
// A cron slot is one minute wide and cannot be made narrower, so real time would take minutes. Both instances
// run on one pg-boss TestClock instead (pg-boss's own, passed through the jobs plugin's test-only `jobsTuning`):
// it drives their timers and, through pgboss.job_now(), the database's idea of now, so minutes pass in
// seconds while every statement, claim and lock is the real one.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TestClock } from 'pg-boss';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { type DatabaseHandle, openPostgres, queryRows } from '../../db/client.ts';
import { DAILY_CHARGE_QUEUE } from '../../modules/commerce/daily/daily-charge.job.ts';
import { FEED_TICK_QUEUE } from '../../modules/feeds/feed-runs.service.ts';
import { freshTestDatabase } from '../../test/test-database.ts';
import { OUTBOX_SWEEP_QUEUE } from './outbox-sweep.ts';

const ON_POSTGRES = Boolean(process.env.TEST_DATABASE_URL);
const QUEUE = 'test.every-minute';
/**
 * 00:04:45 UTC: the slots of 00:05 (the daily charge's), 00:06 and 00:07 follow (and 00:04's, still due for a
 * minute, when the first cron pass lands before 00:05).
 */
const START = Date.UTC(2031, 2, 14, 0, 4, 45);

interface Run {
  instance: string;
  /** The TestClock's minute when the handler ran. */
  minute: number;
}

/** One API instance with jobs mode 'work' on `database`, its handler recording which instance ran it. */
async function startInstance(name: string, database: DatabaseHandle, clock: TestClock, runs: Run[]) {
  const dataDir = await mkdtemp(path.join(tmpdir(), `rentals-${name}-`));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
  });
  const everyMinute: FastifyPluginAsyncZod = async (app) => {
    app.jobs.define(
      QUEUE,
      async () => {
        runs.push({ instance: name, minute: new Date(clock.now()).getUTCMinutes() });
      },
      { cron: '* * * * *' },
    );
  };
  const app = await buildApp({
    config,
    database,
    jobs: 'work',
    jobsTuning: { boss: { clock } },
    logger: false,
    extraModules: [everyMinute],
  });
  await app.ready();
  let closed = false;
  return {
    app,
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Moves the shared clock on by `ms` in five-second steps, letting the handlers' own statements run between. */
async function advance(clock: TestClock, ms: number) {
  for (let done = 0; done < ms; done += 5_000) {
    await clock.tick(5_000);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Ticks on until `done` holds (a handler's run lands after the poll that fetched it). */
async function until(clock: TestClock, done: () => boolean) {
  for (let i = 0; i < 20 && !done(); i++) await advance(clock, 5_000);
}

describe('cron jobs with two instances on one database', () => {
  it.runIf(ON_POSTGRES)(
    'run once per schedule slot, whichever instance takes them',
    async () => {
      const database = await freshTestDatabase();
      // The second instance's own pool on the same database, as a second process would have.
      const second = await openPostgres(database.kind === 'postgres' ? database.connectionString : '', 4);
      const clock = new TestClock(START);
      const runs: Run[] = [];
      const a = await startInstance('a', database, clock, runs);
      const b = await startInstance('b', second, clock, runs);
      try {
        // Both instances up until the 00:05 slot has run.
        const ran = (minute: number) => () => runs.some((r) => r.minute === minute);
        await advance(clock, 20_000);
        await until(clock, ran(5));
        // Instance a stops (a rolling restart): b carries the schedule on alone, 00:06 and 00:07.
        await a.close();
        await advance(clock, 120_000);
        await until(clock, ran(7));

        // Each slot once, none missed (00:04's is due on the first pass when it lands within a minute of it).
        const minutes = runs.map((r) => r.minute).sort();
        expect(minutes.filter((m) => m >= 5)).toEqual([5, 6, 7]);
        expect(minutes.filter((m) => m < 5)).toEqual(minutes[0] === 4 ? [4] : []);
        expect(runs.filter((r) => r.minute > 5).map((r) => r.instance)).toEqual(['b', 'b']);

        // Both instances wrote the schedule; it is one row per queue.
        const schedules = await queryRows<{ name: string; n: number }>(
          database.db,
          sql`select name, count(*)::int as n from pgboss.schedule
            where name in (${QUEUE}, ${DAILY_CHARGE_QUEUE}, ${FEED_TICK_QUEUE}, ${OUTBOX_SWEEP_QUEUE})
            group by name order by name`,
        );
        expect(schedules.map((s) => [s.name, s.n])).toEqual([
          [DAILY_CHARGE_QUEUE, 1],
          [FEED_TICK_QUEUE, 1],
          [OUTBOX_SWEEP_QUEUE, 1],
          [QUEUE, 1],
        ]);

        // The cron passes forward each (schedule, slot) once, through pg-boss's send-it queue, for every cron queue;
        // the product's crons fired as their schedules say.
        const doubled = await queryRows<{ name: string }>(
          database.db,
          sql`select data->>'name' as name from pgboss.job where name = '__pgboss__send-it'
              group by data->>'name', data->>'slot' having count(*) > 1`,
        );
        expect(doubled).toEqual([]);
        const forwarded = await queryRows<{ n: number }>(
          database.db,
          sql`select count(*)::int as n from pgboss.job where name = '__pgboss__send-it' and data->>'name' = ${QUEUE}`,
        );
        expect(forwarded[0]?.n).toBe(runs.length);
        const jobs = await queryRows<{ name: string; n: number; completed: number }>(
          database.db,
          sql`select name, count(*)::int as n, count(*) filter (where state = 'completed')::int as completed
            from pgboss.job where name in (${QUEUE}, ${DAILY_CHARGE_QUEUE}, ${FEED_TICK_QUEUE})
            group by name order by name`,
        );
        expect(jobs.map((j) => [j.name, j.n, j.completed])).toEqual([
          [DAILY_CHARGE_QUEUE, 1, 1],
          [FEED_TICK_QUEUE, runs.length, runs.length],
          [QUEUE, runs.length, runs.length],
        ]);
      } finally {
        await a.close();
        await b.close();
        await second.close();
        await database.close();
      }
    },
    90_000,
  );
});
