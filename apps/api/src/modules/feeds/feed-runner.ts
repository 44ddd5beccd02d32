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
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { slugify } from '@rentals/shared/resources/listings';
import { and, eq, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Database, type Queryable, queryRows, type Tx } from '../../db/client.ts';
import {
  cities,
  type FeedDefaults,
  feedItems,
  feedRunFailures,
  feedRuns,
  feeds,
  listings,
  provinces,
  uploads,
} from '../../db/schema/index.ts';
import { skipListingSearchSync } from '../../db/seed/listing-search.ts';
import { feedAllowedHosts, SafeFetchError, safeFetch } from '../../lib/safe-fetch/index.ts';
import { type FeedPhotosJob, queueFeedPhotos } from './feed-photos.ts';
import { type FeedEntry, type FeedFormat, type ParsedItem, parseFeed } from './formats/index.ts';

export const BATCH_SIZE = 500;
/** A "running" run whose last batch is older than this was killed: the next start takes it over. */
export const STALE_AFTER_MS = 2 * 60_000;
export const runSettings = {
  /** From this many new or changed listings on, a run writes without the listing_search trigger, then syncs it. */
  bulkThreshold: 5_000,
};
export const FEED_FETCH_TIMEOUT_MS = 120_000;
export const FEED_MAX_BYTES = 512 * 1024 * 1024;
/** Failures kept per run (the count goes on; a feed of 100,000 broken rows keeps its first ones). */
export const MAX_FAILURES_KEPT = 5_000;

export type FeedRow = typeof feeds.$inferSelect;
type RunRow = typeof feedRuns.$inferSelect;

/** Thrown by a test's hook to stop a run as a kill -9 would: nothing is recorded, the run stays "running". */
export class SimulatedCrash extends Error {}

export interface RunHooks {
  /** Called after each committed batch (tests throw SimulatedCrash from it). */
  afterBatch?: (batch: number) => void | Promise<void>;
  /** Replaces the fetched or uploaded document (tests). */
  open?: () => Promise<Readable>;
}

/** Hooks every run uses when none are given (tests set them; empty otherwise). */
export const defaultRunHooks: RunHooks = {};

/** What a listing gets from an entry, after the feed's defaults: also what the content hash covers. */
interface ListingValues {
  title: string;
  description: string;
  descriptionFr: string;
  streetAddress: string;
  unit: string | null;
  postalCode: string | null;
  cityKey: string;
  lat: number | null;
  lng: number | null;
  rent: number;
  deposit: number | null;
  beds: number;
  baths: number;
  sqft: number | null;
  rentalType: string;
  furnished: boolean;
  petPolicies: string[];
  amenities: string[];
  utilities: string[];
  parking: string;
  availableDate: string | null;
  leaseTerm: string | null;
  contactName: string | null;
  contactPhone: string | null;
  contactEmail: string | null;
  photoUrls: string[];
}

const emptyToNull = (value: string | null | undefined) => (value ? value : null);

export function listingValues(entry: FeedEntry, defaults: FeedDefaults): ListingValues {
  return {
    title: entry.title,
    description: entry.description,
    descriptionFr: entry.descriptionFr ?? '',
    streetAddress: entry.streetAddress,
    unit: entry.unit,
    postalCode: entry.postalCode,
    cityKey: cityKey(entry.country, entry.province, entry.city),
    lat: entry.lat,
    lng: entry.lng,
    rent: entry.rent,
    deposit: entry.deposit,
    beds: entry.beds,
    baths: entry.baths,
    sqft: entry.sqft,
    rentalType: entry.rentalType ?? defaults.rentalType ?? 'apartment',
    furnished: entry.furnished ?? defaults.furnished ?? false,
    petPolicies: entry.petPolicies ?? defaults.petPolicies ?? [],
    amenities: entry.amenities,
    utilities: entry.utilities,
    parking: entry.parking ?? defaults.parking ?? 'none',
    availableDate: entry.availableDate,
    leaseTerm: entry.leaseTerm ?? defaults.leaseTerm ?? null,
    contactName: entry.contactName ?? emptyToNull(defaults.contactName),
    contactPhone: entry.contactPhone ?? emptyToNull(defaults.contactPhone),
    contactEmail: entry.contactEmail ?? emptyToNull(defaults.contactEmail),
    photoUrls: entry.photoUrls,
  };
}

export const contentHash = (values: ListingValues) =>
  createHash('sha256').update(JSON.stringify(values)).digest('base64url');

const normalise = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const cityKey = (country: string, province: string, city: string) =>
  `${country}|${province.toUpperCase()}|${normalise(city)}`;

interface CityPlace {
  id: number;
  provinceId: number;
  metroAreaId: number | null;
  lat: number;
  lng: number;
}

/** Matches feed city names to seeded cities, caching each answer for the run (one query per new name). */
function cityResolver(db: Queryable) {
  const cache = new Map<string, CityPlace | null>();
  return async (entries: FeedEntry[]) => {
    const wanted = new Map<string, FeedEntry>();
    for (const entry of entries) {
      const key = cityKey(entry.country, entry.province, entry.city);
      if (!cache.has(key) && !wanted.has(key)) wanted.set(key, entry);
    }
    if (wanted.size > 0) {
      const names = [...new Set([...wanted.values()].map((e) => e.city.toLowerCase()))];
      const codes = [...new Set([...wanted.values()].map((e) => e.province.toUpperCase()))];
      const rows = await db
        .select({
          id: cities.id,
          name: cities.name,
          nameFr: cities.nameFr,
          provinceId: cities.provinceId,
          metroAreaId: cities.metroAreaId,
          lat: cities.lat,
          lng: cities.lng,
          population: cities.population,
          code: provinces.code,
          country: provinces.country,
        })
        .from(cities)
        .innerJoin(provinces, eq(provinces.id, cities.provinceId))
        .where(
          and(
            inArray(provinces.code, codes),
            or(inArray(sql`lower(${cities.name})`, names), inArray(sql`lower(${cities.nameFr})`, names)),
          ),
        )
        .orderBy(sql`${cities.population} desc`);
      for (const row of rows) {
        for (const name of [row.name, row.nameFr]) {
          if (!name) continue;
          const key = cityKey(row.country, row.code, name);
          if (!cache.has(key)) cache.set(key, row);
        }
      }
      // Names written without their accents ("Montreal"): compare normalised names within the province.
      const unmatched = [...wanted.keys()].filter((key) => !cache.has(key));
      if (unmatched.length > 0) {
        const byProvince = await db
          .select({
            id: cities.id,
            name: cities.name,
            nameFr: cities.nameFr,
            provinceId: cities.provinceId,
            metroAreaId: cities.metroAreaId,
            lat: cities.lat,
            lng: cities.lng,
            code: provinces.code,
            country: provinces.country,
          })
          .from(cities)
          .innerJoin(provinces, eq(provinces.id, cities.provinceId))
          .where(inArray(provinces.code, [...new Set(unmatched.map((k) => k.split('|')[1] ?? ''))]))
          .orderBy(sql`${cities.population} desc`);
        const wantedKeys = new Set(unmatched);
        for (const row of byProvince) {
          for (const name of [row.name, row.nameFr]) {
            if (!name) continue;
            const key = cityKey(row.country, row.code, name);
            if (wantedKeys.has(key) && !cache.has(key)) cache.set(key, row);
          }
        }
      }
      for (const key of wanted.keys()) if (!cache.has(key)) cache.set(key, null);
    }
    return (entry: FeedEntry) => cache.get(cityKey(entry.country, entry.province, entry.city)) ?? null;
  };
}

interface Counts {
  added: number;
  updated: number;
  unchanged: number;
  paused: number;
  failed: number;
  processed: number;
}

interface Failure {
  position: string;
  externalId: string | null;
  reason: string;
}

/** Opens the run's document: the uploaded file, or the feed's URL through the guarded fetch. */
async function openDocument(app: FastifyInstance, feed: FeedRow, run: RunRow): Promise<Readable> {
  if (run.uploadId) {
    const [upload] = await app.db.select().from(uploads).where(eq(uploads.id, run.uploadId));
    if (!upload) throw new RunFailure('The uploaded file is no longer kept.');
    const stream = await app.privateStorage.stream(`${upload.storageKey}.csv`);
    if (!stream) throw new RunFailure('The uploaded file is no longer kept.');
    return stream;
  }
  // The feed is first downloaded to a file (bounded by the size limit, within the timeout), then parsed from it:
  // parsing waits on the database's writes, and a slow reader must not hold the connection open past the timeout.
  const spool = path.join(app.config.DATA_DIR, 'feed-spool', `run-${run.id}-${randomBytes(6).toString('hex')}`);
  try {
    await mkdir(path.dirname(spool), { recursive: true });
    const answer = await safeFetch(feed.url, {
      timeoutMs: FEED_FETCH_TIMEOUT_MS,
      maxBytes: FEED_MAX_BYTES,
      allowedHosts: feedAllowedHosts(app.config),
    });
    await pipeline(answer.body, createWriteStream(spool));
  } catch (error) {
    await rm(spool, { force: true });
    if (error instanceof SafeFetchError) {
      throw new RunFailure(`The feed could not be fetched (${error.code}): ${error.message}`);
    }
    throw new RunFailure(`The feed could not be fetched: ${(error as Error).message}`);
  }
  const stream = createReadStream(spool);
  stream.once('close', () => void rm(spool, { force: true }));
  return stream;
}

/** A reason the whole run failed, kept on the run. */
export class RunFailure extends Error {}

/** Claims a queued run, or a running one whose worker died; null when another worker has it or it is done. */
async function claimRun(db: Database, runId: number): Promise<RunRow | null> {
  const staleBefore = new Date(Date.now() - STALE_AFTER_MS);
  const [run] = await db
    .update(feedRuns)
    .set({ status: 'running', heartbeatAt: new Date(), startedAt: sql`coalesce(${feedRuns.startedAt}, now())` })
    .where(
      and(
        eq(feedRuns.id, runId),
        or(
          eq(feedRuns.status, 'queued'),
          and(
            eq(feedRuns.status, 'running'),
            or(isNull(feedRuns.heartbeatAt), sql`${feedRuns.heartbeatAt} < ${staleBefore}`),
          ),
        ),
      ),
    )
    .returning();
  return run ?? null;
}

async function finish(db: Queryable, runId: number, values: Partial<RunRow>) {
  await db
    .update(feedRuns)
    .set({ ...values, finishedAt: new Date(), heartbeatAt: new Date() })
    .where(eq(feedRuns.id, runId));
}

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

/** Pauses the feed's active listings this run did not see, or stops for confirmation above the share. */
async function removeMissing(
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

/**
 * After a bulk import (its batches wrote with the listing_search trigger off): the feed's rows of listing_search
 * are written again from listings in one set-based pass, in batches of 20,000 so no statement holds locks for
 * long. Only the feed's rows: search over the rest of the table goes on meanwhile with its indexes in place
 * (rebuildListingSearch would drop them for the whole table).
 */
export async function syncFeedListingSearch(db: Database, feedId: number): Promise<void> {
  const columns = await queryRows<{ column_name: string }>(
    db,
    sql`select column_name from information_schema.columns
      where table_schema = current_schema() and table_name = 'listing_search' and is_generated = 'NEVER'
      order by ordinal_position`,
  );
  const list = sql.join(
    columns.map((c) => sql.identifier(c.column_name)),
    sql`, `,
  );
  let after = 0;
  for (;;) {
    const ids = (
      await queryRows<{ listing_id: number }>(
        db,
        sql`select listing_id from ${feedItems} where feed_id = ${feedId} and listing_id > ${after}
          order by listing_id limit 20000`,
      )
    ).map((r) => Number(r.listing_id));
    if (ids.length === 0) return;
    after = ids[ids.length - 1] as number;
    await db.transaction(async (tx) => {
      await tx.execute(sql`delete from listing_search where id = any(${sql.param(ids)}::int[])`);
      await tx.execute(
        sql`insert into listing_search (${list}) select ${list} from listings
          where status = 'active' and id = any(${sql.param(ids)}::int[])`,
      );
    });
  }
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

interface BatchContext {
  resolveCities: ReturnType<typeof cityResolver>;
  seenNow: Set<string>;
  bulk: boolean;
  keepFailures: number;
  failedBefore: Set<string>;
}

async function processBatch(
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

function listingColumns(values: ListingValues, place: CityPlace) {
  return {
    title: values.title,
    slug: slugify(values.title) || 'listing',
    description: values.description,
    descriptionFr: values.descriptionFr,
    streetAddress: values.streetAddress,
    unit: values.unit,
    postalCode: values.postalCode,
    cityId: place.id,
    provinceId: place.provinceId,
    metroAreaId: place.metroAreaId,
    lat: values.lat ?? place.lat,
    lng: values.lng ?? place.lng,
    rent: values.rent,
    deposit: values.deposit,
    beds: values.beds,
    baths: values.baths,
    sqft: values.sqft,
    rentalType: values.rentalType,
    furnished: values.furnished,
    petPolicies: values.petPolicies,
    amenities: values.amenities,
    utilities: values.utilities,
    parking: values.parking,
    availableDate: values.availableDate,
    leaseTerm: values.leaseTerm,
    contactName: values.contactName,
    contactPhone: values.contactPhone,
    contactEmail: values.contactEmail,
  };
}
