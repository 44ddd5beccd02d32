// The rent check of the listing editor: the city's median rent for the same bedrooms over the last 12 months,
// from the same rows as the public rent trends (listings that went live, whatever their status now).
import type { RentMedian } from '@rentals/shared/resources/landlord-listings';
import { sql } from 'drizzle-orm';
import { type Queryable, queryRows } from '../../../db/client.ts';
import { memoPerDatabase } from '../../../lib/memo.ts';
import { lastMonths, TREND_MONTHS } from '../../search/rent-trends.ts';
import { BEDS_OR_MORE } from '../../search/search.query.ts';

/** Fewer listings than this make no median worth showing. */
export const RENT_MEDIAN_MIN_COUNT = 3;
/** Like the rent trends: the query reads the city's whole history, and the answer moves slowly. */
const cache = memoPerDatabase<RentMedian | null>('rent-median', 15 * 60_000, 2000);

export function rentMedianOf(db: Queryable, cityId: number, beds: number, now = new Date()) {
  const bucket = Math.min(beds, BEDS_OR_MORE);
  const from = `${lastMonths(now, TREND_MONTHS)[0]}-01T00:00:00Z`;
  return cache(db, `${cityId}|${bucket}|${from}`, async () => {
    const [row] = await queryRows<{ name: string; median: number | null; count: number }>(
      db,
      sql`select c.name, percentile_cont(0.5) within group (order by l.rent) as median, count(l.id)::int as count
        from cities c left join listings l
          on l.city_id = c.id and l.status <> 'draft' and least(l.beds, ${BEDS_OR_MORE}) = ${bucket}
          and l.enabled_at >= ${from}::timestamptz and l.enabled_at <= ${now.toISOString()}::timestamptz
        where c.id = ${cityId}
        group by c.name`,
    );
    if (!row || row.median === null || Number(row.count) < RENT_MEDIAN_MIN_COUNT) return null;
    return { cityName: row.name, beds: bucket, median: Math.round(Number(row.median)), count: Number(row.count) };
  });
}
