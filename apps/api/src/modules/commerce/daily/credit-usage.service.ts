// GET landlord/credit-usage: what the nightly charge took from the caller's company, day by day and listing by
// listing, over a range of UTC days. Only the company's own usage rows are read (credit_usage.company_id, the
// company that paid); a landlord without a company has none.

import { pageMeta } from '@rentals/shared/pagination';
import {
  addDays,
  type CreditUsageQuery,
  type CreditUsageResponse,
  DEFAULT_USAGE_DAYS,
  daysBetween,
  defaultUsageRange,
} from '@rentals/shared/resources/credit-usage';
import { sql } from 'drizzle-orm';
import { type Queryable, queryRows } from '../../../db/client.ts';

/**
 * The days asked for: both ends as given (the query schema keeps them in order and within MAX_USAGE_DAYS);
 * one end alone starts or ends a DEFAULT_USAGE_DAYS range; neither: the last DEFAULT_USAGE_DAYS days to today.
 */
export function usageRange(query: Pick<CreditUsageQuery, 'from' | 'to'>, today?: string) {
  const span = DEFAULT_USAGE_DAYS - 1;
  if (query.from && query.to) return { from: query.from, to: query.to };
  if (query.from) return { from: query.from, to: addDays(query.from, span) };
  if (query.to) return { from: addDays(query.to, -span), to: query.to };
  return defaultUsageRange(today);
}

export async function creditUsage(
  db: Queryable,
  companyId: number | null,
  query: CreditUsageQuery,
  today?: string,
): Promise<CreditUsageResponse> {
  const { from, to } = usageRange(query, today);
  const { page, perPage } = query;
  const length = daysBetween(from, to);
  const empty = Array.from({ length }, (_, i) => ({ day: addDays(from, i), credits: 0, listings: 0, featured: 0 }));
  if (companyId === null) {
    return {
      from,
      to,
      totals: { credits: 0, listings: 0 },
      days: empty,
      listings: { data: [], meta: pageMeta(page, perPage, 0) },
    };
  }
  const mine = sql`company_id = ${companyId} and day between ${from}::date and ${to}::date`;
  const [days, listings] = await Promise.all([
    queryRows<{ day: string; credits: number; listings: number; featured: number }>(
      db,
      sql`select day::text as day, sum(credits)::int as credits, count(*)::int as listings,
                 (count(*) filter (where featured))::int as featured
          from credit_usage where ${mine} group by day`,
    ),
    queryRows<{
      listing_id: number;
      title: string | null;
      credits: number;
      days: number;
      featured_days: number;
      total: number;
    }>(
      db,
      sql`with per_listing as (
            select listing_id, sum(credits)::int as credits, count(*)::int as days,
                   (count(*) filter (where featured))::int as featured_days
            from credit_usage where ${mine} group by listing_id
          ), paged as (
            select *, (count(*) over ())::int as total from per_listing
            order by credits desc, listing_id desc limit ${perPage} offset ${(page - 1) * perPage}
          )
          select p.*, l.title from paged p left join listings l on l.id = p.listing_id
          order by p.credits desc, p.listing_id desc`,
    ),
  ]);
  const byDay = new Map(days.map((d) => [d.day, d]));
  const series = empty.map((d) => {
    const found = byDay.get(d.day);
    return found
      ? {
          day: d.day,
          credits: Number(found.credits),
          listings: Number(found.listings),
          featured: Number(found.featured),
        }
      : d;
  });
  // A page past the end has no rows to count from: count the listings on their own then.
  let total = Number(listings[0]?.total ?? 0);
  if (listings.length === 0 && page > 1) {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(distinct listing_id)::int as n from credit_usage where ${mine}`,
    );
    total = Number(row?.n ?? 0);
  }
  return {
    from,
    to,
    totals: { credits: series.reduce((sum, d) => sum + d.credits, 0), listings: total },
    days: series,
    listings: {
      data: listings.map((r) => ({
        listingId: Number(r.listing_id),
        title: r.title ?? '',
        credits: Number(r.credits),
        days: Number(r.days),
        featuredDays: Number(r.featured_days),
        featured: Number(r.featured_days) > 0,
      })),
      meta: pageMeta(page, perPage, total),
    },
  };
}
