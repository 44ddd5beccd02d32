// Listing feeds (issue 16 section 3): /admin/feeds (viewFeeds, createFeeds, modifyFeeds), their runs
// (POST /api/admin/feeds/{id}/run, /upload, /runs/{runId}/confirm|cancel) and the support logs
// (/api/support/feed-logs, /api/support/feed-logs/{feedId}).
import { z } from 'zod';
import { httpUrlField, namedField, text } from '../fields.ts';
import { RENTAL_TYPE_KEYS } from './listing-vocabularies.ts';

export const FEED_FORMAT_KEYS = ['hotpads', 'trovit', 'csv'] as const;
export type FeedFormatKey = (typeof FEED_FORMAT_KEYS)[number];
export const FEED_SCHEDULE_KEYS = ['manual', 'hourly', 'every-6-hours', 'daily'] as const;
export type FeedSchedule = (typeof FEED_SCHEDULE_KEYS)[number];
export const FEED_MISSING_ACTION_KEYS = ['pause', 'leave'] as const;
export const FEED_RUN_STATUS_KEYS = [
  'queued',
  'running',
  'awaiting-confirmation',
  'succeeded',
  'failed',
  'cancelled',
] as const;
export type FeedRunStatus = (typeof FEED_RUN_STATUS_KEYS)[number];
export const FEED_RUN_SOURCE_KEYS = ['url', 'upload', 'schedule'] as const;
export const DEFAULT_MAX_REMOVAL_PERCENT = 30;

/** Values filled in when an entry leaves them out. Each optional; null or absent: no default. */
export const feedDefaultsSchema = z
  .object({
    rentalType: z.enum(RENTAL_TYPE_KEYS as [string, ...string[]]).nullable(),
    furnished: z.boolean().nullable(),
    contactName: text().trim().max(120).nullable(),
    contactPhone: text().trim().max(40).nullable(),
    contactEmail: z.union([z.literal(''), text().trim().toLowerCase().email().max(254)]).nullable(),
  })
  .partial()
  .strict();
export type FeedDefaultsInput = z.infer<typeof feedDefaultsSchema>;

const feedFields = {
  companyId: z.coerce.number().int().positive(),
  name: text().trim().min(1).max(120),
  /** Named by the form's label ("Feed URL"), not by the menu items' `url` (a path). */
  url: namedField(httpUrlField(), { en: 'feed URL', fr: 'URL du flux' }),
  format: z.enum(FEED_FORMAT_KEYS),
  schedule: z.enum(FEED_SCHEDULE_KEYS),
  /** For "daily": the UTC hour it runs at. */
  scheduleHour: z.number().int().min(0).max(23).nullable(),
  enabled: z.boolean(),
  defaults: feedDefaultsSchema,
  missingAction: z.enum(FEED_MISSING_ACTION_KEYS),
  maxRemovalPercent: z.number().int().min(0).max(100),
};

/** POST /api/admin/feeds. */
export const createFeedSchema = z
  .object({
    ...feedFields,
    schedule: feedFields.schedule.default('manual'),
    scheduleHour: feedFields.scheduleHour.default(null),
    enabled: feedFields.enabled.default(true),
    defaults: feedFields.defaults.default({}),
    missingAction: feedFields.missingAction.default('pause'),
    maxRemovalPercent: feedFields.maxRemovalPercent.default(DEFAULT_MAX_REMOVAL_PERCENT),
  })
  .strict();
export type CreateFeedInput = z.input<typeof createFeedSchema>;

/** PATCH /api/admin/feeds/{id}: only the fields sent change. */
export const updateFeedSchema = z.object(feedFields).partial().strict();
export type UpdateFeedInput = z.input<typeof updateFeedSchema>;

export const feedRunCountsSchema = z.object({
  added: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  paused: z.number().int(),
  failed: z.number().int(),
  processed: z.number().int(),
});

export const feedRunSchema = feedRunCountsSchema.extend({
  id: z.number().int(),
  feedId: z.number().int(),
  source: z.enum(FEED_RUN_SOURCE_KEYS),
  dryRun: z.boolean(),
  status: z.enum(FEED_RUN_STATUS_KEYS),
  error: z.string().nullable(),
  /** Listings a stopped run would pause (awaiting confirmation), else null. */
  pendingPause: z.number().int().nullable(),
  requestedBy: z.string().nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** Milliseconds from start to finish (null while it runs). */
  durationMs: z.number().int().nullable(),
  createdAt: z.string(),
});
export type FeedRun = z.infer<typeof feedRunSchema>;

/** A row of /admin/feeds and its edit form's record. */
export const feedSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  companyName: z.string(),
  name: z.string(),
  url: z.string(),
  format: z.enum(FEED_FORMAT_KEYS),
  schedule: z.enum(FEED_SCHEDULE_KEYS),
  scheduleHour: z.number().int().nullable(),
  enabled: z.boolean(),
  defaults: feedDefaultsSchema,
  missingAction: z.enum(FEED_MISSING_ACTION_KEYS),
  maxRemovalPercent: z.number().int(),
  listingCount: z.number().int(),
  lastRunStatus: z.enum(FEED_RUN_STATUS_KEYS).nullable(),
  lastRunAt: z.string().nullable(),
  failingStreak: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Feed = z.infer<typeof feedSchema>;

/** POST /api/admin/feeds/{id}/run. */
export const runFeedSchema = z.object({ dryRun: z.boolean().default(false) }).strict();
/** The answer of run, upload, confirm and cancel: the run as it stands. */
export const feedRunAnswerSchema = z.object({ run: feedRunSchema });

/** A row of /support/feed-logs. */
export const feedLogSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  companyId: z.number().int(),
  companyName: z.string(),
  format: z.enum(FEED_FORMAT_KEYS),
  enabled: z.boolean(),
  /** The last real run (dry runs apart). */
  lastRun: feedRunSchema.nullable(),
  failingStreak: z.number().int(),
  failing: z.boolean(),
});
export type FeedLog = z.infer<typeof feedLogSchema>;

export const feedLogsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(20),
  q: z.string().trim().max(200).optional(),
  failing: z.enum(['true', 'false']).optional(),
});

export const feedRunFailureSchema = z.object({
  id: z.number().int(),
  position: z.string(),
  externalId: z.string().nullable(),
  reason: z.string(),
});
export type FeedRunFailure = z.infer<typeof feedRunFailureSchema>;

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(20),
});

/** GET /api/support/feed-logs/{feedId}: the feed and a page of its runs, newest first. */
export const feedLogDetailSchema = z.object({
  feed: feedLogSchema.extend({ url: z.string(), schedule: z.enum(FEED_SCHEDULE_KEYS), maxRemovalPercent: z.number() }),
  runs: z.object({
    data: z.array(feedRunSchema),
    meta: z.object({ currentPage: z.number(), perPage: z.number(), total: z.number(), lastPage: z.number() }),
  }),
});
export type FeedLogDetail = z.infer<typeof feedLogDetailSchema>;

/** GET /api/support/feed-logs/{feedId}/runs/{runId}/failures: a page of the run's failed entries, in feed order. */
export const feedRunFailuresSchema = z.object({
  data: z.array(feedRunFailureSchema),
  meta: z.object({ currentPage: z.number(), perPage: z.number(), total: z.number(), lastPage: z.number() }),
});
