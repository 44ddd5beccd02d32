import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

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
    async (_request, reply) => {
      const started = performance.now();
      try {
        await app.db.execute(sql`select 1`);
      } catch (err) {
        return reply.status(503).send({ status: 'error' as const, message: String(err) });
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
