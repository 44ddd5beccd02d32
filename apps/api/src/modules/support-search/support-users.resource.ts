// Users as support reads them (/api/support/users): one `q` over name, email and phone (the users_search_trgm
// expression), status, created-date range and the presets of /support/users/{filter}. Read-only: list, detail
// and export. The detail holds the profile, roles, company, listings, inquiries sent, reports made and received,
// sign-ins; never the password hash, a token, the two-factor secret or recovery codes.
import { STAFF_ROLES } from '@rentals/shared/permissions';
import {
  SUPPORT_DETAIL_ROWS,
  SUPPORT_NEW_DAYS,
  type SupportUserPreset,
  supportUserDetailSchema,
  supportUserFiltersSchema,
  supportUserSchema,
} from '@rentals/shared/resources/support-search';
import { and, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import {
  accessTokens,
  companies,
  inquiries,
  listingReports,
  listings,
  roles,
  userRoles,
  users,
} from '../../db/schema/index.ts';
import { dayRangeFilters } from '../../lib/resources/day-range.ts';
import { defineResource } from '../../lib/resources/index.ts';
import { USER_SEARCH_TEXT, USER_SORTS } from '../user-management/users.resource.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

const userRows = (db: Queryable) =>
  db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      status: users.status,
      companyId: users.companyId,
      companyName: companies.name,
      lastLoginAt: users.lastLoginAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .$dynamic();

type UserRow = Awaited<ReturnType<typeof userRows>>[number];

/** Role names of a page of users, one query. */
async function roleNames(db: Queryable, ids: number[]) {
  const byUser = new Map<number, string[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byUser;
  const rows = await db
    .select({ userId: userRoles.userId, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(inArray(userRoles.userId, ids))
    .orderBy(roles.name);
  for (const row of rows) byUser.get(row.userId)?.push(row.name);
  return byUser;
}

async function toUsers(db: Queryable, rows: UserRow[]) {
  const names = await roleNames(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    ...row,
    roles: names.get(row.id) ?? [],
    lastLoginAt: iso(row.lastLoginAt),
    createdAt: row.createdAt.toISOString(),
  }));
}

type SupportUserEntity = Awaited<ReturnType<typeof toUsers>>[number];

/** Users holding one of these roles (an index walk of user_roles_role_idx). */
const withRole = (names: readonly string[]) =>
  sql`exists (select 1 from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.roleId}
    where ${userRoles.userId} = ${users.id} and ${inArray(roles.name, [...names])})`;

const newSince = () => new Date(Date.now() - SUPPORT_NEW_DAYS * 86_400_000);

export const USER_PRESETS: Record<SupportUserPreset, () => ReturnType<typeof sql>> = {
  landlords: () => withRole(['Landlord']),
  renters: () => withRole(['Renter']),
  staff: () => withRole(STAFF_ROLES),
  suspended: () => sql`${users.status} = 'suspended'`,
  pending: () => sql`${users.status} = 'pending'`,
  new: () => sql`${users.createdAt} > ${newSince()}`,
};

const reportColumns = {
  id: listingReports.id,
  listingId: listingReports.listingId,
  listingTitle: listings.title,
  reason: listingReports.reason,
  status: listingReports.status,
  createdAt: listingReports.createdAt,
};

async function userDetail(db: Queryable, user: SupportUserEntity) {
  const [extra] = await db
    .select({ locale: users.locale, emailVerifiedAt: users.emailVerifiedAt, totpEnabledAt: users.totpEnabledAt })
    .from(users)
    .where(eq(users.id, user.id));
  const ownListings = await db
    .select({
      id: listings.id,
      title: listings.title,
      status: listings.status,
      streetAddress: listings.streetAddress,
      createdAt: listings.createdAt,
    })
    .from(listings)
    .where(eq(listings.ownerId, user.id))
    .orderBy(desc(listings.id))
    .limit(SUPPORT_DETAIL_ROWS);
  const [listingTotal] = await db.select({ n: count() }).from(listings).where(eq(listings.ownerId, user.id));
  const sent = await db
    .select({
      id: inquiries.id,
      listingId: inquiries.listingId,
      listingTitle: listings.title,
      createdAt: inquiries.createdAt,
    })
    .from(inquiries)
    .innerJoin(listings, eq(listings.id, inquiries.listingId))
    .where(eq(inquiries.userId, user.id))
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
    .limit(SUPPORT_DETAIL_ROWS);
  const [inquiryTotal] = await db.select({ n: count() }).from(inquiries).where(eq(inquiries.userId, user.id));
  const made = await db
    .select(reportColumns)
    .from(listingReports)
    .innerJoin(listings, eq(listings.id, listingReports.listingId))
    .where(eq(listingReports.reporterId, user.id))
    .orderBy(desc(listingReports.id))
    .limit(SUPPORT_DETAIL_ROWS);
  const received = await db
    .select(reportColumns)
    .from(listingReports)
    .innerJoin(listings, eq(listings.id, listingReports.listingId))
    .where(eq(listings.ownerId, user.id))
    .orderBy(desc(listingReports.id))
    .limit(SUPPORT_DETAIL_ROWS);
  // When each open session began and was last used: never its id or secret.
  const sessions = await db
    .select({
      kind: accessTokens.kind,
      createdAt: accessTokens.createdAt,
      lastUsedAt: accessTokens.lastUsedAt,
      expiresAt: accessTokens.expiresAt,
    })
    .from(accessTokens)
    .where(and(eq(accessTokens.userId, user.id), gt(accessTokens.expiresAt, new Date())))
    .orderBy(desc(accessTokens.createdAt))
    .limit(SUPPORT_DETAIL_ROWS);
  const reportOut = (r: (typeof made)[number]) => ({ ...r, createdAt: r.createdAt.toISOString() });
  return {
    ...user,
    locale: extra?.locale ?? 'en',
    emailVerifiedAt: iso(extra?.emailVerifiedAt ?? null),
    twoFactorEnabled: Boolean(extra?.totpEnabledAt),
    listings: ownListings.map((l) => ({ ...l, createdAt: l.createdAt.toISOString() })),
    listingCount: Number(listingTotal?.n ?? 0),
    inquiries: sent.map((i) => ({ ...i, createdAt: i.createdAt.toISOString() })),
    inquiryCount: Number(inquiryTotal?.n ?? 0),
    reportsMade: made.map(reportOut),
    reportsReceived: received.map(reportOut),
    logins: {
      lastLoginAt: user.lastLoginAt,
      sessions: sessions.map((s) => ({
        kind: s.kind,
        createdAt: s.createdAt.toISOString(),
        lastUsedAt: iso(s.lastUsedAt),
        expiresAt: s.expiresAt.toISOString(),
      })),
    },
  };
}

export const supportUsersResource = defineResource({
  name: 'support-users',
  path: '/support/users',
  // Changes to accounts are written by the users resource: the History tab reads those.
  auditName: 'users',
  id: users.id,
  schemas: { entity: supportUserSchema, detail: supportUserDetailSchema, filters: supportUserFiltersSchema },
  access: {
    list: { permission: 'showUsers' },
    export: { permission: 'showUsers' },
    read: { permission: 'Show User' },
  },
  query: userRows,
  toEntities: toUsers,
  detail: userDetail,
  list: {
    search: USER_SEARCH_TEXT,
    sort: USER_SORTS,
    defaultSort: '-id',
    filters: {
      status: (status: string) => sql`${users.status} = ${status}`,
      filter: (preset: SupportUserPreset) => USER_PRESETS[preset](),
      ...dayRangeFilters(users.createdAt),
    },
  },
  exportColumns: {
    id: (u) => u.id,
    firstName: (u) => u.firstName,
    lastName: (u) => u.lastName,
    email: (u) => u.email,
    phone: (u) => u.phone,
    status: (u) => u.status,
    roles: (u) => u.roles.join(', '),
    company: (u) => u.companyName,
    lastLoginAt: (u) => u.lastLoginAt,
    createdAt: (u) => u.createdAt,
  },
});
