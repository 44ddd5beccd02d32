// What a landlord's live listings cost day by day (issue 14 section 4): GET landlord/credit-usage, read by
// /portal/billing/usage. The nightly charge writes one usage row per live listing and day; this answers
// them as per-day totals and per-listing rows over a range of days (UTC calendar days, both inclusive).
import { z } from 'zod';
import { ruleParams } from '../validation-messages.ts';
import { isoDateParam } from './date-range.ts';

/** The range the usage page shows first: the last 30 days, today included. */
export const DEFAULT_USAGE_DAYS = 30;
/** The longest range one request covers. */
export const MAX_USAGE_DAYS = 366;
export const USAGE_LISTINGS_PER_PAGE = 50;
export const MAX_USAGE_LISTINGS_PER_PAGE = 200;

const DAY_MS = 86_400_000;
/** yyyy-mm-dd of a Date, as a UTC day. */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);
/** `day` moved by `days` (negative: earlier). */
export const addDays = (day: string, days: number) => isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
/** Days from `from` to `to`, both counted. */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** The default range, ending on `today` (UTC). */
export function defaultUsageRange(today = isoDay(new Date())): { from: string; to: string } {
  return { from: addDays(today, -(DEFAULT_USAGE_DAYS - 1)), to: today };
}

export const creditUsageQuerySchema = z
  .object({
    /** First day (yyyy-mm-dd, UTC); default: 29 days before `to`. */
    from: isoDateParam.optional(),
    /** Last day (yyyy-mm-dd, UTC); default: today. */
    to: isoDateParam.optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    perPage: z.coerce.number().int().min(1).max(MAX_USAGE_LISTINGS_PER_PAGE).default(USAGE_LISTINGS_PER_PAGE),
  })
  .superRefine((query, ctx) => {
    if (!query.from || !query.to) return;
    if (query.to < query.from) {
      ctx.addIssue({ code: 'custom', path: ['to'], ...ruleParams('after_start') });
    } else if (daysBetween(query.from, query.to) > MAX_USAGE_DAYS) {
      const earliest = addDays(query.to, -(MAX_USAGE_DAYS - 1));
      ctx.addIssue({ code: 'custom', path: ['from'], ...ruleParams('date_between', { min: earliest, max: query.to }) });
    }
  });
export type CreditUsageQuery = z.infer<typeof creditUsageQuerySchema>;

/** One day: what the company's live listings cost, how many were charged and how many of them featured. */
export const creditUsageDaySchema = z.object({
  day: z.string(),
  credits: z.number().int(),
  listings: z.number().int(),
  featured: z.number().int(),
});
export type CreditUsageDay = z.infer<typeof creditUsageDaySchema>;

/** One listing over the range: its credits, the days it was charged, and on how many of them it was featured. */
export const creditUsageListingSchema = z.object({
  listingId: z.number().int(),
  /** Empty when the listing has been deleted since. */
  title: z.string(),
  credits: z.number().int(),
  days: z.number().int(),
  featuredDays: z.number().int(),
  /** Featured on at least one of those days. */
  featured: z.boolean(),
});
export type CreditUsageListing = z.infer<typeof creditUsageListingSchema>;

export const creditUsageResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  totals: z.object({ credits: z.number().int(), listings: z.number().int() }),
  /** Every day of the range, oldest first, days without a charge included (zeros). */
  days: z.array(creditUsageDaySchema),
  /** The listings charged in the range, most credits first, a page at a time. */
  listings: z.object({
    data: z.array(creditUsageListingSchema),
    meta: z.object({
      currentPage: z.number().int(),
      perPage: z.number().int(),
      total: z.number().int(),
      lastPage: z.number().int(),
    }),
  }),
});
export type CreditUsageResponse = z.infer<typeof creditUsageResponseSchema>;
