// Posts in the back office (/admin/posts): a declared resource with revisions of its texts. Every save cleans
// the body (lib/rich-text), keeps the slug unique per language, links a translation both ways, files the post
// under its categories and applies the status rules: scheduled needs a future publish date (and queues the
// publishing job for that moment), published stamps published_at, archived and draft leave the blog.
import {
  createPostSchema,
  POST_REVISION_FIELDS,
  type PostLanguage,
  type PostStatus,
  postFiltersSchema,
  postSchema,
  slugify,
  updatePostSchema,
} from '@rentals/shared/resources/posts';
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { postCategories, postCategoryLinks, posts, users } from '../../db/schema/index.ts';
import { invalidFields } from '../../lib/http-error.ts';
import { defineResource, type WriteContext } from '../../lib/resources/index.ts';
import { sanitizeRichText } from '../../lib/rich-text/index.ts';
import { randomToken } from '../../lib/tokens.ts';
import { queuePublishing, statusDates } from '../publishing/index.ts';
import { POSTS_ACCESS } from './access.ts';

const postRows = (db: Queryable) =>
  db
    .select({
      post: posts,
      authorName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(posts)
    .leftJoin(users, eq(users.id, posts.authorId))
    .$dynamic();

type PostRow = Awaited<ReturnType<typeof postRows>>[number];

async function toPosts(db: Queryable, rows: PostRow[]) {
  const ids = rows.map((r) => r.post.id);
  const translationIds = rows.flatMap((r) => (r.post.translationId ? [r.post.translationId] : []));
  const [links, translations] = await Promise.all([
    ids.length === 0
      ? []
      : db
          .select({
            postId: postCategoryLinks.postId,
            id: postCategories.id,
            name: postCategories.name,
            slug: postCategories.slug,
          })
          .from(postCategoryLinks)
          .innerJoin(postCategories, eq(postCategories.id, postCategoryLinks.categoryId))
          .where(inArray(postCategoryLinks.postId, ids))
          .orderBy(postCategories.name),
    translationIds.length === 0
      ? []
      : db
          .select({ id: posts.id, title: posts.title, language: posts.language })
          .from(posts)
          .where(inArray(posts.id, translationIds)),
  ]);
  return rows.map(({ post, authorName }) => {
    const categories = links.filter((l) => l.postId === post.id).map(({ id, name, slug }) => ({ id, name, slug }));
    return {
      id: post.id,
      title: post.title,
      slug: post.slug,
      language: post.language,
      translationId: post.translationId,
      translation: translations.find((p) => p.id === post.translationId) ?? null,
      excerpt: post.excerpt,
      body: post.body,
      coverImage: post.coverImage,
      coverAlt: post.coverAlt,
      coverWidth: post.coverWidth,
      coverHeight: post.coverHeight,
      categoryIds: categories.map((c) => c.id),
      categories,
      author: post.authorId !== null && authorName ? { id: post.authorId, name: authorName } : null,
      status: post.status,
      publishAt: post.publishAt?.toISOString() ?? null,
      publishedAt: post.publishedAt?.toISOString() ?? null,
      seoTitle: post.seoTitle,
      seoDescription: post.seoDescription,
      previewToken: post.previewToken,
      createdAt: post.createdAt.toISOString(),
      updatedAt: post.updatedAt.toISOString(),
    };
  });
}

export type PostEntity = Awaited<ReturnType<typeof toPosts>>[number];

type CreateInput = z.output<typeof createPostSchema>;
type UpdateInput = z.output<typeof updatePostSchema>;

/** The body as stored: the sanitiser's output; a body with nothing left is refused (422 naming it). */
function cleanBody(body: string): string {
  const clean = sanitizeRichText(body);
  if (!clean) throw invalidFields({ body: 'required' });
  return clean;
}

async function assertSlugFree(ctx: WriteContext, language: PostLanguage, slug: string, exceptId?: number) {
  const [taken] = await ctx.tx
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.language, language), eq(posts.slug, slug), exceptId ? ne(posts.id, exceptId) : undefined))
    .limit(1);
  if (taken) throw invalidFields({ slug: 'unique' });
}

async function setCategories(ctx: WriteContext, postId: number, categoryIds: number[]) {
  const unique = [...new Set(categoryIds)];
  if (unique.length > 0) {
    const found = await ctx.tx
      .select({ id: postCategories.id })
      .from(postCategories)
      .where(inArray(postCategories.id, unique));
    if (found.length !== unique.length) throw invalidFields({ categoryIds: 'invalid' });
  }
  await ctx.tx.delete(postCategoryLinks).where(eq(postCategoryLinks.postId, postId));
  if (unique.length > 0) {
    await ctx.tx.insert(postCategoryLinks).values(unique.map((categoryId) => ({ postId, categoryId })));
  }
}

/** Links the post and its translation both ways (unlinking their former partners); null unlinks. */
async function setTranslation(ctx: WriteContext, postId: number, language: PostLanguage, translationId: number | null) {
  if (translationId !== null) {
    const [other] = await ctx.tx
      .select({ id: posts.id, language: posts.language })
      .from(posts)
      .where(eq(posts.id, translationId));
    if (!other || other.id === postId || other.language === language) {
      throw invalidFields({ translationId: 'invalid' });
    }
  }
  const partners = [postId, ...(translationId ? [translationId] : [])];
  await ctx.tx
    .update(posts)
    .set({ translationId: null })
    .where(or(inArray(posts.translationId, partners), inArray(posts.id, partners)));
  if (translationId !== null) {
    await ctx.tx.update(posts).set({ translationId }).where(eq(posts.id, postId));
    await ctx.tx.update(posts).set({ translationId: postId }).where(eq(posts.id, translationId));
  }
}

async function createPost(ctx: WriteContext, input: CreateInput) {
  const body = cleanBody(input.body);
  const slug = input.slug ?? slugify(input.title);
  if (!slug) throw invalidFields({ slug: 'required' });
  await assertSlugFree(ctx, input.language, slug);
  const status = input.status ?? 'draft';
  const dates = statusDates(status, input.publishAt ?? null, null);
  const [row] = await ctx.tx
    .insert(posts)
    .values({
      title: input.title,
      slug,
      language: input.language,
      excerpt: input.excerpt ?? null,
      body,
      coverImage: input.coverImage ?? null,
      coverAlt: input.coverAlt ?? null,
      coverWidth: input.coverWidth ?? null,
      coverHeight: input.coverHeight ?? null,
      authorId: ctx.user.id,
      status,
      ...dates,
      seoTitle: input.seoTitle ?? null,
      seoDescription: input.seoDescription ?? null,
      previewToken: randomToken(24),
    })
    .returning({ id: posts.id });
  if (!row) throw new Error('post insert returned nothing');
  if (input.categoryIds) await setCategories(ctx, row.id, input.categoryIds);
  if (input.translationId) await setTranslation(ctx, row.id, input.language, input.translationId);
  if (status === 'scheduled' && dates.publishAt) queueAfterCommit(ctx, dates.publishAt);
  return row.id;
}

function queueAfterCommit(ctx: WriteContext, at: Date) {
  ctx.afterCommit(() => queuePublishing(ctx.app, at));
}

async function updatePost(ctx: WriteContext, before: PostEntity, input: UpdateInput) {
  const { categoryIds, translationId, body, publishAt, ...fields } = input;
  const language = input.language ?? before.language;
  const slug = input.slug ?? before.slug;
  if (input.slug !== undefined || input.language !== undefined) await assertSlugFree(ctx, language, slug, before.id);
  const status = input.status ?? before.status;
  // A post whose status and date stay as they are keeps its dates; a change of either is checked afresh.
  const statusChanged = (input.status !== undefined && input.status !== before.status) || publishAt !== undefined;
  const dates = statusChanged
    ? statusDates(status, publishAt !== undefined ? publishAt : before.publishAt, before.publishedAt)
    : null;
  const set = { ...fields, ...dates, ...(body !== undefined ? { body: cleanBody(body) } : {}) };
  if (Object.keys(set).length > 0) await ctx.tx.update(posts).set(set).where(eq(posts.id, before.id));
  if (categoryIds !== undefined) await setCategories(ctx, before.id, categoryIds);
  if (translationId !== undefined && translationId !== before.translationId) {
    await setTranslation(ctx, before.id, language, translationId);
  } else if (input.language !== undefined && input.language !== before.language && before.translationId) {
    // Two posts in one language are no longer each other's translation.
    await setTranslation(ctx, before.id, language, null);
  }
  if (dates && status === 'scheduled' && dates.publishAt) queueAfterCommit(ctx, dates.publishAt);
}

const POST_SEARCH = sql`lower(${posts.title})`;

export const postsResource = defineResource({
  name: 'posts',
  path: '/admin/posts',
  id: posts.id,
  schemas: { entity: postSchema, create: createPostSchema, update: updatePostSchema, filters: postFiltersSchema },
  access: POSTS_ACCESS,
  query: postRows,
  toEntities: toPosts,
  list: {
    search: POST_SEARCH,
    sort: {
      id: posts.id,
      title: POST_SEARCH,
      status: posts.status,
      publishedAt: posts.publishedAt,
      updatedAt: posts.updatedAt,
    },
    defaultSort: '-id',
    filters: {
      status: (status: PostStatus) => eq(posts.status, status),
      language: (language: PostLanguage) => eq(posts.language, language),
      categoryId: (categoryId: number) =>
        sql`exists (select 1 from ${postCategoryLinks} where ${postCategoryLinks.postId} = ${posts.id}
          and ${postCategoryLinks.categoryId} = ${categoryId})`,
    },
  },
  write: { create: createPost, update: updatePost },
  secretFields: ['previewToken'],
  revisions: { fields: POST_REVISION_FIELDS },
});
