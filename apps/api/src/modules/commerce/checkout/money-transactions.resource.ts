// GET landlord/transactions/money (issue 14 section 1): the company's orders (bundles bought, declined
// payments, refunds), newest first, with the list contract, the date range and status filters, and their CSV.
// Only the caller's company's orders are in scope.
import { moneyTransactionFiltersSchema, type OrderStatus, orderSchema } from '@rentals/shared/resources/billing';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { orders, receipts } from '../../../db/schema/index.ts';
import { dayRangeFilters, defineResource } from '../../../lib/resources/index.ts';
import { LANDLORD_ONLY } from '../../landlord/listings/landlord-listings.resource.ts';
import { toOrder } from './orders.ts';

const orderRows = (db: Queryable) =>
  db
    .select({ order: orders, receiptId: receipts.id })
    .from(orders)
    .leftJoin(receipts, and(eq(receipts.orderId, orders.id), eq(receipts.kind, 'receipt')))
    .$dynamic();

type Row = Awaited<ReturnType<typeof orderRows>>[number];

const dollars = (cents: number) => (cents / 100).toFixed(2);

export const moneyTransactionsResource = defineResource({
  name: 'money-transactions',
  path: '/landlord/transactions/money',
  id: orders.id,
  schemas: { entity: orderSchema, filters: moneyTransactionFiltersSchema },
  access: { list: LANDLORD_ONLY, read: LANDLORD_ONLY, export: LANDLORD_ONLY },
  query: orderRows,
  toEntities: async (_db, rows: Row[]) => rows.map(({ order, receiptId }) => toOrder(order, receiptId)),
  policy: {
    scope: (user): SQL => (user.companyId === null ? sql`false` : eq(orders.companyId, user.companyId)),
  },
  list: {
    sort: { id: orders.id, createdAt: orders.createdAt, total: orders.total },
    defaultSort: '-id',
    filters: {
      status: (status: OrderStatus) => eq(orders.status, status),
      ...dayRangeFilters(orders.createdAt),
    },
  },
  exportColumns: {
    id: (o) => o.id,
    createdAt: (o) => o.createdAt,
    status: (o) => o.status,
    bundle: (o) => o.bundleName,
    credits: (o) => o.credits + o.bonusCredits + o.promoCredits,
    promoCode: (o) => o.promoCode ?? '',
    subtotal: (o) => dollars(o.subtotal),
    discount: (o) => dollars(o.discount),
    tax: (o) => dollars(o.tax),
    total: (o) => dollars(o.total),
    currency: (o) => o.currency,
  },
});
