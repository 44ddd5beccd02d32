// The public blog's reads: a page of published posts (all of a language, or one category's), one post by its
// slug or by its preview token, and the sitemap's URLs. A post is public while published and its
// published_at has come; the blog in each language lists that language's posts.
import type { Locale } from '@rentals/shared';
import {
  BLOG_PAGE_SIZE,
  type BlogIndex,
  type BlogPost,
  type BlogPostSummary,
  blogPaths,
} from '@rentals/shared/resources/posts';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { postCategories, postCategoryLinks, posts, users } from '../../db/schema/index.ts';
import { textOfRichText } from '../../lib/rich-text/index.ts';
import { absoluteUrl } from '../seo/page-meta.ts';

/** The condition of a public post (the statement's time decides, so a due post shows without a write). */
export const IS_PUBLIC: SQL = sql`${posts.status} = 'published' and ${posts.publishedAt} <= now()`;

const EXCERPT_CHARS = 220;

function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20)).trimEnd()}…`;
}

type Row = typeof posts.$inferSelect & { authorName: string | null };

const postColumns = {
  post: posts,
  authorName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
};

function summaryOf(row: Row): BlogPostSummary {
  return {
    id: row.id,
    title: row.title,
    path: blogPaths.post(row.slug),
    excerpt: row.excerpt || shorten(textOfRichText(row.body), EXCERPT_CHARS),
    publishedAt: (row.publishedAt ?? row.publishAt ?? row.updatedAt).toISOString(),
    coverImage: row.coverImage,
    coverAlt: row.coverAlt ?? '',
    coverWidth: row.coverWidth,
    coverHeight: row.coverHeight,
    author: row.authorName,
  };
}

const categoryName = (c: { name: string; nameFr: string }, locale: Locale) => (locale === 'fr' ? c.nameFr : c.name);
const categorySlug = (c: { slug: string; slugFr: string }, locale: Locale) => (locale === 'fr' ? c.slugFr : c.slug);

/** The categories (in the language) that have public posts of that language, by name. */
async function categoriesInUse(db: Queryable, locale: Locale) {
  const rows = await db
    .selectDistinct({
      name: postCategories.name,
      nameFr: postCategories.nameFr,
      slug: postCategories.slug,
      slugFr: postCategories.slugFr,
    })
    .from(postCategories)
    .innerJoin(postCategoryLinks, eq(postCategoryLinks.categoryId, postCategories.id))
    .innerJoin(posts, eq(posts.id, postCategoryLinks.postId))
    .where(and(IS_PUBLIC, eq(posts.language, locale)));
  return rows
    .map((c) => ({ name: categoryName(c, locale), path: blogPaths.category(categorySlug(c, locale)) }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}

export async function findCategory(db: Queryable, locale: Locale, slug: string) {
  const [category] = await db
    .select()
    .from(postCategories)
    .where(eq(locale === 'fr' ? postCategories.slugFr : postCategories.slug, slug));
  return category ?? null;
}

/** A page of the blog (or of one category); null past the last page. */
export async function loadBlogIndex(
  db: Queryable,
  locale: Locale,
  categoryId: number | null,
  page: number,
): Promise<Omit<BlogIndex, 'category'> | null> {
  const where = and(
    IS_PUBLIC,
    eq(posts.language, locale),
    categoryId === null
      ? undefined
      : sql`exists (select 1 from ${postCategoryLinks} where ${postCategoryLinks.postId} = ${posts.id}
          and ${postCategoryLinks.categoryId} = ${categoryId})`,
  );
  const [[count], rows, categories] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(posts)
      .where(where),
    db
      .select(postColumns)
      .from(posts)
      .leftJoin(users, eq(users.id, posts.authorId))
      .where(where)
      .orderBy(desc(posts.publishedAt), desc(posts.id))
      .limit(BLOG_PAGE_SIZE)
      .offset((page - 1) * BLOG_PAGE_SIZE),
    categoriesInUse(db, locale),
  ]);
  const pageCount = Math.max(1, Math.ceil((count?.n ?? 0) / BLOG_PAGE_SIZE));
  if (page > pageCount) return null;
  return {
    categories,
    posts: rows.map(({ post, authorName }) => summaryOf({ ...post, authorName })),
    page,
    pageCount,
  };
}

/** A public post of the language by slug, or any post by its preview token (drafts included). */
export async function loadBlogPost(
  db: Queryable,
  locale: Locale,
  by: { slug: string } | { previewToken: string },
): Promise<BlogPost | null> {
  const where =
    'slug' in by
      ? and(IS_PUBLIC, eq(posts.language, locale), eq(posts.slug, by.slug))
      : eq(posts.previewToken, by.previewToken);
  const [found] = await db.select(postColumns).from(posts).leftJoin(users, eq(users.id, posts.authorId)).where(where);
  if (!found) return null;
  const row = { ...found.post, authorName: found.authorName };
  const language = row.language;
  const [categories, [translation]] = await Promise.all([
    db
      .select({
        name: postCategories.name,
        nameFr: postCategories.nameFr,
        slug: postCategories.slug,
        slugFr: postCategories.slugFr,
      })
      .from(postCategoryLinks)
      .innerJoin(postCategories, eq(postCategories.id, postCategoryLinks.categoryId))
      .where(eq(postCategoryLinks.postId, row.id))
      .orderBy(asc(postCategories.name)),
    row.translationId === null
      ? []
      : db
          .select({ slug: posts.slug, title: posts.title, language: posts.language })
          .from(posts)
          .where(and(eq(posts.id, row.translationId), IS_PUBLIC)),
  ]);
  return {
    ...summaryOf(row),
    body: row.body,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    categories: categories.map((c) => ({
      name: categoryName(c, language),
      path: blogPaths.category(categorySlug(c, language)),
    })),
    translation: translation
      ? { language: translation.language, path: blogPaths.post(translation.slug), title: translation.title }
      : null,
    preview: !(row.status === 'published' && row.publishedAt !== null && row.publishedAt <= new Date()),
  };
}

/** The sitemap's blog URLs: each language's index, its categories with public posts, its public posts. */
export async function blogSitemapUrls(db: Queryable, origin: string): Promise<{ loc: string; lastmod?: Date }[]> {
  const [postRows, categoryRows] = await Promise.all([
    db
      .select({ slug: posts.slug, language: posts.language, updatedAt: posts.updatedAt })
      .from(posts)
      .where(IS_PUBLIC)
      .orderBy(asc(posts.language), desc(posts.publishedAt), desc(posts.id)),
    db
      .selectDistinct({ slug: postCategories.slug, slugFr: postCategories.slugFr, language: posts.language })
      .from(postCategories)
      .innerJoin(postCategoryLinks, eq(postCategoryLinks.categoryId, postCategories.id))
      .innerJoin(posts, eq(posts.id, postCategoryLinks.postId))
      .where(IS_PUBLIC),
  ]);
  const languages = [...new Set(postRows.map((p) => p.language))];
  const at = (locale: Locale, path: string) => absoluteUrl({ origin, locale }, path);
  return [
    ...languages.map((locale) => ({ loc: at(locale, blogPaths.index()) })),
    ...categoryRows.map((c) => ({ loc: at(c.language, blogPaths.category(categorySlug(c, c.language))) })),
    ...postRows.map((p) => ({ loc: at(p.language, blogPaths.post(p.slug)), lastmod: p.updatedAt })),
  ];
}
