// A second (or third) rate limit on one route. @fastify/rate-limit runs one limit per request (its route
// hook marks the request done), so extra limits use its createRateLimit() counter in a preHandler, after
// validation, when the key may come from the parsed body or the signed-in user. The counter is the plugin's
// store: in Redis with REDIS_URL (lib/rate-limit-store.ts), so these limits too hold across instances. There all
// extra limits share one namespace: each key starts with its limit's own name (`login:`, `reset:`, `form:`).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './http-error.ts';

export interface ExtraRateLimit {
  /** Requests allowed per window, before RATE_LIMIT_FACTOR (as route limits are scaled). */
  max: number;
  timeWindow: number;
  keyGenerator: (request: FastifyRequest) => string;
}

/** A preHandler that counts the request under its key and answers 429 with Retry-After once over `max`. */
export function extraRateLimit(app: FastifyInstance, options: ExtraRateLimit) {
  const check = app.createRateLimit({
    max: Math.ceil(options.max * app.config.RATE_LIMIT_FACTOR),
    timeWindow: options.timeWindow,
    keyGenerator: options.keyGenerator,
  });
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      const seconds = Math.max(1, result.ttlInSeconds);
      throw new HttpError(429, 'tooManyRequests', { seconds, retryAfter: seconds });
    }
  };
}
