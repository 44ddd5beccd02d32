// GET landlord/transactions (issue 14 section 1): the company's whole history in one list — every ledger row
// (purchases, promo credits, spending, daily usage, refunds, staff adjustments) with, for those that belong to
// an order, the money paid or returned. The list contract, date range and reason filters, and the CSV export.

import { type Transaction, transactionSchema } from '@rentals/shared/resources/billing';
import { type CreditReason, creditTransactionFiltersSchema } from '@rentals/shared/resources/credits';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { creditLedger, listings, orders } from '../../../db/schema/index.ts';
import { dayRangeFilters, defineResource } from '../../../lib/resources/index.ts';
import { LANDLORD_ONLY } from '../../landlord/listings/landlord-listings.resource.ts';

const transactionRows = (db: Queryable) =>
  db
    .select({
      id: creditLedger.id,
      createdAt: creditLedger.createdAt,
      amount: creditLedger.amount,
      balanceAfter: creditLedger.balanceAfter,
      reason: creditLedger.reason,
      note: creditLedger.note,
      listingId: listings.id,
      listingTitle: listings.title,
      orderId: orders.id,
      orderTotal: orders.total,
      orderCurrency: orders.currency,
      bundleName: orders.bundleName,
    })
    .from(creditLedger)
    .leftJoin(listings, eq(listings.id, creditLedger.listingId))
    .leftJoin(orders, eq(orders.id, creditLedger.orderId))
    .$dynamic();

type Row = Awaited<ReturnType<typeof transactionRows>>[number];

const toTransaction = (row: Row): Transaction => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  amount: row.amount,
  balanceAfter: row.balanceAfter,
  reason: row.reason,
  listing: row.listingId === null ? null : { id: row.listingId, title: row.listingTitle ?? '' },
  note: row.note,
  order:
    row.orderId === null
      ? null
      : {
          id: row.orderId,
          total: row.orderTotal ?? 0,
          currency: row.orderCurrency ?? '',
          bundleName: row.bundleName ?? '',
        },
});

export const transactionsResource = defineResource({
  name: 'transactions',
  path: '/landlord/transactions',
  id: creditLedger.id,
  schemas: { entity: transactionSchema, filters: creditTransactionFiltersSchema },
  access: { list: LANDLORD_ONLY, read: LANDLORD_ONLY, export: LANDLORD_ONLY },
  query: transactionRows,
  toEntities: async (_db, rows) => rows.map(toTransaction),
  policy: {
    scope: (user): SQL => (user.companyId === null ? sql`false` : eq(creditLedger.companyId, user.companyId)),
  },
  list: {
    sort: { id: creditLedger.id, createdAt: creditLedger.createdAt, amount: creditLedger.amount },
    defaultSort: '-id',
    filters: {
      reason: (reason: CreditReason) => eq(creditLedger.reason, reason),
      ...dayRangeFilters(creditLedger.createdAt),
    },
  },
  exportColumns: {
    id: (t) => t.id,
    createdAt: (t) => t.createdAt,
    reason: (t) => t.reason,
    credits: (t) => t.amount,
    balanceAfter: (t) => t.balanceAfter,
    listingTitle: (t) => t.listing?.title ?? '',
    orderId: (t) => t.order?.id ?? '',
    money: (t) => (t.order ? (t.order.total / 100).toFixed(2) : ''),
    currency: (t) => t.order?.currency ?? '',
    note: (t) => t.note,
  },
});
