// The landlord portal's per-listing analytics (issue 13 section 3). Landlords only; another account's listing
// answers 404 (ownership.ts).
import { listingAnalyticsSchema } from '@rentals/shared/resources/landlord-analytics';
import { idParam } from '@rentals/shared/resources/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caller, errorResponses } from '../../auth/auth.http.ts';
import { listingAnalytics } from './analytics.service.ts';

const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/landlord/listings/:id/analytics',
    {
      config: { access: { anyRole: ['Landlord'] } },
      schema: {
        tags: ['landlord-listings'],
        summary:
          "The listing's views, favourites and inquiries per UTC day over the last 90 days (oldest first, today " +
          'last, zeros filled in), their totals, and its conversion (inquiries per view) beside its city average',
        params: z.object({ id: idParam }),
        response: { 200: listingAnalyticsSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => listingAnalytics(app.db, caller(request), request.params.id),
  );
};

export default analyticsRoutes;
