// GET home: the home page's blocks (issue 12 section 3). Public and the same for everyone, so shared caches
// may keep it a minute, like the server does. Read from the replica when there is one (app.dbRead).
import { homePageResponseSchema, homeQuerySchema } from '@rentals/shared/resources/home';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../auth/auth.http.ts';
import { loadHomePage } from './home.service.ts';

const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/home',
    {
      config: { access: 'public' },
      schema: {
        tags: ['home'],
        summary:
          'The home page: popular cities with their listing counts, featured and newest listings, provinces and ' +
          "states with their search paths, the biggest city's median rents by bedrooms; in `locale` (else " +
          'Accept-Language); cached a minute',
        querystring: homeQuerySchema,
        response: { 200: homePageResponseSchema, ...errorResponses(422) },
      },
    },
    async (request, reply) => {
      const locale = request.query.locale ?? request.locale;
      reply.header('cache-control', 'public, max-age=60').header('vary', 'Accept-Language');
      return loadHomePage(app.dbRead, { locale });
    },
  );
};

export default homeRoutes;
