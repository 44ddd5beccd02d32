// The daily charge's job killed mid-way (issue 17, section 1, Jobs). An API instance in a child process runs the
// real job on PostgreSQL and is killed with SIGKILL once the first batch of companies has committed; a fresh
// instance retries the job (pg-boss expires the dead worker's job and retries it). Every listing-day is then
// charged exactly once, every company has one ledger row for the day, balances equal the ledger sums, no
// idempotency key twice, and each low-credit warning is sent once (daily-charge-killed.fixtures.ts).
//
// The charge commits DAILY_CHARGE_BATCH companies at a time, so the seed holds more than a batch, and the test
// stops the child where it wants it with a lock: on a wallet of the second batch (the child dies inside that
// batch's transaction), or on pg-boss's job table (it dies after the first batch committed its warning email to
// the outbox, before queueing its delivery: the outbox sweep queues it again).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.ts';
import { openPostgres, queryRows } from '../../../db/client.ts';
import { MAIL_QUEUE } from '../../../plugins/app/mail.ts';
import { requeueStranded, STRANDED_AFTER_MINUTES, sweepJobId } from '../../../plugins/app/outbox-sweep.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { lockWaiters, waitFor } from '../../../test/waits.ts';
import { DAILY_CHARGE_BATCH } from './daily-charge.ts';
import { count, DAY, dailyRows, expectChargedOnce, seed } from './daily-charge-killed.fixtures.ts';

const ON_POSTGRES = Boolean(process.env.TEST_DATABASE_URL);
const FIXTURE = path.join(import.meta.dirname, 'daily-charge-worker.fixture.ts');
/** The worker process's application_name on its connections. */
const WORKER = 'daily-charge-killed-worker';

/** A backend of the database waits on a lock, running a statement that contains `text`. */
const waitingOn = async (t: TestApp, text: string) => (await lockWaiters(t.db, text)) > 0;

/** Starts the worker process, which queues the charge of DAY and works it; answers its job's id. */
async function startWorker(connectionString: string, dataDir: string) {
  const child = spawn(process.execPath, [FIXTURE], {
    env: { ...process.env, DATABASE_URL: connectionString, DATA_DIR: dataDir, CHARGE_DAY: DAY, PGAPPNAME: WORKER },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => {
    stdout += d;
  });
  child.stderr.on('data', (d) => {
    stderr += d;
  });
  const exited = once(child, 'exit');
  await waitFor('the job to be queued', async () => {
    if (child.exitCode !== null) throw new Error(`the worker exited: ${stderr}`);
    return /queued \S+\n/.test(stdout);
  });
  const kill = async () => {
    child.kill('SIGKILL');
    await exited;
  };
  return { jobId: stdout.match(/queued (\S+)/)?.[1] as string, kill };
}

type KillPoint = 'inside the second batch' | 'before the first batch queues its email';

/** Seeds, runs the charge in a worker process, kills it at `point`, lets a fresh instance retry, checks. */
async function killAndRetry(point: KillPoint) {
  const t = await buildTestApp();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rentals-killed-'));
  const connectionString = t.app.database.kind === 'postgres' ? t.app.database.connectionString : '';
  const wallets = new pg.Client({ connectionString });
  const jobTable = new pg.Client({ connectionString });
  const freshDb = await openPostgres(connectionString, 4);
  let fresh: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    const { companies, low, firstBatch, secondBatch } = await seed(t);
    await Promise.all([wallets.connect(), jobTable.connect()]);
    await wallets.query('begin');
    const held = point === 'inside the second batch' ? secondBatch : firstBatch;
    await wallets.query('select 1 from credit_wallets where company_id = $1 for update', [held]);

    const worker = await startWorker(connectionString, dataDir);
    if (point === 'inside the second batch') {
      // The first batch committed; the second waits for the wallet inside its transaction.
      await waitFor('the first batch', async () => (await dailyRows(t)) >= DAILY_CHARGE_BATCH);
      await waitFor('the second batch to wait', () => waitingOn(t, 'for update'));
    } else {
      // The job is running (its first batch waits for the wallet); pg-boss's job table is then locked, so the
      // first batch commits and its email's delivery cannot be queued.
      await waitFor('the first batch to wait', () => waitingOn(t, 'for update'));
      await jobTable.query('begin');
      await jobTable.query('lock table pgboss.job in exclusive mode');
      await wallets.query('rollback');
      await waitFor('the first batch', async () => (await dailyRows(t)) >= DAILY_CHARGE_BATCH);
    }
    await worker.kill();
    // A backend waiting on a lock does not notice that its client died: once the lock is released, a statement
    // of its own (the email's queue insert) would still commit. Gone with its host, its connections would close.
    // The worker's are the only ones of its name and pg-boss's on this database (the test's app has no queue).
    const workerBackends = sql`from pg_stat_activity where datname = current_database()
                               and application_name in (${WORKER}, 'pgboss')`;
    await t.db.execute(sql`select pg_terminate_backend(pid) ${workerBackends}`);
    await waitFor(
      "the worker's connections to close",
      async () => (await count(t, sql`select count(*)::int as n ${workerBackends}`)) === 0,
    );
    await Promise.all([wallets.query('rollback'), jobTable.query('rollback')]);

    expect(await dailyRows(t)).toBe(DAILY_CHARGE_BATCH);
    const job = async () =>
      (
        await queryRows<{ state: string; retry_count: number }>(
          t.db,
          sql`select state, retry_count from pgboss.job where id = ${worker.jobId}::uuid`,
        )
      )[0];
    expect((await job())?.state).toBe('active');
    // Emails recorded with their batch whose delivery was never queued.
    const stranded = (
      await queryRows<{ id: number }>(
        t.db,
        sql`select e.id from outbound_emails e where e.status = 'queued' and not exists
              (select 1 from pgboss.job j where j.name = ${MAIL_QUEUE} and j.data->>'id' = e.id::text)`,
      )
    ).map((r) => Number(r.id));
    expect(stranded).toHaveLength(point === 'inside the second batch' ? 0 : 1);

    // Another instance: its supervisor finds the dead worker's job expired and pg-boss retries it there.
    fresh = await buildApp({
      config: t.config,
      database: freshDb,
      jobs: 'work',
      jobsTuning: { boss: { superviseIntervalSeconds: 1, monitorIntervalSeconds: 1 }, queue: { expireInSeconds: 5 } },
      logger: false,
    });
    await fresh.ready();
    await waitFor('the retried job', async () => (await job())?.state === 'completed');
    expect((await job())?.retry_count).toBeGreaterThanOrEqual(1);

    // The outbox sweep, STRANDED_AFTER_MINUTES later (this instance's cron may run it too): only an email whose
    // delivery was never queued is queued again, once.
    await t.db.execute(
      sql`update outbound_emails set created_at = created_at - make_interval(mins => ${STRANDED_AFTER_MINUTES + 1})`,
    );
    await requeueStranded(fresh, MAIL_QUEUE);
    await waitFor(
      'the warnings to be sent',
      async () => (await count(t, sql`select count(*)::int as n from outbound_emails where status <> 'sent'`)) === 0,
    );
    // One delivery job per email; the stranded one's is the sweep's.
    const deliveries = await queryRows<{ id: number; jobs: string[] }>(
      t.db,
      sql`select e.id, array_agg(j.id::text) filter (where j.id is not null) as jobs from outbound_emails e
          left join pgboss.job j on j.name = ${MAIL_QUEUE} and j.data->>'id' = e.id::text group by e.id`,
    );
    for (const { id, jobs } of deliveries) {
      expect(jobs).toHaveLength(1);
      if (stranded.includes(Number(id))) expect(jobs).toEqual([sweepJobId(Number(id))]);
    }
    await expectChargedOnce(t, companies, low);
  } finally {
    await Promise.all([wallets.end().catch(() => {}), jobTable.end().catch(() => {})]);
    await fresh?.close();
    await freshDb.close();
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

// Each on a database of its own, and mostly waiting on pg-boss's polls: the two run side by side (the timeouts
// leave room for a busy machine).
describe.concurrent('the daily charge killed mid-way', () => {
  it.runIf(ON_POSTGRES)(
    'killed inside a batch, the daily charge is retried by another instance without charging anything twice',
    () => killAndRetry('inside the second batch'),
    120_000,
  );

  it.runIf(ON_POSTGRES)(
    'killed between a batch and the queueing of its email, the retry charges nothing twice and the email is sent once',
    () => killAndRetry('before the first batch queues its email'),
    120_000,
  );
});
