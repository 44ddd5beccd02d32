// DATABASE_READ_URL, the public side (PostgreSQL only): search, map markers, autocomplete, city pages, rent
// trends, listing pages and their similar listings, the home page, sitemaps and the server-rendered pages read
// the replica (test/read-replica.ts tells how each answer shows where it was read); a listing page's view
// is counted on the primary, and a draft's private preview reads the primary.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../db/schema/index.ts';
import { checkoutsDuring, type ReplicaScenario, replicaScenario, TITLES } from '../test/read-replica.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

// A stand-in for the web app's server renderer (as server-render.test.ts builds it): the titles a page shows.
const RENDERER = `
export async function render(input) {
  const titles = [];
  const page = input.page;
  if (page.kind === 'home') titles.push(...(await input.load.home(input.locale)).newest.map((l) => l.title));
  if (page.kind === 'resolved' && page.resolved.type === 'search') {
    const results = await input.load.listings({ cityId: String(page.resolved.place.id) });
    titles.push(...results.listings.map((l) => l.title));
  }
  if (page.listing) titles.push(page.listing.listing.title);
  return { html: titles.map((title) => '<h3>' + title + '</h3>').join(''), state: '{}', modules: [] };
}
`;
const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>x</title></head><body><div id="root"></div></body></html>';

let s: ReplicaScenario;
let root: string;

beforeAll(async () => {
  if (!onPostgres) return;
  root = await mkdtemp(path.join(tmpdir(), 'rentals-replica-ssr-'));
  await mkdir(path.join(root, 'dist'));
  await mkdir(path.join(root, 'dist-ssr'));
  await writeFile(path.join(root, 'dist', 'index.html'), TEMPLATE);
  await writeFile(path.join(root, 'dist-ssr', 'entry-server.js'), RENDERER);
  s = await replicaScenario({ env: { WEB_DIST: path.join(root, 'dist') } });
});
afterAll(async () => {
  if (!onPostgres) return;
  await s.t.close();
  await rm(root, { recursive: true, force: true });
});

const get = (url: string) => s.t.app.inject({ method: 'GET', url });
const titlesOf = (cards: { title: string }[]) => cards.map((card) => card.title).sort();
/** What the replica shows in Lagtown: the first title and its own listing. */
const REPLICA_TITLES = [TITLES.replicaOnly, TITLES.shared].sort();
const cityPath = () => `/rentals/${s.place.province.slug}/${s.place.city.slug}`;
const pathOf = (listing: { id: number; slug: string }) => `${cityPath()}/${listing.slug}-${listing.id}`;
const viewsOfShared = async (db: ReplicaScenario['primary']) =>
  (await db.select({ n: listings.viewCount }).from(listings).where(eq(listings.id, s.listings.shared.id)))[0]?.n ?? -1;

/** `url` answers 200 while the replica's pool serves its queries and the primary's serves none. */
async function readsOnlyTheReplica(url: string) {
  let status = 0;
  const replica = await checkoutsDuring(s.pools.replica, async () => {
    const primary = await checkoutsDuring(s.pools.primary, async () => {
      status = (await get(url)).statusCode;
    });
    expect(primary, `${url} queried the primary`).toBe(0);
  });
  expect(status, url).toBe(200);
  expect(replica, `${url} did not query the replica`).toBeGreaterThan(0);
}

describe('public reads with DATABASE_READ_URL', () => {
  it.runIf(onPostgres)('every public search, page and sitemap route queries the replica alone', async () => {
    const { province, city } = s.place;
    const { lat, lng } = city;
    const bounds = `${lat + 0.1},${lng + 0.1},${lat - 0.1},${lng - 0.1}`;
    for (const url of [
      `/api/listings?cityId=${city.id}`,
      `/api/listings/${province.slug}/${city.slug}`,
      `/api/listings/rent-trends/${province.slug}/${city.slug}`,
      '/api/listings-autocomplete?q=Lagtow',
      '/api/listings-autocomplete-did-you-mean?q=Lagtwn',
      `/api/map-markers?bounds=${bounds}&zoom=14`,
      `/api/map-marker-info?key=l:${s.listings.replicaOnly.id}`,
      `/api/listing/${s.listings.replicaOnly.id}/photos`,
      `/api/similar-listings/${s.listings.shared.id}`,
      `/api/similar-offerings/${s.listings.shared.id}`,
      '/api/home',
      `/api/resolve?path=${encodeURIComponent(cityPath())}`,
      '/sitemap.xml',
      '/robots.txt',
    ]) {
      await readsOnlyTheReplica(url);
    }
  });

  it.runIf(onPostgres)('search, the city page and the map show what the replica holds', async () => {
    const search = await get(`/api/listings?cityId=${s.place.city.id}`);
    expect(titlesOf(search.json().listings)).toEqual(REPLICA_TITLES);
    const cityPage = await get(`/api/listings/${s.place.province.slug}/${s.place.city.slug}`);
    expect(titlesOf(cityPage.json().listings)).toEqual(REPLICA_TITLES);
    const info = await get(`/api/map-marker-info?key=l:${s.listings.replicaOnly.id}`);
    expect(titlesOf(info.json().listings)).toEqual([TITLES.replicaOnly]);
  });

  it.runIf(onPostgres)('a listing page reads the replica and counts its view on the primary', async () => {
    const { shared, primaryOnly, replicaOnly } = s.listings;
    const page = await get(`/api/listing/${shared.id}`);
    expect(page.json().listing.title).toBe(TITLES.shared);
    expect((await get(`/api/listing/${primaryOnly.id}`)).statusCode).toBe(404);
    expect((await get(`/api/listing/${replicaOnly.id}`)).statusCode).toBe(200);
    const similar = await get(`/api/similar-listings/${shared.id}`);
    expect(titlesOf(similar.json().listings)).toEqual([TITLES.replicaOnly]);

    expect(await viewsOfShared(s.primary)).toBe(1);
    expect(await viewsOfShared(s.replica)).toBe(0);
  });

  it.runIf(onPostgres)('the home page and the sitemap list the replica’s listings', async () => {
    const home = (await get('/api/home')).json();
    expect(titlesOf(home.newest)).toEqual(REPLICA_TITLES);
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain(pathOf(s.listings.replicaOnly));
    expect(sitemap).toContain(pathOf(s.listings.shared));
    expect(sitemap).not.toContain(`-${s.listings.primaryOnly.id}</loc>`);
  });

  it.runIf(onPostgres)(
    'server-rendered pages show the replica’s data; the listing page’s view goes to the primary',
    async () => {
      const city = await get(cityPath());
      expect(city.statusCode).toBe(200);
      for (const title of REPLICA_TITLES) expect(city.body).toContain(`<h3>${title}</h3>`);
      expect(city.body).not.toContain(TITLES.primaryOnly);
      expect(city.body).not.toContain(TITLES.renamed);

      const home = await get('/');
      for (const title of REPLICA_TITLES) expect(home.body).toContain(`<h3>${title}</h3>`);

      const listingPage = await get(pathOf(s.listings.replicaOnly));
      expect(listingPage.statusCode).toBe(200);
      expect(listingPage.body).toContain(`<h3>${TITLES.replicaOnly}</h3>`);
      expect((await get(pathOf(s.listings.primaryOnly))).statusCode).toBe(404);

      const before = await viewsOfShared(s.primary);
      const sharedPage = await get(pathOf(s.listings.shared));
      expect(sharedPage.body).toContain(`<h3>${TITLES.shared}</h3>`);
      expect(await viewsOfShared(s.primary)).toBe(before + 1);
      expect(await viewsOfShared(s.replica)).toBe(0);
    },
  );

  it.runIf(onPostgres)(
    'a draft’s private preview reads the primary: its author opens it right after saving',
    async () => {
      const admin = await s.t.loginAs('Site Administrator');
      const created = await s.t.call('POST', '/api/admin/posts', {
        headers: admin.headers,
        body: { language: 'en', title: 'Draft just saved', body: '<p>Hello.</p>' },
      });
      expect(created.statusCode).toBe(201);
      const post = (await s.t.call('GET', `/api/admin/posts/${created.json().id}`, { headers: admin.headers })).json();
      const preview = await get(`/api/resolve?path=${encodeURIComponent(`/blog/preview/${post.previewToken}`)}`);
      expect(preview.statusCode).toBe(200);
      expect(preview.json().post.title).toBe('Draft just saved');
    },
  );
});
