// Starting, confirming and cancelling feed runs, and the scheduler's tick (issue 16 section 3). A run is a row
// first (queued), then a pg-boss job on FEED_RUN_QUEUE executes it (feed-runner.ts). One run at a time per feed:
// the partial unique index feed_runs_one_active refuses a second queued/running one, whichever instance asks.
import type { FeedRun } from '@rentals/shared/resources/feeds';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Queryable, queryRows } from '../../db/client.ts';
import { feedRuns, feeds, users } from '../../db/schema/index.ts';
import { type AuditContext, recordAudit } from '../../lib/audit.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { defineFeedPhotosJob } from './feed-photos.ts';
import { pauseListings } from './feed-removals.ts';
import { STALE_AFTER_MS } from './feed-run-settings.ts';
import type { FeedRow, RunRow } from './feed-run-types.ts';
import { executeRun } from './feed-runner.ts';

export const FEED_RUN_QUEUE = 'feeds.run';
export const FEED_TICK_QUEUE = 'feeds.tick';
/** Every minute: queue the feeds whose schedule is due, and take over runs whose worker died. */
export const FEED_TICK_CRON = '* * * * *';

const runColumns = {
  id: feedRuns.id,
  feedId: feedRuns.feedId,
  source: feedRuns.source,
  dryRun: feedRuns.dryRun,
  status: feedRuns.status,
  error: feedRuns.error,
  pending: feedRuns.pending,
  added: feedRuns.added,
  updated: feedRuns.updated,
  unchanged: feedRuns.unchanged,
  paused: feedRuns.paused,
  failed: feedRuns.failed,
  processed: feedRuns.processed,
  startedAt: feedRuns.startedAt,
  finishedAt: feedRuns.finishedAt,
  createdAt: feedRuns.createdAt,
  requestedBy: users.email,
};

export const runsQuery = (db: Queryable) =>
  db.select(runColumns).from(feedRuns).leftJoin(users, eq(users.id, feedRuns.requestedBy)).$dynamic();

type RunSelect = Awaited<ReturnType<typeof runsQuery>>[number];

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

export function toFeedRun(row: RunSelect): FeedRun {
  const started = row.startedAt ? new Date(row.startedAt).getTime() : null;
  const finished = row.finishedAt ? new Date(row.finishedAt).getTime() : null;
  return {
    id: row.id,
    feedId: row.feedId,
    source: row.source,
    dryRun: row.dryRun,
    status: row.status,
    error: row.error,
    pendingPause: row.status === 'awaiting-confirmation' ? (row.pending?.listingIds.length ?? 0) : null,
    added: row.added,
    updated: row.updated,
    unchanged: row.unchanged,
    paused: row.paused,
    failed: row.failed,
    processed: row.processed,
    requestedBy: row.requestedBy,
    startedAt: iso(row.startedAt),
    finishedAt: iso(row.finishedAt),
    durationMs: started !== null && finished !== null ? Math.max(0, finished - started) : null,
    createdAt: iso(row.createdAt) as string,
  };
}

export async function loadRun(db: Queryable, runId: number): Promise<FeedRun> {
  const [row] = await runsQuery(db).where(eq(feedRuns.id, runId));
  if (!row) throw notFound();
  return toFeedRun(row);
}

export async function loadFeed(db: Queryable, feedId: number): Promise<FeedRow> {
  const [feed] = await db.select().from(feeds).where(eq(feeds.id, feedId));
  if (!feed) throw notFound();
  return feed;
}

export interface StartRunOptions {
  source: RunRow['source'];
  dryRun: boolean;
  uploadId?: number | null;
  requestedBy?: number | null;
  audit?: AuditContext;
}

const isUniqueViolation = (error: unknown) => {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
};

/**
 * Starts a run of the feed, or takes over the one a killed worker left behind (the same run goes on from its
 * last committed batch). 409 when another run of the feed is alive. Answers the run's id.
 */
export async function startRun(app: FastifyInstance, feed: FeedRow, options: StartRunOptions): Promise<number> {
  let runId: number;
  if (!options.dryRun) {
    const [active] = await app.db
      .select()
      .from(feedRuns)
      .where(
        and(eq(feedRuns.feedId, feed.id), inArray(feedRuns.status, ['queued', 'running']), eq(feedRuns.dryRun, false)),
      );
    if (active) {
      const lastSign = active.heartbeatAt ?? active.createdAt;
      if (Date.now() - new Date(lastSign).getTime() < STALE_AFTER_MS) {
        throw new HttpError(409, 'feedRunActive', { run: active.id });
      }
      await queueRun(app, active.id, feed.id);
      return active.id;
    }
  }
  try {
    runId = await app.db.transaction(async (tx) => {
      if (!options.dryRun) {
        // A run still waiting for confirmation is overtaken by this one: what it would pause is no longer known.
        await tx
          .update(feedRuns)
          .set({ status: 'cancelled', finishedAt: new Date(), error: 'Superseded by a newer run.' })
          .where(and(eq(feedRuns.feedId, feed.id), eq(feedRuns.status, 'awaiting-confirmation')));
      }
      const [row] = await tx
        .insert(feedRuns)
        .values({
          feedId: feed.id,
          source: options.source,
          dryRun: options.dryRun,
          uploadId: options.uploadId ?? null,
          requestedBy: options.requestedBy ?? null,
        })
        .returning({ id: feedRuns.id });
      if (!row) throw new Error('feed run insert returned nothing');
      if (options.audit) {
        await recordAudit(tx, options.audit, {
          action: options.dryRun ? 'dry-run' : 'run',
          resource: 'feeds',
          recordId: feed.id,
          changes: { run: { old: null, new: row.id }, source: { old: null, new: options.source } },
        });
      }
      return row.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      const [active] = await app.db
        .select({ id: feedRuns.id })
        .from(feedRuns)
        .where(and(eq(feedRuns.feedId, feed.id), inArray(feedRuns.status, ['queued', 'running'])));
      throw new HttpError(409, 'feedRunActive', { run: active?.id ?? '?' });
    }
    throw error;
  }
  await queueRun(app, runId, feed.id);
  return runId;
}

async function queueRun(app: FastifyInstance, runId: number, feedId: number) {
  await app.jobs.send(FEED_RUN_QUEUE, { runId }, { singletonKey: `feed:${feedId}` });
}

async function awaitingRun(db: Queryable, feedId: number, runId: number): Promise<RunRow> {
  const [run] = await db
    .select()
    .from(feedRuns)
    .where(and(eq(feedRuns.id, runId), eq(feedRuns.feedId, feedId)))
    .for('update');
  if (!run) throw notFound();
  if (run.status !== 'awaiting-confirmation' || !run.pending) throw new HttpError(409, 'feedRunNotAwaiting');
  return run;
}

/** Support confirms a stopped run: the listings it would pause are paused (those still active). */
export async function confirmRun(app: FastifyInstance, feedId: number, runId: number, audit: AuditContext) {
  const run = await app.db.transaction(async (tx) => {
    const row = await awaitingRun(tx, feedId, runId);
    await tx.update(feedRuns).set({ status: 'running', heartbeatAt: new Date() }).where(eq(feedRuns.id, runId));
    return row;
  });
  const paused = run.dryRun
    ? (run.pending?.listingIds.length ?? 0)
    : await pauseListings(app.db, runId, run.pending?.listingIds ?? []);
  await app.db.transaction(async (tx) => {
    await tx
      .update(feedRuns)
      .set({ status: 'succeeded', paused: sql`${feedRuns.paused} + ${paused}`, finishedAt: new Date(), error: null })
      .where(eq(feedRuns.id, runId));
    await recordAudit(tx, audit, {
      action: 'confirm-run',
      resource: 'feeds',
      recordId: feedId,
      changes: { run: { old: null, new: runId }, paused: { old: null, new: paused } },
    });
  });
}

/** Support cancels a stopped run: nothing is paused. */
export async function cancelRun(app: FastifyInstance, feedId: number, runId: number, audit: AuditContext) {
  await app.db.transaction(async (tx) => {
    await awaitingRun(tx, feedId, runId);
    await tx
      .update(feedRuns)
      .set({ status: 'cancelled', finishedAt: new Date(), error: 'Cancelled by support: no listing was paused.' })
      .where(eq(feedRuns.id, runId));
    await recordAudit(tx, audit, {
      action: 'cancel-run',
      resource: 'feeds',
      recordId: feedId,
      changes: { run: { old: null, new: runId } },
    });
  });
}

/** The feeds whose schedule is due now (enabled, not manual, no run since the schedule's last slot). */
export async function dueFeeds(db: Queryable, now = new Date()): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select f.id from ${feeds} f
      left join lateral (select max(r.created_at) as at from ${feedRuns} r where r.feed_id = f.id and not r.dry_run) last on true
      where f.enabled and f.schedule <> 'manual'
        and not exists (select 1 from ${feedRuns} a where a.feed_id = f.id and a.status in ('queued', 'running') and not a.dry_run)
        and (
          (f.schedule = 'hourly' and (last.at is null or last.at <= ${now}::timestamptz - interval '1 hour'))
          or (f.schedule = 'every-6-hours' and (last.at is null or last.at <= ${now}::timestamptz - interval '6 hours'))
          or (f.schedule = 'daily' and extract(hour from ${now}::timestamptz at time zone 'UTC') >= coalesce(f.schedule_hour, 0)
            and (last.at is null or last.at < date_trunc('day', ${now}::timestamptz at time zone 'UTC') at time zone 'UTC'
              + make_interval(hours => coalesce(f.schedule_hour, 0))))
        )
      order by f.id`,
  );
  return rows.map((r) => Number(r.id));
}

/** Runs left "running" by a worker that died (no batch for STALE_AFTER_MS). */
async function staleRuns(db: Queryable): Promise<{ id: number; feedId: number }[]> {
  const staleBefore = new Date(Date.now() - STALE_AFTER_MS);
  return db
    .select({ id: feedRuns.id, feedId: feedRuns.feedId })
    .from(feedRuns)
    .where(
      and(
        inArray(feedRuns.status, ['queued', 'running']),
        sql`coalesce(${feedRuns.heartbeatAt}, ${feedRuns.createdAt}) < ${staleBefore}`,
      ),
    )
    .orderBy(desc(feedRuns.id));
}

/** The scheduler's tick: resumes dead runs, then starts the due feeds. */
export async function feedTick(app: FastifyInstance, now = new Date()) {
  for (const run of await staleRuns(app.db)) await queueRun(app, run.id, run.feedId);
  for (const feedId of await dueFeeds(app.db, now)) {
    try {
      await startRun(app, await loadFeed(app.db, feedId), { source: 'schedule', dryRun: false });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error; // another instance started it meanwhile
    }
  }
}

export function defineFeedJobs(app: FastifyInstance) {
  defineFeedPhotosJob(app);
  app.jobs.define<{ runId: number }>(FEED_RUN_QUEUE, async ({ runId }) => executeRun(app, runId), {
    retryLimit: 3,
  });
  app.jobs.define(FEED_TICK_QUEUE, async () => feedTick(app), { cron: FEED_TICK_CRON });
}
