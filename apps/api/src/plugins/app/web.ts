// Serves the built web app: static assets, and index.html for every other non-API path (history routing).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendApiNotFound } from './errors.ts';

export default fp(async function web(app: FastifyInstance) {
  const dist = app.config.WEB_DIST;
  const indexFile = path.join(dist, 'index.html');
  const hasWeb = existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        // Vite fingerprints everything under assets/: cache it for a year.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  let indexHtml: string | null = null;

  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith('/api') || !hasWeb || !['GET', 'HEAD'].includes(request.method)) {
      return sendApiNotFound(request, reply);
    }
    indexHtml ??= await readFile(indexFile, 'utf8');
    return reply.type('text/html').header('cache-control', 'no-cache').send(indexHtml);
  });
});
