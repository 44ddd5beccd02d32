// Recommended listings (spec 4, issue 4 section 2), computed on the server from what the renter did:
//
// Seeds (at most SEED_LIMIT): the renter's favourites and the listings they enquired about, newest first, then
// the listings they viewed most recently (a listing that is several of these counts once, as the strongest).
// For each seed, its NEAREST_EXAMINED nearest active listings (the spatial index on `location`, walked nearest
// first: the same work in a big city as in a small one) are filtered to those within about 25 km with bedrooms
// ±1 and rent ±25%, and the CANDIDATES_PER_SEED nearest kept: the same city first in the ranking, else nearby.
// Each of the renter's saved searches (email alerts, at most ALERT_LIMIT) adds its newest matches of the last
// ALERT_RECENT_DAYS.
//
// Never recommended: the renter's favourites, the listings they enquired about, the ones they dismissed
// (DELETE recommended-listings/{id}, dismissed_recommendations) or sent in removedIds.
//
// Ranking (higher first; a listing found several ways keeps its best score and that reason):
//   base:   favourite 4, inquiry 4, alert 4, view 2
//   +2 same rental type as the seed, +1 same city as the seed (alerts match the renter's own criteria: +3)
//   +2 in one of the renter profile's preferred cities
//   +2 within the profile's budget, -3 above its maximum (no budget: 0)
//   -10 per degree of distance from the seed (about -1 per 11 km)
// ties: the most recently listed first, then the highest id; a listing like several seeds gives the reason of
// the best-scoring one, the most recent seed on a tie. At most RESULT_LIMIT recommendations.
//
// Two statements: the saved searches' criteria, then one statement for seeds, candidates and ranking. On the
// 1,000,000-listing benchmark database (PostgreSQL 15) the second ran in ~20 ms for 50 seeds, ~40 ms with three
// saved searches added (one of them unscoped), warm cache.
//
// The renter area asks for a page, its map and its counts at once: the ranking is kept SHARED_FOR_MS per renter
// and removedIds, so those requests share one. The renter's own changes that rank differently (a dismissal,
// a favourite, an inquiry, the profile's budget or cities) call forgetRecommendations, so they show at once.
import { savedSearchCriteriaSchema } from '@rentals/shared/resources/email-alerts';
import type { RecommendationKind } from '@rentals/shared/resources/renter-listings';
import { desc, eq, type SQL, sql } from 'drizzle-orm';
import { type Queryable, queryRows } from '../../db/client.ts';
import { savedSearches } from '../../db/schema/index.ts';
import { memoPerDatabase } from '../../lib/memo.ts';
import { type SearchCriteria, searchConditions } from '../search/search.query.ts';

const SEED_LIMIT = 50;
const CANDIDATES_PER_SEED = 10;
const ALERT_LIMIT = 10;
const MATCHES_PER_ALERT = 10;
/** Alerts recommend listings that went live this recently (newest first, in the "newest" index's order). */
const ALERT_RECENT_DAYS = 60;
const RESULT_LIMIT = 60;
/** Rent within this fraction either side of the seed's. */
const RENT_SPREAD = 0.25;
/** How many of a seed's nearest active listings are looked at (then filtered on beds, rent and distance). */
const NEAREST_EXAMINED = 300;
/** "Nearby": at most this far from the seed, in degrees (about 25 km north-south, 18 km east-west at 45°N). */
const NEAR_DEGREES = 0.225;
/** How long one ranking answers a renter's requests (long enough for the requests of one page view). */
const SHARED_FOR_MS = 5_000;

export interface Ranked {
  id: number;
  kind: RecommendationKind;
  basedOn: string;
}

const intArray = (ids: readonly number[]) =>
  ids.length === 0
    ? sql`array[]::int[]`
    : sql`array[${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}]::int[]`;

interface Alert {
  name: string;
  criteria: SearchCriteria;
  createdAt: Date;
}

/** The renter's saved searches with usable criteria, newest first. */
async function loadAlerts(db: Queryable, userId: number): Promise<Alert[]> {
  const rows = await db
    .select({ name: savedSearches.name, criteria: savedSearches.criteria, createdAt: savedSearches.createdAt })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id))
    .limit(ALERT_LIMIT);
  return rows.flatMap((row) => {
    const parsed = savedSearchCriteriaSchema.safeParse(row.criteria);
    return parsed.success ? [{ name: row.name, criteria: parsed.data, createdAt: new Date(row.createdAt) }] : [];
  });
}

/** One branch per saved search: its newest matches not excluded. Columns as `alike` has them. */
function alertMatchesSql(alerts: Alert[]): SQL {
  if (alerts.length === 0) {
    return sql`select null::text as kind, null::text as based_on, null::int as id, null::int as rent,
      null::int as city_id, null::timestamptz as enabled_at, 0::float8 as bonus, 0::float8 as dist,
      null::timestamptz as seed_at where false`;
  }
  return sql.join(
    alerts.map(
      (alert) => sql`(select 'alert'::text as kind, ${alert.name}::text as based_on, id, rent, city_id, enabled_at,
          3::float8 as bonus, 0::float8 as dist, ${alert.createdAt.toISOString()}::timestamptz as seed_at
        from listings
        where ${searchConditions(alert.criteria)}
          and enabled_at >= now() - ${`${ALERT_RECENT_DAYS} days`}::interval
          and not (listings.id = any(array(select listing_id from excluded)))
        order by enabled_at desc nulls last, id desc
        limit ${MATCHES_PER_ALERT})`,
    ),
    sql` union all `,
  );
}

/** The statement: seeds, their nearby look-alikes, the alerts' matches, ranked. */
function recommendationsSql(userId: number, removedIds: readonly number[], alerts: Alert[]): SQL {
  return sql`with
  excluded as (
    select listing_id from favourite_listings where user_id = ${userId}
    union select listing_id from inquiries where user_id = ${userId}
    union select listing_id from dismissed_recommendations where user_id = ${userId}
    union select unnest(${intArray(removedIds)})
  ),
  seed_ids as (
    select listing_id, kind, rank, at from (
      select distinct on (listing_id) listing_id, kind, rank, at from (
        (select listing_id, 'favourite'::text as kind, 1 as rank, created_at as at
          from favourite_listings where user_id = ${userId} order by created_at desc limit ${SEED_LIMIT})
        union all
        (select listing_id, 'inquiry', 1, max(created_at)
          from inquiries where user_id = ${userId} group by listing_id order by 4 desc limit ${SEED_LIMIT})
        union all
        (select listing_id, 'view', 2, last_viewed_at
          from listing_views where user_id = ${userId} order by last_viewed_at desc limit ${SEED_LIMIT})
      ) each_kind
      order by listing_id, rank, at desc
    ) distinct_seeds
    order by rank, at desc
    limit ${SEED_LIMIT}
  ),
  seeds as (
    select s.kind, s.at, l.id, l.city_id, l.lat, l.lng, l.rent, l.beds, l.rental_type,
      coalesce(nullif(l.street_address, ''), l.title) as based_on
    from seed_ids s join listings l on l.id = s.listing_id
  ),
  alike as (
    select s.kind, s.based_on, c.id, c.rent, c.city_id, c.enabled_at,
      (case when c.rental_type = s.rental_type then 2 else 0 end
        + case when c.city_id = s.city_id then 1 else 0 end)::float8 as bonus,
      c.dist, s.at as seed_at
    from seeds s
    cross join lateral (
      select near.* from (
        -- The nearest active listings, by the spatial index in distance order: a fixed amount of work per seed
        -- however dense the city, and however few listings anywhere would pass the filters below.
        select l.id, l.rent, l.beds, l.city_id, l.enabled_at, l.rental_type, l.location <-> point(s.lng, s.lat) as dist
        from listings l
        where l.status = 'active'
        order by l.location <-> point(s.lng, s.lat)
        limit ${NEAREST_EXAMINED}
      ) near
      where near.id <> s.id
        and near.dist <= ${NEAR_DEGREES}::float8
        and near.beds between s.beds - 1 and s.beds + 1
        and near.rent between floor(s.rent * ${1 - RENT_SPREAD}::float8) and ceil(s.rent * ${1 + RENT_SPREAD}::float8)
        and not (near.id = any(array(select listing_id from excluded)))
      order by near.dist
      limit ${CANDIDATES_PER_SEED}
    ) c
  ),
  profile as (
    select budget_min, budget_max, preferred_city_ids from renter_profiles where user_id = ${userId}
  ),
  found as (
    select kind, based_on, id, rent, city_id, enabled_at, bonus, dist, seed_at from alike
    union all
    select kind, based_on, id, rent, city_id, enabled_at, bonus, dist, seed_at
    from (${alertMatchesSql(alerts)}) alert_matches
  ),
  scored as (
    select f.id, f.kind, f.based_on, f.enabled_at, f.seed_at,
      (case when f.kind = 'view' then 2 else 4 end)
        + f.bonus
        + case when f.city_id = any(coalesce(p.preferred_city_ids, array[]::int[])) then 2 else 0 end
        + case
            when p.budget_max is not null and f.rent > p.budget_max then -3
            when p.budget_min is not null and f.rent < p.budget_min then 0
            when p.budget_max is not null or p.budget_min is not null then 2
            else 0
          end
        - 10 * f.dist as score
    from found f left join profile p on true
  ),
  best as (
    select distinct on (id) id, kind, based_on, enabled_at, score
    from scored
    order by id, score desc, seed_at desc, kind
  )
  select id, kind, based_on from best
  order by score desc, enabled_at desc nulls last, id desc
  limit ${RESULT_LIMIT}`;
}

async function rank(db: Queryable, userId: number, removedIds: readonly number[]): Promise<Ranked[]> {
  const alerts = await loadAlerts(db, userId);
  const rows = await queryRows<{ id: number; kind: RecommendationKind; based_on: string }>(
    db,
    recommendationsSql(userId, removedIds, alerts),
  );
  return rows.map((row) => ({ id: Number(row.id), kind: row.kind, basedOn: row.based_on }));
}

const shared = memoPerDatabase<Ranked[]>('recommendations', SHARED_FOR_MS);
const userKeyPrefix = (userId: number) => `${userId}:`;

/** The renter's recommendations, best first (see the top of this file). */
export function recommendations(db: Queryable, userId: number, removedIds: readonly number[] = []): Promise<Ranked[]> {
  const removed = [...new Set(removedIds)].sort((a, b) => a - b);
  return shared(db, `${userKeyPrefix(userId)}${removed.join(',')}`, () => rank(db, userId, removed));
}

/** After a change of the renter's that ranks differently: their next request ranks afresh. */
export function forgetRecommendations(db: Queryable, userId: number): void {
  shared.forget(db, userKeyPrefix(userId));
}
