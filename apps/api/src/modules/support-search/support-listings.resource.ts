// Listings as support reads them (/api/support/listings). `q` is not one text expression but the union of
// indexed matches (docs/support/search.md): the listing's id (primary key), its postal code spaces and case
// aside (listings_postal_code_idx), its feed's external id (listings_external_feed_id_idx), the landlord's
// email when `q` is one (users_email_unique, then listings_owner_idx), and a substring of title, street
// address and unit (the trigram index listings_company_text_trgm; a GIN index serves a condition on any of
// its columns). Each branch is an index search, so PostgreSQL answers the OR with a BitmapOr at a million rows.
import { listingsPaths } from '@rentals/shared/listing-paths';
import {
  SUPPORT_DETAIL_ROWS,
  SUPPORT_NEW_DAYS,
  type SupportListingPreset,
  supportListingDetailSchema,
  supportListingFiltersSchema,
  supportListingSchema,
} from '@rentals/shared/resources/support-search';
import { asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import {
  cities,
  companies,
  favouriteListings,
  feedItems,
  feeds,
  leads,
  listingPhotos,
  listingReports,
  listings,
  provinces,
  users,
} from '../../db/schema/index.ts';
import { dayRangeFilters } from '../../lib/resources/day-range.ts';
import { defineResource } from '../../lib/resources/index.ts';
import { escapeLike } from '../../lib/sql-like.ts';
import { LISTING_AUDIT_RESOURCES } from '../landlord/listings/listing-audit.ts';
import { listingsPermalink } from '../listings/listing-cards.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The same expression as listings_company_text_trgm (and the landlord portal's LISTING_TEXT). */
export const LISTING_TEXT = sql`lower(${listings.title} || ' ' || ${listings.streetAddress} || ' ' || coalesce(${listings.unit}, ''))`;
/** The same expression as listings_postal_code_idx. */
export const LISTING_POSTAL_CODE = sql`upper(replace(${listings.postalCode}, ' ', ''))`;

/** Listings `q` finds: by id, postal code, external feed id, landlord email, or text (see the file's head). */
export function listingQuery(raw: string): SQL {
  const q = raw.trim();
  const branches: SQL[] = [sql`${LISTING_TEXT} like ${`%${escapeLike(q.toLowerCase())}%`}`];
  if (/^\d{1,9}$/.test(q)) branches.push(sql`${listings.id} = ${Number(q)}`);
  const compact = q.replace(/\s+/g, '').toUpperCase();
  if (compact.length >= 3 && compact.length <= 12) branches.push(sql`${LISTING_POSTAL_CODE} = ${compact}`);
  branches.push(sql`${listings.externalFeedId} = ${q}`);
  if (q.includes('@')) {
    branches.push(
      // = any(array(...)): the landlord is looked up once (an InitPlan), so the owner index joins the BitmapOr;
      // `in (select ...)` made it a hashed subplan tested on every listing (5 s at a million).
      sql`${listings.ownerId} = any(array(select ${users.id} from ${users} where lower(${users.email}) = ${q.toLowerCase()}))`,
    );
  }
  return sql`(${sql.join(branches, sql` or `)})`;
}

const openReported = sql`exists (select 1 from ${listingReports} where ${listingReports.listingId} = ${listings.id}
  and ${listingReports.status} = 'open')`;

export const LISTING_PRESETS: Record<SupportListingPreset, () => SQL> = {
  active: () => sql`${listings.status} = 'active'`,
  paused: () => sql`${listings.status} = 'paused'`,
  draft: () => sql`${listings.status} = 'draft'`,
  expired: () => sql`${listings.status} = 'expired'`,
  removed: () => sql`${listings.status} = 'removed'`,
  reported: () => openReported,
  'from-feeds': () => sql`${listings.externalFeedId} is not null`,
  new: () => sql`${listings.createdAt} > ${new Date(Date.now() - SUPPORT_NEW_DAYS * 86_400_000)}`,
};

const listingRows = (db: Queryable) =>
  db
    .select({
      id: listings.id,
      title: listings.title,
      status: listings.status,
      streetAddress: listings.streetAddress,
      unit: listings.unit,
      postalCode: listings.postalCode,
      cityName: cities.name,
      rent: listings.rent,
      externalFeedId: listings.externalFeedId,
      companyId: listings.companyId,
      companyName: companies.name,
      ownerId: listings.ownerId,
      ownerEmail: users.email,
      createdAt: listings.createdAt,
    })
    .from(listings)
    .innerJoin(cities, eq(cities.id, listings.cityId))
    .leftJoin(companies, eq(companies.id, listings.companyId))
    .leftJoin(users, eq(users.id, listings.ownerId))
    .$dynamic();

type ListingRow = Awaited<ReturnType<typeof listingRows>>[number];

async function toListings(db: Queryable, rows: ListingRow[]) {
  const ids = rows.map((r) => r.id);
  const open = new Map<number, number>();
  if (ids.length > 0) {
    const counted = await db
      .select({ listingId: listingReports.listingId, n: count() })
      .from(listingReports)
      .where(sql`${inArray(listingReports.listingId, ids)} and ${listingReports.status} = 'open'`)
      .groupBy(listingReports.listingId);
    for (const row of counted) open.set(row.listingId, Number(row.n));
  }
  return rows.map((row) => ({ ...row, openReports: open.get(row.id) ?? 0, createdAt: row.createdAt.toISOString() }));
}

type SupportListingEntity = Awaited<ReturnType<typeof toListings>>[number];

async function listingDetail(db: Queryable, listing: SupportListingEntity) {
  const [facts] = await db
    .select({
      description: listings.description,
      beds: listings.beds,
      baths: listings.baths,
      sqft: listings.sqft,
      rentalType: listings.rentalType,
      slug: listings.slug,
      provinceName: provinces.name,
      provinceSlug: provinces.slug,
      citySlug: cities.slug,
      availableDate: listings.availableDate,
      contactName: listings.contactName,
      contactPhone: listings.contactPhone,
      contactEmail: listings.contactEmail,
      enabledAt: listings.enabledAt,
      firstListedAt: listings.firstListedAt,
      removedAt: listings.removedAt,
      featuredUntil: listings.featuredUntil,
      updatedAt: listings.updatedAt,
      viewCount: listings.viewCount,
      inquiryCount: listings.inquiryCount,
    })
    .from(listings)
    .innerJoin(cities, eq(cities.id, listings.cityId))
    .innerJoin(provinces, eq(provinces.id, listings.provinceId))
    .where(eq(listings.id, listing.id));
  if (!facts) throw new Error('listing vanished');
  const [owner] = listing.ownerId
    ? await db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          status: users.status,
        })
        .from(users)
        .where(eq(users.id, listing.ownerId))
    : [];
  const reports = await db
    .select({
      id: listingReports.id,
      reason: listingReports.reason,
      details: listingReports.details,
      status: listingReports.status,
      reporterId: listingReports.reporterId,
      reporterEmail: listingReports.reporterEmail,
      createdAt: listingReports.createdAt,
      resolvedAt: listingReports.resolvedAt,
    })
    .from(listingReports)
    .where(eq(listingReports.listingId, listing.id))
    .orderBy(desc(listingReports.id))
    .limit(SUPPORT_DETAIL_ROWS);
  const [leadTotal] = await db.select({ n: count() }).from(leads).where(eq(leads.listingId, listing.id));
  const [favouriteTotal] = await db
    .select({ n: count() })
    .from(favouriteListings)
    .where(eq(favouriteListings.listingId, listing.id));
  const [photoTotal] = await db
    .select({ n: count() })
    .from(listingPhotos)
    .where(eq(listingPhotos.listingId, listing.id));
  const [fromFeed] = await db
    .select({ feedId: feeds.id, feedName: feeds.name, externalId: feedItems.externalId })
    .from(feedItems)
    .innerJoin(feeds, eq(feeds.id, feedItems.feedId))
    .where(eq(feedItems.listingId, listing.id))
    .orderBy(asc(feeds.id))
    .limit(1);
  const externalId = fromFeed?.externalId ?? listing.externalFeedId;
  const permalink = await listingsPermalink(db);
  const { slug, provinceSlug, citySlug, ...rest } = facts;
  return {
    ...listing,
    ...rest,
    enabledAt: iso(rest.enabledAt),
    firstListedAt: iso(rest.firstListedAt),
    removedAt: iso(rest.removedAt),
    featuredUntil: iso(rest.featuredUntil),
    updatedAt: rest.updatedAt.toISOString(),
    photoCount: Number(photoTotal?.n ?? 0),
    owner: owner ?? null,
    reports: reports.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), resolvedAt: iso(r.resolvedAt) })),
    leadCount: Number(leadTotal?.n ?? 0),
    favouriteCount: Number(favouriteTotal?.n ?? 0),
    publicPath: listingsPaths.listing(permalink, provinceSlug, citySlug, slug, listing.id),
    feed: externalId ? { externalId, feedId: fromFeed?.feedId ?? null, feedName: fromFeed?.feedName ?? null } : null,
  };
}

export const supportListingsResource = defineResource({
  name: 'support-listings',
  path: '/support/listings',
  auditName: LISTING_AUDIT_RESOURCES,
  id: listings.id,
  schemas: {
    entity: supportListingSchema,
    detail: supportListingDetailSchema,
    filters: supportListingFiltersSchema,
  },
  access: {
    list: { permission: 'showListings' },
    export: { permission: 'showListings' },
    read: { permission: 'Show Listings' },
  },
  query: listingRows,
  toEntities: toListings,
  detail: listingDetail,
  list: {
    // `q` is the filter below (several indexed matches), not one text expression.
    sort: { id: listings.id, createdAt: listings.createdAt, rent: listings.rent },
    defaultSort: '-id',
    filters: {
      q: (q: string) => listingQuery(q),
      status: (status: string) => sql`${listings.status} = ${status}`,
      filter: (preset: SupportListingPreset) => LISTING_PRESETS[preset](),
      ...dayRangeFilters(listings.createdAt),
    },
  },
  exportColumns: {
    id: (l) => l.id,
    title: (l) => l.title,
    status: (l) => l.status,
    streetAddress: (l) => l.streetAddress,
    unit: (l) => l.unit,
    postalCode: (l) => l.postalCode,
    city: (l) => l.cityName,
    rent: (l) => (l.rent / 100).toFixed(2),
    externalFeedId: (l) => l.externalFeedId,
    company: (l) => l.companyName,
    landlordEmail: (l) => l.ownerEmail,
    openReports: (l) => l.openReports,
    createdAt: (l) => l.createdAt,
  },
});
