// Tables of issue 16 (account-import): CSV imports of landlords and their companies (support's
// /support/account-import), the problems their preview found, and the claim links emailed to each new landlord
// (/claim-account/{token}).
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamps } from './columns.ts';
import { uploads } from './uploads.ts';
import { users } from './users.ts';

export const ACCOUNT_IMPORT_STATUSES = ['previewed', 'queued', 'running', 'completed', 'failed'] as const;

/** One uploaded CSV: its preview's counts, then the import job's progress (a checkpoint per batch). */
export const accountImports = pgTable(
  'account_imports',
  {
    id: id(),
    uploadId: integer()
      .notNull()
      .references(() => uploads.id, { onDelete: 'restrict' }),
    fileName: text().notNull(),
    status: text({ enum: ACCOUNT_IMPORT_STATUSES }).notNull().default('previewed'),
    /** Data rows in the file (the header line not counted). */
    totalRows: integer().notNull().default(0),
    /** The preview's counts: rows that will create an account, be skipped (email already registered), are invalid. */
    previewCreate: integer().notNull().default(0),
    previewSkip: integer().notNull().default(0),
    previewInvalid: integer().notNull().default(0),
    /** The first rows of the file as read, for the preview. */
    sample: jsonb().$type<Record<string, string>[]>().notNull().default([]),
    /** The job's checkpoint: rows handled so far, committed with the batch they end (a retried job resumes here). */
    processedRows: integer().notNull().default(0),
    created: integer().notNull().default(0),
    skipped: integer().notNull().default(0),
    failed: integer().notNull().default(0),
    /** Why the job stopped, when it failed as a whole (not a row's problem). */
    error: text(),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    startedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    startedAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('account_imports_created_idx').on(t.createdAt, t.id)],
);

/** What the preview found wrong with a row (or the file): shown a page at a time; the row is not imported. */
export const accountImportProblems = pgTable(
  'account_import_problems',
  {
    id: id(),
    importId: integer()
      .notNull()
      .references(() => accountImports.id, { onDelete: 'cascade' }),
    /** The file's line (1 is the header). */
    line: integer().notNull(),
    /** The CSV column at fault, or null for the whole row. */
    column: text(),
    /** A rule of the shared account-import messages (e.g. "email", "duplicate", "registered"). */
    rule: text().notNull(),
    params: jsonb().$type<Record<string, string | number>>().notNull().default({}),
    /** 'error': the row is not imported; 'skip': the row is left out on purpose (email already registered). */
    severity: text({ enum: ['error', 'skip'] }).notNull(),
  },
  (t) => [index('account_import_problems_import_idx').on(t.importId, t.line, t.id)],
);

/** A claim link: only the SHA-256 of its 32 random bytes is kept; single use; expires. */
export const accountClaims = pgTable(
  'account_claims',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    importId: integer().references(() => accountImports.id, { onDelete: 'set null' }),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** When the landlord set a password and accepted the terms (the link is dead from then on). */
    usedAt: timestamp({ withTimezone: true }),
    termsAcceptedAt: timestamp({ withTimezone: true }),
    /** The claim email in the outbox (re-queued when a crashed job resumes). */
    emailId: integer(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('account_claims_token_unique').on(t.tokenHash),
    index('account_claims_user_idx').on(t.userId),
    index('account_claims_import_idx').on(t.importId),
  ],
);
