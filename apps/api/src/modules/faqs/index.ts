// FAQs (issue 15): the back office's resource (/api/admin/faqs), the categories in use for the form's
// suggestions, and the public page (faq-page.ts, resolved by seo/resolve.ts).

import { faqCategoriesResponseSchema } from '@rentals/shared/resources/faqs';
import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { faqs } from '../../db/schema/index.ts';
import { resourceRoutes } from '../../lib/resources/index.ts';
import { FAQS_ACCESS } from './access.ts';
import { faqsResource } from './faqs.resource.ts';

export const faqsResources = [faqsResource];

const faqsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/faqs/categories',
    {
      config: { access: FAQS_ACCESS.list ?? { permission: 'viewFaqs' } },
      schema: {
        tags: ['faqs'],
        summary: 'The FAQ categories in use, alphabetically (the form suggests them)',
        response: { 200: faqCategoriesResponseSchema },
      },
    },
    async () => {
      const rows = await app.db.selectDistinct({ category: faqs.category }).from(faqs).orderBy(asc(faqs.category));
      return { data: rows.map((row) => row.category) };
    },
  );
  for (const resource of faqsResources) await app.register(resourceRoutes(resource));
};

export default faqsRoutes;
