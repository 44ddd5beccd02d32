// What a renter keeps and receives (spec 1, 3, 7 "Renter"): favourites, viewed listings, inquiries and the
// landlord's leads they create, points of interest, saved searches with email alerts, the renter profile.
import { LEAD_STATUSES } from '@rentals/shared/resources/admin-inquiries';
import { ALERT_FREQUENCIES, DEFAULT_ALERT_FREQUENCY } from '@rentals/shared/resources/email-alerts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt, id, timestamps } from './columns.ts';
import { companies } from './companies.ts';
import { listings } from './listings.ts';
import { users } from './users.ts';

const userRef = () =>
  integer()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const listingRef = () =>
  integer()
    .notNull()
    .references(() => listings.id, { onDelete: 'cascade' });

/** A renter's saved listings. `notifiedRent` is the rent the renter last heard of (price-drop alerts). */
export const favouriteListings = pgTable(
  'favourite_listings',
  {
    userId: userRef(),
    listingId: listingRef(),
    /** Cents: the rent when saved, lowered each time a price-drop email tells of a lower one. */
    notifiedRent: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.listingId] }), index('favourite_listings_listing_idx').on(t.listingId)],
);

/** Listings a signed-in renter opened: one row per listing, the latest view and how many. */
export const listingViews = pgTable(
  'listing_views',
  {
    userId: userRef(),
    listingId: listingRef(),
    views: integer().notNull().default(1),
    lastViewedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.listingId] }),
    index('listing_views_recent_idx').on(t.userId, t.lastViewedAt),
  ],
);

/** A message from a renter (signed in or not) about a listing. */
export const inquiries = pgTable(
  'inquiries',
  {
    id: id(),
    listingId: listingRef(),
    /** Null when sent logged out. */
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    name: text().notNull(),
    email: text().notNull(),
    phone: text(),
    moveInDate: date({ mode: 'string' }),
    message: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('inquiries_user_idx').on(t.userId, t.createdAt),
    index('inquiries_listing_idx').on(t.listingId, t.createdAt),
    index('inquiries_created_idx').on(t.createdAt, t.id),
    // The back office's `q` on the sender: the same expression as INQUIRY_SENDER_TEXT (admin-inquiries).
    index('inquiries_sender_trgm').using('gin', sql`lower(${t.name} || ' ' || ${t.email}) gin_trgm_ops`),
  ],
);

/** The landlord's side of an inquiry: what the portal's leads list shows, removable without touching the inquiry. */
export const leads = pgTable(
  'leads',
  {
    id: id(),
    inquiryId: integer()
      .notNull()
      .unique()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    listingId: listingRef(),
    companyId: integer().references(() => companies.id, { onDelete: 'set null' }),
    /** The landlord account the lead belongs to (the listing's owner when it was sent). */
    ownerId: integer().references(() => users.id, { onDelete: 'set null' }),
    status: text({ enum: LEAD_STATUSES }).notNull().default('new'),
    /** The landlord's own notes on the lead. */
    notes: text().notNull().default(''),
    /** When a landlord first opened it; unread leads are counted in the portal's navigation. */
    readAt: timestamp({ withTimezone: true }),
    deletedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('leads_owner_idx').on(t.ownerId, t.createdAt),
    index('leads_company_idx').on(t.companyId, t.createdAt),
    // The portal's leads list filtered by status, newest first (read backwards, like leads_company_idx; without
    // it a status of old leads, such as closed, skips a month of newer ones first): visible leads only.
    index('leads_company_status_idx').on(t.companyId, t.status, t.createdAt, t.id).where(sql`deleted_at is null`),
    index('leads_company_unread_idx').on(t.companyId).where(sql`read_at is null and deleted_at is null`),
  ],
);

/** A place a renter cares about (work, school); cards show the distance and travel time to each. */
export const pointsOfInterest = pgTable(
  'points_of_interest',
  {
    id: id(),
    userId: userRef(),
    name: text().notNull(),
    address: text().notNull().default(''),
    city: text().notNull().default(''),
    /** Spec 9: default icon 1. */
    icon: smallint().notNull().default(1),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    ...timestamps,
  },
  (t) => [index('points_of_interest_user_idx').on(t.userId)],
);

/**
 * A named saved search with an email alert. `criteria` holds GET listings parameters (filters and place
 * scope) as validated by savedSearchCriteriaSchema; `checkedUntil` is how far new listings have been looked at.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: id(),
    userId: userRef(),
    name: text().notNull(),
    criteria: jsonb().notNull().$type<Record<string, unknown>>(),
    /** The search page the alert came from, to open it again (no language prefix). */
    searchPath: text().notNull(),
    frequency: text({ enum: ALERT_FREQUENCIES }).notNull().default(DEFAULT_ALERT_FREQUENCY),
    paused: boolean().notNull().default(false),
    checkedUntil: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('saved_searches_user_idx').on(t.userId),
    // A frequency's job reads its searches in id order, a batch at a time.
    index('saved_searches_due_idx').on(t.frequency, t.id).where(sql`not paused`),
  ],
);

/** Every listing an alert has emailed: the primary key is what makes "nothing is sent twice" hold. */
export const alertSentListings = pgTable(
  'alert_sent_listings',
  {
    savedSearchId: integer()
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    listingId: listingRef(),
    emailId: integer(),
    sentAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.savedSearchId, t.listingId] })],
);

/** One row per renter: preferences that prefill inquiries and rank recommendations, and alert settings. */
export const renterProfiles = pgTable('renter_profiles', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  moveInDate: date({ mode: 'string' }),
  /** Cents per month. */
  budgetMin: integer(),
  budgetMax: integer(),
  householdSize: smallint(),
  /** Pet policy keys the household needs (cats, dogs...). */
  pets: text().array().notNull().default(sql`'{}'::text[]`),
  /** City ids, in the renter's order. */
  preferredCityIds: integer().array().notNull().default(sql`'{}'::int[]`),
  /** How landlords may reach the renter: any of email, phone, text. */
  contactMethods: text().array().notNull().default(sql`'{email}'::text[]`),
  /** Email when a favourite's rent drops. */
  priceDropAlerts: boolean().notNull().default(true),
  /** Set by the unsubscribe link: no alert email at all until the renter turns alerts on again. */
  alertsUnsubscribedAt: timestamp({ withTimezone: true }),
  seenRecommendedIntro: boolean().notNull().default(false),
  ...timestamps,
});

/** Recommendations the renter dismissed: never shown again. */
export const dismissedRecommendations = pgTable(
  'dismissed_recommendations',
  {
    userId: userRef(),
    listingId: listingRef(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.listingId] })],
);
