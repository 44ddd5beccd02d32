// Pages and page types (issue 15 section 2). A type names the layout its pages are rendered with and the extra
// fields they fill in (kept as jsonb on the type: a handful of fields, always read whole); a page keeps its
// values by field key, so a field removed from its type leaves the value stored, unused.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.ts';

export const PAGE_LAYOUT_VALUES = ['plain', 'landing', 'city-guide'] as const;
export const PAGE_STATUS_VALUES = ['draft', 'scheduled', 'published', 'archived'] as const;

export interface StoredPageTypeField {
  key: string;
  label: string;
  labelFr: string;
  kind: 'text' | 'textarea' | 'image' | 'city' | 'richText' | 'form';
  required: boolean;
}

export const pageTypes = pgTable(
  'page_types',
  {
    id: id(),
    /** What menu items name (spec 3 pageType): "city-guide". */
    key: text().notNull(),
    name: text().notNull(),
    nameFr: text().notNull(),
    layout: text({ enum: PAGE_LAYOUT_VALUES }).notNull(),
    fields: jsonb().$type<StoredPageTypeField[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [uniqueIndex('page_types_key_unique').on(t.key)],
);

export const pages = pgTable(
  'pages',
  {
    id: id(),
    title: text().notNull(),
    /** Without language prefix: "/about-us". */
    path: text().notNull(),
    language: text({ enum: ['en', 'fr'] }).notNull(),
    pageTypeId: integer()
      .notNull()
      .references(() => pageTypes.id, { onDelete: 'restrict' }),
    /** Sanitised HTML (lib/rich-text) as saved. */
    body: text().notNull(),
    /** The type's extra fields by key (rich text sanitised, cities as ids, images as /uploads URLs). */
    fieldValues: jsonb().$type<Record<string, string | number | null>>().notNull().default({}),
    seoTitle: text(),
    seoDescription: text(),
    status: text({ enum: PAGE_STATUS_VALUES }).notNull().default('draft'),
    /** When a scheduled page goes public (modules/publishing). */
    publishAt: timestamp({ withTimezone: true }),
    /** When it was first published. */
    publishedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    // The resolver's lookup and the 422 on a path taken in the same language.
    uniqueIndex('pages_language_path_unique').on(t.language, t.path),
    index('pages_page_type_idx').on(t.pageTypeId),
    index('pages_status_idx').on(t.status, t.id),
    index('pages_title_lower_idx').on(sql`lower(${t.title})`),
  ],
);
