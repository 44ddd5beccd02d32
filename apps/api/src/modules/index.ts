// Every feature's routes, mounted under /api. A new feature adds one line here.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import authRoutes from './auth/auth.routes.ts';
import emailAlertsRoutes from './email-alerts/email-alerts.routes.ts';
import healthRoutes from './health/health.routes.ts';
import inquiriesRoutes from './inquiries/inquiries.routes.ts';
import listingsRoutes from './listings/listings.routes.ts';
import pointsOfInterestRoutes from './points-of-interest/points-of-interest.routes.ts';
import renterListingsRoutes from './renter-listings/renter-listings.routes.ts';
import renterProfileRoutes from './renter-profile/renter-profile.routes.ts';
import searchRoutes from './search/search.routes.ts';
import seoRoutes from './seo/seo.routes.ts';
import siteRoutes from './site/site.routes.ts';
import usersRoutes from './users/users.routes.ts';

export const apiModules: FastifyPluginAsyncZod[] = [
  healthRoutes,
  authRoutes,
  usersRoutes,
  siteRoutes,
  searchRoutes,
  listingsRoutes,
  renterListingsRoutes,
  inquiriesRoutes,
  renterProfileRoutes,
  emailAlertsRoutes,
  pointsOfInterestRoutes,
  seoRoutes,
];
