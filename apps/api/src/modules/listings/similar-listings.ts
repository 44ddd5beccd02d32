// "Similar listings" and "More from this landlord" on a listing page: ids found here, cards from listing-cards.
import type { ListingListResponse } from '@rentals/shared/resources/listings';
import { and, between, desc, eq, ne, not, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { listings } from '../../db/schema/index.ts';
import { loadCards } from './listing-cards.ts';
import { atSameLocation, isActive, type ListingLocation } from './listing-detail.ts';

export const SIMILAR_LIMIT = 8;
/** Rent within this fraction either side of the listing's. */
export const SIMILAR_RENT_SPREAD = 0.25;

export interface SimilarTo extends ListingLocation {
  beds: number;
  rent: number;
  rentalType: string;
  metroAreaId: number | null;
}

/** How many of the nearest matches are ranked; the rest are too far to be the best 8. */
export const SIMILAR_CANDIDATES = 50;

/**
 * The nearest matches in `place` (a GiST nearest-neighbour scan: it stops after SIMILAR_CANDIDATES rows
 * however big the city), then the same rental type first, nearest first within each.
 */
async function similarIds(db: Queryable, like: SimilarTo, place: SQL, excluded: number[], limit: number) {
  const candidates = await db
    .select({ id: listings.id, rentalType: listings.rentalType })
    .from(listings)
    .where(
      and(
        isActive,
        place,
        notInArray(listings.id, [like.id, ...excluded]),
        between(listings.beds, Math.max(0, like.beds - 1), like.beds + 1),
        between(
          listings.rent,
          Math.floor(like.rent * (1 - SIMILAR_RENT_SPREAD)),
          Math.ceil(like.rent * (1 + SIMILAR_RENT_SPREAD)),
        ),
        not(atSameLocation(like)),
      ),
    )
    // Distance alone: a tie-breaker column would turn the index scan into a sort of the whole city.
    .orderBy(sql`${listings.location} <-> point(${like.lng}, ${like.lat})`)
    .limit(SIMILAR_CANDIDATES);
  const sameType = candidates.filter((c) => c.rentalType === like.rentalType);
  const otherTypes = candidates.filter((c) => c.rentalType !== like.rentalType);
  return [...sameType, ...otherTypes].slice(0, limit).map((c) => c.id);
}

/**
 * Up to 8 active listings like `like`: same or neighbouring bedrooms, rent within ±25%, the same rental type
 * first, then the nearest. From its city; when the city has too few, the rest from its metro area. Never the
 * listing itself nor the other units at its address.
 */
export async function similarListings(db: Queryable, like: SimilarTo, permalink: string): Promise<ListingListResponse> {
  const ids = await similarIds(db, like, eq(listings.cityId, like.cityId), [], SIMILAR_LIMIT);
  if (ids.length < SIMILAR_LIMIT && like.metroAreaId !== null) {
    const inMetro = and(eq(listings.metroAreaId, like.metroAreaId), ne(listings.cityId, like.cityId)) as SQL;
    ids.push(...(await similarIds(db, like, inMetro, ids, SIMILAR_LIMIT - ids.length)));
  }
  const cards = await loadCards(db, ids, { permalink });
  return { listings: cards, total: cards.length };
}

/** Up to 8 other active listings of the company, newest first; `total` counts all of them. */
export async function similarOfferings(
  db: Queryable,
  listing: { id: number; companyId: number | null },
  permalink: string,
): Promise<ListingListResponse> {
  if (listing.companyId === null) return { listings: [], total: 0 };
  const ofCompany = and(isActive, eq(listings.companyId, listing.companyId), ne(listings.id, listing.id));
  const [rows, [counted]] = await Promise.all([
    db
      .select({ id: listings.id })
      .from(listings)
      .where(ofCompany)
      .orderBy(sql`${listings.enabledAt} desc nulls last`, desc(listings.id))
      .limit(SIMILAR_LIMIT),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(listings)
      .where(ofCompany),
  ]);
  const cards = await loadCards(
    db,
    rows.map((r) => r.id),
    { permalink },
  );
  return { listings: cards, total: counted?.total ?? 0 };
}
