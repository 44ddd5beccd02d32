// Companies as support reads them (/api/support/companies): `q` over name, phone, address and postal code
// (companies_support_search_trgm) or the email, name or phone of one of its users (users_search_trgm, then
// users_company_idx); membership status, created-date range and the presets of /support/companies/{filter}.
// Read-only. The detail adds the users, listings by status, the credit wallet and membership (read from the
// commerce tables, never written here), the feeds, and the Merge Listings page's path.
import { LISTING_STATUSES, type ListingStatus } from '@rentals/shared/resources/listing-vocabularies';
import {
  SUPPORT_DETAIL_ROWS,
  SUPPORT_EXPIRING_DAYS,
  SUPPORT_NEW_DAYS,
  type SupportCompanyPreset,
  supportCompanyDetailSchema,
  supportCompanyFiltersSchema,
  supportCompanySchema,
} from '@rentals/shared/resources/support-search';
import { asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { companies, creditWallets, feeds, listings, users } from '../../db/schema/index.ts';
import { dayRangeFilters } from '../../lib/resources/day-range.ts';
import { defineResource } from '../../lib/resources/index.ts';
import { escapeLike } from '../../lib/sql-like.ts';
import { companyCounts, companyUsers } from '../companies/companies.resource.ts';
import { USER_SEARCH_TEXT } from '../user-management/users.resource.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The same expression as companies_support_search_trgm. */
export const COMPANY_SEARCH_TEXT = sql`lower(${companies.name} || ' ' || coalesce(${companies.phone}, '') || ' ' || coalesce(${companies.address}, '') || ' ' || coalesce(${companies.postalCode}, '') || ' ' || replace(coalesce(${companies.postalCode}, ''), ' ', ''))`;

export function companyQuery(raw: string): SQL {
  const like = `%${escapeLike(raw.trim().toLowerCase())}%`;
  // = any(array(...)): the users are found once on users_search_trgm (an InitPlan), and the companies by primary
  // key beside the trigram match of their own fields (a BitmapOr), not a subplan tested on every company.
  return sql`(${COMPANY_SEARCH_TEXT} like ${like} or ${companies.id} = any(array(select ${users.companyId} from ${users}
    where ${USER_SEARCH_TEXT} like ${like})))`;
}

const expiresAt = sql`(select ${creditWallets.membershipExpiresAt} from ${creditWallets}
  where ${creditWallets.companyId} = ${companies.id})`;

const MEMBERSHIP: Record<'member' | 'expired' | 'none', () => SQL> = {
  member: () => sql`${expiresAt} > now()`,
  expired: () => sql`${expiresAt} <= now()`,
  none: () => sql`${expiresAt} is null`,
};

export const COMPANY_PRESETS: Record<SupportCompanyPreset, () => SQL> = {
  expiring: () => sql`${expiresAt} between now() and ${new Date(Date.now() + SUPPORT_EXPIRING_DAYS * 86_400_000)}`,
  expired: MEMBERSHIP.expired,
  members: MEMBERSHIP.member,
  'no-listings': () => sql`not exists (select 1 from ${listings} where ${listings.companyId} = ${companies.id})`,
  new: () => sql`${companies.createdAt} > ${new Date(Date.now() - SUPPORT_NEW_DAYS * 86_400_000)}`,
};

const companyRows = (db: Queryable) =>
  db
    .select({
      id: companies.id,
      name: companies.name,
      phone: companies.phone,
      address: companies.address,
      city: companies.city,
      province: companies.province,
      postalCode: companies.postalCode,
      membershipExpiresAt: creditWallets.membershipExpiresAt,
      createdAt: companies.createdAt,
    })
    .from(companies)
    .leftJoin(creditWallets, eq(creditWallets.companyId, companies.id))
    .$dynamic();

type CompanyRow = Awaited<ReturnType<typeof companyRows>>[number];

async function toCompanies(db: Queryable, rows: CompanyRow[]) {
  const counts = await companyCounts(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    ...row,
    userCount: counts.get(row.id)?.users ?? 0,
    listingCount: counts.get(row.id)?.listings ?? 0,
    membershipExpiresAt: iso(row.membershipExpiresAt),
    createdAt: row.createdAt.toISOString(),
  }));
}

type SupportCompanyEntity = Awaited<ReturnType<typeof toCompanies>>[number];

async function companyDetail(db: Queryable, company: SupportCompanyEntity) {
  const [extra] = await db
    .select({ website: companies.website, addressCont: companies.addressCont })
    .from(companies)
    .where(eq(companies.id, company.id));
  const byStatus = await db
    .select({ status: listings.status, n: count() })
    .from(listings)
    .where(eq(listings.companyId, company.id))
    .groupBy(listings.status);
  const listingsByStatus = Object.fromEntries(LISTING_STATUSES.map((s) => [s, 0])) as Record<ListingStatus, number>;
  for (const row of byStatus) listingsByStatus[row.status] = Number(row.n);
  const [wallet] = await db
    .select({
      balance: creditWallets.balance,
      membershipExpiresAt: creditWallets.membershipExpiresAt,
      membershipAutoRenew: creditWallets.membershipAutoRenew,
    })
    .from(creditWallets)
    .where(eq(creditWallets.companyId, company.id));
  const companyFeeds = await db
    .select({ id: feeds.id, name: feeds.name, format: feeds.format, url: feeds.url })
    .from(feeds)
    .where(eq(feeds.companyId, company.id))
    .orderBy(asc(feeds.id))
    .limit(SUPPORT_DETAIL_ROWS);
  const members = await companyUsers(db, company.id);
  return {
    ...company,
    website: extra?.website ?? null,
    addressCont: extra?.addressCont ?? null,
    users: members.map(({ roles, ...member }) => ({ ...member, roles: roles.map((r) => r.name) })),
    listingsByStatus,
    wallet: wallet
      ? {
          balance: Number(wallet.balance),
          membershipExpiresAt: iso(wallet.membershipExpiresAt),
          membershipAutoRenew: wallet.membershipAutoRenew,
        }
      : null,
    // Uploaded files are fed through the upload path; a feed's URL is what support needs to see.
    feeds: companyFeeds,
    mergeListingsPath: `/support/company/${company.id}/merge-listings`,
  };
}

export const supportCompaniesResource = defineResource({
  name: 'support-companies',
  path: '/support/companies',
  auditName: 'companies',
  id: companies.id,
  schemas: {
    entity: supportCompanySchema,
    detail: supportCompanyDetailSchema,
    filters: supportCompanyFiltersSchema,
  },
  access: {
    list: { permission: 'showCompanies' },
    export: { permission: 'showCompanies' },
    read: { permission: 'Show Company' },
  },
  query: companyRows,
  toEntities: toCompanies,
  detail: companyDetail,
  list: {
    sort: { id: companies.id, name: sql`lower(${companies.name})`, createdAt: companies.createdAt },
    defaultSort: 'name',
    filters: {
      q: (q: string) => companyQuery(q),
      status: (status: 'member' | 'expired' | 'none') => MEMBERSHIP[status](),
      filter: (preset: SupportCompanyPreset) => COMPANY_PRESETS[preset](),
      ...dayRangeFilters(companies.createdAt),
    },
  },
  exportColumns: {
    id: (c) => c.id,
    name: (c) => c.name,
    phone: (c) => c.phone,
    address: (c) => c.address,
    city: (c) => c.city,
    province: (c) => c.province,
    postalCode: (c) => c.postalCode,
    userCount: (c) => c.userCount,
    listingCount: (c) => c.listingCount,
    membershipExpiresAt: (c) => c.membershipExpiresAt,
    createdAt: (c) => c.createdAt,
  },
});
