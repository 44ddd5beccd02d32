// Key metrics (issue 16 section 5): each series is one grouped query over an indexed timestamp range, bucketed
// with date_trunc on the UTC day, ISO week (Monday) or month:
// - new listings: listings.first_listed_at (listings_first_listed_idx): a unit's first time live;
// - active listings: live at the end of each day, from the listed and removed dates (a baseline counted before
//   the range, then +1 per first listing, -1 per removal; listings_first_listed_idx, listings_removed_at_idx),
//   counting only listings that are live now or were live until their removal (COUNTED_AS_LIVE): a draft,
//   paused or expired listing is not live; docs/support/renewals-and-metrics.md says why dates rather than a
//   daily snapshot;
// - inquiries: inquiries.created_at (inquiries_created_idx);
// - new landlords and renters: users.created_at (users_created_idx) with their role;
// - credits sold and revenue: paid orders by paid_at (orders_paid_at_idx), credits with their bonus and promo
//   credits, totals (taxes included) per currency.
// Answers are kept a minute in memory (one instance; a second instance would keep its own).

import { endOfDay, startOfDay } from '@rentals/shared/resources/date-range';
import type { KeyMetrics, MetricInterval, MetricPoint } from '@rentals/shared/resources/key-metrics';
import { stringify } from 'csv-stringify/sync';
import { type SQL, sql } from 'drizzle-orm';
import { type Queryable, queryRows } from '../../db/client.ts';
import { memoPerDatabase } from '../../lib/memo.ts';

const DAY = 86_400_000;
/** How long an answer is kept. */
export const METRICS_CACHE_MS = 60_000;
export const metricsCache = memoPerDatabase<KeyMetrics>('key-metrics', METRICS_CACHE_MS, 200);

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The first day of the bucket `day` falls in (UTC). */
export function bucketOf(day: string, interval: MetricInterval): string {
  if (interval === 'day') return day;
  if (interval === 'month') return `${day.slice(0, 7)}-01`;
  const date = startOfDay(day);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return isoDay(new Date(date.getTime() - sinceMonday * DAY));
}

/** Every day of the range, in order. */
function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = startOfDay(from).getTime(); at <= startOfDay(to).getTime(); at += DAY) days.push(isoDay(new Date(at)));
  return days;
}

const emptyPoint = (period: string): MetricPoint => ({
  period,
  newListings: 0,
  activeListings: 0,
  inquiries: 0,
  newLandlords: 0,
  newRenters: 0,
  creditsSold: 0,
  revenue: {},
});

/** The UTC day of a timestamptz column, as a date: cheap to group by (the text form is made once per group). */
const dayExpr = (column: string) => sql.raw(`(${column} at time zone 'UTC')::date`);

/** A grouped query's day (`d`, a date) as yyyy-mm-dd text, made once per group rather than once per row. */
const perDay = (grouped: SQL) => sql`select s.d::text as day, s.* from (${grouped}) s`;

/**
 * The listings the active series follows: published (first listed), and either live now (status active: never
 * paused, expired, on a moderation hold or a draft) or removed (live from their first listing to their removal).
 * A paused or expired listing's past live days are not known (no dates for them), so it is left out entirely;
 * today's value is therefore exactly the number of listings with status active.
 */
const COUNTED_AS_LIVE = sql.raw(`first_listed_at is not null and status in ('active', 'removed')`);
/** A removal ends a listing's live days only while it is still removed (a listing put back live is live). */
const STILL_REMOVED = sql.raw(`status = 'removed'`);

interface DayCount {
  day: string;
  n: number | string;
  /** The listed series only: how many of `n` the active series follows (COUNTED_AS_LIVE). */
  live?: number | string;
}

export async function computeKeyMetrics(
  db: Queryable,
  query: { from: string; to: string; interval: MetricInterval },
): Promise<KeyMetrics> {
  const start = startOfDay(query.from).toISOString();
  const end = endOfDay(query.to).toISOString();
  // Counted per day (the smallest bucket), then folded into weeks or months here: one query per series.
  const [listed, removed, before, inquiries, people, sales] = await Promise.all([
    queryRows<DayCount>(
      db,
      perDay(sql`select ${dayExpr('first_listed_at')} as d, count(*) as n,
                 count(*) filter (where ${COUNTED_AS_LIVE}) as live from listings
          where first_listed_at >= ${start}::timestamptz and first_listed_at < ${end}::timestamptz group by 1`),
    ),
    queryRows<DayCount>(
      db,
      perDay(sql`select ${dayExpr('removed_at')} as d, count(*) as n from listings
          where removed_at >= ${start}::timestamptz and removed_at < ${end}::timestamptz
            and ${COUNTED_AS_LIVE} and ${STILL_REMOVED} group by 1`),
    ),
    queryRows<{ listed: number | string; removed: number | string }>(
      db,
      sql`select (select count(*) from listings where first_listed_at < ${start}::timestamptz
                    and ${COUNTED_AS_LIVE}) as listed,
                 (select count(*) from listings where removed_at < ${start}::timestamptz
                    and ${COUNTED_AS_LIVE} and ${STILL_REMOVED}) as removed`,
    ),
    queryRows<DayCount>(
      db,
      perDay(sql`select ${dayExpr('created_at')} as d, count(*) as n from inquiries
          where created_at >= ${start}::timestamptz and created_at < ${end}::timestamptz group by 1`),
    ),
    queryRows<{ day: string; landlords: number | string; renters: number | string }>(
      db,
      perDay(sql`select ${dayExpr('u.created_at')} as d,
                 count(*) filter (where r.name = 'Landlord') as landlords,
                 count(*) filter (where r.name = 'Renter') as renters
          from users u join user_roles ur on ur.user_id = u.id join roles r on r.id = ur.role_id
          where u.created_at >= ${start}::timestamptz and u.created_at < ${end}::timestamptz
            and r.name in ('Landlord', 'Renter')
          group by 1`),
    ),
    queryRows<{ day: string; currency: string; credits: number | string; revenue: number | string }>(
      db,
      perDay(sql`select ${dayExpr('paid_at')} as d, currency,
                 sum(credits + bonus_credits + promo_credits) as credits, sum(total) as revenue
          from orders
          where status = 'paid' and paid_at >= ${start}::timestamptz and paid_at < ${end}::timestamptz
          group by 1, 2`),
    ),
  ]);

  const days = daysOf(query.from, query.to);
  const points = new Map<string, MetricPoint>();
  for (const day of days) {
    const period = bucketOf(day, query.interval);
    if (!points.has(period)) points.set(period, emptyPoint(period));
  }
  const at = (day: string) => points.get(bucketOf(day, query.interval)) as MetricPoint;

  for (const row of listed) at(row.day).newListings += Number(row.n);
  for (const row of inquiries) at(row.day).inquiries += Number(row.n);
  for (const row of people) {
    at(row.day).newLandlords += Number(row.landlords);
    at(row.day).newRenters += Number(row.renters);
  }
  const currencies = new Set<string>();
  for (const row of sales) {
    const point = at(row.day);
    point.creditsSold += Number(row.credits);
    point.revenue[row.currency] = (point.revenue[row.currency] ?? 0) + Number(row.revenue);
    currencies.add(row.currency);
  }
  // Live at the end of each day: the baseline, plus the day's first listings, minus its removals; a week's or
  // month's value is its last day's.
  const delta = new Map<string, number>();
  for (const row of listed) delta.set(row.day, (delta.get(row.day) ?? 0) + Number(row.live));
  for (const row of removed) delta.set(row.day, (delta.get(row.day) ?? 0) - Number(row.n));
  let live = Number(before[0]?.listed ?? 0) - Number(before[0]?.removed ?? 0);
  for (const day of days) {
    live += delta.get(day) ?? 0;
    at(day).activeListings = Math.max(0, live);
  }

  const list = [...points.values()];
  const totals = {
    newListings: 0,
    inquiries: 0,
    newLandlords: 0,
    newRenters: 0,
    creditsSold: 0,
    revenue: {} as Record<string, number>,
  };
  for (const point of list) {
    totals.newListings += point.newListings;
    totals.inquiries += point.inquiries;
    totals.newLandlords += point.newLandlords;
    totals.newRenters += point.newRenters;
    totals.creditsSold += point.creditsSold;
    for (const [currency, cents] of Object.entries(point.revenue))
      totals.revenue[currency] = (totals.revenue[currency] ?? 0) + cents;
  }
  return {
    from: query.from,
    to: query.to,
    interval: query.interval,
    currencies: [...currencies].sort(),
    points: list,
    totals,
  };
}

/** The metrics, kept a minute per range and interval. */
export function keyMetrics(db: Queryable, query: { from: string; to: string; interval: MetricInterval }) {
  return metricsCache(db, `${query.from}|${query.to}|${query.interval}`, () => computeKeyMetrics(db, query));
}

/** The CSV download: one row per bucket; revenue one column per currency, in dollars with cents. */
export function metricsCsv(metrics: KeyMetrics): string {
  const header = [
    'period',
    'new_listings',
    'active_listings',
    'inquiries',
    'new_landlords',
    'new_renters',
    'credits_sold',
    ...metrics.currencies.map((currency) => `revenue_${currency.toLowerCase()}`),
  ];
  const rows = metrics.points.map((point) => [
    point.period,
    point.newListings,
    point.activeListings,
    point.inquiries,
    point.newLandlords,
    point.newRenters,
    point.creditsSold,
    ...metrics.currencies.map((currency) => ((point.revenue[currency] ?? 0) / 100).toFixed(2)),
  ]);
  return stringify([header, ...rows], { bom: true });
}
