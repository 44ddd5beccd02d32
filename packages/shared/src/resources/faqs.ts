// Frequently asked questions (issue 15): the back office's resource (/admin/faqs: viewFaqs to read, createFaqs
// to create, modifyFaqs to change and delete) and the public FAQ page (/faq, /fr/faq) that GET resolve answers.
// The answer is rich text: the API sanitises it on save, so what is stored and served is clean HTML.
import { z } from 'zod';
import { text } from '../fields.ts';

export const FAQ_QUESTION_MAX = 300;
export const FAQ_CATEGORY_MAX = 80;
/** Characters of HTML an answer may hold before sanitising. */
export const FAQ_ANSWER_MAX = 20_000;
export const FAQ_POSITION_MAX = 10_000;
export const FAQ_LOCALES = ['en', 'fr'] as const;
export type FaqLocale = (typeof FAQ_LOCALES)[number];

const faqFields = {
  question: text().trim().min(1).max(FAQ_QUESTION_MAX),
  answer: text().trim().min(1).max(FAQ_ANSWER_MAX),
  category: text().trim().min(1).max(FAQ_CATEGORY_MAX),
  /** Order within the category: lowest first. */
  position: z.number().int().min(0).max(FAQ_POSITION_MAX),
  locale: z.enum(FAQ_LOCALES),
  /** Unpublished questions never reach the public page. */
  isPublished: z.boolean(),
};

/** POST /api/admin/faqs: the question, answer, category and language are required. */
export const createFaqSchema = z
  .object({
    question: faqFields.question,
    answer: faqFields.answer,
    category: faqFields.category,
    locale: faqFields.locale,
    position: faqFields.position.optional(),
    isPublished: faqFields.isPublished.optional(),
  })
  .strict();
export type CreateFaqInput = z.input<typeof createFaqSchema>;

/** PATCH /api/admin/faqs/{id}: only the fields sent change. */
export const updateFaqSchema = z.object(faqFields).partial().strict();
export type UpdateFaqInput = z.input<typeof updateFaqSchema>;

/** The web form's check (every field present). */
export const faqFormSchema = z.object(faqFields).strict();

/** A row of /admin/faqs, and the show and edit pages' record. */
export const faqSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  answer: z.string(),
  category: z.string(),
  position: z.number().int(),
  locale: z.enum(FAQ_LOCALES),
  isPublished: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Faq = z.infer<typeof faqSchema>;

/** GET /api/admin/faqs filters. */
export const faqFiltersSchema = z.object({
  locale: z.enum(FAQ_LOCALES).optional(),
  category: z.string().max(FAQ_CATEGORY_MAX).optional(),
  isPublished: z.enum(['true', 'false']).optional(),
});

/** GET /api/admin/faqs/categories: the categories in use, for the form's suggestions. */
export const faqCategoriesResponseSchema = z.object({ data: z.array(z.string()) });

/** The public FAQ page's content: its language's published questions, grouped by category. */
export const faqPageSchema = z.object({
  categories: z.array(
    z.object({
      name: z.string(),
      questions: z.array(z.object({ id: z.number().int(), question: z.string(), answer: z.string() })),
    }),
  ),
});
export type FaqPage = z.infer<typeof faqPageSchema>;
