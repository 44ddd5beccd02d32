// Active listings per city (listing_city_stats), the table the wide map views cluster instead of grouping a
// million listings per request. Recomputed in one statement by a cron job, after seeding, and whenever a
// caller needs it exact (tests).
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';

export const CITY_STATS_QUEUE = 'listings.refresh-city-stats';
/** Every 10 minutes: a wide map view may lag a new listing by that much; closer zooms are always live. */
export const CITY_STATS_CRON = '*/10 * * * *';

export async function refreshListingCityStats(db: Queryable) {
  await db.execute(sql`
    with fresh as (
      select city_id, count(*)::int as active_count, min(rent) as min_rent
      from listing_search group by city_id
    ),
    gone as (
      delete from listing_city_stats s where not exists (select 1 from fresh f where f.city_id = s.city_id)
    )
    insert into listing_city_stats (city_id, active_count, min_rent, updated_at)
    select city_id, active_count, min_rent, now() from fresh
    on conflict (city_id) do update
      set active_count = excluded.active_count, min_rent = excluded.min_rent, updated_at = excluded.updated_at`);
}
