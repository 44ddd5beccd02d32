// The landlord portal's own records (issue 13): replies sent to leads, the activity feed, and the daily
// figures behind each listing's analytics.
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { companies } from './companies.ts';
import { listings } from './listings.ts';
import { outboundEmails } from './mail.ts';
import { cities } from './places.ts';
import { leads } from './renter.ts';
import { users } from './users.ts';

/** An email a landlord sent to a lead's renter from the portal (Reply-To the landlord). */
export const leadReplies = pgTable(
  'lead_replies',
  {
    id: id(),
    leadId: integer()
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    authorId: integer().references(() => users.id, { onDelete: 'set null' }),
    body: text().notNull(),
    emailId: integer().references(() => outboundEmails.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('lead_replies_lead_idx').on(t.leadId, t.createdAt)],
);

/**
 * What happened in a landlord's account, newest first on the dashboard: a listing published, a lead
 * received, credits spent, a photo added. Written by the action itself, in its transaction. Belongs to the
 * company (every landlord of it sees it) or, for a landlord without one, to the owner.
 */
export const landlordActivities = pgTable(
  'landlord_activities',
  {
    id: id(),
    companyId: integer().references(() => companies.id, { onDelete: 'cascade' }),
    ownerId: integer().references(() => users.id, { onDelete: 'cascade' }),
    /** Who did it: a landlord, support, or nobody (a renter's inquiry, a nightly job). */
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    kind: text().notNull(),
    listingId: integer().references(() => listings.id, { onDelete: 'set null' }),
    leadId: integer().references(() => leads.id, { onDelete: 'set null' }),
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('landlord_activities_company_idx').on(t.companyId, t.createdAt.desc(), t.id.desc()),
    index('landlord_activities_owner_idx')
      .on(t.ownerId, t.createdAt.desc(), t.id.desc())
      .where(sql`company_id is null`),
  ],
);

/** A listing's views, favourites and inquiries per day: the portal's per-listing analytics read 90 rows. */
export const listingDailyStats = pgTable(
  'listing_daily_stats',
  {
    listingId: integer()
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    views: integer().notNull().default(0),
    favourites: integer().notNull().default(0),
    inquiries: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.day] })],
);

/**
 * A city's views, favourites and inquiries per day, summed over its listings as they happen: the city average
 * a listing's conversion is shown against reads 90 rows instead of every listing's.
 */
export const cityDailyStats = pgTable(
  'city_daily_stats',
  {
    cityId: integer()
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    views: integer().notNull().default(0),
    favourites: integer().notNull().default(0),
    inquiries: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.cityId, t.day] })],
);
