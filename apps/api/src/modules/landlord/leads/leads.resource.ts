// The landlord's leads as a declared resource (docs/decisions/0009): the inbox list, its CSV export and the
// single reads share one query and one scope, so the export can never show a lead the list hides. Only the
// caller's account's leads (ownedBy) that they have not deleted are in scope. The routes are leads.routes.ts
// (the portal's paths, not the framework's generated ones).
import { truncate } from '@rentals/shared';
import {
  type LandlordLead,
  LEAD_EXCERPT_MAX,
  type LeadStatus,
  landlordLeadFiltersSchema,
  landlordLeadSchema,
} from '@rentals/shared/resources/landlord-leads';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { inquiries, leads, listings } from '../../../db/schema/index.ts';
import type { AuthUser } from '../../../lib/auth-user.ts';
import { dayRangeFilters, defineResource } from '../../../lib/resources/index.ts';
import { ownedBy } from '../ownership.ts';

/** What `q` matches: the renter's name, email and message. */
const LEAD_TEXT = sql`lower(${inquiries.name} || ' ' || ${inquiries.email} || ' ' || ${inquiries.message})`;

/** The leads `user` may see: their account's, not deleted. */
export const visibleLeads = (user: Pick<AuthUser, 'id' | 'companyId'>) =>
  and(ownedBy(user, leads), isNull(leads.deletedAt));

const leadRows = (db: Queryable) =>
  db
    .select({
      id: leads.id,
      createdAt: leads.createdAt,
      status: leads.status,
      readAt: leads.readAt,
      name: inquiries.name,
      email: inquiries.email,
      phone: inquiries.phone,
      message: inquiries.message,
      listingId: listings.id,
      listingTitle: listings.title,
    })
    .from(leads)
    .innerJoin(inquiries, eq(inquiries.id, leads.inquiryId))
    .innerJoin(listings, eq(listings.id, leads.listingId))
    .$dynamic();

type LeadRow = Awaited<ReturnType<typeof leadRows>>[number];

function toLead(row: LeadRow): LandlordLead {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    name: row.name,
    email: row.email,
    phone: row.phone,
    excerpt: truncate(row.message, LEAD_EXCERPT_MAX),
    listing: { id: row.listingId, title: row.listingTitle },
    status: row.status,
    read: row.readAt !== null,
  };
}

export const leadsResource = defineResource({
  name: 'leads',
  path: '/landlord/leads',
  id: leads.id,
  schemas: { entity: landlordLeadSchema, filters: landlordLeadFiltersSchema },
  access: {
    list: { anyRole: ['Landlord'] },
    read: { anyRole: ['Landlord'] },
    export: { anyRole: ['Landlord'] },
  },
  query: leadRows,
  toEntities: async (_db, rows) => rows.map(toLead),
  policy: { scope: visibleLeads },
  list: {
    search: LEAD_TEXT,
    sort: { createdAt: leads.createdAt, id: leads.id },
    defaultSort: '-createdAt',
    filters: {
      status: (status: LeadStatus) => eq(leads.status, status),
      listingId: (listingId: number) => eq(leads.listingId, listingId),
      ...dayRangeFilters(leads.createdAt),
    },
  },
  exportColumns: {
    id: (l) => l.id,
    createdAt: (l) => l.createdAt,
    status: (l) => l.status,
    name: (l) => l.name,
    email: (l) => l.email,
    phone: (l) => l.phone,
    listingId: (l) => l.listing.id,
    listingTitle: (l) => l.listing.title,
    message: (l) => l.excerpt,
    read: (l) => (l.read ? 'yes' : 'no'),
  },
});

/** The export's declaration: the list's rows with the full message instead of the excerpt. */
export const leadsExport = {
  ...leadsResource,
  toEntities: async (_db: Queryable, rows: LeadRow[]) => rows.map((row) => ({ ...toLead(row), message: row.message })),
  exportColumns: { ...leadsResource.exportColumns, message: (l: { message?: string }) => l.message },
};
