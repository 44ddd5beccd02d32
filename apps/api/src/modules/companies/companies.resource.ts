// Companies in the back office (/admin/companies): every field with tax information and the logo, how many
// users and listings each has (two grouped queries per page), the detail page's users and listings by
// status. A company that still has listings or users cannot be deleted (409 saying which).

import {
  adminCompanyDetailSchema,
  adminCompanySchema,
  COMPANY_USERS_MAX,
  companyFiltersSchema,
  createCompanySchema,
  updateCompanyAdminSchema,
} from '@rentals/shared/resources/companies';
import { LISTING_STATUSES, type ListingStatus } from '@rentals/shared/resources/listing-vocabularies';
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Queryable, queryRows } from '../../db/client.ts';
import { companies, listings, users } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-error.ts';
import { defineResource, type WriteContext } from '../../lib/resources/index.ts';
import { rolesOfUsers } from '../user-management/users.resource.ts';
import { assertCompanyLogoUploaded } from './company-logo.ts';

/** The same expression as the companies_name_trgm index (q) and companies_name_idx (sort by name). */
export const COMPANY_NAME_TEXT = sql`lower(${companies.name})`;

const companyRows = (db: Queryable) =>
  db
    .select({
      id: companies.id,
      name: companies.name,
      website: companies.website,
      phone: companies.phone,
      address: companies.address,
      addressCont: companies.addressCont,
      city: companies.city,
      province: companies.province,
      postalCode: companies.postalCode,
      logo: companies.logo,
      taxCompanyName: companies.taxCompanyName,
      taxCompanyAddress: companies.taxCompanyAddress,
      taxCompanyAddressCont: companies.taxCompanyAddressCont,
      taxCompanyWebsite: companies.taxCompanyWebsite,
      createdAt: companies.createdAt,
    })
    .from(companies)
    .$dynamic();

type CompanyRow = Awaited<ReturnType<typeof companyRows>>[number];

/** Users and listings of each company, for one page: one statement, each table grouped once. */
export async function companyCounts(db: Queryable, ids: number[]) {
  const counts = new Map<number, { users: number; listings: number }>(ids.map((id) => [id, { users: 0, listings: 0 }]));
  if (ids.length === 0) return counts;
  const rows = await queryRows<{ kind: 'u' | 'l'; company_id: number; n: number }>(
    db,
    sql`select 'u' as kind, ${users.companyId} as company_id, count(*)::int as n from ${users}
          where ${inArray(users.companyId, ids)} group by ${users.companyId}
        union all
        select 'l', ${listings.companyId}, count(*)::int from ${listings}
          where ${inArray(listings.companyId, ids)} group by ${listings.companyId}`,
  );
  for (const row of rows) {
    const entry = counts.get(Number(row.company_id));
    if (entry) entry[row.kind === 'u' ? 'users' : 'listings'] = Number(row.n);
  }
  return counts;
}

async function toCompanies(db: Queryable, rows: CompanyRow[]) {
  const counts = await companyCounts(
    db,
    rows.map((r) => r.id),
  );
  return rows.map(({ createdAt, ...row }) => ({
    ...row,
    userCount: counts.get(row.id)?.users ?? 0,
    listingCount: counts.get(row.id)?.listings ?? 0,
    createdAt: createdAt.toISOString(),
  }));
}

export type CompanyEntity = Awaited<ReturnType<typeof toCompanies>>[number];

/** The company's users (by last name) with their roles. */
export async function companyUsers(db: Queryable, companyId: number) {
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      status: users.status,
    })
    .from(users)
    .where(eq(users.companyId, companyId))
    .orderBy(sql`lower(${users.lastName})`, asc(users.id))
    .limit(COMPANY_USERS_MAX);
  const roles = await rolesOfUsers(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({ ...row, roles: roles.get(row.id) ?? [] }));
}

async function companyDetail(db: Queryable, company: CompanyEntity) {
  const [extra] = await db
    .select({ updatedAt: companies.updatedAt })
    .from(companies)
    .where(eq(companies.id, company.id));
  const byStatus = await db
    .select({ status: listings.status, n: count() })
    .from(listings)
    .where(eq(listings.companyId, company.id))
    .groupBy(listings.status);
  const listingsByStatus = Object.fromEntries(LISTING_STATUSES.map((s) => [s, 0])) as Record<ListingStatus, number>;
  for (const row of byStatus) listingsByStatus[row.status] = Number(row.n);
  return {
    ...company,
    updatedAt: (extra?.updatedAt ?? new Date()).toISOString(),
    users: await companyUsers(db, company.id),
    listingsByStatus,
    // There is no admin listings screen yet to link to.
    listingsSearchPath: null,
  };
}

type CompanyInput = z.output<typeof updateCompanyAdminSchema>;

/** The fields sent, '' stored as null (the name is never empty: its schema requires it). */
function columnsOf(input: CompanyInput): Partial<typeof companies.$inferInsert> {
  const values: Record<string, string | null> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined) values[key] = value === '' ? null : (value as string);
  }
  return values;
}

async function createCompany(ctx: WriteContext, input: z.output<typeof createCompanySchema>) {
  await assertCompanyLogoUploaded(ctx.tx, input.logo);
  const [row] = await ctx.tx
    .insert(companies)
    .values({ ...columnsOf(input), name: input.name })
    .returning({ id: companies.id });
  if (!row) throw new Error('company insert returned nothing');
  return row.id;
}

async function updateCompany(ctx: WriteContext, before: CompanyEntity, input: CompanyInput) {
  if (input.logo !== before.logo) await assertCompanyLogoUploaded(ctx.tx, input.logo);
  const values = columnsOf(input);
  if (Object.keys(values).length > 0) await ctx.tx.update(companies).set(values).where(eq(companies.id, before.id));
}

/** Refuses while listings or users still belong to the company (409), counted in the transaction. */
async function deleteCompany(ctx: WriteContext, before: CompanyEntity) {
  // Locks the company: a user or listing added to it meanwhile waits for this delete (or fails its FK).
  await ctx.tx.select({ id: companies.id }).from(companies).where(eq(companies.id, before.id)).for('update');
  const counts = (await companyCounts(ctx.tx, [before.id])).get(before.id);
  if (counts?.listings) throw new HttpError(409, 'companyHasListings', { count: counts.listings });
  if (counts?.users) throw new HttpError(409, 'companyHasUsers', { count: counts.users });
  await ctx.tx.delete(companies).where(eq(companies.id, before.id));
}

export const companiesResource = defineResource({
  name: 'companies',
  path: '/admin/companies',
  id: companies.id,
  schemas: {
    entity: adminCompanySchema,
    detail: adminCompanyDetailSchema,
    create: createCompanySchema,
    update: updateCompanyAdminSchema,
    filters: companyFiltersSchema,
  },
  access: {
    list: { permission: 'viewCompanies' },
    read: { permission: 'viewCompanies' },
    export: { permission: 'viewCompanies' },
    create: { permission: 'createCompanies' },
    update: { permission: 'modifyCompanies' },
    delete: { permission: 'modifyCompanies' },
  },
  query: companyRows,
  toEntities: toCompanies,
  detail: companyDetail,
  list: {
    search: COMPANY_NAME_TEXT,
    sort: { id: companies.id, name: COMPANY_NAME_TEXT, createdAt: companies.createdAt },
    defaultSort: 'name',
    filters: {
      city: (city: string) => sql`lower(${companies.city}) = ${city.toLowerCase()}`,
      province: (province: string) => sql`lower(${companies.province}) = ${province.toLowerCase()}`,
      hasListings: (has: 'true' | 'false') =>
        has === 'true'
          ? sql`exists (select 1 from ${listings} where ${listings.companyId} = ${companies.id})`
          : sql`not exists (select 1 from ${listings} where ${listings.companyId} = ${companies.id})`,
    },
  },
  write: { create: createCompany, update: updateCompany, delete: deleteCompany },
  exportColumns: {
    id: (c) => c.id,
    name: (c) => c.name,
    website: (c) => c.website,
    phone: (c) => c.phone,
    address: (c) => c.address,
    addressCont: (c) => c.addressCont,
    city: (c) => c.city,
    province: (c) => c.province,
    postalCode: (c) => c.postalCode,
    logo: (c) => c.logo,
    taxCompanyName: (c) => c.taxCompanyName,
    taxCompanyAddress: (c) => c.taxCompanyAddress,
    taxCompanyAddressCont: (c) => c.taxCompanyAddressCont,
    taxCompanyWebsite: (c) => c.taxCompanyWebsite,
    userCount: (c) => c.userCount,
    listingCount: (c) => c.listingCount,
    createdAt: (c) => c.createdAt,
  },
});
