import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client.ts';
import { feedItems } from '../../db/schema/index.ts';

/**
 * After a bulk import (its batches wrote with the listing_search trigger off): the feed's rows of listing_search
 * are written again from listings in one set-based pass, in batches of 20,000 so no statement holds locks for
 * long. Only the feed's rows: search over the rest of the table goes on meanwhile with its indexes in place
 * (rebuildListingSearch would drop them for the whole table).
 */
export async function syncFeedListingSearch(db: Database, feedId: number): Promise<void> {
  const columns = await queryRows<{ column_name: string }>(
    db,
    sql`select column_name from information_schema.columns
      where table_schema = current_schema() and table_name = 'listing_search' and is_generated = 'NEVER'
      order by ordinal_position`,
  );
  const list = sql.join(
    columns.map((c) => sql.identifier(c.column_name)),
    sql`, `,
  );
  let after = 0;
  for (;;) {
    const ids = (
      await queryRows<{ listing_id: number }>(
        db,
        sql`select listing_id from ${feedItems} where feed_id = ${feedId} and listing_id > ${after}
          order by listing_id limit 20000`,
      )
    ).map((r) => Number(r.listing_id));
    if (ids.length === 0) return;
    after = ids[ids.length - 1] as number;
    await db.transaction(async (tx) => {
      await tx.execute(sql`delete from listing_search where id = any(${sql.param(ids)}::int[])`);
      await tx.execute(
        sql`insert into listing_search (${list}) select ${list} from listings
          where status = 'active' and id = any(${sql.param(ids)}::int[])`,
      );
    });
  }
}
