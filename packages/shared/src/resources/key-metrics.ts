// Key metrics and the support dashboard (issue 16 section 5): the marketplace's figures per day, week or month
// over a range of calendar days (UTC, both inclusive). Money in cents, per currency.
import { z } from 'zod';
import { ruleParams } from '../validation-messages.ts';
import { isoDateParam } from './date-range.ts';

export const METRIC_INTERVALS = ['day', 'week', 'month'] as const;
export type MetricInterval = (typeof METRIC_INTERVALS)[number];

/** The longest range one request covers (days). */
export const MAX_METRIC_DAYS = 731;

/** The series, in the order the screen and the CSV show them. */
export const METRIC_SERIES = [
  'newListings',
  'activeListings',
  'inquiries',
  'newLandlords',
  'newRenters',
  'creditsSold',
  'revenue',
] as const;
export type MetricSeries = (typeof METRIC_SERIES)[number];

const DAY = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY;

export const keyMetricsQuerySchema = z
  .object({
    from: isoDateParam,
    to: isoDateParam,
    interval: z.enum(METRIC_INTERVALS).default('day'),
  })
  .superRefine((value, ctx) => {
    if (value.to < value.from) {
      ctx.addIssue({ code: 'custom', path: ['to'], ...ruleParams('after_start') });
      return;
    }
    if (dayNumber(value.to) - dayNumber(value.from) + 1 > MAX_METRIC_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        ...ruleParams('date_between', {
          min: value.from,
          max: new Date((dayNumber(value.from) + MAX_METRIC_DAYS - 1) * DAY).toISOString().slice(0, 10),
        }),
      });
  });
export type KeyMetricsQuery = z.input<typeof keyMetricsQuerySchema>;

export const metricPointSchema = z.object({
  /** The bucket's first day (yyyy-mm-dd): the day, the Monday of the week, the first of the month. */
  period: z.string(),
  newListings: z.number().int(),
  /** Listings live at the end of the bucket (or of the range, for the bucket it cuts). */
  activeListings: z.number().int(),
  inquiries: z.number().int(),
  newLandlords: z.number().int(),
  newRenters: z.number().int(),
  creditsSold: z.number().int(),
  /** Paid orders' totals in cents, by currency ("CAD", "USD"). */
  revenue: z.record(z.string(), z.number().int()),
});
export type MetricPoint = z.infer<typeof metricPointSchema>;

export const keyMetricsSchema = z.object({
  from: z.string(),
  to: z.string(),
  interval: z.enum(METRIC_INTERVALS),
  currencies: z.array(z.string()),
  points: z.array(metricPointSchema),
  totals: metricPointSchema.omit({ period: true, activeListings: true }),
});
export type KeyMetrics = z.infer<typeof keyMetricsSchema>;

/** GET support/dashboard: each figure is null when the feature that counts it is not there. */
export const supportDashboardSchema = z.object({
  openReports: z.number().int().nullable(),
  reviewsWaiting: z.number().int().nullable(),
  failingFeeds: z.number().int().nullable(),
  membershipsExpiring: z.number().int(),
  today: metricPointSchema,
});
export type SupportDashboard = z.infer<typeof supportDashboardSchema>;
