// GET listings/rent-trends/{province}/{city}: the median rent by bedrooms for each of the last 12 months
// (the current one included), over the listings that went live in that month. History counts: expired,
// paused and removed listings are included; drafts never went live.

import { BED_OPTIONS } from '@rentals/shared/resources/listing-vocabularies';
import type { RentTrendsResponse } from '@rentals/shared/resources/listings';
import { sql } from 'drizzle-orm';
import { type Queryable, queryRows } from '../../db/client.ts';
import { memoPerDatabase } from '../../lib/memo.ts';
import { listingsPermalink } from '../listings/listing-cards.ts';
import { citySearchPlace, findCityBySlugs } from './city-page.ts';
import { BEDS_OR_MORE } from './search.query.ts';

export const TREND_MONTHS = 12;
/**
 * Medians of past months do not move, and this month's move slowly; the query reads every listing the city
 * ever had (no index covers expired and removed listings by city), so each city's answer is kept a while.
 */
const TRENDS_TTL = 15 * 60_000;
const cache = memoPerDatabase<Omit<RentTrendsResponse, 'place'>>('rent-trends', TRENDS_TTL, 2000);

/** 'YYYY-MM' of the last `count` months up to `now`'s (UTC), oldest first. */
export function lastMonths(now: Date, count = TREND_MONTHS): string[] {
  return Array.from({ length: count }, (_, i) => {
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (count - 1 - i), 1));
    return month.toISOString().slice(0, 7);
  });
}

interface TrendRow {
  month: string;
  beds: number;
  median: number;
  count: number;
}

export async function rentTrends(
  db: Queryable,
  provinceSlug: string,
  citySlug: string,
  now = new Date(),
): Promise<RentTrendsResponse> {
  const [city, permalink] = await Promise.all([findCityBySlugs(db, provinceSlug, citySlug), listingsPermalink(db)]);
  const trends = await cache(db, `${city.id}|${now.toISOString().slice(0, 7)}`, () => cityTrends(db, city.id, now));
  return { place: citySearchPlace(city, permalink, null), ...trends };
}

async function cityTrends(db: Queryable, cityId: number, now: Date): Promise<Omit<RentTrendsResponse, 'place'>> {
  const months = lastMonths(now);
  const from = `${months[0]}-01T00:00:00Z`;
  const rows = await queryRows<TrendRow>(
    db,
    sql`select to_char(enabled_at at time zone 'UTC', 'YYYY-MM') as month,
        least(beds, ${BEDS_OR_MORE})::int as beds,
        percentile_cont(0.5) within group (order by rent) as median,
        count(*)::int as count
      from listings
      where city_id = ${cityId} and status <> 'draft'
        and enabled_at >= ${from}::timestamptz and enabled_at <= ${now.toISOString()}::timestamptz
      group by 1, 2`,
  );
  const byKey = new Map(rows.map((row) => [`${row.month}|${Number(row.beds)}`, row]));
  return {
    months,
    series: BED_OPTIONS.map((beds) => {
      const cells = months.map((month) => byKey.get(`${month}|${beds}`));
      return {
        beds,
        medians: cells.map((row) => (row ? Math.round(Number(row.median)) : null)),
        counts: cells.map((row) => (row ? Number(row.count) : 0)),
      };
    }),
  };
}
