// Pages in the back office (/admin/pages): a declared resource with revisions. Every save sanitises the body
// (a body with nothing left once cleaned is a 422 naming it), checks the path (format, not a path the site
// already answers, free in its language) and the type's extra fields. Published pages answer at their path
// (page-resolver.ts); the server's page cache is dropped after every write (plugins/app/web.ts).
import {
  createPageSchema,
  isReservedPagePath,
  PAGE_REVISION_FIELDS,
  type PageLanguage,
  type PageStatus,
  PERMALINK_KEYS,
  pageFiltersSchema,
  pageSchema,
  updatePageSchema,
} from '@rentals/shared/resources/pages';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { pages, pageTypes } from '../../db/schema/index.ts';
import { invalidFields } from '../../lib/http-error.ts';
import { defineResource, type WriteContext } from '../../lib/resources/index.ts';
import { sanitizeRichText } from '../../lib/rich-text/index.ts';
import { queuePublishing, statusDates } from '../publishing/index.ts';
import { readSiteSettings } from '../site/settings.service.ts';
import { PAGES_ACCESS } from './access.ts';
import { cleanFieldValues } from './page-fields.ts';

const pageRows = (db: Queryable) =>
  db
    .select({
      id: pages.id,
      title: pages.title,
      path: pages.path,
      language: pages.language,
      pageTypeId: pages.pageTypeId,
      typeName: pageTypes.name,
      typeLayout: pageTypes.layout,
      body: pages.body,
      fieldValues: pages.fieldValues,
      seoTitle: pages.seoTitle,
      seoDescription: pages.seoDescription,
      status: pages.status,
      publishAt: pages.publishAt,
      publishedAt: pages.publishedAt,
      createdAt: pages.createdAt,
      updatedAt: pages.updatedAt,
    })
    .from(pages)
    .innerJoin(pageTypes, eq(pageTypes.id, pages.pageTypeId))
    .$dynamic();

type PageRow = Awaited<ReturnType<typeof pageRows>>[number];

async function toPages(_db: Queryable, rows: PageRow[]) {
  return rows.map(({ typeName, typeLayout, ...row }) => ({
    ...row,
    pageType: { id: row.pageTypeId, name: typeName, layout: typeLayout },
    publishAt: row.publishAt?.toISOString() ?? null,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export type PageEntity = Awaited<ReturnType<typeof toPages>>[number];

type CreateInput = z.output<typeof createPageSchema>;
type UpdateInput = z.output<typeof updatePageSchema>;

/** The body as stored: clean HTML, refused when cleaning leaves nothing. */
function cleanBody(body: string): string {
  const clean = sanitizeRichText(body);
  if (clean === '') throw invalidFields({ body: 'required' });
  return clean;
}

/**
 * The path must not be one the site answers itself (its permalinks, in the singular and the plural, included)
 * nor taken in its language.
 */
async function checkPath(db: Queryable, path: string, language: PageLanguage, exceptId?: number) {
  const permalinks = Object.values(await readSiteSettings(db, PERMALINK_KEYS)).map(String);
  if (isReservedPagePath(path, permalinks)) throw invalidFields({ path: 'reserved_path' });
  const [taken] = await db
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.language, language), eq(pages.path, path), exceptId ? ne(pages.id, exceptId) : undefined))
    .limit(1);
  if (taken) throw invalidFields({ path: 'unique' });
}

async function typeFields(db: Queryable, pageTypeId: number) {
  const [type] = await db
    .select({ fields: pageTypes.fields })
    .from(pageTypes)
    .where(eq(pageTypes.id, pageTypeId))
    .limit(1);
  if (!type) throw invalidFields({ pageTypeId: 'invalid' });
  return type.fields;
}

function queueAfterCommit(ctx: WriteContext, at: Date | null) {
  if (at) ctx.afterCommit(() => queuePublishing(ctx.app, at));
}

async function createPage(ctx: WriteContext, input: CreateInput) {
  await checkPath(ctx.tx, input.path, input.language);
  const fields = await typeFields(ctx.tx, input.pageTypeId);
  const fieldValues = await cleanFieldValues(ctx.tx, fields, input.fieldValues ?? {});
  const status = input.status ?? 'draft';
  const dates = statusDates(status, input.publishAt ?? null, null);
  const [row] = await ctx.tx
    .insert(pages)
    .values({ ...input, status, body: cleanBody(input.body), fieldValues, ...dates })
    .returning({ id: pages.id });
  if (!row) throw new Error('page insert returned nothing');
  if (status === 'scheduled') queueAfterCommit(ctx, dates.publishAt);
  return row.id;
}

async function updatePage(ctx: WriteContext, before: PageEntity, input: UpdateInput) {
  if (Object.keys(input).length === 0) return;
  const path = input.path ?? before.path;
  const language = input.language ?? before.language;
  if (path !== before.path || language !== before.language) await checkPath(ctx.tx, path, language, before.id);
  const { publishAt: _, ...fields } = input;
  const values: Partial<typeof pages.$inferInsert> = { ...fields };
  if (input.body !== undefined) values.body = cleanBody(input.body);
  if (input.fieldValues !== undefined || input.pageTypeId !== undefined) {
    const fields = await typeFields(ctx.tx, input.pageTypeId ?? before.pageTypeId);
    values.fieldValues = await cleanFieldValues(ctx.tx, fields, input.fieldValues, before.fieldValues);
  }
  // A page whose status and date stay as they are keeps its dates; a change of either is checked afresh.
  const status = input.status ?? before.status;
  if ((input.status !== undefined && input.status !== before.status) || input.publishAt !== undefined) {
    const publishAt = input.publishAt !== undefined ? input.publishAt : before.publishAt;
    Object.assign(values, statusDates(status, publishAt, before.publishedAt));
    if (status === 'scheduled') queueAfterCommit(ctx, values.publishAt ?? null);
  }
  await ctx.tx.update(pages).set(values).where(eq(pages.id, before.id));
}

/** The expression `q` searches: the title and the path (pages_title_lower_idx covers the title's sort). */
const PAGE_TEXT = sql`lower(${pages.title} || ' ' || ${pages.path})`;

export const pagesResource = defineResource({
  name: 'pages',
  path: '/admin/pages',
  id: pages.id,
  schemas: { entity: pageSchema, create: createPageSchema, update: updatePageSchema, filters: pageFiltersSchema },
  access: PAGES_ACCESS,
  query: pageRows,
  toEntities: toPages,
  list: {
    search: PAGE_TEXT,
    sort: {
      id: pages.id,
      title: sql`lower(${pages.title})`,
      path: pages.path,
      language: pages.language,
      status: pages.status,
      updatedAt: pages.updatedAt,
    },
    defaultSort: 'title',
    filters: {
      status: (status: PageStatus) => eq(pages.status, status),
      language: (language: PageLanguage) => eq(pages.language, language),
      pageTypeId: (id: number) => eq(pages.pageTypeId, id),
    },
  },
  write: { create: createPage, update: updatePage },
  revisions: { fields: PAGE_REVISION_FIELDS },
});
