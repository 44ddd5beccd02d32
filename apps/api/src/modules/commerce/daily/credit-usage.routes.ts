// The nightly credit charge (issue 14 section 4): its cron job, and GET landlord/credit-usage, what it took from
// the caller's company day by day and listing by listing (/portal/billing/usage). Landlords only, their own
// company's usage only.
import { creditUsageQuerySchema, creditUsageResponseSchema } from '@rentals/shared/resources/credit-usage';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { caller, errorResponses } from '../../auth/auth.http.ts';
import { LANDLORD_ONLY } from '../../landlord/listings/landlord-listings.resource.ts';
import { creditUsage } from './credit-usage.service.ts';
import { defineDailyCharge } from './daily-charge.job.ts';

const creditUsageRoutes: FastifyPluginAsyncZod = async (app) => {
  defineDailyCharge(app);

  app.get(
    '/landlord/credit-usage',
    {
      config: { access: LANDLORD_ONLY },
      schema: {
        tags: ['commerce'],
        summary:
          "What the nightly charge took from the caller's company between from and to (yyyy-mm-dd, UTC, both " +
          'included; default: the last 30 days, at most 366): per-day totals (credits, listings charged, featured ' +
          'ones) and per-listing rows (credits, days, featured days), most credits first, a page at a time',
        querystring: creditUsageQuerySchema,
        response: { 200: creditUsageResponseSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => creditUsage(app.db, caller(request).companyId, request.query),
  );
};

export default creditUsageRoutes;
