// The renter profile (spec 2 /admin/renter-profile, spec 7 PATCH renter-profile): read with defaults for a
// renter who never saved one, and saved field by field. Needs viewMyInquiries, like the page.
import { renterProfileResponseSchema, updateRenterProfileSchema } from '@rentals/shared/resources/renter-profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { caller, errorResponses } from '../auth/auth.http.ts';
import { loadRenterProfile, updateRenterProfile } from './renter-profile.service.ts';

const tags = ['renter-profile'];
const mine = { access: { permission: 'viewMyInquiries' } } as const;

const renterProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/renter-profile',
    {
      config: mine,
      schema: {
        tags,
        summary: "The caller's renter profile (defaults when never saved); budgets in whole dollars",
        response: { 200: renterProfileResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ profile: await loadRenterProfile(app.db, caller(request).id) }),
  );

  app.patch(
    '/renter-profile',
    {
      config: mine,
      schema: {
        tags,
        summary:
          'Save any of: moveInDate, budgetMin/budgetMax (whole dollars, min <= max), householdSize (1-20), pets, ' +
          'preferredCityIds, contactMethods (at least one), priceDropAlerts, emailAlertsEnabled (false ' +
          'unsubscribes from alert emails), seenRecommendedIntro. null clears a value',
        body: updateRenterProfileSchema,
        response: { 200: renterProfileResponseSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => ({ profile: await updateRenterProfile(app.db, caller(request).id, request.body) }),
  );
};

export default renterProfileRoutes;
