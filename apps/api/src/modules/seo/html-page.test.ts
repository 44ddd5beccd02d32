// The HTML the server sends for public paths: the built app's index.html with the page's meta written in.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provinces } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { createCompany, createListing, createPlace, type TestPlace } from '../../test/listing-factories.ts';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="Template description." />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <title>Template title</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const ORIGIN = 'https://www.rentals.example';
let t: TestApp;
let webDir: string;
let place: TestPlace;

beforeAll(async () => {
  webDir = await mkdtemp(path.join(tmpdir(), 'rentals-web-'));
  await mkdir(path.join(webDir, 'assets'));
  await writeFile(path.join(webDir, 'index.html'), TEMPLATE);
  await writeFile(path.join(webDir, 'assets', 'index-abc123.js'), 'console.log("app");');
  t = await buildTestApp({ env: { WEB_DIST: webDir, APP_URL: `${ORIGIN}/` } });
  place = await createPlace(t.db, { cityName: 'Htmlton', lat: 43.7, lng: -79.4 });
});
afterAll(async () => {
  await t.close();
  await rm(webDir, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

const unescapeHtml = (value: string) =>
  value
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** The head's tags, read back. */
function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const attribute = (pattern: RegExp) => {
    const found = pattern.exec(head)?.[1];
    return found === undefined ? undefined : unescapeHtml(found);
  };
  const titles = [...head.matchAll(/<title>([\s\S]*?)<\/title>/g)].map((m) => unescapeHtml(m[1] ?? ''));
  const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(head)?.[1];
  return {
    head,
    titles,
    title: titles[0],
    description: attribute(/<meta name="description" content="([^"]*)">/),
    descriptions: head.match(/<meta name="description"/g)?.length ?? 0,
    canonical: attribute(/<link rel="canonical" href="([^"]*)">/),
    robots: attribute(/<meta name="robots" content="([^"]*)">/),
    og: (key: string) => attribute(new RegExp(`<meta property="${key.replace(/[:]/g, '\\:')}" content="([^"]*)">`)),
    twitterCard: attribute(/<meta name="twitter:card" content="([^"]*)">/),
    hreflang: (lang: string) => attribute(new RegExp(`<link rel="alternate" hreflang="${lang}" href="([^"]*)">`)),
    lang: /<html lang="([^"]+)"/.exec(html)?.[1],
    jsonLdText: jsonLd,
    jsonLd: jsonLd === undefined ? undefined : JSON.parse(jsonLd),
  };
}

describe('server-rendered meta', () => {
  it('writes a city page’s title, description, canonical URL and Open Graph tags', async () => {
    const res = await get(`/rentals/${place.province.slug}/htmlton`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const page = headOf(res.body);
    const url = `${ORIGIN}/rentals/${place.province.slug}/htmlton`;
    expect(page.titles).toEqual([`Apartments and houses for rent in Htmlton, ${place.province.code} | Rentals`]);
    expect(page.descriptions).toBe(1);
    expect(page.description).toContain('for rent in Htmlton');
    expect(res.body).not.toContain('Template');
    expect(page.canonical).toBe(url);
    expect(page.hreflang('en')).toBe(url);
    expect(page.hreflang('fr')).toBe(`${ORIGIN}/fr/rentals/${place.province.slug}/htmlton`);
    expect(page.og('og:title')).toBe(page.title);
    expect(page.og('og:description')).toBe(page.description);
    expect(page.og('og:url')).toBe(url);
    expect(page.og('og:type')).toBe('website');
    expect(page.og('og:site_name')).toBe('Rentals');
    expect(page.og('og:locale')).toBe('en_CA');
    expect(page.og('og:image')).toBeUndefined();
    expect(page.twitterCard).toBe('summary');
    expect(page.robots).toBeUndefined();
    expect(page.jsonLd).toBeUndefined();
    // The rest of the template is intact.
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('<meta name="viewport" content="width=device-width, initial-scale=1.0" />');
  });

  it('escapes a hostile listing title everywhere and writes parseable JSON-LD', async () => {
    const company = await createCompany(t.db, 'Acme "Rentals" & Co');
    const title = `Nice flat</title><script>alert("x")</script> & 'quotes'`;
    const listing = await createListing(t.db, place, {
      title,
      slug: 'nice-flat',
      description: 'Great place </script><script>alert(1)</script> <!-- ok',
      streetAddress: '12 "Quoted" <Rd>',
      unit: '4B',
      rent: 2_150_00,
      beds: 2,
      baths: 1.5,
      sqft: 900,
      amenities: ['balcony'],
      petPolicies: ['cats-allowed'],
      availableDate: '2030-05-01',
      companyId: company.id,
      photos: 2,
    });
    const canonicalPath = `/rentals/${place.province.slug}/htmlton/nice-flat-${listing.id}`;
    const res = await get(`/rentals/${place.province.slug}/htmlton/nice-flat-${listing.id}`);
    expect(res.statusCode).toBe(200);
    const page = headOf(res.body);
    // Nothing the listing says opens or closes an element.
    expect(page.head).not.toContain('<script>alert');
    expect(page.head).not.toContain('</title><script');
    expect(page.head.match(/<\/script>/g)).toHaveLength(2); // the app's module script and the JSON-LD
    expect(page.jsonLdText).not.toMatch(/[<>]/);

    expect(page.title).toBe(
      `2 bed apartment for rent at 12 "Quoted" <Rd>, Htmlton, ${place.province.code} – $2,150/month | Rentals`,
    );
    expect(page.og('og:type')).toBe('product');
    expect(page.og('og:image')).toBe(`${ORIGIN}/uploads/demo/photo-1-1600.webp`);
    expect(page.og('product:price:amount')).toBe('2150');
    expect(page.og('product:price:currency')).toBe('CAD');
    expect(page.twitterCard).toBe('summary_large_image');
    expect(page.canonical).toBe(`${ORIGIN}${canonicalPath}`);

    expect(page.jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Apartment',
      url: `${ORIGIN}${canonicalPath}`,
      name: title,
      description: expect.stringContaining('</script><script>alert(1)</script>'),
      image: [`${ORIGIN}/uploads/demo/photo-1-1600.webp`, `${ORIGIN}/uploads/demo/photo-2-1600.webp`],
      address: {
        '@type': 'PostalAddress',
        streetAddress: '12 "Quoted" <Rd>, Unit 4B',
        addressLocality: 'Htmlton',
        addressRegion: place.province.code,
        postalCode: 'M5V 1A1',
        addressCountry: 'CA',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 43.7, longitude: -79.4 },
      numberOfRooms: 2,
      numberOfBedrooms: 2,
      numberOfBathroomsTotal: 1.5,
      floorSize: { '@type': 'QuantitativeValue', value: 900, unitCode: 'FTK' },
      petsAllowed: true,
      amenityFeature: [{ '@type': 'LocationFeatureSpecification', name: 'Balcony', value: true }],
      offers: {
        '@type': 'Offer',
        price: 2150,
        priceCurrency: 'CAD',
        availability: 'https://schema.org/InStock',
        availabilityStarts: '2030-05-01',
        seller: { '@type': 'Organization', name: 'Acme "Rentals" & Co' },
      },
    });
  });

  it('prices US listings in USD and types houses as such', async () => {
    const us = await createPlace(t.db, { cityName: 'Usville', lat: 40.7, lng: -74 });
    await t.db.update(provinces).set({ country: 'US' }).where(eq(provinces.id, us.province.id));
    const house = await createListing(t.db, us, { slug: 'house', rentalType: 'house', rent: 3_000_50 });
    const page = headOf((await get(`/rentals/${us.province.slug}/usville/house-${house.id}`)).body);
    expect(page.jsonLd).toMatchObject({
      '@type': 'SingleFamilyResidence',
      address: { addressCountry: 'US' },
      offers: { price: 3000.5, priceCurrency: 'USD' },
    });
    expect(page.og('product:price:currency')).toBe('USD');
  });

  it('answers 404 with a "Page not found" shell for paths nothing resolves', async () => {
    for (const url of [
      '/no-such-page',
      '/rentals/nowhere/at-all',
      `/rentals/${place.province.slug}/htmlton/x-2147483000`,
      '/fr/nope',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      const page = headOf(res.body);
      expect(page.title).toMatch(/^(Page not found|Page introuvable) \| Rentals$/);
      expect(page.robots).toBe('noindex');
      expect(page.canonical).toBeUndefined();
      // The app still renders its own not-found page.
      expect(res.body).toContain('<div id="root"></div>');
    }
    const removed = await createListing(t.db, place, { status: 'removed', slug: 'gone' });
    expect((await get(`/rentals/${place.province.slug}/htmlton/gone-${removed.id}`)).statusCode).toBe(404);
  });

  it('gives the app’s own pages the site defaults, with 200, under / and /fr', async () => {
    const home = await get('/');
    expect(home.statusCode).toBe(200);
    expect(headOf(home.body)).toMatchObject({
      title: 'Rentals',
      description: 'Apartments, houses and condos for rent across Canada and the United States.',
      canonical: `${ORIGIN}/`,
      lang: 'en',
    });

    const login = await get('/login');
    expect(login.statusCode).toBe(200);
    expect(headOf(login.body)).toMatchObject({ title: 'Log in | Rentals', robots: 'noindex' });

    const frPrivacy = await get('/fr/privacy-policy');
    expect(frPrivacy.statusCode).toBe(200);
    expect(headOf(frPrivacy.body)).toMatchObject({
      title: 'Politique de confidentialité | Rentals',
      canonical: `${ORIGIN}/fr/privacy-policy`,
      lang: 'fr',
    });
    expect(headOf(frPrivacy.body).og('og:locale')).toBe('fr_CA');

    for (const url of [
      '/fr',
      '/fr/',
      '/terms-of-use',
      '/password-reset/some-secret-token',
      '/fr/password-reset/some-secret-token',
      '/landlord/register',
      '/landlord/verify',
      '/new-listings-alerts/unsubscribe/abc',
      '/claim-account/abc',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(headOf(res.body).titles, url).toHaveLength(1);
    }
    // A secret in the path is not repeated as a canonical or shared URL.
    const reset = await get('/password-reset/some-secret-token');
    expect(reset.body).not.toContain('some-secret-token');
    expect(headOf(reset.body).robots).toBe('noindex');
  });

  it('shows a saved site name on the next page (the pages keep the settings they read a minute)', async () => {
    expect(headOf((await get('/terms-of-use')).body).title).toBe('Terms of use | Rentals');
    const { headers } = await t.loginAs('Site Administrator');
    const save = (siteName: string) =>
      t.call('PATCH', '/api/admin/settings', { headers, body: { values: { siteName } } });
    expect((await save('Renamed Rentals')).statusCode).toBe(200);
    try {
      expect(headOf((await get('/terms-of-use')).body).title).toBe('Terms of use | Renamed Rentals');
    } finally {
      await save('Rentals');
    }
    expect(headOf((await get('/terms-of-use')).body).title).toBe('Terms of use | Rentals');
  });

  it('answers the French listing page in French with the /fr canonical URL', async () => {
    const listing = await createListing(t.db, place, { slug: 'appart' });
    const res = await get(`/fr/rentals/${place.province.slug}/htmlton/appart-${listing.id}/`);
    expect(res.statusCode).toBe(200);
    const page = headOf(res.body);
    expect(page.lang).toBe('fr');
    expect(page.title).toMatch(/^Appartement 2 ch\. à louer, /);
    expect(page.canonical).toBe(`${ORIGIN}/fr/rentals/${place.province.slug}/htmlton/appart-${listing.id}`);
  });

  it('keeps the favourites page out of search indexes', async () => {
    const res = await get('/rentals/favourites');
    expect(res.statusCode).toBe(200);
    const page = headOf(res.body);
    expect(page.title).toBe('My favourites | Rentals');
    expect(page.robots).toBe('noindex');
  });

  it('serves the signed-in areas as built, and leaves /api, assets and other methods as they were', async () => {
    for (const url of ['/admin/dashboard', '/portal', '/fr/support/dashboard']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toBe(TEMPLATE);
    }
    const api = await get('/api/nothing-here');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Not Found.' });
    const asset = await get('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const post = await t.app.inject({ method: 'POST', url: '/rentals' });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual({ message: 'Not Found.' });
    const head = await t.app.inject({ method: 'HEAD', url: '/no-such-page' });
    expect(head.statusCode).toBe(404);
  });

  it('resolve answers canonical URLs on APP_URL too', async () => {
    const res = await t.call('GET', `/api/resolve?path=${encodeURIComponent('/fr/rentals')}`);
    expect(res.json().meta.canonicalUrl).toBe(`${ORIGIN}/fr/rentals`);
  });
});
