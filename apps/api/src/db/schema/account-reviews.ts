// Tables of issue 16 (account-reviews): the support queue of accounts to review (new landlords and flagged
// accounts) and the perceptual fingerprints of listing photos that the fraud signals and the duplicate
// finder compare.
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamps } from './columns.ts';
import { listingPhotos, listings } from './listings.ts';
import { users } from './users.ts';

export const ACCOUNT_REVIEW_STATUSES = ['waiting', 'documents_requested', 'approved', 'suspended'] as const;
export type AccountReviewStatus = (typeof ACCOUNT_REVIEW_STATUSES)[number];

/** Why an account is in the queue: each flag adds one (a report removed a listing, a new landlord, ...). */
export interface AccountReviewReason {
  reason: string;
  note?: string;
  at: string;
  byId?: number | null;
}

/** One fraud signal as last computed: its kind, weight and evidence (see account-reviews/signals.ts). */
export interface StoredSignal {
  kind: string;
  weight: number;
  evidence: Record<string, unknown>;
}

/**
 * One review per account, reopened when the account is flagged again after an approval. `status` waiting
 * or documents_requested is "open"; the list shows those first, oldest first.
 */
export const accountReviews = pgTable(
  'account_reviews',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text({ enum: ACCOUNT_REVIEW_STATUSES }).notNull().default('waiting'),
    /** new_landlord (queued because the landlord is new) or flagged (someone flagged the account). */
    origin: text({ enum: ['new_landlord', 'flagged'] })
      .notNull()
      .default('new_landlord'),
    reasons: jsonb().$type<AccountReviewReason[]>().notNull().default([]),
    /** The signals as last computed, their kinds (for the filter) and the score (the sum of their weights). */
    signals: jsonb().$type<StoredSignal[]>().notNull().default([]),
    signalKinds: text().array().notNull().default(sql`'{}'::text[]`),
    score: integer().notNull().default(0),
    signalsComputedAt: timestamp({ withTimezone: true }),
    /** When the account entered the queue (or re-entered it). */
    queuedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    decidedById: integer().references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp({ withTimezone: true }),
    /** The agent's message with the last decision (the documents request's text). */
    decisionNote: text(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('account_reviews_user_unique').on(t.userId),
    // The queue: open first, oldest first; a page read in index order.
    index('account_reviews_queue_idx').on(
      sql`(case when ${t.status} in ('waiting', 'documents_requested') then 0 else 1 end)`,
      t.queuedAt,
      t.id,
    ),
    index('account_reviews_status_idx').on(t.status, t.queuedAt, t.id),
    index('account_reviews_signal_kinds_gin').using('gin', t.signalKinds),
  ],
);

/**
 * A listing photo's 64-bit perceptual hash (pHash, account-reviews/photo-hash.ts), and its four 16-bit
 * quarters: two hashes within Hamming distance 3 share at least one quarter exactly (pigeonhole), so a
 * lookup reads four small index ranges instead of every photo.
 */
export const photoFingerprints = pgTable(
  'photo_fingerprints',
  {
    listingPhotoId: integer()
      .primaryKey()
      .references(() => listingPhotos.id, { onDelete: 'cascade' }),
    listingId: integer()
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    /**
     * The signed 64-bit hash. The pg driver parses int8 as a JS number (db/client.ts), which loses bits: read
     * it as text (`photoHashText` in account-reviews/photo-hash.ts) or compare it in SQL.
     */
    hash: bigint({ mode: 'bigint' }).notNull(),
    q0: integer().notNull(),
    q1: integer().notNull(),
    q2: integer().notNull(),
    q3: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('photo_fingerprints_listing_idx').on(t.listingId),
    index('photo_fingerprints_q0_idx').on(t.q0),
    index('photo_fingerprints_q1_idx').on(t.q1),
    index('photo_fingerprints_q2_idx').on(t.q2),
    index('photo_fingerprints_q3_idx').on(t.q3),
  ],
);
