// One batch of entries in one transaction: its listings added, updated, revived or adopted (by content hash, after
// the feed's defaults; held listings stay paused), its feed_items rows, its failures and the run's counts.
import { and, eq, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { feedItems, feedRunFailures, feedRuns, listings } from '../../db/schema/index.ts';
import { skipListingSearchSync } from '../../db/seed/listing-search.ts';
import type { cityResolver } from './feed-cities.ts';
import { contentHash, listingColumns, listingValues } from './feed-listing-values.ts';
import { type FeedPhotosJob, queueFeedPhotos } from './feed-photos.ts';
import type { Counts, Failure, FeedRow, RunRow } from './feed-run-types.ts';
import type { FeedEntry, ParsedItem } from './formats/index.ts';

export interface BatchContext {
  resolveCities: ReturnType<typeof cityResolver>;
  seenNow: Set<string>;
  bulk: boolean;
  keepFailures: number;
  failedBefore: Set<string>;
}

export async function processBatch(
  app: FastifyInstance,
  feed: FeedRow,
  run: RunRow,
  items: ParsedItem[],
  ctx: BatchContext,
): Promise<Counts> {
  const delta: Counts = { added: 0, updated: 0, unchanged: 0, paused: 0, failed: 0, processed: 0 };
  const failures: Failure[] = [];
  const fail = (position: string, externalId: string | null, reason: string) => {
    if (ctx.failedBefore.has(position)) {
      delta.processed -= 1; // counted before the crash
      return;
    }
    delta.failed += 1;
    failures.push({ position, externalId, reason });
  };

  const good: { entry: FeedEntry; position: string }[] = [];
  for (const item of items) {
    if (!item.ok) {
      delta.processed += 1;
      fail(item.position, item.externalId ?? null, item.reason);
      continue;
    }
    if (ctx.seenNow.has(item.entry.externalId)) {
      delta.processed += 1;
      fail(
        item.position,
        item.entry.externalId,
        `The external id "${item.entry.externalId}" appears twice in the feed.`,
      );
      continue;
    }
    ctx.seenNow.add(item.entry.externalId);
    good.push({ entry: item.entry, position: item.position });
  }

  const placeOf = await ctx.resolveCities(good.map((g) => g.entry));
  const ids = good.map((g) => g.entry.externalId);
  const photoJobs: FeedPhotosJob[] = [];

  await app.db.transaction(async (tx) => {
    if (ctx.bulk) await skipListingSearchSync(tx);
    const known = new Map(
      (ids.length === 0
        ? []
        : await tx
            .select({
              externalId: feedItems.externalId,
              listingId: feedItems.listingId,
              contentHash: feedItems.contentHash,
              lastSeenRunId: feedItems.lastSeenRunId,
              pausedByRunId: feedItems.pausedByRunId,
              photoUrls: feedItems.photoUrls,
              status: listings.status,
              held: isNotNull(listings.moderationHoldAt),
            })
            .from(feedItems)
            .innerJoin(listings, eq(listings.id, feedItems.listingId))
            .where(and(eq(feedItems.feedId, feed.id), inArray(feedItems.externalId, ids)))
      ).map((row) => [row.externalId, row]),
    );
    // Listings of the company with this external id that the feed does not know yet (entered by hand, or by
    // another feed): the feed takes them over rather than adding a second one.
    const unknownIds = ids.filter((id) => !known.has(id));
    const adoptable = new Map(
      (unknownIds.length === 0
        ? []
        : await tx
            .select({ id: listings.id, externalFeedId: listings.externalFeedId })
            .from(listings)
            .where(and(eq(listings.companyId, feed.companyId), inArray(listings.externalFeedId, unknownIds)))
      ).map((row) => [row.externalFeedId as string, row.id]),
    );

    const inserts: (typeof listings.$inferInsert)[] = [];
    const insertHashes = new Map<string, string>();
    const itemRows: (typeof feedItems.$inferInsert)[] = [];
    const seenKnown: string[] = [];

    for (const { entry, position } of good) {
      const before = known.get(entry.externalId);
      // Seen by this very run before a crash: counted then, skipped now.
      if (before && before.lastSeenRunId === run.id && !run.dryRun) continue;
      delta.processed += 1;
      const place = placeOf(entry);
      if (!place) {
        fail(position, entry.externalId, `Unknown city "${entry.city}" in ${entry.province}.`);
        continue;
      }
      const values = listingValues(entry, feed.defaults);
      const hash = contentHash(values);
      const columns = listingColumns(values, place);
      if (!run.dryRun && entry.photoUrls.some((url) => !before?.photoUrls.includes(url))) {
        photoJobs.push({ feedId: feed.id, externalId: entry.externalId, urls: entry.photoUrls });
      }
      if (before) {
        const revive = before.pausedByRunId !== null && before.status === 'paused' && !before.held;
        if (before.contentHash === hash && !revive) {
          delta.unchanged += 1;
          seenKnown.push(entry.externalId);
          continue;
        }
        delta.updated += 1;
        if (run.dryRun) continue;
        await tx
          .update(listings)
          .set(
            revive ? { ...columns, status: 'active', enabledAt: sql`coalesce(${listings.enabledAt}, now())` } : columns,
          )
          .where(eq(listings.id, before.listingId));
        itemRows.push({
          feedId: feed.id,
          externalId: entry.externalId,
          listingId: before.listingId,
          contentHash: hash,
          lastSeenRunId: run.id,
          pausedByRunId: null,
        });
        continue;
      }
      const adopted = adoptable.get(entry.externalId);
      if (adopted !== undefined) {
        delta.updated += 1;
        if (run.dryRun) continue;
        await tx.update(listings).set(columns).where(eq(listings.id, adopted));
        itemRows.push({
          feedId: feed.id,
          externalId: entry.externalId,
          listingId: adopted,
          contentHash: hash,
          lastSeenRunId: run.id,
        });
        continue;
      }
      delta.added += 1;
      if (run.dryRun) continue;
      inserts.push({
        ...columns,
        companyId: feed.companyId,
        externalFeedId: entry.externalId,
        status: 'active',
        enabledAt: new Date(),
        firstListedAt: new Date(),
      });
      insertHashes.set(entry.externalId, hash);
    }

    if (run.dryRun) {
      await saveProgress(tx, run.id, delta, failures.slice(0, ctx.keepFailures));
      return;
    }
    for (let i = 0; i < inserts.length; i += 250) {
      const rows = await tx
        .insert(listings)
        .values(inserts.slice(i, i + 250))
        .returning({ id: listings.id, externalFeedId: listings.externalFeedId });
      for (const row of rows) {
        const externalId = row.externalFeedId as string;
        itemRows.push({
          feedId: feed.id,
          externalId,
          listingId: row.id,
          contentHash: insertHashes.get(externalId) as string,
          lastSeenRunId: run.id,
        });
      }
    }
    if (itemRows.length > 0) {
      await tx
        .insert(feedItems)
        .values(itemRows)
        .onConflictDoUpdate({
          target: [feedItems.feedId, feedItems.externalId],
          set: {
            listingId: sql`excluded.listing_id`,
            contentHash: sql`excluded.content_hash`,
            lastSeenRunId: sql`excluded.last_seen_run_id`,
            pausedByRunId: sql`excluded.paused_by_run_id`,
          },
        });
    }
    if (seenKnown.length > 0) {
      await tx
        .update(feedItems)
        .set({ lastSeenRunId: run.id })
        .where(
          and(
            eq(feedItems.feedId, feed.id),
            inArray(feedItems.externalId, seenKnown),
            or(isNull(feedItems.lastSeenRunId), ne(feedItems.lastSeenRunId, run.id)),
          ),
        );
    }
    await saveProgress(tx, run.id, delta, failures.slice(0, ctx.keepFailures));
  });
  // After the commit: the listings the jobs attach photos to exist.
  if (photoJobs.length > 0) await queueFeedPhotos(app, photoJobs);
  return delta;
}

async function saveProgress(tx: Tx, runId: number, delta: Counts, failures: Failure[]) {
  if (failures.length > 0) {
    await tx.insert(feedRunFailures).values(failures.map((f) => ({ runId, ...f })));
  }
  await tx
    .update(feedRuns)
    .set({
      added: sql`${feedRuns.added} + ${delta.added}`,
      updated: sql`${feedRuns.updated} + ${delta.updated}`,
      unchanged: sql`${feedRuns.unchanged} + ${delta.unchanged}`,
      failed: sql`${feedRuns.failed} + ${delta.failed}`,
      processed: sql`${feedRuns.processed} + ${delta.processed}`,
      heartbeatAt: new Date(),
    })
    .where(eq(feedRuns.id, runId));
}
