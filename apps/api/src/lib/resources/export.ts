// CSV export of a filtered list, streamed: the same conditions as the list (scope, q, filters), read in id
// order by keyset batches, so memory stays flat however many rows match.
import { stringify } from 'csv-stringify';
import { and, asc, gt } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AuthUser } from '../auth-user.ts';
import type { AnyResource } from './define-resource.ts';
import { type ListFilters, listConditions, listOrder } from './list.ts';

const BATCH = 500;

/** Spreadsheets run cells that start with these as formulas (CSV injection): such cells get a leading '. */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value))
    return csvCell(value.map((v) => (typeof v === 'object' ? JSON.stringify(v) : v)).join('; '));
  if (typeof value === 'object') return csvCell(JSON.stringify(value));
  const text = String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

function columnsOf(resource: AnyResource, sample: Record<string, unknown> | undefined) {
  if (resource.exportColumns) return Object.entries(resource.exportColumns);
  return Object.keys(sample ?? {}).map((key) => [key, (entity: Record<string, unknown>) => entity[key]] as const);
}

export async function exportCsv(
  app: FastifyInstance,
  resource: AnyResource,
  user: AuthUser,
  params: ListFilters,
  reply: FastifyReply,
) {
  listOrder(resource, params.sort as string | undefined); // a bad sort is still a 422, as on the list
  const where = listConditions(resource, user, params);
  const idColumn = resource.id as PgColumn;
  const batch = async (after: number) => {
    const rows = await resource
      .query(app.db)
      .where(and(where, gt(idColumn, after)))
      .orderBy(asc(idColumn))
      .limit(BATCH);
    return (await resource.toEntities(app.db, rows)) as Record<string, unknown>[];
  };

  let entities = await batch(0);
  const columns = columnsOf(resource, entities[0]);
  const csv = stringify({ header: true, columns: columns.map(([header]) => header), bom: true });
  const date = new Date().toISOString().slice(0, 10);
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${resource.name}-${date}.csv"`)
    .header('cache-control', 'no-store');

  void (async () => {
    try {
      while (entities.length > 0) {
        for (const entity of entities) {
          const ok = csv.write(columns.map(([, value]) => csvCell(value(entity as never))));
          if (!ok) await new Promise((resolve) => csv.once('drain', resolve));
        }
        if (entities.length < BATCH) break;
        entities = await batch((entities.at(-1) as { id: number }).id);
      }
      csv.end();
    } catch (error) {
      app.log.error({ err: error, resource: resource.name }, 'CSV export failed');
      csv.destroy(error as Error);
    }
  })();
  return reply.send(csv);
}
