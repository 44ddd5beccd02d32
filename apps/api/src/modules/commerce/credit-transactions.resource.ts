// GET landlord/transactions/credits (issue 14 section 1): the company's ledger rows, newest first, with the
// list contract, the date range and reason filters, and the CSV export of the same rows (a declared resource:
// docs/decisions/0009). Only the caller's company's rows are in scope; a landlord without one has none.

import {
  type CreditReason,
  type CreditTransaction,
  creditTransactionFiltersSchema,
  creditTransactionSchema,
} from '@rentals/shared/resources/credits';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { creditLedger, listings } from '../../db/schema/index.ts';
import { dayRangeFilters, defineResource } from '../../lib/resources/index.ts';
import { LANDLORD_ONLY } from '../landlord/listings/landlord-listings.resource.ts';

/** A ledger row's columns with its listing's title (GET landlord/transactions adds the order's). */
export const ledgerColumns = {
  id: creditLedger.id,
  createdAt: creditLedger.createdAt,
  amount: creditLedger.amount,
  balanceAfter: creditLedger.balanceAfter,
  reason: creditLedger.reason,
  note: creditLedger.note,
  listingId: listings.id,
  listingTitle: listings.title,
};

const transactionRows = (db: Queryable) =>
  db.select(ledgerColumns).from(creditLedger).leftJoin(listings, eq(listings.id, creditLedger.listingId)).$dynamic();

type TransactionRow = Awaited<ReturnType<typeof transactionRows>>[number];

export const toCreditTransaction = (row: TransactionRow): CreditTransaction => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  amount: row.amount,
  balanceAfter: row.balanceAfter,
  reason: row.reason,
  listing: row.listingId === null ? null : { id: row.listingId, title: row.listingTitle ?? '' },
  note: row.note,
});

/** Only the caller's company's rows; a landlord without a company has none. */
export const ledgerPolicy = {
  scope: (user: { companyId: number | null }): SQL =>
    user.companyId === null ? sql`false` : eq(creditLedger.companyId, user.companyId),
};

/** Newest first, by reason and by day. */
export const ledgerList = {
  sort: { id: creditLedger.id, createdAt: creditLedger.createdAt, amount: creditLedger.amount },
  defaultSort: '-id' as const,
  filters: {
    reason: (reason: CreditReason) => eq(creditLedger.reason, reason),
    ...dayRangeFilters(creditLedger.createdAt),
  },
};

export const creditTransactionsResource = defineResource({
  name: 'credit-transactions',
  path: '/landlord/transactions/credits',
  id: creditLedger.id,
  schemas: { entity: creditTransactionSchema, filters: creditTransactionFiltersSchema },
  access: { list: LANDLORD_ONLY, read: LANDLORD_ONLY, export: LANDLORD_ONLY },
  query: transactionRows,
  toEntities: async (_db, rows) => rows.map(toCreditTransaction),
  policy: ledgerPolicy,
  list: ledgerList,
  exportColumns: {
    id: (t) => t.id,
    createdAt: (t) => t.createdAt,
    reason: (t) => t.reason,
    amount: (t) => t.amount,
    balanceAfter: (t) => t.balanceAfter,
    listingId: (t) => t.listing?.id ?? '',
    listingTitle: (t) => t.listing?.title ?? '',
    note: (t) => t.note,
  },
});
