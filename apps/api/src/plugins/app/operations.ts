// Operations (issue 17): request ids on answers and on the work a request causes, the draining state of a
// graceful shutdown (src/server.ts, lib/operations/graceful-shutdown.ts), and Prometheus metrics at /metrics.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import { unauthenticated } from '../../lib/http-error.ts';
import { buildInfo } from '../../lib/operations/build-info.ts';
import { type AppMetrics, createMetrics } from '../../lib/operations/metrics.ts';
import { runWithRequestContext } from '../../lib/operations/request-context.ts';
import { sendApiNotFound } from './errors.ts';

export interface Operations {
  /** True once shutdown has begun: /api/ready answers 503 and every answer closes its connection. */
  draining: boolean;
  /** This app's metrics; null when METRICS_TOKEN is unset (nothing is measured then). */
  readonly metrics: AppMetrics | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    operations: Operations;
  }
}

export const METRICS_PATH = '/metrics';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Equal digests compare in constant time whatever the lengths of the two values. */
export function sameToken(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

export default fp(
  async function operations(app: FastifyInstance) {
    const token = app.config.METRICS_TOKEN;
    const metrics = token ? createMetrics(app, buildInfo(app.config.APP_COMMIT)) : null;
    app.decorate<Operations>('operations', { draining: false, metrics });

    // The request id travels with the async work the request starts (jobs, emails). Entered again before the
    // handler: the body is parsed in the socket's callbacks, outside what onRequest entered.
    const enter = (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) =>
      runWithRequestContext({ requestId: request.id, kind: 'request' }, done);
    app.addHook('onRequest', enter);
    app.addHook('preHandler', enter);

    app.addHook('onSend', async (request, reply) => {
      reply.header('x-request-id', request.id);
      // While draining, keep-alive clients open their next request elsewhere (the load balancer's other instances).
      if (app.operations.draining) reply.header('connection', 'close');
    });

    if (metrics) {
      app.addHook('onResponse', async (request, reply) => {
        metrics.observeRequest(
          { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: reply.statusCode },
          reply.elapsedTime / 1000,
        );
      });
    }

    app.get(METRICS_PATH, { logLevel: 'warn', schema: { hide: true } }, async (request, reply) => {
      if (!token || !metrics) return sendApiNotFound(request, reply);
      const header = request.headers.authorization ?? '';
      const given = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
      if (!given || !sameToken(given, token)) throw unauthenticated();
      const body = await metrics.registry.metrics();
      return reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store').send(body);
    });
  },
  { name: 'operations' },
);
