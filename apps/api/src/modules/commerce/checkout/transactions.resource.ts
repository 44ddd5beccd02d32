// GET landlord/transactions (issue 14 section 1): the company's whole history in one list — every ledger row
// (purchases, promo credits, spending, daily usage, refunds, staff adjustments) with, for those that belong to
// an order, the money paid or returned. The list contract, date range and reason filters, and the CSV export.

import { type Transaction, transactionSchema } from '@rentals/shared/resources/billing';
import { creditTransactionFiltersSchema } from '@rentals/shared/resources/credits';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { creditLedger, listings, orders } from '../../../db/schema/index.ts';
import { defineResource } from '../../../lib/resources/index.ts';
import { LANDLORD_ONLY } from '../../landlord/listings/landlord-listings.resource.ts';
import { ledgerColumns, ledgerList, ledgerPolicy, toCreditTransaction } from '../credit-transactions.resource.ts';

const transactionRows = (db: Queryable) =>
  db
    .select({
      ...ledgerColumns,
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
  ...toCreditTransaction(row),
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
  policy: ledgerPolicy,
  list: ledgerList,
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
