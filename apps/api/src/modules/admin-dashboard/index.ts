// GET /api/admin/dashboard: the back office's counts, what waits for someone and the latest audit events,
// each part only for a caller whose permissions open it (null otherwise).
import { adminDashboardSchema } from '@rentals/shared/resources/admin-dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { caller, errorResponses } from '../auth/auth.http.ts';
import { adminDashboard } from './dashboard.service.ts';

const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/dashboard',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['dashboard'],
        summary:
          'Counts of the last 7 and 30 days (kept a minute), open reports and the latest audit events; a part the caller may not see is null',
        response: { 200: adminDashboardSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return adminDashboard(app.db, caller(request));
    },
  );
};

export default adminDashboardRoutes;
