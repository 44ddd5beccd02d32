// GET resolve: what the SPA's catch-all route shows for a path (a search page, a listing, the favourites),
// with the page's meta. The HTML the server sends for the same path carries the same meta (html-page.ts).
import { resolveQuerySchema } from '@rentals/shared/resources/listings';
import { resolveResponseSchema } from '@rentals/shared/resources/resolve';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-error.ts';
import { errorResponses } from '../auth/auth.http.ts';
import { originOf } from './page-meta.ts';
import { pageReader, resolvePage, splitLanguage } from './resolve.ts';
import { loadSeoSettings } from './seo-settings.ts';

const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/resolve',
    {
      config: { access: 'public' },
      schema: {
        tags: ['seo'],
        summary: 'What a public path shows (search page, listing or favourites) and its meta; 404 when nothing',
        querystring: resolveQuerySchema,
        response: { 200: resolveResponseSchema, ...errorResponses(404, 422) },
      },
    },
    async (request) => {
      const { path, locale } = splitLanguage(request.query.path);
      const db = pageReader(app, path);
      const settings = await loadSeoSettings(db);
      const search = /\?[^#]*/.exec(request.query.path)?.[0] ?? '';
      const address = { origin: originOf(request), locale };
      const page = await resolvePage({ db, path, search, settings, address });
      if (!page) throw notFound();
      return page.response;
    },
  );
};

export default seoRoutes;
