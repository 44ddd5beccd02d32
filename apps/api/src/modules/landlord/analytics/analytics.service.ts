// GET landlord/listings/{id}/analytics: the listing's last ANALYTICS_DAYS days (zeros where nothing happened)
// and its conversion beside its city's. Two primary-key range reads: the listing's days (joined to the
// listing itself, which is the ownership check) and the city's days, summed.
import {
  ANALYTICS_DAYS,
  conversionOf,
  type ListingAnalytics,
  type ListingAnalyticsDay,
} from '@rentals/shared/resources/landlord-analytics';
import { and, between, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../../db/client.ts';
import { cities, cityDailyStats, listingDailyStats, listings } from '../../../db/schema/index.ts';
import type { AuthUser } from '../../../lib/auth-user.ts';
import { notFound } from '../../../lib/http-error.ts';
import { ownedBy } from '../ownership.ts';

const DAY_MS = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The window's days, oldest first, ending on `now`'s UTC day. */
export function analyticsDays(now: Date): string[] {
  return Array.from({ length: ANALYTICS_DAYS }, (_, i) => isoDay(now.getTime() - (ANALYTICS_DAYS - 1 - i) * DAY_MS));
}

const total = (column: AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

export async function listingAnalytics(
  db: Queryable,
  user: Pick<AuthUser, 'id' | 'companyId'>,
  listingId: number,
  now = new Date(),
): Promise<ListingAnalytics> {
  const days = analyticsDays(now);
  const from = days[0] as string;
  const to = days[days.length - 1] as string;
  const [rows, [city]] = await Promise.all([
    // One row per day with figures, or a single row of nulls when there are none; no row: not the caller's.
    db
      .select({
        cityName: cities.name,
        day: listingDailyStats.day,
        views: listingDailyStats.views,
        favourites: listingDailyStats.favourites,
        inquiries: listingDailyStats.inquiries,
      })
      .from(listings)
      .innerJoin(cities, eq(cities.id, listings.cityId))
      .leftJoin(
        listingDailyStats,
        and(eq(listingDailyStats.listingId, listings.id), between(listingDailyStats.day, from, to)),
      )
      .where(and(eq(listings.id, listingId), ownedBy(user, listings))),
    db
      .select({ views: total(cityDailyStats.views), inquiries: total(cityDailyStats.inquiries) })
      .from(cityDailyStats)
      .where(
        and(
          eq(
            cityDailyStats.cityId,
            sql`(select ${listings.cityId} from ${listings} where ${listings.id} = ${listingId})`,
          ),
          between(cityDailyStats.day, from, to),
        ),
      ),
  ]);
  const first = rows[0];
  if (!first) throw notFound();

  const byDay = new Map(rows.filter((r) => r.day !== null).map((r) => [r.day, r]));
  const series: ListingAnalyticsDay[] = days.map((day) => {
    const row = byDay.get(day);
    return { day, views: row?.views ?? 0, favourites: row?.favourites ?? 0, inquiries: row?.inquiries ?? 0 };
  });
  const totals = { views: 0, favourites: 0, inquiries: 0 };
  for (const d of series) {
    totals.views += d.views;
    totals.favourites += d.favourites;
    totals.inquiries += d.inquiries;
  }
  return {
    days: series,
    totals,
    conversion: conversionOf(totals.inquiries, totals.views),
    city: { name: first.cityName, conversion: conversionOf(city?.inquiries ?? 0, city?.views ?? 0) },
  };
}
