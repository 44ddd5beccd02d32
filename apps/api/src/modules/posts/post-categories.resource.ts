// Post categories in the back office (/admin/posts/categories; API /admin/post-categories): names and slugs in
// English and French, each slug unique in its language. The entity counts its posts, so the delete
// confirmation can say how many posts lose the category (their links go with it).
import {
  createPostCategorySchema,
  postCategorySchema,
  slugify,
  updatePostCategorySchema,
} from '@rentals/shared/resources/posts';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { postCategories, postCategoryLinks } from '../../db/schema/index.ts';
import { invalidFields } from '../../lib/http-error.ts';
import { defineResource, type WriteContext } from '../../lib/resources/index.ts';
import { POSTS_ACCESS } from './access.ts';

const categoryRows = (db: Queryable) =>
  db
    .select({
      id: postCategories.id,
      name: postCategories.name,
      nameFr: postCategories.nameFr,
      slug: postCategories.slug,
      slugFr: postCategories.slugFr,
      createdAt: postCategories.createdAt,
      postCount: sql<number>`(select count(*) from ${postCategoryLinks}
        where ${postCategoryLinks.categoryId} = ${postCategories.id})`.mapWith(Number),
    })
    .from(postCategories)
    .$dynamic();

type CategoryRow = Awaited<ReturnType<typeof categoryRows>>[number];

async function toCategories(_db: Queryable, rows: CategoryRow[]) {
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

export type PostCategoryEntity = Awaited<ReturnType<typeof toCategories>>[number];

async function assertSlugsFree(ctx: WriteContext, slugs: { slug?: string; slugFr?: string }, exceptId?: number) {
  for (const field of ['slug', 'slugFr'] as const) {
    const value = slugs[field];
    if (value === undefined) continue;
    const [taken] = await ctx.tx
      .select({ id: postCategories.id })
      .from(postCategories)
      .where(and(eq(postCategories[field], value), exceptId ? ne(postCategories.id, exceptId) : undefined))
      .limit(1);
    if (taken) throw invalidFields({ [field]: 'unique' });
  }
}

async function createCategory(ctx: WriteContext, input: z.output<typeof createPostCategorySchema>) {
  const slug = input.slug ?? slugify(input.name);
  const slugFr = input.slugFr ?? slugify(input.nameFr);
  if (!slug) throw invalidFields({ slug: 'required' });
  if (!slugFr) throw invalidFields({ slugFr: 'required' });
  await assertSlugsFree(ctx, { slug, slugFr });
  const [row] = await ctx.tx
    .insert(postCategories)
    .values({ name: input.name, nameFr: input.nameFr, slug, slugFr })
    .returning({ id: postCategories.id });
  if (!row) throw new Error('post category insert returned nothing');
  return row.id;
}

async function updateCategory(
  ctx: WriteContext,
  before: PostCategoryEntity,
  input: z.output<typeof updatePostCategorySchema>,
) {
  await assertSlugsFree(ctx, input, before.id);
  if (Object.keys(input).length === 0) return;
  await ctx.tx.update(postCategories).set(input).where(eq(postCategories.id, before.id));
}

const CATEGORY_NAMES = sql`lower(${postCategories.name} || ' ' || ${postCategories.nameFr})`;

export const postCategoriesResource = defineResource({
  name: 'post-categories',
  path: '/admin/post-categories',
  id: postCategories.id,
  schemas: { entity: postCategorySchema, create: createPostCategorySchema, update: updatePostCategorySchema },
  access: POSTS_ACCESS,
  query: categoryRows,
  toEntities: toCategories,
  list: {
    // A few dozen rows: no index needed.
    search: CATEGORY_NAMES,
    sort: { id: postCategories.id, name: sql`lower(${postCategories.name})` },
    defaultSort: 'name',
  },
  write: { create: createCategory, update: updateCategory },
});
