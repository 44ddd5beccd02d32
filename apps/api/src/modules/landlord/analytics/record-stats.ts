// Counts what happens to a listing (a view, a favourite added, an inquiry) into its day's figures and its
// city's (listing_daily_stats, city_daily_stats), the UTC day, in one statement: the portal's analytics
// then read 90 rows per listing and 90 per city instead of scanning events.
import type { ListingEvent } from '@rentals/shared/resources/landlord-analytics';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { listings } from '../../../db/schema/index.ts';

/** Today in UTC, whatever the session's time zone. */
const TODAY = sql`(now() at time zone 'utc')::date`;

/**
 * One `event` for each listing `counted` answers: a query returning the listings' `id` and `city_id` (a
 * select, or an update ... returning). No row, nothing counted: a missing listing never throws.
 */
export async function countEventsOf(db: Queryable, counted: SQL, event: ListingEvent): Promise<void> {
  const column = sql.identifier(event);
  // Several listings of one city make one city row (an upsert may not touch a row twice).
  await db.execute(sql`
    with counted as (${counted}),
    by_listing as (
      insert into listing_daily_stats as s (listing_id, day, ${column})
      select id, ${TODAY}, 1 from counted
      on conflict (listing_id, day) do update set ${column} = s.${column} + 1
    )
    insert into city_daily_stats as s (city_id, day, ${column})
    select city_id, ${TODAY}, count(*)::int from counted group by city_id
    on conflict (city_id, day) do update set ${column} = s.${column} + excluded.${column}`);
}

/** One `event` for each of the listings (ids). */
export async function countListingEvent(
  db: Queryable,
  listingIds: number | readonly number[],
  event: ListingEvent,
): Promise<void> {
  const ids = typeof listingIds === 'number' ? [listingIds] : [...new Set(listingIds)];
  if (ids.length === 0) return;
  await countEventsOf(
    db,
    sql`select ${listings.id} as id, ${listings.cityId} as city_id from ${listings} where ${inArray(listings.id, ids)}`,
    event,
  );
}
