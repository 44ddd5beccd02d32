// Frequently asked questions (issue 15): the back office's /admin/faqs and the public /faq page (and /fr/faq).
// One row per question in one language; the category is a short text (suggested from the existing ones), the
// position orders questions within their category. The answer is rich text, sanitised on save.
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.ts';

export const faqs = pgTable(
  'faqs',
  {
    id: id(),
    question: text().notNull(),
    /** Sanitised HTML (sanitizeRichText). */
    answer: text().notNull(),
    category: text().notNull(),
    position: integer().notNull().default(0),
    locale: text({ enum: ['en', 'fr'] }).notNull(),
    isPublished: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [
    // The public page and the list's default order: a language's questions by category, then position.
    index('faqs_locale_order_idx').on(t.locale, t.category, t.position, t.id),
    index('faqs_order_idx').on(t.category, t.position, t.id),
  ],
);
