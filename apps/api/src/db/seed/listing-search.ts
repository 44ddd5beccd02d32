// listing_search after a bulk fill. The trigger listing_search_sync (migration 0003) keeps the table in step
// row by row; a bulk fill turns it off for its own transactions (BULK_FILL_SETTING) and rebuilds the table in
// one pass here: without its indexes, in location order like listings (so a city's rows share pages), then
// the indexes. A killed fill leaves the table behind listings, which listingSearchInStep notices on the next run.
import { type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows, type Tx } from '../client.ts';
import { createMissingIndexes, dropIndexes, type IndexBuildOptions, secondaryIndexes } from './listings-indexes.ts';

/** For a bulk fill's transactions: `set local` this to 'off' and the trigger writes nothing. */
const BULK_FILL_SETTING = 'rentals.listing_search_sync';

export const skipListingSearchSync = (tx: Tx) => tx.execute(sql.raw(`set local ${BULK_FILL_SETTING} = 'off'`));

/** The columns the trigger copies: every stored one of listing_search but the generated point. */
async function copiedColumns(db: Database): Promise<SQL> {
  const rows = await queryRows<{ column_name: string }>(
    db,
    sql`select column_name from information_schema.columns
      where table_schema = current_schema() and table_name = 'listing_search' and is_generated = 'NEVER'
      order by ordinal_position`,
  );
  return sql.join(
    rows.map((row) => sql.identifier(row.column_name)),
    sql`, `,
  );
}

/** Whether listing_search holds exactly the active listings (by count: a fill only ever adds or drops rows). */
export async function listingSearchInStep(db: Database): Promise<boolean> {
  const [row] = await queryRows<{ active: number; indexed: number }>(
    db,
    sql`select (select count(*) from listings where status = 'active')::int as active,
      (select count(*) from listing_search)::int as indexed`,
  );
  return Number(row?.active) === Number(row?.indexed);
}

/** Refills listing_search from listings: indexes dropped, rows in location order, indexes built again. */
export async function rebuildListingSearch(db: Database, options: IndexBuildOptions = {}): Promise<void> {
  const indexes = await secondaryIndexes('listing_search');
  const columns = await copiedColumns(db);
  await dropIndexes(db, indexes);
  await db.transaction(async (tx) => {
    await tx.execute(sql`truncate listing_search`);
    await tx.execute(
      sql`insert into listing_search (${columns})
        select ${columns} from listings where status = 'active' order by province_id, city_id, lat`,
    );
  });
  await createMissingIndexes(db, 'listing_search', indexes, options);
}
