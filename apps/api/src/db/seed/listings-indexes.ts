// The secondary indexes of listings and listing_search, for bulk fills: dropping them before inserting a
// million rows and building them once afterwards is several times faster than maintaining eight GIN and GiST
// indexes row by row. Their definitions are read from the migrations, so they cannot drift from the schema, and any that a
// killed fill left dropped are recreated on the next run. Between the fill and the rebuild, the table is
// rewritten in location order (clusterListingsByLocation).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, MIGRATIONS_FOLDER, queryRows, type Tx } from '../client.ts';

export interface IndexDefinition {
  name: string;
  /** The migration's CREATE INDEX statement, made idempotent (IF NOT EXISTS). */
  create: string;
}

/** The tables bulk fills write. */
export type BulkTable = 'listings' | 'listing_search';

const DROP = /^DROP INDEX (?:IF EXISTS )?"?([^";\s]+)"?/;

/**
 * The non-unique indexes on `table`, as the migrations leave them (a later migration's DROP INDEX or
 * re-creation wins). Unique indexes are never dropped: they guard data, not speed.
 */
export async function secondaryIndexes(table: BulkTable, folder = MIGRATIONS_FOLDER): Promise<IndexDefinition[]> {
  const create = new RegExp(`^CREATE INDEX "([^"]+)" ON "${table}"`);
  const files = (await readdir(folder)).filter((f) => f.endsWith('.sql')).sort();
  const indexes = new Map<string, string>();
  for (const file of files) {
    const text = await readFile(path.join(folder, file), 'utf8');
    for (const raw of text.split('--> statement-breakpoint')) {
      const statement = raw.trim().replace(/;$/, '');
      const created = create.exec(statement);
      if (created?.[1]) indexes.set(created[1], statement.replace(/^CREATE INDEX /, 'CREATE INDEX IF NOT EXISTS '));
      const dropped = DROP.exec(statement);
      if (dropped?.[1]) indexes.delete(dropped[1]);
    }
  }
  return [...indexes].map(([name, create]) => ({ name, create }));
}

export async function existingIndexes(db: Database, table: BulkTable): Promise<Set<string>> {
  const rows = await queryRows<{ indexname: string }>(
    db,
    sql`select indexname from pg_indexes where tablename = ${table} and schemaname = current_schema()`,
  );
  return new Set(rows.map((r) => r.indexname));
}

const MEMORY = /^\d+(kB|MB|GB)$/;

/**
 * Checks `maintenanceWorkMem` at once, then runs each piece of work in its own transaction with
 * maintenance_work_mem raised (when given) for its index builds.
 */
function maintenanceTransactions(db: Database, maintenanceWorkMem: string | undefined) {
  if (maintenanceWorkMem && !MEMORY.test(maintenanceWorkMem)) {
    throw new Error(`maintenanceWorkMem: expected e.g. '512MB', got ${maintenanceWorkMem}`);
  }
  return (work: (tx: Tx) => Promise<unknown>) =>
    db.transaction(async (tx) => {
      if (maintenanceWorkMem) await tx.execute(sql.raw(`SET LOCAL maintenance_work_mem = '${maintenanceWorkMem}'`));
      await work(tx);
    });
}

/** The temporary index CLUSTER sorts by: not partial, because CLUSTER refuses partial indexes. */
export const LOCALITY_INDEX = 'listings_locality_order_tmp';

/**
 * Rewrites the listings table in location order (province, city, then south to north), so the listings of a
 * city share table pages. The generator makes rows in random city order: at a million rows, Toronto's
 * ~14,500 active listings in its map box sat on ~13,200 different 8 kB pages, one page read per listing,
 * and the city searches and map views spent their time reading pages rather than rows. Clustered, the same
 * listings sit on ~3,300 pages (5 rows a page), for ~26 s of CLUSTER at a million rows on the 2-core machine.
 *
 * Run between a bulk fill and the rebuild of the secondary indexes, while the table has only its unique
 * indexes (CLUSTER rebuilds every index it has). One transaction: the temporary index never outlives it, and
 * a killed run leaves the table as it was. CLUSTER is a one-off rewrite: rows added or updated later go
 * wherever there is room, so a production database keeps its locality with a periodic CLUSTER (which locks
 * the table) or pg_repack (online).
 */
export async function clusterListingsByLocation(
  db: Database,
  options: { maintenanceWorkMem?: string | undefined } = {},
): Promise<void> {
  const inTransaction = maintenanceTransactions(db, options.maintenanceWorkMem);
  await inTransaction(async (tx) => {
    await tx.execute(sql.raw(`CREATE INDEX "${LOCALITY_INDEX}" ON "listings" ("province_id", "city_id", "lat")`));
    await tx.execute(sql.raw(`CLUSTER "listings" USING "${LOCALITY_INDEX}"`));
    await tx.execute(sql.raw(`DROP INDEX "${LOCALITY_INDEX}"`));
  });
}

export async function dropIndexes(db: Database, indexes: IndexDefinition[]) {
  for (const index of indexes) await db.execute(sql.raw(`DROP INDEX IF EXISTS "${index.name}"`));
}

/**
 * Builds the indexes that are missing, `parallel` at a time (each on its own connection: PostgreSQL 15
 * builds GIN and GiST indexes on one core, so two builds keep two cores busy). Returns the names built.
 */
export interface IndexBuildOptions {
  parallel?: number;
  maintenanceWorkMem?: string | undefined;
  log?: (line: string) => void;
}

export async function createMissingIndexes(
  db: Database,
  table: BulkTable,
  indexes: IndexDefinition[],
  options: IndexBuildOptions = {},
): Promise<string[]> {
  const inTransaction = maintenanceTransactions(db, options.maintenanceWorkMem);
  const have = await existingIndexes(db, table);
  const queue = indexes.filter((i) => !have.has(i.name));
  const built: string[] = [];
  const worker = async () => {
    for (let index = queue.shift(); index; index = queue.shift()) {
      const started = performance.now();
      await inTransaction((tx) => tx.execute(sql.raw(index.create)));
      built.push(index.name);
      options.log?.(`  index ${index.name} built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.parallel ?? 1) }, worker));
  return built;
}
