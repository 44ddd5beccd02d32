// Credits (issue 14, DESIGN section 5, examples/credit-ledger.md): each company's wallet holds its balance and
// the number of its last ledger row; the ledger is append-only, one row per change with the balance after it.
// Both are written together by modules/commerce/ledger.ts only, under the wallet's row lock.
import { CREDIT_REASONS } from '@rentals/shared/resources/credits';
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { companies } from './companies.ts';
import { listings } from './listings.ts';
import { users } from './users.ts';

export const creditWallets = pgTable(
  'credit_wallets',
  {
    companyId: integer()
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    balance: bigint({ mode: 'number' }).notNull().default(0),
    /** The `seq` of the company's last ledger row: the next is this plus one, so the chain has no gaps. */
    lastSeq: bigint({ mode: 'number' }).notNull().default(0),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('credit_wallets_balance_check', sql`${t.balance} >= 0`)],
);

export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: id(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** 1, 2, 3... per company, without gaps (the wallet's lastSeq, taken under its lock). */
    seq: bigint({ mode: 'number' }).notNull(),
    amount: integer().notNull(),
    balanceAfter: bigint({ mode: 'number' }).notNull(),
    reason: text({ enum: CREDIT_REASONS }).notNull(),
    /** Makes a change happen once: "activation:12:...", "daily:3:2026-09-01", "order:7:grant". */
    idempotencyKey: text().notNull(),
    listingId: integer().references(() => listings.id, { onDelete: 'set null' }),
    /** The day a daily charge is for. */
    day: date(),
    /** Who made the change: the landlord, a staff member; none for the nightly charge. */
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    note: text().notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('credit_ledger_idempotency_key_unique').on(t.idempotencyKey),
    uniqueIndex('credit_ledger_company_seq_unique').on(t.companyId, t.seq),
    index('credit_ledger_company_created_idx').on(t.companyId, t.createdAt, t.id),
    check('credit_ledger_amount_check', sql`${t.amount} <> 0`),
    check('credit_ledger_balance_after_check', sql`${t.balanceAfter} >= 0`),
    check('credit_ledger_adjustment_note_check', sql`${t.reason} <> 'adjustment' or ${t.note} <> ''`),
  ],
);
