// Serves the built web app: static assets, the sitemap and robots.txt, and index.html for every other non-API
// path (history routing) with the page's meta written in by the server; a path nothing resolves is a 404.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPageRenderer, type PageRenderer } from '../../modules/seo/html-page.ts';
import sitemap from '../../modules/seo/sitemap.ts';
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
  await app.register(sitemap, { staticRoot: hasWeb ? dist : undefined });

  // The template is read once; each page's head is composed around it.
  let renderer: PageRenderer | null = null;

  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith('/api') || !hasWeb || !['GET', 'HEAD'].includes(request.method)) {
      return sendApiNotFound(request, reply);
    }
    renderer ??= createPageRenderer(await readFile(indexFile, 'utf8'));
    const page = await renderer.render(request);
    return reply.status(page.status).type('text/html').header('cache-control', 'no-cache').send(page.html);
  });
});
