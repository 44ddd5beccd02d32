// The blog (issue 15 section 1): posts in English or French (each may link to its translation), their
// categories (named in both languages) and the links between them. A post is public while published and its
// published_at has come; a scheduled one is published by a job at publish_at.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.ts';
import { users } from './users.ts';

export const POST_STATUS_VALUES = ['draft', 'scheduled', 'published', 'archived'] as const;

export const posts = pgTable(
  'posts',
  {
    id: id(),
    title: text().notNull(),
    slug: text().notNull(),
    language: text({ enum: ['en', 'fr'] }).notNull(),
    /** The same post in the other language; set on both posts. */
    translationId: integer().references((): AnyPgColumn => posts.id, { onDelete: 'set null' }),
    excerpt: text(),
    /** Sanitised HTML (lib/rich-text) as saved. */
    body: text().notNull(),
    coverImage: text(),
    coverAlt: text(),
    coverWidth: integer(),
    coverHeight: integer(),
    authorId: integer().references(() => users.id, { onDelete: 'set null' }),
    status: text({ enum: POST_STATUS_VALUES }).notNull().default('draft'),
    publishAt: timestamp({ withTimezone: true }),
    publishedAt: timestamp({ withTimezone: true }),
    seoTitle: text(),
    seoDescription: text(),
    /** The private preview link's secret (crypto random). */
    previewToken: text().notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('posts_language_slug_unique').on(t.language, t.slug),
    uniqueIndex('posts_preview_token_unique').on(t.previewToken),
    // The public blog: published posts of a language, newest first.
    index('posts_public_idx').on(t.language, t.publishedAt.desc(), t.id.desc()).where(sql`${t.status} = 'published'`),
    // The scheduled-publishing job: what is due.
    index('posts_scheduled_idx').on(t.publishAt).where(sql`${t.status} = 'scheduled'`),
    index('posts_status_idx').on(t.status, t.id),
    index('posts_title_lower_idx').on(sql`lower(${t.title})`),
  ],
);

export const postCategories = pgTable(
  'post_categories',
  {
    id: id(),
    name: text().notNull(),
    nameFr: text().notNull(),
    slug: text().notNull(),
    slugFr: text().notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('post_categories_slug_unique').on(t.slug),
    uniqueIndex('post_categories_slug_fr_unique').on(t.slugFr),
  ],
);

export const postCategoryLinks = pgTable(
  'post_category_links',
  {
    postId: integer()
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    categoryId: integer()
      .notNull()
      .references(() => postCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.categoryId] }),
    index('post_category_links_category_idx').on(t.categoryId),
  ],
);
