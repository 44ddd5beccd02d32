// credit_usage's monthly partitions (migration 0017, docs/decisions/0013-credit-usage-partitions.md). The nightly
// charge job keeps the current month and the next USAGE_MONTHS_AHEAD months made, so the rows of a day always
// land in their month's partition; a missed month is no failure (its rows wait in credit_usage_default and move
// when the month's partition is made). Old months are detached and dropped by hand, as the decision describes.

import { sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../../db/client.ts';
import { queryRows } from '../../../db/client.ts';

/** Months made ahead of the current one: two nights' failures in a row at a month's end still leave one. */
export const USAGE_MONTHS_AHEAD = 2;
/** How long the job waits for the table (a long report reading it) before leaving the months to the next night. */
const LOCK_TIMEOUT = '10s';

/** The first day (yyyy-mm-dd) of the month `n` months after the one holding `day`. */
export function monthStart(day: string, n = 0): string {
  const date = new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1 + n, 1));
  return date.toISOString().slice(0, 10);
}

/** The partition of the month holding `day` (yyyy-mm-dd): credit_usage_yyyy_mm. */
export const usagePartitionName = (day: string) => `credit_usage_${day.slice(0, 4)}_${day.slice(5, 7)}`;

/**
 * Makes the partitions of `today`'s month and the USAGE_MONTHS_AHEAD next ones that are missing, one transaction
 * each (credit_usage_add_month, migration 0017). Idempotent; concurrent callers take turns. Returns the
 * partitions it made.
 */
export async function ensureUsagePartitions(
  db: Database | Queryable,
  today: string,
  monthsAhead = USAGE_MONTHS_AHEAD,
): Promise<string[]> {
  const made: string[] = [];
  for (let n = 0; n <= monthsAhead; n++) {
    const month = monthStart(today, n);
    const added = await db.transaction(async (tx) => {
      await tx.execute(sql`set local lock_timeout = ${sql.raw(`'${LOCK_TIMEOUT}'`)}`);
      const [row] = await queryRows<{ added: boolean }>(
        tx,
        sql`select credit_usage_add_month(${month}::date) as added`,
      );
      return row?.added === true;
    });
    if (added) made.push(usagePartitionName(month));
  }
  return made;
}
