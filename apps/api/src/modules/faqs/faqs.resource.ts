// FAQs in the back office (/admin/faqs): a declared resource. The answer is sanitised on every save (a required
// answer with nothing left once cleaned is a 422 naming it); the list is in the public page's order (category,
// then position) and filters by language, category and publication.
import {
  createFaqSchema,
  type FaqLocale,
  faqFiltersSchema,
  faqSchema,
  updateFaqSchema,
} from '@rentals/shared/resources/faqs';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { faqs } from '../../db/schema/index.ts';
import { invalidFields } from '../../lib/http-error.ts';
import { defineResource, type WriteContext } from '../../lib/resources/index.ts';
import { sanitizeRichText } from '../../lib/rich-text/index.ts';
import { FAQS_ACCESS } from './access.ts';

const faqRows = (db: Queryable) =>
  db
    .select({
      id: faqs.id,
      question: faqs.question,
      answer: faqs.answer,
      category: faqs.category,
      position: faqs.position,
      locale: faqs.locale,
      isPublished: faqs.isPublished,
      createdAt: faqs.createdAt,
      updatedAt: faqs.updatedAt,
    })
    .from(faqs)
    .$dynamic();

type FaqRow = Awaited<ReturnType<typeof faqRows>>[number];

async function toFaqs(_db: Queryable, rows: FaqRow[]) {
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export type FaqEntity = Awaited<ReturnType<typeof toFaqs>>[number];

type CreateInput = z.output<typeof createFaqSchema>;
type UpdateInput = z.output<typeof updateFaqSchema>;

/** The answer as stored: clean HTML, refused when cleaning leaves nothing. */
function cleanAnswer(answer: string): string {
  const clean = sanitizeRichText(answer);
  if (clean === '') throw invalidFields({ answer: 'required' });
  return clean;
}

async function createFaq(ctx: WriteContext, input: CreateInput) {
  const [row] = await ctx.tx
    .insert(faqs)
    .values({ ...input, answer: cleanAnswer(input.answer) })
    .returning({ id: faqs.id });
  if (!row) throw new Error('faq insert returned nothing');
  return row.id;
}

async function updateFaq(ctx: WriteContext, before: FaqEntity, input: UpdateInput) {
  if (Object.keys(input).length === 0) return;
  const values = input.answer === undefined ? input : { ...input, answer: cleanAnswer(input.answer) };
  await ctx.tx.update(faqs).set(values).where(eq(faqs.id, before.id));
}

/** The expression `q` searches: the question and the category (a few hundred rows at most: no index needed). */
const FAQ_TEXT = sql`lower(${faqs.question} || ' ' || ${faqs.category})`;

export const faqsResource = defineResource({
  name: 'faqs',
  path: '/admin/faqs',
  id: faqs.id,
  schemas: { entity: faqSchema, create: createFaqSchema, update: updateFaqSchema, filters: faqFiltersSchema },
  access: FAQS_ACCESS,
  query: faqRows,
  toEntities: toFaqs,
  list: {
    search: FAQ_TEXT,
    sort: {
      id: faqs.id,
      // The public page's order (faqs_order_idx).
      order: sql`${faqs.category}, ${faqs.position}`,
      question: sql`lower(${faqs.question})`,
      category: faqs.category,
      position: faqs.position,
      locale: faqs.locale,
      updatedAt: faqs.updatedAt,
    },
    defaultSort: 'order',
    filters: {
      locale: (locale: FaqLocale) => eq(faqs.locale, locale),
      category: (category: string) => eq(faqs.category, category),
      isPublished: (value: 'true' | 'false') => eq(faqs.isPublished, value === 'true'),
    },
  },
  write: { create: createFaq, update: updateFaq },
  revisions: { fields: ['question', 'answer'] },
});
