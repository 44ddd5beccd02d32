// Content blocks in the back office (/admin/global-content; the API at /api/admin/content-blocks): a declared
// resource that lists and edits the blocks the code shows (no create or delete: a block nobody reads is
// useless, a deleted one leaves its page empty). A save writes both languages' contents, rich ones sanitised,
// keeps a revision, and drops the server's site data (GET content-blocks/get-content and the server render read
// the new text at once; the page cache is dropped by every API write, plugins/app/web.ts).
import {
  contentBlockAdminSchema,
  isRichContent,
  PLAIN_CONTENT_MAX,
  updateContentBlockSchema,
} from '@rentals/shared/resources/content-blocks';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { contentBlockContents, contentBlocks } from '../../db/schema/index.ts';
import { type FieldRules, invalidFields } from '../../lib/http-error.ts';
import { defineResource, type WriteContext } from '../../lib/resources/index.ts';
import { sanitizeRichText } from '../../lib/rich-text/index.ts';
import { forgetSiteData } from '../site/site.service.ts';
import { CONTENT_BLOCKS_ACCESS } from './access.ts';

const LOCALES = ['en', 'fr'] as const;
type BlockLocale = (typeof LOCALES)[number];

const blockRows = (db: Queryable) =>
  db
    .select({
      id: contentBlocks.id,
      contentKey: contentBlocks.contentKey,
      name: contentBlocks.name,
      updatedAt: contentBlocks.updatedAt,
    })
    .from(contentBlocks)
    .$dynamic();

type BlockRow = Awaited<ReturnType<typeof blockRows>>[number];

/** Each block with its contents by language (one query for the page's blocks). */
async function toBlocks(db: Queryable, rows: BlockRow[]) {
  const ids = rows.map((row) => row.id);
  const contents = ids.length
    ? await db
        .select({
          blockId: contentBlockContents.blockId,
          contentKey: contentBlockContents.contentKey,
          locale: contentBlockContents.locale,
          content: contentBlockContents.content,
        })
        .from(contentBlockContents)
        .where(inArray(contentBlockContents.blockId, ids))
        .orderBy(asc(contentBlockContents.id))
    : [];
  return rows.map((row) => {
    const own = contents.filter((c) => c.blockId === row.id);
    const keys = [...new Set(own.map((c) => c.contentKey))];
    const byLocale = (locale: BlockLocale) =>
      Object.fromEntries(
        keys.map((key) => [key, own.find((c) => c.contentKey === key && c.locale === locale)?.content ?? '']),
      );
    const en = byLocale('en');
    const fr = byLocale('fr');
    const filled = (values: Record<string, string>) => keys.length > 0 && keys.every((key) => values[key] !== '');
    return {
      ...row,
      keys,
      en,
      fr,
      languages: LOCALES.filter((locale) => filled(locale === 'en' ? en : fr)),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

export type ContentBlockEntity = Awaited<ReturnType<typeof toBlocks>>[number];
type UpdateInput = z.output<typeof updateContentBlockSchema>;

/**
 * A language's contents as stored: only the block's keys, plain texts trimmed and one line, rich texts
 * sanitised; English is required (French falls back to it, so '' removes the French text).
 */
function cleanContents(block: ContentBlockEntity, locale: BlockLocale, input: Record<string, string>) {
  const errors: FieldRules = {};
  const clean: Record<string, string> = {};
  for (const [key, value] of Object.entries(input)) {
    const field = `${locale}.${key}`;
    if (!block.keys.includes(key)) {
      errors[field] = 'unknown';
      continue;
    }
    const text = isRichContent(key) ? sanitizeRichText(value) : value.replace(/\s+/g, ' ').trim();
    if (!isRichContent(key) && text.length > PLAIN_CONTENT_MAX) {
      errors[field] = { rule: 'max.string', params: { max: PLAIN_CONTENT_MAX } };
    } else if (locale === 'en' && text === '') {
      errors[field] = 'required';
    }
    clean[key] = text;
  }
  return { clean, errors };
}

async function updateBlock(ctx: WriteContext, before: ContentBlockEntity, input: UpdateInput) {
  const changes = LOCALES.flatMap((locale) => {
    const values = input[locale];
    return values ? [{ locale, ...cleanContents(before, locale, values) }] : [];
  });
  const errors = Object.assign({}, ...changes.map((c) => c.errors));
  if (Object.keys(errors).length > 0) throw invalidFields(errors);

  let changed = false;
  for (const { locale, clean } of changes) {
    for (const [contentKey, content] of Object.entries(clean)) {
      if (content === (locale === 'en' ? before.en : before.fr)[contentKey]) continue;
      changed = true;
      const where = and(
        eq(contentBlockContents.blockId, before.id),
        eq(contentBlockContents.contentKey, contentKey),
        eq(contentBlockContents.locale, locale),
      );
      if (content === '') {
        await ctx.tx.delete(contentBlockContents).where(where);
        continue;
      }
      await ctx.tx
        .insert(contentBlockContents)
        .values({ blockId: before.id, contentKey, locale, content })
        .onConflictDoUpdate({
          target: [contentBlockContents.blockId, contentBlockContents.contentKey, contentBlockContents.locale],
          set: { content, updatedAt: new Date() },
        });
    }
  }
  if (!changed) return;
  await ctx.tx.update(contentBlocks).set({ updatedAt: new Date() }).where(eq(contentBlocks.id, before.id));
  ctx.afterCommit(async () => forgetSiteData(ctx.app.db));
}

export const contentBlocksResource = defineResource({
  name: 'content-blocks',
  path: '/admin/content-blocks',
  id: contentBlocks.id,
  schemas: { entity: contentBlockAdminSchema, update: updateContentBlockSchema },
  access: CONTENT_BLOCKS_ACCESS,
  query: blockRows,
  toEntities: toBlocks,
  list: {
    search: sql`lower(${contentBlocks.name} || ' ' || ${contentBlocks.contentKey})`,
    sort: {
      id: contentBlocks.id,
      name: sql`lower(${contentBlocks.name})`,
      contentKey: contentBlocks.contentKey,
      updatedAt: contentBlocks.updatedAt,
    },
    defaultSort: 'name',
  },
  write: { update: updateBlock },
  revisions: { fields: ['en', 'fr'] },
});
