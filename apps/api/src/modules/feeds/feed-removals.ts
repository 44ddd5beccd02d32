// The listings that left the feed: paused after a run, unless that is more than the feed's share (the removal
// guard), then the run waits for support to confirm (confirmRun in feed-runs.service.ts).
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Database, queryRows } from '../../db/client.ts';
import { feedItems, feedRuns, listings } from '../../db/schema/index.ts';
import { finish } from './feed-run-state.ts';
import type { Counts, FeedRow, RunRow } from './feed-run-types.ts';

/** Pauses the feed's active listings this run did not see, or stops for confirmation above the share. */
export async function removeMissing(
  app: FastifyInstance,
  feed: FeedRow,
  run: RunRow,
  counts: Counts,
  drySeen: Set<string> | null,
) {
  const db = app.db;
  const rows = await queryRows<{ listing_id: number; external_id: string; last_seen_run_id: number | null }>(
    db,
    sql`select fi.listing_id, fi.external_id, fi.last_seen_run_id from ${feedItems} fi
      join ${listings} l on l.id = fi.listing_id
      where fi.feed_id = ${feed.id} and l.status = 'active' and l.moderation_hold_at is null`,
  );
  const missing = rows
    .filter((row) => (drySeen ? !drySeen.has(row.external_id) : row.last_seen_run_id !== run.id))
    .map((row) => Number(row.listing_id));
  const total = rows.length;
  if (feed.missingAction === 'leave' || missing.length === 0) {
    await finish(db, run.id, { ...counts, status: 'succeeded' });
    return;
  }
  const share = total === 0 ? 0 : (missing.length / total) * 100;
  if (share > feed.maxRemovalPercent) {
    await db
      .update(feedRuns)
      .set({
        ...counts,
        status: 'awaiting-confirmation',
        pending: { listingIds: missing, total },
        error: `This run would pause ${missing.length} of the feed's ${total} active listings (${Math.round(share)}%), more than the ${feed.maxRemovalPercent}% allowed.`,
        heartbeatAt: new Date(),
      })
      .where(eq(feedRuns.id, run.id));
    return;
  }
  if (run.dryRun) {
    await finish(db, run.id, { ...counts, paused: counts.paused + missing.length, status: 'succeeded' });
    return;
  }
  const paused = await pauseListings(db, run.id, missing);
  await finish(db, run.id, { ...counts, paused: counts.paused + paused, status: 'succeeded' });
}

/** Pauses these listings if still active; answers how many. */
export async function pauseListings(db: Database, runId: number, listingIds: number[]): Promise<number> {
  let paused = 0;
  for (let i = 0; i < listingIds.length; i += 5_000) {
    const ids = listingIds.slice(i, i + 5_000);
    paused += await db.transaction(async (tx) => {
      const rows = await tx
        .update(listings)
        .set({ status: 'paused' })
        .where(and(inArray(listings.id, ids), eq(listings.status, 'active'), isNull(listings.moderationHoldAt)))
        .returning({ id: listings.id });
      if (rows.length > 0) {
        await tx
          .update(feedItems)
          .set({ pausedByRunId: runId })
          .where(
            inArray(
              feedItems.listingId,
              rows.map((r) => r.id),
            ),
          );
      }
      return rows.length;
    });
  }
  return paused;
}
