// Feeds that keep failing (issue 16 section 3): a feed whose last FAILING_STREAK runs (dry runs apart) all failed.
// The support dashboard flags them; the feed logs list shows each feed's streak.
import { sql } from 'drizzle-orm';
import { type Queryable, queryRows } from '../../db/client.ts';
import { companies, feedRuns, feeds } from '../../db/schema/index.ts';

/** How many failed runs in a row make a feed "failing". */
export const FAILING_STREAK = 3;

/**
 * The number of failed runs since the feed's last run that did not fail (finished, real runs only), as an SQL
 * expression over `feeds` (a correlated subquery, one index range on feed_runs (feed_id, id) per feed).
 */
export const failingStreakSql = sql<number>`(select count(*)::int from ${feedRuns} fr
  where fr.feed_id = ${feeds.id} and not fr.dry_run and fr.status = 'failed'
    and fr.id > coalesce((select max(ok.id) from ${feedRuns} ok where ok.feed_id = ${feeds.id} and not ok.dry_run
      and ok.status in ('succeeded', 'awaiting-confirmation', 'cancelled')), 0))`;

export interface FailingFeed {
  id: number;
  name: string;
  companyId: number;
  companyName: string;
  /** Failed runs in a row. */
  failingStreak: number;
  /** The last run's error. */
  lastError: string | null;
  lastRunAt: string | null;
}

/** The feeds that failed their last `streak` runs, the longest streak first. */
export async function failingFeeds(db: Queryable, streak = FAILING_STREAK): Promise<FailingFeed[]> {
  const rows = await queryRows<{
    id: number;
    name: string;
    company_id: number;
    company_name: string;
    streak: number;
    last_error: string | null;
    last_run_at: Date | string | null;
  }>(
    db,
    sql`select * from (
        select ${feeds.id} as id, ${feeds.name} as name, ${feeds.companyId} as company_id,
          ${companies.name} as company_name, ${failingStreakSql} as streak,
          last.error as last_error, last.finished_at as last_run_at
        from ${feeds}
        join ${companies} on ${companies.id} = ${feeds.companyId}
        left join lateral (select lr.error, lr.finished_at from ${feedRuns} lr
          where lr.feed_id = ${feeds.id} and not lr.dry_run and lr.status = 'failed'
          order by lr.id desc limit 1) last on true
      ) f where f.streak >= ${streak}
      order by f.streak desc, f.id`,
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    companyId: row.company_id,
    companyName: row.company_name,
    failingStreak: Number(row.streak),
    lastError: row.last_error,
    lastRunAt: row.last_run_at ? new Date(row.last_run_at).toISOString() : null,
  }));
}
