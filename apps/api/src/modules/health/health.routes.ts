import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '../../lib/messages.ts';

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
      return { status: 'ok' as const, database: { engine: app.database.kind, ok: true, latencyMs } };
    },
  );

  // Sets the XSRF-TOKEN cookie (as every answer does when it is missing) without loading anything else.
  app.get('/csrf-cookie', { config: { access: 'public' }, schema: { tags: ['auth'] } }, async (_request, reply) =>
    reply.status(204).send(),
  );
};
export default healthRoutes;
