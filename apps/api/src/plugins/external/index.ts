// The well-kept plugins, loaded before ours: security headers, CORS, compression, cookies, rate limits, uploads,
// OpenAPI.
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { redisRateLimitStore } from '../../lib/rate-limit-store.ts';
import { SCRIPT_LOADER_SOURCE } from '../../modules/seo/page-assets.ts';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export default fp(async function external(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        // Map tiles come from the tile server named in site settings.
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        // The server-rendered pages' script loader is inline (modules/seo/page-assets.ts).
        'script-src': ["'self'", SCRIPT_LOADER_SOURCE],
        'style-src': ["'self'", "'unsafe-inline'"],
        'connect-src': ["'self'"],
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  if (app.config.CORS_ORIGIN) {
    await app.register(cors, { origin: app.config.CORS_ORIGIN.split(','), credentials: true });
  }
  // Every text answer over 1 KB, brotli first. Quality 4 keeps compressing a page cheap; the hashed assets
  // come precompressed at the highest level from the build (plugins/app/web.ts).
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(cookie);
  // Per-route limits are scaled by RATE_LIMIT_FACTOR (raised by the test suite). This hook must come
  // before the plugin's own, which copies each route's limit when the route is added.
  app.addHook('onRoute', (route) => {
    const limit = route.config?.rateLimit;
    if (limit && typeof limit === 'object' && typeof limit.max === 'number') {
      limit.max = Math.ceil(limit.max * app.config.RATE_LIMIT_FACTOR);
    }
  });
  // With REDIS_URL the counters are in Redis, shared by every instance (plugins/app/shared-state.ts comes first).
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => request.ip,
    ...(app.redis ? { store: redisRateLimitStore(app.redis, app.log) } : {}),
  });
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 20 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Rentals API', version: '1.0.0', description: 'Rental-listings marketplace API' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
});
