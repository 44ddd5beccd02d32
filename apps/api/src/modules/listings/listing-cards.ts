// Listing cards: every endpoint that answers lists of listings first finds ids (search, markers, similar,
// favourites...) and then hydrates them here, so a card looks the same everywhere and costs two indexed
// queries for a page of 20.
import type { ListingCard, Photo } from '@rentals/shared/resources/listings';
import { listingsPaths } from '@rentals/shared/resources/listings';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { cities, listingPhotos, listings, provinces, siteSettings } from '../../db/schema/index.ts';
import { memoPerDatabase } from '../../lib/memo.ts';

/** WebP widths made for every photo: /uploads/<storageKey>-<width>.webp */
export const PHOTO_WIDTHS = [400, 800, 1600] as const;
export const UPLOADS_URL = '/uploads';

export const photoUrl = (storageKey: string, width: (typeof PHOTO_WIDTHS)[number] = 800) =>
  `${UPLOADS_URL}/${storageKey}-${width}.webp`;

export function toPhoto(row: { id: number; storageKey: string; width: number; height: number; alt: string }): Photo {
  return {
    id: row.id,
    alt: row.alt,
    width: row.width,
    height: row.height,
    url: photoUrl(row.storageKey),
    srcSet: PHOTO_WIDTHS.map((w) => `${photoUrl(row.storageKey, w)} ${w}w`).join(', '),
  };
}

const DEFAULT_LISTINGS_PERMALINK = 'rentals';

/**
 * Every card needs the permalink; kept a minute (an administrator's change in this process shows at once:
 * saving site settings calls forgetListingsPermalink).
 */
const cachedPermalink = memoPerDatabase<string>('listings-permalink', 60_000, 1);

/** The listings permalink (site setting `listings`, answered in permaLinks), e.g. "rentals". */
export function listingsPermalink(db: Queryable): Promise<string> {
  return cachedPermalink(db, 'listings', async () => {
    const [row] = await db
      .select({ value: siteSettings.value })
      .from(siteSettings)
      .where(eq(siteSettings.key, 'listings'));
    return typeof row?.value === 'string' && row.value.trim() ? row.value.trim() : DEFAULT_LISTINGS_PERMALINK;
  });
}

/** Drops the cached permalink of `db`: the next card reads the stored one. */
export function forgetListingsPermalink(db: object): void {
  cachedPermalink.forget(db, 'listings');
}

/** The columns a card needs, for queries that join listings, cities and provinces themselves. */
export const cardColumns = {
  id: listings.id,
  title: listings.title,
  slug: listings.slug,
  rent: listings.rent,
  monthlyFees: listings.monthlyFees,
  beds: listings.beds,
  baths: listings.baths,
  sqft: listings.sqft,
  rentalType: listings.rentalType,
  streetAddress: listings.streetAddress,
  unit: listings.unit,
  lat: listings.lat,
  lng: listings.lng,
  furnished: listings.furnished,
  availableDate: listings.availableDate,
  enabledAt: listings.enabledAt,
  featured: sql<boolean>`coalesce(${listings.featuredUntil} > now(), false)`,
  /** A primary-key lookup per card: its company's membership runs. */
  verified: sql<boolean>`exists (select 1 from credit_wallets w where w.company_id = ${listings.companyId} and w.membership_expires_at > now())`,
  cityName: cities.name,
  citySlug: cities.slug,
  provinceCode: provinces.code,
  provinceSlug: provinces.slug,
};

/** listings joined to their city and province, selecting the card columns; add .where() and friends. */
export const selectCards = (db: Queryable) =>
  db
    .select(cardColumns)
    .from(listings)
    .innerJoin(cities, eq(cities.id, listings.cityId))
    .innerJoin(provinces, eq(provinces.id, listings.provinceId));

export type CardRow = Awaited<ReturnType<typeof selectCards>>[number];

export function toCard(row: CardRow, permalink: string, photos: Photo[], photoCount: number): ListingCard {
  return {
    id: row.id,
    title: row.title,
    path: listingsPaths.listing(permalink, row.provinceSlug, row.citySlug, row.slug, row.id),
    rent: row.rent,
    monthlyFees: row.monthlyFees,
    totalMonthlyCost: row.rent + row.monthlyFees,
    beds: row.beds,
    baths: row.baths,
    sqft: row.sqft,
    rentalType: row.rentalType,
    streetAddress: row.streetAddress,
    unit: row.unit,
    cityName: row.cityName,
    provinceCode: row.provinceCode,
    lat: row.lat,
    lng: row.lng,
    featured: Boolean(row.featured),
    verified: Boolean(row.verified),
    furnished: row.furnished,
    availableDate: row.availableDate,
    enabledAt: row.enabledAt ? new Date(row.enabledAt).toISOString() : null,
    photo: photos[0] ?? null,
    photoCount,
  };
}

/** A photo's columns, as Photo (toPhoto) reads them. */
export const photoColumns = {
  id: listingPhotos.id,
  listingId: listingPhotos.listingId,
  storageKey: listingPhotos.storageKey,
  width: listingPhotos.width,
  height: listingPhotos.height,
  alt: listingPhotos.alt,
};

/** Each listing's photos in order. */
export async function photosOf(db: Queryable, ids: number[]): Promise<Map<number, Photo[]>> {
  const byListing = new Map<number, Photo[]>();
  if (ids.length === 0) return byListing;
  const rows = await db
    .select(photoColumns)
    .from(listingPhotos)
    .where(inArray(listingPhotos.listingId, ids))
    .orderBy(asc(listingPhotos.listingId), asc(listingPhotos.position));
  for (const row of rows) byListing.set(row.listingId, [...(byListing.get(row.listingId) ?? []), toPhoto(row)]);
  return byListing;
}

/** Each listing's first photo and how many it has, in one query. */
async function coverPhotos(db: Queryable, ids: number[]): Promise<Map<number, { photo: Photo; count: number }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([listingPhotos.listingId], {
      ...photoColumns,
      count: sql<number>`count(*) over (partition by ${listingPhotos.listingId})`.mapWith(Number),
    })
    .from(listingPhotos)
    .where(inArray(listingPhotos.listingId, ids))
    .orderBy(asc(listingPhotos.listingId), asc(listingPhotos.position));
  return new Map(rows.map((row) => [row.listingId, { photo: toPhoto(row), count: row.count }]));
}

/** Cards for the active listings among `ids`, in the order given. */
export async function loadCards(
  db: Queryable,
  ids: number[],
  options: { permalink?: string } = {},
): Promise<ListingCard[]> {
  if (ids.length === 0) return [];
  const [permalink, rows, covers] = await Promise.all([
    options.permalink ?? listingsPermalink(db),
    selectCards(db).where(and(inArray(listings.id, ids), eq(listings.status, 'active'))),
    coverPhotos(db, ids),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    const cover = covers.get(id);
    return row ? [toCard(row, permalink, cover ? [cover.photo] : [], cover?.count ?? 0)] : [];
  });
}
