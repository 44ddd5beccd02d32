// key-metrics: the key metrics screen's series and CSV, and the support dashboard's figures (issue 16 section
// 5). Every route is for the staff roles (STAFF_ACCESS). Registered in modules/index.ts.
import { keyMetricsQuerySchema, keyMetricsSchema, supportDashboardSchema } from '@rentals/shared/resources/key-metrics';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STAFF_ACCESS } from '../../lib/staff-access.ts';
import { errorResponses } from '../auth/auth.http.ts';
import { supportDashboard } from './dashboard.service.ts';
import { keyMetrics, metricsCsv } from './metrics.service.ts';

const tags = ['support'];
const config = { access: STAFF_ACCESS };

const keyMetricsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/support/key-metrics',
    {
      config,
      schema: {
        tags,
        summary:
          'New listings, active listings, inquiries, new landlords and renters, credits sold and revenue per day, week or month (UTC days, both ends included)',
        querystring: keyMetricsQuerySchema,
        response: { 200: keyMetricsSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => keyMetrics(app.db, request.query),
  );

  app.get(
    '/support/key-metrics/export.csv',
    {
      config,
      schema: {
        tags,
        summary: 'The key metrics as CSV, one row per day, week or month',
        querystring: keyMetricsQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { from, to, interval } = request.query;
      const csv = metricsCsv(await keyMetrics(app.db, request.query));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="key-metrics-${interval}-${from}-${to}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.get(
    '/support/dashboard',
    {
      config,
      schema: {
        tags,
        summary:
          "The support dashboard: open reports, reviews waiting, failing feeds, memberships ending within 7 days, today's key figures",
        response: { 200: supportDashboardSchema, ...errorResponses(401, 403) },
      },
    },
    async () => supportDashboard(app.db),
  );
};

export default keyMetricsRoutes;
