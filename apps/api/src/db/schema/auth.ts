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
    /** session: issued by sign-in; personal: created by the user at /admin/api-dashboard. */
    kind: text({ enum: ['session', 'personal'] })
      .notNull()
      .default('session'),
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
    purpose: text({ enum: ['password-reset', 'verify-email', 'set-password', 'two-factor-login'] }).notNull(),
    codeHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    attempts: integer().notNull().default(0),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_codes_lookup_idx').on(t.purpose, t.codeHash), index('one_time_codes_user_idx').on(t.userId)],
);

/** Single-use codes that stand in for a two-factor code when the authenticator is lost. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('two_factor_recovery_codes_user_idx').on(t.userId)],
);
