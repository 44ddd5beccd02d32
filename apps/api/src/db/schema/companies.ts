import { sql } from 'drizzle-orm';
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.ts';

export const companies = pgTable(
  'companies',
  {
    id: id(),
    name: text().notNull(),
    website: text(),
    phone: text(),
    address: text(),
    addressCont: text(),
    city: text(),
    province: text(),
    postalCode: text(),
    logo: text(),
    // Tax information (spec 3), printed on tax receipts.
    taxCompanyName: text(),
    taxCompanyAddress: text(),
    taxCompanyAddressCont: text(),
    taxCompanyWebsite: text(),
    ...timestamps,
  },
  (t) => [
    index('companies_name_trgm').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('companies_name_idx').on(sql`lower(${t.name})`, t.id),
    // Support search's `q` (name, phone, address, postal code): the same expression as COMPANY_SEARCH_TEXT
    // (modules/support-search/support-companies.resource.ts).
    index('companies_support_search_trgm').using(
      'gin',
      sql`lower(${t.name} || ' ' || coalesce(${t.phone}, '') || ' ' || coalesce(${t.address}, '') || ' ' || coalesce(${t.postalCode}, '') || ' ' || replace(coalesce(${t.postalCode}, ''), ' ', '')) gin_trgm_ops`,
    ),
    index('companies_created_idx').on(t.createdAt, t.id),
  ],
);
