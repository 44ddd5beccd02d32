import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { createListing, createPlace, type TestPlace } from '../../test/listing-factories.ts';
import { SITEMAP_MAX_URLS } from './sitemap.ts';

const ORIGIN = 'https://rentals.example';
let t: TestApp;
let toronto: TestPlace;
let activeUrls: string[];

beforeAll(async () => {
  t = await buildTestApp({ env: { APP_URL: ORIGIN } });
  toronto = await createPlace(t.db, { cityName: 'Sitemap City' });
  const quiet = await createPlace(t.db, { cityName: 'Quiet Town' });
  activeUrls = [];
  for (let i = 0; i < 7; i++) {
    const listing = await createListing(t.db, toronto, {
      slug: `unit-${i}`,
      updatedAt: new Date(Date.UTC(2025, 2, i + 1)),
    });
    activeUrls.push(`${ORIGIN}/rentals/${toronto.province.slug}/sitemap-city/unit-${i}-${listing.id}`);
    // Interleaved ids that must never appear.
    await createListing(t.db, toronto, { slug: `hidden-${i}`, status: i % 2 ? 'removed' : 'draft' });
  }
  // A city whose only listing is not active has no page in the sitemap.
  await createListing(t.db, quiet, { status: 'paused' });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

/** Enough of a well-formedness check for these flat documents: one root, every element closed. */
function expectWellFormed(xml: string, root: 'urlset' | 'sitemapindex') {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  expect(xml).toContain(`<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`);
  expect(xml.trimEnd().endsWith(`</${root}>`)).toBe(true);
  for (const element of ['url', 'sitemap', 'loc', 'lastmod']) {
    expect(xml.split(`<${element}>`).length, element).toBe(xml.split(`</${element}>`).length);
  }
}

describe('GET /sitemap.xml', () => {
  it('lists the search page, the cities index (/cities), cities with active listings and every active listing, with lastmod', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expectWellFormed(res.body, 'urlset');
    expect(locs(res.body)).toEqual([
      `${ORIGIN}/rentals`,
      `${ORIGIN}/cities`,
      `${ORIGIN}/rentals/${toronto.province.slug}/sitemap-city`,
      ...activeUrls,
    ]);
    expect(res.body).toContain(`<url><loc>${activeUrls[2]}</loc><lastmod>2025-03-03T00:00:00.000Z</lastmod></url>`);
    expect(res.body).not.toContain('hidden');
    expect(res.body).not.toContain('quiet-town');
  });

  it('becomes an index of city and listing files past the per-file limit', async () => {
    expect(t.app.sitemapOptions.urlsPerFile).toBe(SITEMAP_MAX_URLS);
    t.app.sitemapOptions.urlsPerFile = 4;
    try {
      const index = await get('/sitemap.xml');
      expect(index.statusCode).toBe(200);
      expectWellFormed(index.body, 'sitemapindex');
      const files = locs(index.body);
      expect(files[0]).toBe(`${ORIGIN}/sitemaps/cities.xml`);
      expect(
        files.slice(1).every((f) => /^https:\/\/rentals\.example\/sitemaps\/listings-\d+\.xml$/.test(f ?? '')),
      ).toBe(true);

      const cities = await get('/sitemaps/cities.xml');
      expectWellFormed(cities.body, 'urlset');
      expect(locs(cities.body)).toEqual([
        `${ORIGIN}/rentals`,
        `${ORIGIN}/cities`,
        `${ORIGIN}/rentals/${toronto.province.slug}/sitemap-city`,
      ]);

      const listed: (string | undefined)[] = [];
      for (const file of files.slice(1)) {
        const res = await get(new URL(file ?? '').pathname);
        expect(res.statusCode, file).toBe(200);
        expectWellFormed(res.body, 'urlset');
        const urls = locs(res.body);
        expect(urls.length).toBeLessThanOrEqual(4);
        listed.push(...urls);
      }
      expect(listed).toEqual(activeUrls);
      // Past the last chunk, or not a sitemap name: 404.
      expect((await get(`/sitemaps/listings-${files.length}.xml`)).statusCode).toBe(404);
      for (const bad of ['listings-0.xml', 'listings-x.xml', 'other.xml']) {
        expect((await get(`/sitemaps/${bad}`)).statusCode, bad).toBe(404);
      }
    } finally {
      t.app.sitemapOptions.urlsPerFile = SITEMAP_MAX_URLS;
    }
  });
});

describe('GET /robots.txt', () => {
  it('allows everything but the signed-in areas and the API, and points to the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /portal',
        'Disallow: /support',
        'Disallow: /api',
        `Sitemap: ${ORIGIN}/sitemap.xml`,
      ]),
    );
  });
});
