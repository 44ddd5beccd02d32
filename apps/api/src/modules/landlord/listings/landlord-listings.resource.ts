// The landlord's listings (/portal/listings) as a declared resource: every list, read, export, write and
// bulk action is scoped to the caller's company (ownership.ts), so another landlord's listing is a 404.
// The spec's own shapes (PATCH and DELETE with a body, duplicate, status actions) are in
// landlord-listings.routes.ts and use the same declaration.
import type { RoleName } from '@rentals/shared';
import { missingForPublishing } from '@rentals/shared/listing-quality';
import {
  createLandlordListingSchema,
  type LandlordListing,
  type LandlordListingAction,
  landlordListingDetailSchema,
  landlordListingFiltersSchema,
  landlordListingSchema,
  updateLandlordListingSchema,
} from '@rentals/shared/resources/landlord-listings';
import type { ListingStatus } from '@rentals/shared/resources/listing-vocabularies';
import { listingsPaths, type Photo } from '@rentals/shared/resources/listings';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { cities, listingPhotos, listings, provinces } from '../../../db/schema/index.ts';
import type { BulkActionDefinition } from '../../../lib/resources/define-resource.ts';
import { defineResource, type WriteContext } from '../../../lib/resources/index.ts';
import { listingsPermalink, photoColumns, toPhoto } from '../../listings/listing-cards.ts';
import { ownedBy } from '../ownership.ts';
import { LANDLORD_LISTINGS_AUDIT } from './listing-audit.ts';
import { ACTIVITY_OF_ACTION, changeStatus, insertDraft, recordActivity, updateListing } from './listing-writes.ts';
import { rentMedianOf } from './rent-median.ts';

export const LANDLORD_ONLY = { anyRole: ['Landlord'] as RoleName[] };

/** q matches the title and the street address. */
const LISTING_TEXT = sql`lower(${listings.title} || ' ' || ${listings.streetAddress} || ' ' || coalesce(${listings.unit}, ''))`;

// The listings alone: their places are looked up for the page's rows only (placesOf). Joined here, the list's
// capped count joined them too, and a search's few hundred matches were hash-joined against every city.
const listingRows = (db: Queryable) => db.select({ listing: listings }).from(listings).$dynamic();

type ListingRow = Awaited<ReturnType<typeof listingRows>>[number];

/** Each listing's first photo and how many it has, in one query. */
async function coverPhotos(db: Queryable, ids: number[]) {
  const covers = new Map<number, { photo: Photo; count: number }>();
  if (ids.length === 0) return covers;
  const rows = await db
    .selectDistinctOn([listingPhotos.listingId], {
      ...photoColumns,
      count: sql<number>`count(*) over (partition by ${listingPhotos.listingId})`.mapWith(Number),
    })
    .from(listingPhotos)
    .where(inArray(listingPhotos.listingId, ids))
    .orderBy(asc(listingPhotos.listingId), asc(listingPhotos.position));
  for (const row of rows) covers.set(row.listingId, { photo: toPhoto(row), count: row.count });
  return covers;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The city's name and slug and the province's code and slug of each city. */
async function placesOf(db: Queryable, cityIds: number[]) {
  const places = new Map<number, { cityName: string; citySlug: string; provinceCode: string; provinceSlug: string }>();
  if (cityIds.length === 0) return places;
  const rows = await db
    .select({
      id: cities.id,
      cityName: cities.name,
      citySlug: cities.slug,
      provinceCode: provinces.code,
      provinceSlug: provinces.slug,
    })
    .from(cities)
    .innerJoin(provinces, eq(provinces.id, cities.provinceId))
    .where(inArray(cities.id, [...new Set(cityIds)]));
  for (const { id, ...place } of rows) places.set(id, place);
  return places;
}

async function toListings(db: Queryable, rows: ListingRow[]): Promise<LandlordListing[]> {
  // One after the other: the writes call this with their transaction, one client that runs one query at a time.
  const listingIds = rows.map((r) => r.listing.id);
  const cityIds = rows.map((r) => r.listing.cityId);
  const covers = await coverPhotos(db, listingIds);
  const places = await placesOf(db, cityIds);
  const permalink = await listingsPermalink(db);
  return rows.map(({ listing: l }) => {
    const cover = covers.get(l.id);
    const { cityName = '', provinceCode = '', citySlug, provinceSlug } = places.get(l.cityId) ?? {};
    const live = l.status === 'active' && citySlug && provinceSlug;
    const entity = {
      id: l.id,
      status: l.status as ListingStatus,
      title: l.title,
      slug: l.slug,
      description: l.description,
      descriptionFr: l.descriptionFr,
      streetAddress: l.streetAddress,
      unit: l.unit,
      postalCode: l.postalCode,
      cityId: l.cityId,
      cityName,
      provinceCode,
      lat: l.lat,
      lng: l.lng,
      rent: l.rent,
      deposit: l.deposit,
      beds: l.beds,
      baths: l.baths,
      sqft: l.sqft,
      rentalType: l.rentalType,
      furnished: l.furnished,
      petPolicies: l.petPolicies,
      amenities: l.amenities,
      utilities: l.utilities,
      parking: l.parking,
      availableDate: l.availableDate,
      leaseTerm: l.leaseTerm,
      contactName: l.contactName,
      contactPhone: l.contactPhone,
      contactEmail: l.contactEmail,
      fees: l.fees,
      monthlyFees: l.monthlyFees,
      totalMonthlyCost: l.totalMonthlyCost,
      photo: cover?.photo ?? null,
      photoCount: cover?.count ?? 0,
      viewCount: l.viewCount,
      inquiryCount: l.inquiryCount,
      enabledAt: iso(l.enabledAt),
      firstListedAt: iso(l.firstListedAt),
      removedAt: iso(l.removedAt),
      featuredUntil: iso(l.featuredUntil),
      createdAt: l.createdAt.toISOString(),
      publicPath: live ? listingsPaths.listing(permalink, provinceSlug, citySlug, l.slug, l.id) : null,
    };
    return { ...entity, missing: missingForPublishing(entity) };
  });
}

async function listingDetail(db: Queryable, listing: LandlordListing) {
  const [row] = await db.select({ updatedAt: listings.updatedAt }).from(listings).where(eq(listings.id, listing.id));
  return {
    ...listing,
    updatedAt: (row?.updatedAt ?? new Date()).toISOString(),
    rentMedian: await rentMedianOf(db, listing.cityId, listing.beds),
  };
}

async function createListing(ctx: WriteContext, input: Parameters<typeof insertDraft>[2]) {
  const id = await insertDraft(ctx.tx, ctx.user, input);
  await recordActivity(ctx.tx, ctx.user, 'listing-created', id, { title: input.title ?? '' });
  return id;
}

export async function updateOwnListing(
  ctx: WriteContext,
  before: LandlordListing,
  input: Parameters<typeof updateListing>[3],
) {
  await updateListing(ctx.tx, ctx.user, before, input);
  if (Object.keys(input).length > 0) {
    await recordActivity(ctx.tx, ctx.user, 'listing-updated', before.id, { fields: Object.keys(input) });
  }
}

/**
 * A listing that never went live is deleted; one that did is kept as removed (its leads, analytics, rent
 * history and the relisting guard need it).
 */
export async function deleteOwnListing(ctx: WriteContext, before: LandlordListing) {
  const everListed = before.enabledAt !== null || before.firstListedAt !== null;
  await recordActivity(ctx.tx, ctx.user, 'listing-removed', before.id, { title: before.title, deleted: !everListed });
  if (everListed) {
    if (before.status !== 'removed') await changeStatus(ctx.tx, before, 'remove');
  } else {
    await ctx.tx.delete(listings).where(eq(listings.id, before.id));
  }
}

/** A status action on one listing, with its activity row. */
export async function runStatusAction(ctx: WriteContext, listing: LandlordListing, action: LandlordListingAction) {
  await changeStatus(ctx.tx, listing, action);
  await recordActivity(ctx.tx, ctx.user, ACTIVITY_OF_ACTION[action], listing.id, { title: listing.title });
}

const statusBulk = (action: LandlordListingAction): BulkActionDefinition<LandlordListing> => ({
  access: LANDLORD_ONLY,
  run: (ctx, listing) => runStatusAction(ctx, listing, action),
});

export const landlordListingsResource = defineResource({
  // The audit resource of the landlord's writes: the listing's back-office History reads it (listing-audit.ts).
  name: LANDLORD_LISTINGS_AUDIT,
  path: '/landlord/listings',
  id: listings.id,
  schemas: {
    entity: landlordListingSchema,
    detail: landlordListingDetailSchema,
    create: createLandlordListingSchema,
    update: updateLandlordListingSchema,
    filters: landlordListingFiltersSchema,
  },
  access: {
    list: LANDLORD_ONLY,
    read: LANDLORD_ONLY,
    export: LANDLORD_ONLY,
    create: LANDLORD_ONLY,
    update: LANDLORD_ONLY,
    delete: LANDLORD_ONLY,
  },
  query: listingRows,
  toEntities: toListings,
  detail: listingDetail,
  list: {
    search: LISTING_TEXT,
    sort: {
      id: listings.id,
      title: sql`lower(${listings.title})`,
      rent: listings.rent,
      status: listings.status,
      createdAt: listings.createdAt,
      updatedAt: listings.updatedAt,
    },
    defaultSort: '-id',
    filters: { status: (status: ListingStatus) => eq(listings.status, status) },
  },
  policy: { scope: (user) => ownedBy(user, listings) },
  write: { create: createListing, update: updateOwnListing, delete: deleteOwnListing },
  bulk: { pause: statusBulk('pause'), resume: statusBulk('resume'), remove: statusBulk('remove') },
  exportColumns: {
    id: (l) => l.id,
    status: (l) => l.status,
    title: (l) => l.title,
    streetAddress: (l) => l.streetAddress,
    unit: (l) => l.unit,
    city: (l) => l.cityName,
    rent: (l) => (l.rent / 100).toFixed(2),
    totalMonthlyCost: (l) => (l.totalMonthlyCost / 100).toFixed(2),
    beds: (l) => l.beds,
    baths: (l) => l.baths,
    photoCount: (l) => l.photoCount,
    viewCount: (l) => l.viewCount,
    inquiryCount: (l) => l.inquiryCount,
    createdAt: (l) => l.createdAt,
  },
});
