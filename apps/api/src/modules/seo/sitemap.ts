// /sitemap.xml and /robots.txt. The sitemap lists the search page, every city page with active listings and
// every active listing, with the cities index (/cities) after the search page. Past 50,000 URLs (the protocol's limit per file) it becomes a sitemap index of
// /sitemaps/cities.xml and /sitemaps/listings-<n>.xml, chunk n holding the ids ((n-1)·50,000, n·50,000];
// every listing file is streamed in keyset batches, so a million listings never sit in memory at once.
// Read from the replica when there is one (app.dbRead): crawlers may see a write a moment late.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { listingsPaths } from '@rentals/shared/resources/listings';
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { Queryable } from '../../db/client.ts';
import { cities, listings, provinces } from '../../db/schema/index.ts';
import { escapeHtml } from '../../lib/html.ts';
import { sendApiNotFound } from '../../plugins/app/errors.ts';
import { faqSitemapUrls } from '../faqs/faq-page.ts';
import { isActive } from '../listings/listing-detail.ts';
import { publishedPageUrls } from '../pages/page-resolver.ts';
import { CITIES_PATH } from '../places/cities-page.ts';
import { blogSitemapUrls } from '../posts/blog.ts';
import { originOf } from './page-meta.ts';
import { loadSeoSettings } from './seo-settings.ts';

/** The sitemap protocol's limit of URLs per file. */
export const SITEMAP_MAX_URLS = 50_000;
const BATCH = 5_000;
/** Crawlers fetch these rarely; an hour's staleness is harmless and spares the database. */
const CACHE_CONTROL = 'public, max-age=3600';

declare module 'fastify' {
  interface FastifyInstance {
    /** URLs per sitemap file; tests lower it to see the index without 50,001 listings. */
    sitemapOptions: { urlsPerFile: number };
  }
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_OPEN = `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`;
const URLSET_CLOSE = '</urlset>\n';

const urlEntry = (loc: string, lastmod?: Date) =>
  `<url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>\n`;

interface SitemapContext {
  db: Queryable;
  origin: string;
  permalink: string;
  /** URLs per file: the site setting sitemapUrlsPerFile, or less where app.sitemapOptions says so (tests). */
  perFile: number;
}

/** City pages that have at least one active listing. */
async function cityUrls({ db, origin, permalink }: SitemapContext): Promise<string[]> {
  const rows = await db
    .select({ provinceSlug: provinces.slug, citySlug: cities.slug })
    .from(cities)
    .innerJoin(provinces, eq(provinces.id, cities.provinceId))
    .where(sql`exists (select 1 from ${listings} where ${listings.cityId} = ${cities.id} and ${isActive})`)
    .orderBy(asc(provinces.slug), asc(cities.slug));
  return rows.map((r) => `${origin}${listingsPaths.city(permalink, r.provinceSlug, r.citySlug)}`);
}

/** The active listings with ids in (fromId, toId], by id, BATCH rows per query. */
async function* listingEntries({ db, origin, permalink }: SitemapContext, fromId: number, toId: number) {
  let after = fromId;
  for (;;) {
    const rows = await db
      .select({
        id: listings.id,
        slug: listings.slug,
        updatedAt: listings.updatedAt,
        citySlug: cities.slug,
        provinceSlug: provinces.slug,
      })
      .from(listings)
      .innerJoin(cities, eq(cities.id, listings.cityId))
      .innerJoin(provinces, eq(provinces.id, listings.provinceId))
      .where(and(isActive, gt(listings.id, after), lte(listings.id, toId)))
      .orderBy(asc(listings.id))
      .limit(BATCH);
    if (rows.length > 0) {
      yield rows
        .map((r) =>
          urlEntry(
            `${origin}${listingsPaths.listing(permalink, r.provinceSlug, r.citySlug, r.slug, r.id)}`,
            new Date(r.updatedAt),
          ),
        )
        .join('');
    }
    const last = rows.at(-1);
    if (rows.length < BATCH || !last) return;
    after = last.id;
  }
}

async function counts(db: Queryable) {
  const [row] = await db
    .select({
      active: sql<number>`count(*)`.mapWith(Number),
      maxId: sql<number | null>`max(${listings.id})`,
    })
    .from(listings)
    .where(isActive);
  return { active: row?.active ?? 0, maxId: Number(row?.maxId ?? 0) };
}

function sendXml(reply: FastifyReply, body: string | Readable) {
  return reply.type('application/xml; charset=utf-8').header('cache-control', CACHE_CONTROL).send(body);
}

export default fp(
  async function sitemap(app: FastifyInstance, options: { staticRoot?: string }) {
    app.decorate('sitemapOptions', { urlsPerFile: SITEMAP_MAX_URLS });

    async function contextOf(request: Parameters<typeof originOf>[0]): Promise<SitemapContext> {
      const settings = await loadSeoSettings(app.dbRead);
      return {
        db: app.dbRead,
        origin: originOf(request),
        permalink: settings.listingsPermalink,
        perFile: Math.min(app.sitemapOptions.urlsPerFile, settings.sitemapUrlsPerFile),
      };
    }

    /** A static file of the same name in the built app wins (and @fastify/static has already claimed it). */
    const servedStatically = (file: string) =>
      options.staticRoot !== undefined && existsSync(path.join(options.staticRoot, file));

    if (!servedStatically('sitemap.xml')) {
      app.get('/sitemap.xml', async (request, reply) => {
        const context = await contextOf(request);
        const perFile = context.perFile;
        const [cityList, { active, maxId }, faqList, blogList, pageList] = await Promise.all([
          cityUrls(context),
          counts(app.dbRead),
          faqSitemapUrls(app.dbRead, context.origin),
          blogSitemapUrls(app.dbRead, context.origin),
          publishedPageUrls(app.dbRead, context.origin),
        ]);

        if (2 + cityList.length + faqList.length + blogList.length + pageList.length + active <= perFile) {
          async function* all() {
            yield URLSET_OPEN;
            yield urlEntry(`${context.origin}${listingsPaths.all(context.permalink)}`);
            yield urlEntry(`${context.origin}${CITIES_PATH}`);
            yield cityList.map((loc) => urlEntry(loc)).join('');
            yield faqList.map((loc) => urlEntry(loc)).join('');
            yield blogList.map((entry) => urlEntry(entry.loc, entry.lastmod)).join('');
            yield pageList.map((entry) => urlEntry(entry.loc, entry.lastmod)).join('');
            yield* listingEntries(context, 0, maxId);
            yield URLSET_CLOSE;
          }
          return sendXml(reply, Readable.from(all()));
        }

        const files = ['cities.xml'];
        for (let n = 1; n <= Math.ceil(maxId / perFile); n++) files.push(`listings-${n}.xml`);
        const body = [
          XML_HEAD,
          '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n',
          ...files.map((file) => `<sitemap><loc>${escapeHtml(`${context.origin}/sitemaps/${file}`)}</loc></sitemap>\n`),
          '</sitemapindex>\n',
        ].join('');
        return sendXml(reply, body);
      });

      app.get('/sitemaps/:file', async (request, reply) => {
        const file = (request.params as { file: string }).file;
        const context = await contextOf(request);
        if (file === 'cities.xml') {
          const [cityList, faqList, blogList, pageList] = await Promise.all([
            cityUrls(context),
            faqSitemapUrls(app.dbRead, context.origin),
            blogSitemapUrls(app.dbRead, context.origin),
            publishedPageUrls(app.dbRead, context.origin),
          ]);
          const body = [
            URLSET_OPEN,
            urlEntry(`${context.origin}${listingsPaths.all(context.permalink)}`),
            urlEntry(`${context.origin}${CITIES_PATH}`),
            ...cityList.map((loc) => urlEntry(loc)),
            // The FAQ pages are few: they ride with the cities.
            ...faqList.map((loc) => urlEntry(loc)),
            // The blog's pages and posts too (hundreds, not millions).
            ...blogList.map((entry) => urlEntry(entry.loc, entry.lastmod)),
            // The published pages (a few dozen).
            ...pageList.map((entry) => urlEntry(entry.loc, entry.lastmod)),
            URLSET_CLOSE,
          ].join('');
          return sendXml(reply, body);
        }
        const chunk = Number(/^listings-(\d{1,6})\.xml$/.exec(file)?.[1]);
        const perFile = context.perFile;
        if (!Number.isInteger(chunk) || chunk < 1) return sendApiNotFound(request, reply);
        const { maxId } = await counts(app.dbRead);
        if (chunk > Math.ceil(maxId / perFile)) return sendApiNotFound(request, reply);
        async function* chunkFile() {
          yield URLSET_OPEN;
          yield* listingEntries(context, (chunk - 1) * perFile, chunk * perFile);
          yield URLSET_CLOSE;
        }
        return sendXml(reply, Readable.from(chunkFile()));
      });
    }

    if (!servedStatically('robots.txt')) {
      app.get('/robots.txt', async (request, reply) => {
        const origin = originOf(request);
        // The site setting robotsIndex off (a staging copy): nothing may be crawled.
        const { robotsIndex } = await loadSeoSettings(app.dbRead);
        const body = robotsIndex
          ? [
              'User-agent: *',
              'Allow: /',
              'Disallow: /admin',
              'Disallow: /portal',
              'Disallow: /support',
              'Disallow: /api',
              '',
              `Sitemap: ${origin}/sitemap.xml`,
              '',
            ].join('\n')
          : ['User-agent: *', 'Disallow: /', ''].join('\n');
        return reply.type('text/plain; charset=utf-8').header('cache-control', CACHE_CONTROL).send(body);
      });
    }
  },
  { name: 'sitemap' },
);
