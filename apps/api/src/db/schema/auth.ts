import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { users } from './users.ts';

/** Opaque bearer tokens "<id>.<secret>": only the SHA-256 of the secret is kept. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    secretHash: text().notNull(),
    name: text().notNull().default('web'),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    lastUsedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('access_tokens_user_idx').on(t.userId)],
);

/** One-time secrets sent by email: password-reset links and landlord verification codes. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text({ enum: ['password-reset', 'verify-email'] }).notNull(),
    codeHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    attempts: integer().notNull().default(0),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_codes_lookup_idx').on(t.purpose, t.codeHash), index('one_time_codes_user_idx').on(t.userId)],
);
