// Page types in the back office (/admin/pages/types): a declared resource. A type names its pages' layout and
// extra fields. Removing a field from a type leaves the pages' values stored and unused (adding the field back
// under the same key brings them back); a type some pages use cannot be deleted (409 with their count).
import {
  createPageTypeSchema,
  type PageLayout,
  pageTypeFiltersSchema,
  pageTypeSchema,
  updatePageTypeSchema,
} from '@rentals/shared/resources/pages';
import { count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { pages, pageTypes } from '../../db/schema/index.ts';
import { HttpError, invalidFields } from '../../lib/http-error.ts';
import { defineResource, type WriteContext } from '../../lib/resources/index.ts';
import { PAGE_TYPES_ACCESS } from './access.ts';

// Spelled out: inside a one-table select drizzle leaves columns unqualified, and "id" would be the page's.
const PAGE_COUNT = sql<number>`(select count(*) from "pages" where "pages"."page_type_id" = "page_types"."id")`.mapWith(
  Number,
);

const pageTypeRows = (db: Queryable) =>
  db
    .select({
      id: pageTypes.id,
      key: pageTypes.key,
      name: pageTypes.name,
      nameFr: pageTypes.nameFr,
      layout: pageTypes.layout,
      fields: pageTypes.fields,
      pageCount: PAGE_COUNT,
      createdAt: pageTypes.createdAt,
      updatedAt: pageTypes.updatedAt,
    })
    .from(pageTypes)
    .$dynamic();

type PageTypeRow = Awaited<ReturnType<typeof pageTypeRows>>[number];

async function toPageTypes(_db: Queryable, rows: PageTypeRow[]) {
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export type PageTypeEntity = Awaited<ReturnType<typeof toPageTypes>>[number];

type CreateInput = z.output<typeof createPageTypeSchema>;
type UpdateInput = z.output<typeof updatePageTypeSchema>;

async function keyTaken(db: Queryable, key: string, exceptId?: number) {
  const [row] = await db.select({ id: pageTypes.id }).from(pageTypes).where(eq(pageTypes.key, key)).limit(1);
  return row !== undefined && row.id !== exceptId;
}

async function createPageType(ctx: WriteContext, input: CreateInput) {
  if (await keyTaken(ctx.tx, input.key)) throw invalidFields({ key: 'unique' });
  const [row] = await ctx.tx
    .insert(pageTypes)
    .values({ ...input, fields: input.fields ?? [] })
    .returning({ id: pageTypes.id });
  if (!row) throw new Error('page type insert returned nothing');
  return row.id;
}

async function updatePageType(ctx: WriteContext, before: PageTypeEntity, input: UpdateInput) {
  if (input.key !== undefined && (await keyTaken(ctx.tx, input.key, before.id))) {
    throw invalidFields({ key: 'unique' });
  }
  if (Object.keys(input).length === 0) return;
  await ctx.tx.update(pageTypes).set(input).where(eq(pageTypes.id, before.id));
}

async function deletePageType(ctx: WriteContext, before: PageTypeEntity) {
  // Locks the type: a page given this type meanwhile waits, then meets the foreign key (409), never a 500.
  await ctx.tx.select({ id: pageTypes.id }).from(pageTypes).where(eq(pageTypes.id, before.id)).for('update');
  const [used] = await ctx.tx
    .select({ n: count().mapWith(Number) })
    .from(pages)
    .where(eq(pages.pageTypeId, before.id));
  if (used && used.n > 0) throw new HttpError(409, 'pageTypeInUse', { count: used.n });
  await ctx.tx.delete(pageTypes).where(eq(pageTypes.id, before.id));
}

/** The expression `q` searches: both names and the key (a handful of rows: no index needed). */
const PAGE_TYPE_TEXT = sql`lower(${pageTypes.name} || ' ' || ${pageTypes.nameFr} || ' ' || ${pageTypes.key})`;

export const pageTypesResource = defineResource({
  name: 'page-types',
  path: '/admin/pages/types',
  id: pageTypes.id,
  schemas: {
    entity: pageTypeSchema,
    create: createPageTypeSchema,
    update: updatePageTypeSchema,
    filters: pageTypeFiltersSchema,
  },
  access: PAGE_TYPES_ACCESS,
  query: pageTypeRows,
  toEntities: toPageTypes,
  list: {
    search: PAGE_TYPE_TEXT,
    sort: { id: pageTypes.id, name: sql`lower(${pageTypes.name})`, layout: pageTypes.layout, pageCount: PAGE_COUNT },
    defaultSort: 'name',
    filters: { layout: (layout: PageLayout) => eq(pageTypes.layout, layout) },
  },
  write: { create: createPageType, update: updatePageType, delete: deletePageType },
});
