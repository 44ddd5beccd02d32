// Renters in the back office (/admin/renters), read only: accounts holding the Renter role, with their
// favourites, inquiries, alerts and when they were last seen (one grouped statement per page); the detail
// page adds the renter profile, the latest inquiries and the email alerts.
import type { Locale } from '@rentals/shared';
import { INQUIRY_EXCERPT_MAX } from '@rentals/shared/resources/inquiries';
import { listingsPaths } from '@rentals/shared/resources/listings';
import {
  adminRenterDetailSchema,
  adminRenterSchema,
  RENTER_DETAIL_INQUIRIES,
  renterFiltersSchema,
} from '@rentals/shared/resources/renters';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { type Queryable, queryRows } from '../../db/client.ts';
import {
  accessTokens,
  cities,
  favouriteListings,
  inquiries,
  leads,
  listings,
  provinces,
  roles,
  savedSearches,
  userRoles,
  users,
} from '../../db/schema/index.ts';
import { defineResource } from '../../lib/resources/index.ts';
import { listAlerts } from '../email-alerts/saved-searches.ts';
import { listingsPermalink } from '../listings/listing-cards.ts';
import { loadRenterProfile } from '../renter-profile/renter-profile.service.ts';
import { USER_SEARCH_TEXT, USER_SORTS } from '../user-management/users.resource.ts';

const RENTER = 'Renter';
const iso = (date: Date | string | null) => (date === null ? null : new Date(date).toISOString());

/**
 * Users holding the Renter role. The role is in the join's ON clause, not a where: the framework sets the
 * list's where itself (Drizzle's .where() replaces an earlier one).
 */
const renterRows = (db: Queryable) =>
  db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      status: users.status,
      createdAt: users.createdAt,
      lastLoginAt: users.lastLoginAt,
    })
    .from(users)
    .innerJoin(
      userRoles,
      and(
        eq(userRoles.userId, users.id),
        eq(userRoles.roleId, sql`(select ${roles.id} from ${roles} where ${roles.name} = ${RENTER})`),
      ),
    )
    .$dynamic();

type RenterRow = Awaited<ReturnType<typeof renterRows>>[number];

interface Activity {
  favourites: number;
  inquiries: number;
  alerts: number;
  tokenLastUsedAt: string | null;
}

/** Favourites, inquiries, alerts and the latest token use of each renter of a page, in one statement. */
async function activityOf(db: Queryable, ids: number[]) {
  const byUser = new Map<number, Activity>(
    ids.map((id) => [id, { favourites: 0, inquiries: 0, alerts: 0, tokenLastUsedAt: null }]),
  );
  if (ids.length === 0) return byUser;
  const rows = await queryRows<{ kind: 'f' | 'i' | 'a' | 't'; user_id: number; n: number; at: Date | string | null }>(
    db,
    sql`select 'f' as kind, ${favouriteListings.userId} as user_id, count(*)::int as n, null::timestamptz as at
          from ${favouriteListings} where ${inArray(favouriteListings.userId, ids)} group by 2
        union all
        select 'i', ${inquiries.userId}, count(*)::int, null from ${inquiries}
          where ${inArray(inquiries.userId, ids)} group by 2
        union all
        select 'a', ${savedSearches.userId}, count(*)::int, null from ${savedSearches}
          where ${inArray(savedSearches.userId, ids)} group by 2
        union all
        select 't', ${accessTokens.userId}, 0, max(${accessTokens.lastUsedAt}) from ${accessTokens}
          where ${inArray(accessTokens.userId, ids)} group by 2`,
  );
  for (const row of rows) {
    const entry = byUser.get(Number(row.user_id));
    if (!entry) continue;
    if (row.kind === 'f') entry.favourites = Number(row.n);
    else if (row.kind === 'i') entry.inquiries = Number(row.n);
    else if (row.kind === 'a') entry.alerts = Number(row.n);
    else entry.tokenLastUsedAt = iso(row.at);
  }
  return byUser;
}

/** The later of two ISO instants (either may be missing). */
const latest = (a: string | null, b: string | null) => (a && b ? (a > b ? a : b) : (a ?? b));

async function toRenters(db: Queryable, rows: RenterRow[]) {
  const activity = await activityOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map(({ createdAt, lastLoginAt, ...row }) => {
    const a = activity.get(row.id);
    const login = iso(lastLoginAt);
    return {
      ...row,
      createdAt: createdAt.toISOString(),
      lastLoginAt: login,
      lastSeenAt: latest(login, a?.tokenLastUsedAt ?? null),
      favouriteCount: a?.favourites ?? 0,
      inquiryCount: a?.inquiries ?? 0,
      alertCount: a?.alerts ?? 0,
    };
  });
}

type RenterEntity = Awaited<ReturnType<typeof toRenters>>[number];

const excerpt = (text: string) =>
  text.length > INQUIRY_EXCERPT_MAX ? `${text.slice(0, INQUIRY_EXCERPT_MAX - 1)}…` : text;

/** The renter's latest inquiries (inquiries_user_idx), with the listing and what became of the lead. */
async function latestInquiries(db: Queryable, userId: number) {
  const rows = await db
    .select({
      id: inquiries.id,
      createdAt: inquiries.createdAt,
      message: inquiries.message,
      listingId: listings.id,
      title: listings.title,
      slug: listings.slug,
      citySlug: cities.slug,
      provinceSlug: provinces.slug,
      leadStatus: leads.status,
    })
    .from(inquiries)
    .innerJoin(listings, eq(listings.id, inquiries.listingId))
    .innerJoin(cities, eq(cities.id, listings.cityId))
    .innerJoin(provinces, eq(provinces.id, listings.provinceId))
    .leftJoin(leads, eq(leads.inquiryId, inquiries.id))
    .where(eq(inquiries.userId, userId))
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
    .limit(RENTER_DETAIL_INQUIRIES);
  const permalink = await listingsPermalink(db);
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    message: excerpt(row.message),
    listing: {
      id: row.listingId,
      title: row.title,
      path: listingsPaths.listing(permalink, row.provinceSlug, row.citySlug, row.slug, row.listingId),
    },
    leadStatus: row.leadStatus,
  }));
}

async function renterDetail(db: Queryable, renter: RenterEntity, locale: Locale) {
  return {
    ...renter,
    profile: await loadRenterProfile(db, renter.id),
    inquiries: await latestInquiries(db, renter.id),
    alerts: await listAlerts(db, renter.id, locale),
  };
}

export const rentersResource = defineResource({
  name: 'renters',
  path: '/admin/renters',
  // A renter is a user: their changes are written by the users resource.
  auditName: 'users',
  id: users.id,
  schemas: { entity: adminRenterSchema, detail: adminRenterDetailSchema, filters: renterFiltersSchema },
  access: {
    list: { permission: 'viewRenters' },
    read: { permission: 'viewRenters' },
    export: { permission: 'viewRenters' },
  },
  query: renterRows,
  toEntities: toRenters,
  detail: renterDetail,
  list: {
    search: USER_SEARCH_TEXT,
    sort: USER_SORTS,
    defaultSort: '-id',
    filters: {
      status: (status: (typeof users.status.enumValues)[number]) => eq(users.status, status),
    },
  },
  exportColumns: {
    id: (r) => r.id,
    firstName: (r) => r.firstName,
    lastName: (r) => r.lastName,
    email: (r) => r.email,
    phone: (r) => r.phone,
    status: (r) => r.status,
    favouriteCount: (r) => r.favouriteCount,
    inquiryCount: (r) => r.inquiryCount,
    alertCount: (r) => r.alertCount,
    lastSeenAt: (r) => r.lastSeenAt,
    lastLoginAt: (r) => r.lastLoginAt,
    createdAt: (r) => r.createdAt,
  },
});
