import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '../../lib/messages.ts';
import { buildInfo } from '../../lib/operations/build-info.ts';
import { failedChecks, readinessChecks } from '../../lib/operations/readiness.ts';

/** The state of each report-only part (Redis), e.g. { redis: 'down' }; absent when there is none. */
const reportOnlyShape = { reportOnly: z.record(z.string(), z.enum(['up', 'down'])).optional() };

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['site'],
        response: {
          200: z.object({
            status: z.literal('ok'),
            version: z.string(),
            commit: z.string(),
            database: z.object({ engine: z.string(), ok: z.boolean(), latencyMs: z.number() }),
          }),
          503: z.object({ status: z.literal('error'), message: z.string() }),
        },
      },
    },
    async (request, reply) => {
      const started = performance.now();
      try {
        await app.db.execute(sql`select 1`);
      } catch (err) {
        // The detail (host names, users, driver messages) goes to the log, never to the caller.
        request.log.error({ err }, 'health check: the database did not answer');
        return reply
          .status(503)
          .send({ status: 'error' as const, message: translate('databaseUnavailable', request.locale) });
      }
      const latencyMs = Math.round((performance.now() - started) * 100) / 100;
      const { version, commit } = buildInfo(app.config.APP_COMMIT);
      return { status: 'ok' as const, version, commit, database: { engine: app.database.kind, ok: true, latencyMs } };
    },
  );

  // For the load balancer: may this instance take traffic? No while it drains (SIGTERM) or while a part it
  // needs (database, replica, storage) does not answer. Redis is report-only (the rate limits fail open without
  // it): its state is listed, it never fails readiness. /api/health only says the process is up.
  app.get(
    '/ready',
    {
      config: { access: 'public' },
      logLevel: 'warn',
      schema: {
        tags: ['site'],
        response: {
          200: z.object({ status: z.literal('ready'), checks: z.array(z.string()), ...reportOnlyShape }),
          503: z.object({
            status: z.enum(['draining', 'unavailable']),
            failed: z.array(z.string()),
            ...reportOnlyShape,
          }),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (app.operations.draining) return reply.status(503).send({ status: 'draining' as const, failed: [] });
      const checks = readinessChecks(app);
      const down = await failedChecks(checks, (name, err) =>
        request.log.error({ err, check: name }, 'readiness check failed'),
      );
      // Report-only parts (Redis) are listed with their state; only the others decide the status.
      const reported = checks.filter((c) => c.reportOnly);
      const state = reported.length
        ? {
            reportOnly: Object.fromEntries(
              reported.map((c) => [c.name, down.includes(c.name) ? ('down' as const) : ('up' as const)]),
            ),
          }
        : {};
      const failed = down.filter((name) => !reported.some((c) => c.name === name));
      if (failed.length) return reply.status(503).send({ status: 'unavailable' as const, failed, ...state });
      return { status: 'ready' as const, checks: checks.map((c) => c.name), ...state };
    },
  );

  // Sets the XSRF-TOKEN cookie (as every answer does when it is missing) without loading anything else.
  app.get('/csrf-cookie', { config: { access: 'public' }, schema: { tags: ['auth'] } }, async (_request, reply) =>
    reply.status(204).send(),
  );
};
export default healthRoutes;
