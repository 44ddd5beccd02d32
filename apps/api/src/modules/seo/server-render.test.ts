// The API's side of server rendering, with a stand-in renderer built next to the web dist the way `npm run
// build` places the real one (apps/web/dist-ssr/entry-server.js): what the renderer is given (the resolved
// page, the listing, the site data, loaders calling the services), where its answer goes in the page, and the
// HTTP around it (shared caching, ETag, compression). The real renderer's HTML is checked end to end
// (e2e/server-rendering.spec.ts).
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { createCompany, createListing, createPlace, type TestPlace } from '../../test/listing-factories.ts';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>Template title</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
    <noscript>This site needs JavaScript to run.</noscript>
  </body>
</html>
`;

// Writes what it was given into the page, asking for the first page of results on a search page like the
// real one does; a path containing "explode" fails to render. It counts its renders in globalThis.ssrRenders.
const RENDERER = `
export async function render(input) {
  globalThis.ssrRenders = (globalThis.ssrRenders ?? 0) + 1;
  if (input.url.includes('explode')) throw new Error('render failed');
  const parts = ['<main data-kind="' + input.page.kind + '">'];
  parts.push('<p class="site">' + input.site.settings.siteSettings.siteName + '</p>');
  if (input.page.kind === 'resolved' && input.page.resolved.type === 'search') {
    const results = await input.load.listings({ cityId: String(input.page.resolved.place.id) });
    for (const listing of results.listings) parts.push('<h3>' + listing.title + ' ' + listing.rent + '</h3>');
  }
  if (input.page.listing) parts.push('<p class="description">' + input.page.listing.listing.description + '</p>');
  parts.push('</main>');
  return {
    html: parts.join(''),
    state: JSON.stringify({ locale: input.locale, queries: { queries: [{ dataUpdatedAt: Date.now() }] } }),
    modules: input.page.kind === 'resolved' ? ['src/page.tsx'] : [],
  };
}
`;

const MANIFEST = {
  'index.html': { file: 'assets/index-abc123.js', isEntry: true, imports: ['_vendor.js'] },
  '_vendor.js': { file: 'assets/vendor-1.js' },
  'src/page.tsx': {
    file: 'assets/page-1.js',
    isDynamicEntry: true,
    imports: ['_vendor.js'],
    css: ['assets/page-1.css'],
  },
};

let t: TestApp;
let root: string;
let dist: string;
let place: TestPlace;
let listingPath: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'rentals-ssr-'));
  dist = path.join(root, 'dist');
  await mkdir(path.join(dist, '.vite'), { recursive: true });
  await mkdir(path.join(root, 'dist-ssr'));
  await writeFile(path.join(dist, 'index.html'), TEMPLATE);
  await writeFile(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  await writeFile(path.join(root, 'dist-ssr', 'entry-server.js'), RENDERER);
  t = await buildTestApp({ env: { WEB_DIST: dist } });
  place = await createPlace(t.db, { cityName: 'Renderville' });
  const company = await createCompany(t.db);
  for (const rent of [150_000, 160_000, 170_000]) {
    await createListing(t.db, place, {
      companyId: company.id,
      rent,
      title: `Loft at ${rent / 100} a month`,
      description: `A loft described at length ${'and with detail '.repeat(20)}`,
    });
  }
  const search = await t.app.inject({ method: 'GET', url: `/api/listings?cityId=${place.city.id}` });
  listingPath = search.json().listings[0].path;
});
afterAll(async () => {
  await t.close();
  await rm(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const cityPath = () => `/rentals/${place.province.slug}/renderville`;

describe('server-rendered public pages', () => {
  it('puts a city page’s listings, read through the search service, into the root with the state beside it', async () => {
    const res = await get(cityPath());
    expect(res.statusCode).toBe(200);
    const body = res.body;
    expect(body).toContain('<main data-kind="resolved">');
    expect(body).toContain('<p class="site">Rentals</p>');
    for (const rent of [150_000, 160_000, 170_000])
      expect(body).toContain(`<h3>Loft at ${rent / 100} a month ${rent}</h3>`);
    expect(body).toMatch(/<\/main><\/div>\s*<script type="application\/json" id="server-state">\{"locale":"en"/);
    // The page's stylesheet is in the head; its scripts, the entry's included, are the loader's to add.
    const head = body.slice(0, body.indexOf('</head>'));
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/page-1.css">');
    expect(head).not.toContain('<script type="module"');
    expect(head).not.toContain('modulepreload" crossorigin href');
    expect(head).toContain(
      '<script data-entry="/assets/index-abc123.js" data-preload="/assets/vendor-1.js /assets/page-1.js">',
    );
    expect(body).not.toContain('<noscript>');
  });

  it('lets the script loader run under the Content-Security-Policy, by its hash', async () => {
    const res = await get(cityPath());
    const loader = /<script data-entry="[^"]*" data-preload="[^"]*">([\s\S]*?)<\/script>/.exec(res.body)?.[1];
    expect(loader).toBeDefined();
    const hash = createHash('sha256')
      .update(loader ?? '')
      .digest('base64');
    const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(scriptSrc?.split(' ')).toEqual(["'self'", `'sha256-${hash}'`]);
  });

  it('keeps index.html as built for the pages the browser renders', async () => {
    const res = await get('/admin/dashboard');
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
    expect(res.body).not.toContain('data-entry=');
  });

  it('hands a listing page its listing, description included', async () => {
    const res = await get(listingPath);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<p class="description">A loft described at length and with detail');
  });

  it('renders the not-found page with 404 and the French pages in French', async () => {
    const missing = await get('/no-such-place-here');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<main data-kind="not-found">');
    const french = await get(`/fr${cityPath()}`);
    expect(french.body).toContain('<html lang="fr">');
    expect(french.body).toContain('{"locale":"fr"');
  });

  it('lets a shared cache keep the page, with no cookie, and answers 304 to its weak ETag', async () => {
    const first = await get(cityPath());
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    expect(first.headers['set-cookie']).toBeUndefined();
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    // Rendered again a moment later (other timestamps in the state), the page is the same.
    const again = await get(cityPath(), { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another page has another ETag.
    const other = await get(listingPath, { 'if-none-match': etag });
    expect(other.statusCode).toBe(200);
  });

  it('compresses the page with brotli when asked, else sends it as it is', async () => {
    const compressed = await t.app.inject({
      method: 'GET',
      url: cityPath(),
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toContain('<main data-kind="resolved">');
    const plain = await get(cityPath(), { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<main data-kind="resolved">');
  });

  it('serves the signed-in areas as built, never shared, and the app shell when rendering fails', async () => {
    const admin = await get('/admin/dashboard');
    expect(admin.headers['cache-control']).toBe('no-cache');
    expect(admin.body).toContain('<div id="root"></div>');
    const failed = await get(`${cityPath()}?explode=1`);
    expect(failed.statusCode).toBe(200);
    expect(failed.headers['cache-control']).toBe('no-cache');
    expect(failed.body).toContain('<div id="root"></div>');
  });
});

describe('the page cache (PAGE_CACHE_SECONDS)', () => {
  let cached: TestApp;
  let cityUrl: string;
  const renders = () => (globalThis as { ssrRenders?: number }).ssrRenders ?? 0;
  const fetchPage = (url: string) => cached.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    cached = await buildTestApp({ env: { WEB_DIST: dist, PAGE_CACHE_SECONDS: '30' } });
    const cachedPlace = await createPlace(cached.db, { cityName: 'Renderville' });
    cityUrl = `/rentals/${cachedPlace.province.slug}/renderville`;
  });
  afterAll(() => cached.close());

  it('renders a shared page once while it is kept, and afresh after a write through the API', async () => {
    const url = cityUrl;
    const before = renders();
    const first = await fetchPage(url);
    const second = await fetchPage(url);
    expect(first.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(renders()).toBe(before + 1);
    // Another address is another page.
    await fetchPage(`${url}?p=2`);
    expect(renders()).toBe(before + 2);

    // A successful write (here, signing up) drops every kept page.
    const csrf = await cached.csrf();
    const signUp = await cached.call('POST', '/api/register', {
      headers: csrf,
      body: {
        firstName: 'Page',
        lastName: 'Cache',
        email: `page.cache.${Date.now()}@example.test`,
        password: 'page-Cache-42',
        password_confirmation: 'page-Cache-42',
      },
    });
    expect(signUp.statusCode, signUp.body).toBeLessThan(400);
    await fetchPage(url);
    expect(renders()).toBe(before + 3);
  });

  it('never keeps a page that failed to render', async () => {
    const url = `${cityUrl}?explode=1`;
    const before = renders();
    await fetchPage(url);
    await fetchPage(url);
    expect(renders()).toBe(before + 2);
  });
});
