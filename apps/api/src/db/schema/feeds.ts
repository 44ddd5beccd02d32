// Listing feeds (issue 16 section 3): a company's feed (URL, format, schedule, rules), each run of it with its
// counts, the entries a run could not import, and which listing each external id of the feed became.
//
// Crash safety: a run commits its entries in batches; each batch's listings, its feed_items rows (seen by this
// run, with the content hash) and the run's counts go in one transaction. A run killed part-way keeps its status
// "running"; the next run of the feed (or the job's retry) takes it over, skips the entries already seen by it
// and goes on. The unique (company, external id) of listings makes a double impossible.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamps } from './columns.ts';
import { companies } from './companies.ts';
import { listings } from './listings.ts';
import { uploads } from './uploads.ts';
import { users } from './users.ts';

export const FEED_SCHEDULES = ['manual', 'hourly', 'every-6-hours', 'daily'] as const;
export const FEED_MISSING_ACTIONS = ['pause', 'leave'] as const;
export const FEED_RUN_STATUSES = [
  'queued',
  'running',
  'awaiting-confirmation',
  'succeeded',
  'failed',
  'cancelled',
] as const;
export const FEED_RUN_SOURCES = ['url', 'upload', 'schedule'] as const;

/** Values a feed fills in when its entries leave them out (listing field names). */
export interface FeedDefaults {
  rentalType?: string | null;
  furnished?: boolean | null;
  parking?: string | null;
  leaseTerm?: string | null;
  petPolicies?: string[] | null;
  contactName?: string | null;
  contactPhone?: string | null;
  contactEmail?: string | null;
}

export const feeds = pgTable(
  'feeds',
  {
    id: id(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    url: text().notNull(),
    /** hotpads | trovit | csv (modules/feeds/formats). */
    format: text().notNull(),
    schedule: text({ enum: FEED_SCHEDULES }).notNull().default('manual'),
    /** For "daily": the hour (UTC, 0-23) it runs at. */
    scheduleHour: integer(),
    enabled: boolean().notNull().default(true),
    defaults: jsonb().$type<FeedDefaults>().notNull().default({}),
    /** What a listing of the feed missing from a complete run becomes: paused, or left as it is. */
    missingAction: text({ enum: FEED_MISSING_ACTIONS }).notNull().default('pause'),
    /** The share (percent) of the feed's listings one run may pause before it stops for confirmation. */
    maxRemovalPercent: integer().notNull().default(30),
    ...timestamps,
  },
  (t) => [index('feeds_company_idx').on(t.companyId)],
);

export interface FeedRunPending {
  /** Listings the run would pause, waiting for support's confirmation. */
  listingIds: number[];
  total: number;
}

export const feedRuns = pgTable(
  'feed_runs',
  {
    id: id(),
    feedId: integer()
      .notNull()
      .references(() => feeds.id, { onDelete: 'cascade' }),
    source: text({ enum: FEED_RUN_SOURCES }).notNull(),
    dryRun: boolean().notNull().default(false),
    status: text({ enum: FEED_RUN_STATUSES }).notNull().default('queued'),
    /** The uploaded file an upload run reads (uploads path). */
    uploadId: integer().references(() => uploads.id, { onDelete: 'set null' }),
    requestedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    added: integer().notNull().default(0),
    updated: integer().notNull().default(0),
    unchanged: integer().notNull().default(0),
    paused: integer().notNull().default(0),
    failed: integer().notNull().default(0),
    /** Entries read (good and bad), committed with their batch. */
    processed: integer().notNull().default(0),
    /** Why the run failed as a whole (fetch refused, document broken), or why it stopped. */
    error: text(),
    pending: jsonb().$type<FeedRunPending>(),
    startedAt: timestamp({ withTimezone: true }),
    /** Touched at each committed batch: a "running" run whose heartbeat is old was killed. */
    heartbeatAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('feed_runs_feed_idx').on(t.feedId, t.id),
    // One run at a time per feed: a second start finds this one (two instances never run a feed twice at once).
    uniqueIndex('feed_runs_one_active').on(t.feedId).where(sql`status in ('queued', 'running') and not dry_run`),
  ],
);

export const feedRunFailures = pgTable(
  'feed_run_failures',
  {
    id: id(),
    runId: integer()
      .notNull()
      .references(() => feedRuns.id, { onDelete: 'cascade' }),
    /** "line 12" or "<Listing> #12 (line 340)". */
    position: text().notNull(),
    externalId: text(),
    reason: text().notNull(),
  },
  (t) => [index('feed_run_failures_run_idx').on(t.runId, t.id)],
);

/** Which listing each external id of a feed became, its content hash, and the last run that saw it. */
export const feedItems = pgTable(
  'feed_items',
  {
    feedId: integer()
      .notNull()
      .references(() => feeds.id, { onDelete: 'cascade' }),
    externalId: text().notNull(),
    listingId: integer()
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    contentHash: text().notNull(),
    lastSeenRunId: integer(),
    /** The run that paused the listing because it left the feed: when it comes back, it is made active again. */
    pausedByRunId: integer(),
    /** The feed's photo URLs already downloaded into the listing's photos (feed-photos.ts). */
    photoUrls: text().array().notNull().default(sql`'{}'::text[]`),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.feedId, t.externalId] }),
    index('feed_items_feed_seen_idx').on(t.feedId, t.lastSeenRunId),
    index('feed_items_listing_idx').on(t.listingId),
  ],
);
