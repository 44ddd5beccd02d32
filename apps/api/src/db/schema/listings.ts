import type { ListingFee } from '@rentals/shared/resources/listing-fees';
import { LISTING_STATUSES } from '@rentals/shared/resources/listing-vocabularies';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  point,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, timestamps } from './columns.ts';
import { companies } from './companies.ts';
import { cities, metroAreas, provinces } from './places.ts';
import { users } from './users.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Search only ever reads active listings: its indexes are partial on this predicate. */
const ACTIVE = sql`status = 'active'`;

export const listings = pgTable(
  'listings',
  {
    id: id(),
    companyId: integer().references(() => companies.id, { onDelete: 'set null' }),
    ownerId: integer().references(() => users.id, { onDelete: 'set null' }),
    title: text().notNull(),
    slug: text().notNull(),
    description: text().notNull().default(''),
    streetAddress: text().notNull(),
    unit: text(),
    postalCode: text(),
    cityId: integer()
      .notNull()
      .references(() => cities.id, { onDelete: 'restrict' }),
    // Copied from the city at write time so search by metro or province needs no join.
    metroAreaId: integer().references(() => metroAreas.id, { onDelete: 'set null' }),
    provinceId: integer()
      .notNull()
      .references(() => provinces.id, { onDelete: 'restrict' }),
    lat: doublePrecision().notNull(),
    lng: doublePrecision().notNull(),
    /** (lng, lat), derived: the GiST-indexed column bounding-box search uses. */
    location: point({ mode: 'xy' }).notNull().generatedAlwaysAs(sql`point(lng, lat)`),
    /** Monthly rent in cents. */
    rent: integer().notNull(),
    /** Deposit in cents. */
    deposit: integer(),
    /** 0 = studio. */
    beds: smallint().notNull(),
    /** Halves allowed (1.5). */
    baths: doublePrecision().notNull(),
    sqft: integer(),
    rentalType: text().notNull(),
    furnished: boolean().notNull().default(false),
    petPolicies: text().array().notNull().default(sql`'{}'::text[]`),
    amenities: text().array().notNull().default(sql`'{}'::text[]`),
    utilities: text().array().notNull().default(sql`'{}'::text[]`),
    parking: text().notNull().default('none'),
    availableDate: date({ mode: 'string' }),
    leaseTerm: text(),
    contactName: text(),
    contactPhone: text(),
    contactEmail: text(),
    /** The description in French, for the French pages; the English one (`description`) otherwise. */
    descriptionFr: text().notNull().default(''),
    /** Fees beside the rent (@rentals/shared/resources/listing-fees). */
    fees: jsonb().$type<ListingFee[]>().notNull().default([]),
    /** The mandatory monthly fees in cents (mandatoryMonthlyFees of `fees`), written with them. */
    monthlyFees: integer().notNull().default(0),
    /** What the renter pays each month: the rent and the mandatory monthly fees. */
    totalMonthlyCost: integer().notNull().generatedAlwaysAs(sql`rent + monthly_fees`),
    status: text({ enum: LISTING_STATUSES }).notNull().default('draft'),
    /**
     * When the unit was first listed. A unit removed and listed again within 90 days keeps it (the relisting
     * guard), so "newest" cannot be gamed by relisting.
     */
    firstListedAt: timestamp({ withTimezone: true }),
    /** When the listing was removed (status removed); the relisting guard looks back 90 days from it. */
    removedAt: timestamp({ withTimezone: true }),
    /**
     * A support moderation hold (issue 16): set when support hides or removes the listing. While set, the listing
     * is out of search (never active) and the landlord cannot publish or resume it; only support lifts it.
     */
    moderationHoldAt: timestamp({ withTimezone: true }),
    moderationHoldReason: text(),
    /** The status the listing had when the hold was set, so lifting the hold can restore it. */
    moderationHeldStatus: text({ enum: LISTING_STATUSES }),
    featuredUntil: timestamp({ withTimezone: true }),
    /** When the listing last went live: "newest" sorts by it, rent trends bucket by its month. */
    enabledAt: timestamp({ withTimezone: true }),
    /** The listing's id in the landlord's feed, for feed imports. */
    externalFeedId: text(),
    searchVector: tsvector()
      .notNull()
      .generatedAlwaysAs(
        sql`to_tsvector('english', coalesce(title, '') || ' ' || coalesce(street_address, '') || ' ' || coalesce(description, ''))`,
      ),
    viewCount: integer().notNull().default(0),
    inquiryCount: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('listings_location_gist').using('gist', t.location).where(ACTIVE),
    index('listings_city_enabled_idx').on(t.cityId, t.enabledAt).where(ACTIVE),
    index('listings_metro_idx').on(t.metroAreaId).where(ACTIVE),
    index('listings_province_idx').on(t.provinceId).where(ACTIVE),
    index('listings_rent_idx').on(t.rent).where(ACTIVE),
    // "Newest" in index order, featured listings apart: a wide search reads its first page from these.
    index('listings_newest_idx').on(t.enabledAt.desc().nullsLast(), t.id.desc()).where(ACTIVE),
    index('listings_featured_newest_idx')
      .on(t.enabledAt.desc().nullsLast(), t.id.desc())
      .where(sql`${ACTIVE} and featured_until is not null`),
    index('listings_amenities_gin').using('gin', t.amenities).where(ACTIVE),
    index('listings_utilities_gin').using('gin', t.utilities).where(ACTIVE),
    index('listings_pet_policies_gin').using('gin', t.petPolicies).where(ACTIVE),
    index('listings_search_gin').using('gin', t.searchVector).where(ACTIVE),
    index('listings_address_trgm').using('gin', t.streetAddress.op('gin_trgm_ops')).where(ACTIVE),
    index('listings_status_idx').on(t.status),
    // Key metrics (issue 16, modules/key-metrics): new listings per day, and listings live per day from these two.
    index('listings_first_listed_idx').on(t.firstListedAt),
    index('listings_removed_at_idx').on(t.removedAt),
    // The landlord portal's list (issue 13): a company's listings newest first (read backwards: `id desc` is
    // nulls first, which a `desc nulls last` index cannot give), and with a status filter, a page at a time in
    // index order (npm run bench: 20,000 listings in a company); the capped counts read these indexes alone.
    index('listings_company_newest_idx').on(t.companyId, t.id),
    index('listings_company_status_idx').on(t.companyId, t.status, t.id),
    // The portal list's `q` within a company: the same expression as LISTING_TEXT (landlord-listings.resource.ts),
    // keyed by company too (btree_gin), so a common word is matched among the company's listings alone rather
    // than among every listing's and then intersected (npm run bench: 8.5 ms down to 3.5 ms for 'maple').
    index('listings_company_text_trgm').using(
      'gin',
      t.companyId,
      sql`lower(${t.title} || ' ' || ${t.streetAddress} || ' ' || coalesce(${t.unit}, '')) gin_trgm_ops`,
    ),
    index('listings_owner_idx').on(t.ownerId),
    // Support search (/api/support/listings, modules/support-search): `q` matches a postal code (spaces and case
    // aside) and a feed's external id exactly, each on its own index; the text on listings_company_text_trgm.
    index('listings_postal_code_idx').on(sql`upper(replace(${t.postalCode}, ' ', ''))`),
    index('listings_external_feed_id_idx').on(t.externalFeedId),
    index('listings_created_idx').on(t.createdAt, t.id),
    uniqueIndex('listings_company_feed_unique').on(t.companyId, t.externalFeedId),
    // A listing on a support moderation hold is never active, whatever path writes it (support-reports).
    check('listings_moderation_hold_not_active', sql`${t.moderationHoldAt} is null or ${t.status} <> 'active'`),
  ],
);

/** Photos in display order. `storageKey` names the WebP variants: /uploads/<key>-<width>.webp. */
export const listingPhotos = pgTable(
  'listing_photos',
  {
    id: id(),
    listingId: integer()
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    position: smallint().notNull(),
    storageKey: text().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    alt: text().notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('listing_photos_listing_position_unique').on(t.listingId, t.position),
    // Whether an upload is attached already, and whether a deleted photo's file is still used elsewhere.
    index('listing_photos_storage_key_idx').on(t.storageKey),
  ],
);

export const REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;

/** Reports from the public, reviewed by support at /support/reported-listings. */
export const listingReports = pgTable(
  'listing_reports',
  {
    id: id(),
    listingId: integer()
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    reporterId: integer().references(() => users.id, { onDelete: 'set null' }),
    reporterEmail: text(),
    reason: text().notNull(),
    details: text().notNull().default(''),
    status: text({ enum: REPORT_STATUSES }).notNull().default('open'),
    resolvedAt: timestamp({ withTimezone: true }),
    resolvedById: integer().references(() => users.id, { onDelete: 'set null' }),
    /** How support closed it (support-reports REPORT_OUTCOMES) and the agent's note (internal, never emailed). */
    outcome: text(),
    note: text(),
    ...timestamps,
  },
  (t) => [
    index('listing_reports_status_idx').on(t.status, t.createdAt),
    index('listing_reports_listing_idx').on(t.listingId),
  ],
);

/**
 * Active listings per city, recomputed by a job: the whole-country and province map views cluster these
 * ~18,000 rows instead of grouping a million listings on every request.
 */
export const listingCityStats = pgTable('listing_city_stats', {
  cityId: integer()
    .primaryKey()
    .references(() => cities.id, { onDelete: 'cascade' }),
  activeCount: integer().notNull(),
  minRent: integer().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
