// What GET resolve answers for a public path (the server renders the same meta into the HTML). Apart from
// listings.ts, whose schemas the listing and search pages take: this union builds the CMS page, blog and FAQ
// schemas too.
import { z } from 'zod';
import { citiesIndexSchema } from './cities-index.ts';
import { faqPageSchema } from './faqs.ts';
import { listingCardSchema, pageMetaSchema, searchPlaceSchema } from './listings.ts';
import { publicPageSchema } from './pages.ts';
import { blogIndexSchema, blogPostSchema } from './posts.ts';

export const resolveResponseSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('search'), place: searchPlaceSchema, meta: pageMetaSchema }),
  z.object({ type: z.literal('listing'), listingId: z.number(), canonicalPath: z.string(), meta: pageMetaSchema }),
  z.object({ type: z.literal('favourites'), meta: pageMetaSchema }),
  /** An old path of a renamed place: go to `to` (no language prefix) instead, keeping the query. */
  z.object({ type: z.literal('redirect'), to: z.string() }),
  /** The FAQ page (/faq, /fr/faq): its language's published questions by category. */
  z.object({ type: z.literal('faq'), meta: pageMetaSchema, page: faqPageSchema }),
  /** The cities index (/cities, /fr/cities): the provinces with their cities that have live listings. */
  z.object({ type: z.literal('cities'), meta: pageMetaSchema, index: citiesIndexSchema }),
  /** A published page (resources/pages.ts) with the listing cards its layout shows. */
  z.object({
    type: z.literal('page'),
    meta: pageMetaSchema,
    page: publicPageSchema.extend({ listings: z.array(listingCardSchema) }),
  }),
  /** The blog's index or a category's page (resources/posts.ts). */
  z.object({ type: z.literal('blogIndex'), blog: blogIndexSchema, meta: pageMetaSchema }),
  /** A blog post (or a draft through its private preview link). */
  z.object({ type: z.literal('blogPost'), post: blogPostSchema, meta: pageMetaSchema }),
]);
export type ResolveResponse = z.infer<typeof resolveResponseSchema>;
