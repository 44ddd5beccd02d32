// GET landlord/tax-receipts (issue 14 section 6): the caller's company's receipts and credit notes, newest
// first, with the list contract and the date range and kind filters (a declared resource: docs/decisions/0009).
// Only the caller's company's documents are in scope; a landlord without a company has none.
import {
  type ReceiptKind,
  type TaxReceipt,
  taxReceiptFiltersSchema,
  taxReceiptSchema,
} from '@rentals/shared/resources/tax-receipts';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { orders, receipts } from '../../../db/schema/index.ts';
import { dayRangeFilters, defineResource } from '../../../lib/resources/index.ts';
import { LANDLORD_ONLY } from '../../landlord/listings/landlord-listings.resource.ts';
import { loadEcommerceSettings } from '../ecommerce-settings.ts';
import { printedNumber } from './issue-receipt.ts';

const receiptRows = (db: Queryable) =>
  db
    .select({
      id: receipts.id,
      kind: receipts.kind,
      number: receipts.number,
      issuedAt: receipts.issuedAt,
      orderId: receipts.orderId,
      bundleName: orders.bundleName,
      total: orders.total,
      currency: orders.currency,
    })
    .from(receipts)
    .innerJoin(orders, eq(orders.id, receipts.orderId))
    .$dynamic();

type ReceiptRow = Awaited<ReturnType<typeof receiptRows>>[number];

async function toReceipts(db: Queryable, rows: ReceiptRow[]): Promise<TaxReceipt[]> {
  if (rows.length === 0) return [];
  const { receiptPrefix } = await loadEcommerceSettings(db);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    number: printedNumber(row.kind, row.number, receiptPrefix),
    sequence: row.number,
    issuedAt: row.issuedAt.toISOString(),
    orderId: row.orderId,
    bundleName: row.bundleName,
    total: row.total,
    currency: row.currency,
  }));
}

export const taxReceiptsResource = defineResource({
  name: 'tax-receipts',
  path: '/landlord/tax-receipts',
  id: receipts.id,
  schemas: { entity: taxReceiptSchema, filters: taxReceiptFiltersSchema },
  access: { list: LANDLORD_ONLY },
  query: receiptRows,
  toEntities: toReceipts,
  policy: {
    scope: (user): SQL => (user.companyId === null ? sql`false` : eq(receipts.companyId, user.companyId)),
  },
  list: {
    sort: { id: receipts.id, issuedAt: receipts.issuedAt, total: orders.total },
    defaultSort: '-issuedAt',
    filters: {
      kind: (kind: ReceiptKind) => eq(receipts.kind, kind),
      ...dayRangeFilters(receipts.issuedAt),
    },
  },
});
