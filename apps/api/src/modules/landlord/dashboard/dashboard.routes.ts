// The landlord dashboard (issue 13 section 3, spec 3 and 9): account stats with the new-landlord indicator,
// and the activity feed. Landlords only, the caller's account only.
import {
  accountStatsSchema,
  activitiesQuerySchema,
  activitiesResponseSchema,
} from '@rentals/shared/resources/landlord-leads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { caller, errorResponses } from '../../auth/auth.http.ts';
import { accountStats, activities } from './dashboard.service.ts';

const tags = ['landlord-dashboard'];
const landlord = { access: { anyRole: ['Landlord'] } } as const;

const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/landlord/account-stats',
    {
      config: landlord,
      schema: {
        tags,
        summary:
          "The account's listings (not removed) and enabled (active) ones, the new-landlord indicator (fewer " +
          'than 5 listings) and its checklist; dailyCreditUsage (what the live listings cost a day) and ' +
          'numOfDaysLeft (the whole days the credits pay for at that rate; null when nothing is live)',
        response: { 200: accountStatsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => accountStats(app.db, caller(request)),
  );

  app.get(
    '/landlord/activities',
    {
      config: landlord,
      schema: {
        tags,
        summary: 'What happened in the account, newest first (leads received, replied, listings, photos, ...)',
        querystring: activitiesQuerySchema,
        response: { 200: activitiesResponseSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => activities(app.db, caller(request), request.query.page, request.query.perPage),
  );
};

export default dashboardRoutes;
