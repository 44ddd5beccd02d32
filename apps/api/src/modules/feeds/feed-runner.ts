// A feed run (issue 16 section 3): fetch (safeFetch) or read the uploaded file, parse (formats/), upsert each
// entry by its external id within the feed's company, then pause the feed's listings that left it, unless that
// would pause more than the feed's share: then the run stops "awaiting-confirmation" for support.
//
// Entries are committed in batches of BATCH_SIZE: each batch's listings, its feed_items rows (the external ids
// this run has seen, with their content hash), its failures and the run's counts go in one transaction. A run
// killed part-way stays "running"; once its heartbeat is older than STALE_AFTER_MS, the next start of the feed
// (or the job's retry) takes the same run over, skips the entries it has already seen and carries on. The unique
// (company, external id) index on listings makes a double impossible.
//
// Dry runs read and check everything and write only their own log (counts and failures), never a listing.
//
// The run's parts: feed-run-state.ts (claim, finish), feed-source.ts (the document), feed-batch-upsert.ts,
// feed-removals.ts, feed-listing-search.ts (bulk runs), feed-run-settings.ts (limits and test hooks).
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { feedRunFailures, feeds } from '../../db/schema/index.ts';
import { processBatch } from './feed-batch-upsert.ts';
import { cityResolver } from './feed-cities.ts';
import { syncFeedListingSearch } from './feed-listing-search.ts';
import { removeMissing } from './feed-removals.ts';
import {
  BATCH_SIZE,
  defaultRunHooks,
  MAX_FAILURES_KEPT,
  type RunHooks,
  runSettings,
  SimulatedCrash,
} from './feed-run-settings.ts';
import { claimRun, finish } from './feed-run-state.ts';
import { type Counts, type FeedRow, RunFailure, type RunRow } from './feed-run-types.ts';
import { openDocument } from './feed-source.ts';
import { type FeedFormat, type ParsedItem, parseFeed } from './formats/index.ts';

/**
 * Executes (or resumes) a run. Failures of the feed itself (fetch refused, document broken) end the run as
 * "failed" with the reason; a SimulatedCrash from a hook leaves it as a kill would.
 */
export async function executeRun(
  app: FastifyInstance,
  runId: number,
  hooks: RunHooks = defaultRunHooks,
): Promise<void> {
  const run = await claimRun(app.db, runId);
  if (!run) return;
  const [feed] = await app.db.select().from(feeds).where(eq(feeds.id, run.feedId));
  if (!feed) return;
  try {
    await importEntries(app, feed, run, hooks);
  } catch (error) {
    if (error instanceof SimulatedCrash) throw error;
    const reason = error instanceof RunFailure ? error.message : `The run stopped: ${(error as Error).message}`;
    if (!(error instanceof RunFailure)) app.log.error({ err: error, runId }, 'feed run failed');
    await finish(app.db, run.id, { status: 'failed', error: reason });
  }
}

async function importEntries(app: FastifyInstance, feed: FeedRow, run: RunRow, hooks: RunHooks) {
  const db = app.db;
  const body = hooks.open ? await hooks.open() : await openDocument(app, feed, run);
  const resolveCities = cityResolver(db);
  // Ids read in this execution: a second one in the same document is a failure, not an update.
  const seenNow = new Set<string>();
  // Dry runs write nothing, so they remember in memory what a real run keeps in feed_items.
  const drySeen = run.dryRun ? seenNow : null;
  const counts: Counts = {
    added: run.added,
    updated: run.updated,
    unchanged: run.unchanged,
    paused: run.paused,
    failed: run.failed,
    processed: run.processed,
  };
  let changedTotal = counts.added + counts.updated;
  let bulk = changedTotal >= runSettings.bulkThreshold;
  let fatal: string | null = null;
  let batch: ParsedItem[] = [];
  let batchNo = 0;
  let failuresKept = run.failed;
  // Taking over a killed run: its failures are logged already, and must not be counted twice.
  const failedBefore = new Set(
    !run.dryRun && run.processed > 0
      ? (
          await db
            .select({ position: feedRunFailures.position })
            .from(feedRunFailures)
            .where(eq(feedRunFailures.runId, run.id))
        ).map((f) => f.position)
      : [],
  );

  const flush = async () => {
    if (batch.length === 0) return;
    const items = batch;
    batch = [];
    batchNo += 1;
    const delta = await processBatch(app, feed, run, items, {
      resolveCities,
      seenNow,
      bulk,
      keepFailures: Math.max(0, MAX_FAILURES_KEPT - failuresKept),
      failedBefore,
    });
    for (const key of Object.keys(delta) as (keyof Counts)[]) counts[key] += delta[key];
    failuresKept += delta.failed;
    changedTotal += delta.added + delta.updated;
    if (!bulk && changedTotal >= runSettings.bulkThreshold && !run.dryRun) bulk = true;
    await hooks.afterBatch?.(batchNo);
  };

  try {
    for await (const item of parseFeed(feed.format as FeedFormat, body)) {
      if (!item.ok && item.fatal) {
        fatal = `${item.position}: ${item.reason}`;
        batch.push(item);
        break;
      }
      batch.push(item);
      if (batch.length >= BATCH_SIZE) await flush();
    }
    await flush();
  } finally {
    body.destroy();
  }

  if (bulk && !run.dryRun) await syncFeedListingSearch(db, feed.id);

  if (fatal) {
    await finish(db, run.id, {
      ...counts,
      status: 'failed',
      error: `The feed could not be read to its end (${fatal}); no listing was paused.`,
    });
    return;
  }
  await removeMissing(app, feed, run, counts, drySeen);
}
