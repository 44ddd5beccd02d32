// Serves the built web app: static assets (precompressed at build: .br and .gz beside each), the sitemap and
// robots.txt, and the HTML of every other non-API path (history routing) with the page's meta written in by
// the server and, for the public pages, their content rendered on the server; a path nothing resolves is a 404.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendCompressed } from '../../lib/http/send-compressed.ts';
import { createPageRenderer, type PageRenderer } from '../../modules/seo/html-page.ts';
import { createPageAssets } from '../../modules/seo/page-assets.ts';
import { createPageCache } from '../../modules/seo/page-cache.ts';
import { loadServerRenderer } from '../../modules/seo/server-render.ts';
import sitemap from '../../modules/seo/sitemap.ts';
import { etagOf, matchesEtag } from '../../modules/site/site.routes.ts';
import { sendApiNotFound } from './errors.ts';

/**
 * Server-rendered pages are the same for everyone: a CDN may keep them a minute and serve a stale copy for
 * ten more while it asks again. Browsers revalidate (max-age=0) with the ETag.
 */
export const SHARED_HTML_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

const READS = new Set(['GET', 'HEAD']);

declare module 'fastify' {
  interface FastifyInstance {
    /** Drops the server-rendered pages kept by the page cache. */
    clearPageCache: () => void;
  }
}

export default fp(async function web(app: FastifyInstance) {
  const dist = app.config.WEB_DIST;
  const indexFile = path.join(dist, 'index.html');
  const hasWeb = existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        // Vite fingerprints everything under assets/: cache it for a year.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  await app.register(sitemap, { staticRoot: hasWeb ? dist : undefined });

  // The template and the renderer are read once; each page is composed around them.
  let renderer: Promise<PageRenderer> | null = null;
  const pageRenderer = async () =>
    createPageRenderer(await readFile(indexFile, 'utf8'), {
      renderer: await loadServerRenderer(dist),
      assets: createPageAssets(dist),
    });

  const pages = createPageCache(app.config.PAGE_CACHE_SECONDS * 1000, { bus: app.cacheBus });
  app.addHook('onClose', async () => pages.stop());
  // For changes no request makes (a scheduled post published by its job).
  app.decorate('clearPageCache', () => pages.clear());
  // A write through the API may change what a page shows: the next reader, on any instance, gets it rendered
  // afresh. The answer leaves once the write's invalidations (these and the handler's) are on the cache bus.
  app.addHook('onSend', async (request, reply) => {
    if (READS.has(request.method)) return;
    if (reply.statusCode < 400) pages.clear();
    await app.cacheBus.flush();
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith('/api') || !hasWeb || !READS.has(request.method)) {
      return sendApiNotFound(request, reply);
    }
    renderer ??= pageRenderer();
    const pageRendererReady = await renderer;
    const page = await pages.page(`${request.protocol}://${request.host}${request.url}`, () =>
      pageRendererReady.render(request),
    );
    if (page.location) return reply.redirect(page.location, 301);
    reply.status(page.status).type('text/html; charset=utf-8');
    const { body } = page;
    if (!page.shared) return sendCompressed(request, reply.header('cache-control', 'no-cache'), body);
    // Weak: the bytes sent differ by compression, the page does not.
    const etag = page.etag ?? `W/${etagOf(body)}`;
    reply.header('cache-control', SHARED_HTML_CACHE).header('etag', etag);
    if (page.status === 200 && matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return sendCompressed(request, reply, body);
  });
});
