// The nightly charge's low-credit warning (issue 14 section 4), sent once per run-down: the row is claimed by
// insert (the warning is emailed only by the run whose insert made it) and removed by the first charge after
// which the company's credits again cover more than the warning's days, so the next run-down warns again.
import { date, integer, pgTable } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { companies } from './companies.ts';

export const creditLowNotices = pgTable('credit_low_notices', {
  companyId: integer()
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  /** The charged day after which the warning was sent. */
  day: date({ mode: 'string' }).notNull(),
  /** The whole days the credits still covered then. */
  daysLeft: integer().notNull(),
  createdAt: createdAt(),
});
