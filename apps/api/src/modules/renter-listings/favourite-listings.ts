// A signed-in renter's favourites (spec 4 "Favourite toggle", spec 7 "Renter"). The browser keeps the ids
// too, so favourites work logged out; at sign-in the two lists are merged (PATCH audit-favourite-listings).
// Only active listings are ever added, listed or counted; a favourite whose listing is paused or expired
// stays stored and shows again when the listing comes back.

import { pageMeta } from '@rentals/shared';
import type { ListingCard, MapMarkersResponse } from '@rentals/shared/resources/listings';
import type { FavouriteEntry, FavouriteListResponse } from '@rentals/shared/resources/renter-listings';
import { MAX_FAVOURITE_IDS, RECENT_FAVOURITES } from '@rentals/shared/resources/renter-listings';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { favouriteListings, listings } from '../../db/schema/index.ts';
import { invalidFields, notFound } from '../../lib/http-error.ts';
import { lockUser } from '../../lib/users.ts';
import { countListingEvent } from '../landlord/analytics/record-stats.ts';
import { loadCards } from '../listings/listing-cards.ts';
import { isActive } from '../listings/listing-detail.ts';
import { locationMarkers } from '../search/map-markers.ts';
import { cardsById } from './cards-by-id.ts';
import { forgetRecommendations } from './recommendations.ts';

const ofUser = (userId: number) => eq(favouriteListings.userId, userId);
const activeFavourites = (userId: number) => and(ofUser(userId), isActive) as SQL;

/** The renter's favourite ids whose listing is active, oldest saved first (the order the browser adds them). */
export async function favouriteIds(db: Queryable, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: favouriteListings.listingId })
    .from(favouriteListings)
    .innerJoin(listings, eq(listings.id, favouriteListings.listingId))
    .where(activeFavourites(userId))
    .orderBy(asc(favouriteListings.createdAt), asc(favouriteListings.listingId));
  return rows.map((r) => r.id);
}

async function storedCount(db: Queryable, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(favouriteListings)
    .where(ofUser(userId));
  return row?.n ?? 0;
}

const tooMany = () => invalidFields({ favouriteListings: { rule: 'max.array', params: { max: MAX_FAVOURITE_IDS } } });

/**
 * Adds (`active`) or removes a favourite and answers the renter's ids. Adding needs an active listing (404
 * otherwise) and keeps the first save's date and rent when it is already a favourite; at MAX_FAVOURITE_IDS
 * stored favourites a new one is refused with 422. Removing is idempotent and works whatever the listing's state.
 */
export async function setFavourite(db: Queryable, userId: number, listingId: number, active: boolean) {
  if (active) {
    const [listing] = await db
      .select({ id: listings.id, rent: listings.rent })
      .from(listings)
      .where(and(eq(listings.id, listingId), isActive));
    if (!listing) throw notFound();
    await db.transaction(async (tx) => {
      await lockUser(tx, userId);
      const [already] = await tx
        .select({ id: favouriteListings.listingId })
        .from(favouriteListings)
        .where(and(ofUser(userId), eq(favouriteListings.listingId, listingId)));
      if (already) return;
      if ((await storedCount(tx, userId)) >= MAX_FAVOURITE_IDS) throw tooMany();
      await tx.insert(favouriteListings).values({ userId, listingId, notifiedRent: listing.rent });
      await countListingEvent(tx, listingId, 'favourites');
    });
  } else {
    await db.delete(favouriteListings).where(and(ofUser(userId), eq(favouriteListings.listingId, listingId)));
  }
  forgetRecommendations(db, userId);
  return favouriteIds(db, userId);
}

/** DELETE favourite-listings/{id}: 404 when the listing is not one of the renter's favourites. */
export async function deleteFavourite(db: Queryable, userId: number, listingId: number) {
  const deleted = await db
    .delete(favouriteListings)
    .where(and(ofUser(userId), eq(favouriteListings.listingId, listingId)))
    .returning({ id: favouriteListings.listingId });
  if (deleted.length === 0) throw notFound();
  forgetRecommendations(db, userId);
  return favouriteIds(db, userId);
}

/**
 * Sign-in merge: the account's favourites plus the browser's ids that are active listings (unknown and
 * inactive ids are dropped). The browser's order is kept (later ids saved later). Beyond MAX_FAVOURITE_IDS
 * stored favourites the remaining browser ids are dropped: the account's own favourites always stay.
 */
export async function mergeFavourites(db: Queryable, userId: number, localIds: readonly number[]) {
  const wanted = [...new Set(localIds)];
  if (wanted.length > 0) {
    await db.transaction(async (tx) => {
      await lockUser(tx, userId);
      const stored = new Set(
        (await tx.select({ id: favouriteListings.listingId }).from(favouriteListings).where(ofUser(userId))).map(
          (r) => r.id,
        ),
      );
      const missing = wanted.filter((id) => !stored.has(id));
      if (missing.length === 0) return;
      const rents = new Map(
        (
          await tx
            .select({ id: listings.id, rent: listings.rent })
            .from(listings)
            .where(and(inArray(listings.id, missing), isActive))
        ).map((r) => [r.id, r.rent]),
      );
      const room = Math.max(0, MAX_FAVOURITE_IDS - stored.size);
      const added = missing.filter((id) => rents.has(id)).slice(0, room);
      if (added.length === 0) return;
      // One millisecond apart, so "newest saved first" lists them in the order the renter saved them.
      const now = Date.now();
      const inserted = await tx
        .insert(favouriteListings)
        .values(
          added.map((listingId, i) => ({
            userId,
            listingId,
            notifiedRent: rents.get(listingId) ?? 0,
            createdAt: new Date(now - (added.length - 1 - i)),
          })),
        )
        .onConflictDoNothing()
        .returning({ id: favouriteListings.listingId });
      await countListingEvent(
        tx,
        inserted.map((r) => r.id),
        'favourites',
      );
    });
    forgetRecommendations(db, userId);
  }
  return favouriteIds(db, userId);
}

const entryColumns = {
  id: favouriteListings.listingId,
  savedAt: favouriteListings.createdAt,
  rentWhenSaved: favouriteListings.notifiedRent,
};

async function toEntries(db: Queryable, rows: { id: number; savedAt: Date | string; rentWhenSaved: number }[]) {
  const cards = await cardsById(
    db,
    rows.map((r) => r.id),
  );
  return rows.flatMap((row): FavouriteEntry[] => {
    const listing = cards.get(row.id);
    return listing ? [{ listing, savedAt: new Date(row.savedAt).toISOString(), rentWhenSaved: row.rentWhenSaved }] : [];
  });
}

/** GET favourite-listings: a page of the renter's favourites with active listings, newest saved first. */
export async function favouritePage(
  db: Queryable,
  userId: number,
  page: number,
  perPage: number,
): Promise<FavouriteListResponse> {
  const [rows, [counted]] = await Promise.all([
    db
      .select(entryColumns)
      .from(favouriteListings)
      .innerJoin(listings, eq(listings.id, favouriteListings.listingId))
      .where(activeFavourites(userId))
      .orderBy(desc(favouriteListings.createdAt), desc(favouriteListings.listingId))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(favouriteListings)
      .innerJoin(listings, eq(listings.id, favouriteListings.listingId))
      .where(activeFavourites(userId)),
  ]);
  return { data: await toEntries(db, rows), meta: pageMeta(page, perPage, counted?.n ?? 0) };
}

/** GET favourite-listings/{id}: the entry, or 404 when it is not the renter's favourite (or not active). */
export async function favouriteEntry(db: Queryable, userId: number, listingId: number): Promise<FavouriteEntry> {
  const rows = await db
    .select(entryColumns)
    .from(favouriteListings)
    .where(and(ofUser(userId), eq(favouriteListings.listingId, listingId)));
  const [entry] = await toEntries(db, rows);
  if (!entry) throw notFound();
  return entry;
}

/** GET recent-favourite-listings: the cards of the RECENT_FAVOURITES most recently saved active favourites. */
export async function recentFavourites(db: Queryable, userId: number): Promise<{ listings: ListingCard[] }> {
  const rows = await db
    .select({ id: favouriteListings.listingId })
    .from(favouriteListings)
    .innerJoin(listings, eq(listings.id, favouriteListings.listingId))
    .where(activeFavourites(userId))
    .orderBy(desc(favouriteListings.createdAt), desc(favouriteListings.listingId))
    .limit(RECENT_FAVOURITES);
  return {
    listings: await loadCards(
      db,
      rows.map((r) => r.id),
    ),
  };
}

/** GET favourite-listings-map-markers: one marker per location of the renter's active favourites. */
export function favouriteMarkers(db: Queryable, userId: number): Promise<MapMarkersResponse> {
  return locationMarkers(
    db,
    sql`${isActive} and id in (select listing_id from favourite_listings where user_id = ${userId})`,
  );
}
