// Membership renewals by support (issue 16 section 2): a batch names the membership bundle and who started it;
// each of its companies has one row with its result (renewed with its order, or failed and why). The order's
// key names the batch and the company, so a batch run twice charges each card once.
import {
  RENEWAL_BATCH_STATUSES,
  RENEWAL_FAILURES,
  RENEWAL_ITEM_STATUSES,
} from '@rentals/shared/resources/membership-renewals';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { creditBundles, orders } from './commerce.ts';
import { companies } from './companies.ts';
import { users } from './users.ts';

export const membershipRenewalBatches = pgTable(
  'membership_renewal_batches',
  {
    id: id(),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    /** Kept as it was, should the user go. */
    createdByEmail: text(),
    bundleId: integer().references(() => creditBundles.id, { onDelete: 'set null' }),
    bundleName: text().notNull(),
    status: text({ enum: RENEWAL_BATCH_STATUSES }).notNull().default('queued'),
    total: integer().notNull().default(0),
    renewed: integer().notNull().default(0),
    failed: integer().notNull().default(0),
    createdAt: createdAt(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('membership_renewal_batches_created_idx').on(t.createdAt, t.id)],
);

export const membershipRenewalItems = pgTable(
  'membership_renewal_items',
  {
    id: id(),
    batchId: integer()
      .notNull()
      .references(() => membershipRenewalBatches.id, { onDelete: 'cascade' }),
    companyId: integer().references(() => companies.id, { onDelete: 'set null' }),
    companyName: text().notNull(),
    status: text({ enum: RENEWAL_ITEM_STATUSES }).notNull().default('pending'),
    reason: text({ enum: RENEWAL_FAILURES }),
    orderId: integer().references(() => orders.id, { onDelete: 'set null' }),
    expiresBefore: timestamp({ withTimezone: true }),
    expiresAfter: timestamp({ withTimezone: true }),
    processedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('membership_renewal_items_batch_company_unique').on(t.batchId, t.companyId),
    index('membership_renewal_items_batch_idx').on(t.batchId, t.status, t.id),
  ],
);
