// The answers of the recommended-listings endpoints, all built on one ranking (recommendations.ts).
import { pageMeta } from '@rentals/shared';
import type { MapMarkersResponse } from '@rentals/shared/resources/listings';
import type {
  Recommendation,
  RecommendedListResponse,
  RecommendedStats,
} from '@rentals/shared/resources/renter-listings';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { dismissedRecommendations, listings } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import { markersOfListings } from '../listings/favourites.ts';
import { cardsById } from './cards-by-id.ts';
import { forgetRecommendations, type Ranked, recommendations } from './recommendations.ts';

async function withCards(db: Queryable, ranked: Ranked[]): Promise<Recommendation[]> {
  const cards = await cardsById(
    db,
    ranked.map((r) => r.id),
  );
  return ranked.flatMap((r): Recommendation[] => {
    const listing = cards.get(r.id);
    return listing ? [{ listing, reason: { kind: r.kind, basedOn: r.basedOn } }] : [];
  });
}

/** GET new-recommended-listings: every recommendation the renter has not seen yet (nor removed). */
export async function newRecommended(
  db: Queryable,
  userId: number,
  alreadySeenIds: readonly number[],
  removedIds: readonly number[],
): Promise<{ listings: Recommendation[] }> {
  const seen = new Set(alreadySeenIds);
  const ranked = (await recommendations(db, userId, removedIds)).filter((r) => !seen.has(r.id));
  return { listings: await withCards(db, ranked) };
}

/** GET recommended-listings: one page of the ranking. */
export async function recommendedPage(
  db: Queryable,
  userId: number,
  removedIds: readonly number[],
  page: number,
  perPage: number,
): Promise<RecommendedListResponse> {
  const ranked = await recommendations(db, userId, removedIds);
  const slice = ranked.slice((page - 1) * perPage, page * perPage);
  return { data: await withCards(db, slice), meta: pageMeta(page, perPage, ranked.length) };
}

/** GET recommended-listings-map-markers: the recommendations by location. */
export async function recommendedMarkers(
  db: Queryable,
  userId: number,
  removedIds: readonly number[],
): Promise<MapMarkersResponse> {
  return markersOfListings(
    db,
    (await recommendations(db, userId, removedIds)).map((r) => r.id),
  );
}

/** GET recommended-listings-stats: how many, and how many come from each kind of reason. */
export async function recommendedStats(
  db: Queryable,
  userId: number,
  removedIds: readonly number[],
): Promise<RecommendedStats> {
  const ranked = await recommendations(db, userId, removedIds);
  const count = (kind: Ranked['kind']) => ranked.filter((r) => r.kind === kind).length;
  return {
    total: ranked.length,
    basedOn: {
      favourites: count('favourite'),
      inquiries: count('inquiry'),
      views: count('view'),
      alerts: count('alert'),
    },
  };
}

/**
 * DELETE recommended-listings/{id}: never recommend this listing to the renter again, on any device.
 * Idempotent; 404 for a listing that does not exist.
 */
export async function dismissRecommendation(db: Queryable, userId: number, listingId: number) {
  const [listing] = await db.select({ id: listings.id }).from(listings).where(eq(listings.id, listingId));
  if (!listing) throw notFound();
  await db.insert(dismissedRecommendations).values({ userId, listingId }).onConflictDoNothing();
  forgetRecommendations(db, userId);
}
