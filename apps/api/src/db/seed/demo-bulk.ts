// Bulk writes for the demo generator: one `insert ... select from unnest(...)` per batch (one array
// parameter per column), with ids reserved from the table's identity sequence first so child rows (photos,
// roles) can point at them. Works the same on PGlite and PostgreSQL.
import { type SQL, sql } from 'drizzle-orm';
import { type Queryable, queryRows } from '../client.ts';

/** A column of a bulk insert: its SQL array type and how to read its value from a row. */
export interface BulkColumn<Row> {
  name: string;
  /** The element type of the array parameter: int, text, float8, boolean, smallint. */
  type: 'int' | 'text' | 'float8' | 'boolean' | 'smallint';
  /** Cast applied to each element after unnest (text -> text[], date, timestamptz), when it differs. */
  castTo?: 'text[]' | 'date' | 'timestamptz' | 'jsonb';
  value: (row: Row) => unknown;
}

/** Reserves `count` ids of `table`'s identity column, in increasing order. */
export async function reserveIds(db: Queryable, table: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id from generate_series(1, ${count}::int)`,
  );
  return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}

/** `{a,b}` for a text[] column; only for vocabulary keys (no commas, quotes or braces). */
export function arrayLiteral(items: readonly string[]): string {
  for (const item of items) {
    if (!/^[a-z0-9-]+$/.test(item)) throw new Error(`not a plain vocabulary key: ${item}`);
  }
  return `{${items.join(',')}}`;
}

/**
 * insert into <table> (<columns>) [overriding system value] select ... from unnest($1::type[], ...):
 * `overridingIds` when the rows carry ids from reserveIds.
 */
export async function bulkInsert<Row>(
  db: Queryable,
  table: string,
  columns: BulkColumn<Row>[],
  rows: readonly Row[],
  options: { overridingIds?: boolean } = {},
): Promise<void> {
  if (rows.length === 0) return;
  const names = columns.map((c) => c.name);
  const arrays: SQL[] = columns.map(
    (c) => sql`${sql.param(rows.map((row) => c.value(row) ?? null))}::${sql.raw(c.type)}[]`,
  );
  const selected = columns.map((c) => (c.castTo ? `t.${c.name}::${c.castTo}` : `t.${c.name}`)).join(', ');
  await db.execute(sql`
    insert into ${sql.raw(table)} (${sql.raw(names.join(', '))})
    ${sql.raw(options.overridingIds ? 'overriding system value' : '')}
    select ${sql.raw(selected)} from unnest(${sql.join(arrays, sql`, `)}) as t(${sql.raw(names.join(', '))})`);
}
