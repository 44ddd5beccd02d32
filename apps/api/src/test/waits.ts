// Polling for tests that race processes or transactions: until a probe holds, or until a statement waits on a
// row or table lock (PostgreSQL's pg_stat_activity, read on another pooled connection).
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/client.ts';

/** Polls every 25 ms until `probe` answers true; fails naming `what` after `ms`. */
export async function waitFor(what: string, probe: () => Promise<boolean> | boolean, ms = 40_000) {
  const deadline = Date.now() + ms;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** How many backends of this database wait on a lock running a statement that contains `text` (of one
 * application only, when `applicationName` is given). */
export async function lockWaiters(db: Database, text: string, applicationName?: string) {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock' and query ilike ${`%${text}%`}
          and (${applicationName ?? null}::text is null or application_name = ${applicationName ?? null})`,
  );
  return rows[0]?.n ?? 0;
}
