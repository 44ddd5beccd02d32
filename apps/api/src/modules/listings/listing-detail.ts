// One public listing: its detail (GET listing/{id}), the other units at its address, and its view counter.
// Only active listings are public; every reader here filters on that.
import type { ListingCard, ListingDetail, Photo } from '@rentals/shared/resources/listings';
import { and, asc, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { cities, companies, listings, listingViews, metroAreas, provinces } from '../../db/schema/index.ts';
import { countEventsOf } from '../landlord/analytics/record-stats.ts';
import { forgetRecommendations } from '../renter-listings/recommendations.ts';
import { cardColumns, loadCards, photosOf, toCard } from './listing-cards.ts';

/**
 * `status = 'active'` written as a constant, so the planner matches it against the partial indexes
 * (listings_location_gist, listings_address_trgm...) whatever the driver does with parameters.
 */
export const isActive = sql`${listings.status} = 'active'`;

/** How many other units at one address a listing page shows. */
export const SHARED_LOCATION_LIMIT = 50;

const detailColumns = {
  ...cardColumns,
  cityId: listings.cityId,
  description: listings.description,
  postalCode: listings.postalCode,
  deposit: listings.deposit,
  fees: listings.fees,
  amenities: listings.amenities,
  utilities: listings.utilities,
  petPolicies: listings.petPolicies,
  parking: listings.parking,
  leaseTerm: listings.leaseTerm,
  contactName: listings.contactName,
  contactPhone: listings.contactPhone,
  companyId: listings.companyId,
  companyName: companies.name,
  companyLogo: companies.logo,
  metroAreaId: listings.metroAreaId,
  metroName: metroAreas.name,
  metroSlug: metroAreas.slug,
  provinceId: listings.provinceId,
  provinceName: provinces.name,
  provinceCountry: provinces.country,
  updatedAt: listings.updatedAt,
};

export type PublicListingRow = NonNullable<Awaited<ReturnType<typeof findPublicListing>>>;

/** The active listing `id` with its city, province, metro and company; null when it is not public. */
export async function findPublicListing(db: Queryable, id: number) {
  const [row] = await db
    .select(detailColumns)
    .from(listings)
    .innerJoin(cities, eq(cities.id, listings.cityId))
    .innerJoin(provinces, eq(provinces.id, listings.provinceId))
    .leftJoin(metroAreas, eq(metroAreas.id, listings.metroAreaId))
    .leftJoin(companies, eq(companies.id, listings.companyId))
    .where(and(eq(listings.id, id), isActive));
  return row ?? null;
}

/** The row as the API answers it. Never the contact email: the public writes through the inquiry form. */
export function toListingDetail(row: PublicListingRow, permalink: string, photos: Photo[]): ListingDetail {
  return {
    ...toCard(row, permalink, photos, photos.length),
    description: row.description,
    postalCode: row.postalCode,
    deposit: row.deposit,
    fees: row.fees,
    amenities: row.amenities,
    utilities: row.utilities,
    petPolicies: row.petPolicies,
    parking: row.parking,
    leaseTerm: row.leaseTerm,
    contactName: row.contactName,
    contactPhone: row.contactPhone,
    company:
      row.companyId !== null && row.companyName !== null
        ? { id: row.companyId, name: row.companyName, logo: row.companyLogo, verified: Boolean(row.verified) }
        : null,
    city: { id: row.cityId, name: row.cityName, slug: row.citySlug },
    province: { id: row.provinceId, name: row.provinceName, slug: row.provinceSlug, code: row.provinceCode },
    metroArea:
      row.metroAreaId !== null && row.metroName !== null && row.metroSlug !== null
        ? { id: row.metroAreaId, name: row.metroName, slug: row.metroSlug }
        : null,
    photos,
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

export async function loadListingDetail(db: Queryable, row: PublicListingRow, permalink: string) {
  const photos = (await photosOf(db, [row.id])).get(row.id) ?? [];
  return toListingDetail(row, permalink, photos);
}

// ---------------------------------------------------------------- same address

/**
 * A case-insensitive regular expression matching `streetAddress` whatever its punctuation and spacing
 * ("123 Main St." = "123  main st"), or null when the address has no letters or digits. The tokens hold only
 * letters and digits, so nothing in them needs escaping; pg_trgm's index serves the match.
 */
export function addressPattern(streetAddress: string): string | null {
  const tokens = streetAddress
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  if (tokens.length === 0) return null;
  return `^[^[:alnum:]]*${tokens.join('[^[:alnum:]]+')}[^[:alnum:]]*$`;
}

export interface ListingLocation {
  id: number;
  lat: number;
  lng: number;
  cityId: number;
  streetAddress: string;
}

/** Listings at the same place as `at`: the same point, or the same street address in the same city. */
export function atSameLocation(at: ListingLocation): SQL {
  // A zero-size box rather than ~=: the same GiST index, and the planner estimates it far better.
  const samePoint = sql`${listings.location} <@ box(point(${at.lng}, ${at.lat}), point(${at.lng}, ${at.lat}))`;
  const pattern = addressPattern(at.streetAddress);
  if (!pattern) return samePoint;
  return or(samePoint, and(eq(listings.cityId, at.cityId), sql`${listings.streetAddress} ~* ${pattern}`)) as SQL;
}

/** Other active units at the listing's address, cheapest first. */
export async function sharedLocationListings(
  db: Queryable,
  at: ListingLocation,
  permalink: string,
): Promise<ListingCard[]> {
  const rows = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(isActive, ne(listings.id, at.id), atSameLocation(at)))
    // `+ 0`: sorting the few matches is instant, while walking the rent index in order looking for them is not.
    .orderBy(sql`${listings.rent} + 0`, asc(listings.id))
    .limit(SHARED_LOCATION_LIMIT);
  return loadCards(
    db,
    rows.map((r) => r.id),
    { permalink },
  );
}

// ---------------------------------------------------------------- views

/**
 * One more view, and one more in the listing's and its city's day (analytics), in one statement. Raw SQL on
 * purpose: the query builder would also bump updated_at, which means "the landlord changed the listing"
 * (sitemaps, caches).
 */
export async function countView(db: Queryable, id: number) {
  const viewed = sql`update listings set view_count = view_count + 1 where id = ${id} and status = 'active'
    returning id, city_id`;
  await countEventsOf(db, viewed, 'views');
}

/**
 * A signed-in renter opened the listing (GET viewed-listings): one row per renter and listing, counting the
 * views and keeping the latest time.
 */
export async function recordView(db: Queryable, userId: number, listingId: number) {
  await db
    .insert(listingViews)
    .values({ userId, listingId })
    .onConflictDoUpdate({
      target: [listingViews.userId, listingViews.listingId],
      set: { views: sql`${listingViews.views} + 1`, lastViewedAt: sql`now()` },
    });
  forgetRecommendations(db, userId); // recent views seed the recommendations
}
