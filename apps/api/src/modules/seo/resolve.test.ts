import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteSettings } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { createListing, createPlace, type TestPlace } from '../../test/listing-factories.ts';
import { refreshListingCityStats } from '../search/city-stats.ts';
import { splitLanguage } from './resolve.ts';

let t: TestApp;
let place: TestPlace;
const host = { host: 'rentals.example' };
const origin = 'http://rentals.example';

beforeAll(async () => {
  t = await buildTestApp();
  place = await createPlace(t.db, { cityName: 'Resolveton', provinceName: 'Resolvia', lat: 46, lng: -71 });
});
afterAll(() => t.close());

const resolve = (path: string, headers: Record<string, string> = host) =>
  t.call('GET', `/api/resolve?path=${encodeURIComponent(path)}`, { headers });

describe('splitLanguage', () => {
  it('drops the /fr prefix, trailing slashes, the query and the fragment', () => {
    expect(splitLanguage('/fr/rentals/ontario/')).toEqual({ path: '/rentals/ontario', locale: 'fr' });
    expect(splitLanguage('/fr')).toEqual({ path: '/', locale: 'fr' });
    expect(splitLanguage('/fr/')).toEqual({ path: '/', locale: 'fr' });
    expect(splitLanguage('rentals?p=2#map')).toEqual({ path: '/rentals', locale: 'en' });
    expect(splitLanguage('/france/paris')).toEqual({ path: '/france/paris', locale: 'en' });
    expect(splitLanguage('/')).toEqual({ path: '/', locale: 'en' });
  });
});

describe('GET /api/resolve: search pages', () => {
  it('resolves a city page, with the extent of its listings as bounds', async () => {
    await createListing(t.db, place, { lat: 46.1, lng: -71.2 });
    await createListing(t.db, place, { lat: 45.9, lng: -70.9 });
    await createListing(t.db, place, { lat: 47, lng: -75, status: 'removed' });
    const path = `/rentals/${place.province.slug}/resolveton`;
    const res = await resolve(path);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      type: 'search',
      place: {
        kind: 'city',
        id: place.city.id,
        name: 'Resolveton',
        label: `Resolveton, ${place.province.code}`,
        path,
        provinceCode: place.province.code,
        bounds: { north: 46.1, south: 45.9, east: -70.9, west: -71.2 },
        center: { lat: 46, lng: -71 },
      },
      meta: {
        title: `Apartments and houses for rent in Resolveton, ${place.province.code} | Rentals`,
        description: expect.stringContaining(`for rent in Resolveton, ${place.province.code}.`),
        canonicalUrl: `${origin}${path}`,
        image: null,
      },
    });
    expect(body.meta.description.length).toBeLessThanOrEqual(160);
  });

  it('gives a city without listings a box around its centre', async () => {
    const empty = await createPlace(t.db, { cityName: 'Emptyville', lat: 50, lng: -100 });
    const { place: found } = (await resolve(`/rentals/${empty.province.slug}/emptyville`)).json();
    expect(found.center).toEqual({ lat: 50, lng: -100 });
    expect(found.bounds.north).toBeGreaterThan(50);
    expect(found.bounds.south).toBeLessThan(50);
    expect(found.bounds.east).toBeGreaterThan(-100);
    expect(found.bounds.west).toBeLessThan(-100);
  });

  it('resolves a province, a metro area and all rentals', async () => {
    await refreshListingCityStats(t.db);
    const province = (await resolve(`/rentals/${place.province.slug}`)).json();
    expect(province.type).toBe('search');
    expect(province.place).toMatchObject({
      kind: 'province',
      id: place.province.id,
      name: 'Resolvia',
      label: 'Resolvia',
      provinceCode: place.province.code,
      path: `/rentals/${place.province.slug}`,
    });
    expect(province.place.bounds.north).toBeGreaterThan(46);
    expect(province.place.bounds.south).toBeLessThan(46);
    expect(province.meta.title).toBe('Apartments and houses for rent in Resolvia | Rentals');

    const metroSlug = place.metroArea?.slug;
    const metro = (await resolve(`/rentals/area/${metroSlug}`)).json();
    expect(metro.place).toMatchObject({
      kind: 'metro',
      id: place.metroArea?.id,
      name: 'Resolveton Area',
      label: 'Resolveton Area',
      path: `/rentals/area/${metroSlug}`,
      center: { lat: 46, lng: -71 },
      // Its cities with listings (from listing_city_stats), padded.
      bounds: { north: 46.1, south: 45.9, east: -70.9, west: -71.1 },
    });

    const all = (await resolve('/rentals')).json();
    expect(all.place).toMatchObject({
      kind: 'all',
      id: null,
      label: 'All rentals',
      path: '/rentals',
      provinceCode: null,
    });
    expect(all.place.bounds).not.toBeNull();
    expect(all.meta).toMatchObject({
      title: 'Apartments and houses for rent | Rentals',
      description: 'Apartments, houses and condos for rent across Canada and the United States.',
      canonicalUrl: `${origin}/rentals`,
    });
  });

  it('reads the /fr prefix and a trailing slash, answering in French', async () => {
    const res = await resolve(`/fr/rentals/${place.province.slug}/resolveton/`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.place.path).toBe(`/rentals/${place.province.slug}/resolveton`);
    expect(body.meta.title).toBe(`Appartements et maisons à louer à Resolveton, ${place.province.code} | Rentals`);
    expect(body.meta.canonicalUrl).toBe(`${origin}/fr/rentals/${place.province.slug}/resolveton`);
    expect((await resolve('/fr/rentals')).json().place.label).toBe('Toutes les locations');
  });

  it('is 404 for unknown places and for paths that are not pages', async () => {
    for (const path of [
      '/rentals/nowhere',
      `/rentals/${place.province.slug}/nowhere`,
      '/rentals/nowhere/resolveton',
      '/rentals/area/nowhere',
      '/rentals/a/b/c/d',
      `/rentals/${place.province.slug}/resolveton/no-id-here`,
      '/rentals/Upper-Case',
      '/listings',
      '/',
      '/login',
      '/fr/nothing',
    ]) {
      const res = await resolve(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.json()).toEqual({ message: 'Not Found.' });
    }
  });

  it('answers 422 without a path', async () => {
    const res = await t.call('GET', '/api/resolve');
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['path']);
  });

  it('follows the listings permalink setting', async () => {
    await t.db.update(siteSettings).set({ value: 'homes' }).where(eq(siteSettings.key, 'listings'));
    try {
      expect((await resolve('/rentals')).statusCode).toBe(404);
      const res = (await resolve(`/homes/${place.province.slug}/resolveton`)).json();
      expect(res.place.path).toBe(`/homes/${place.province.slug}/resolveton`);
    } finally {
      await t.db.update(siteSettings).set({ value: 'rentals' }).where(eq(siteSettings.key, 'listings'));
    }
  });
});

describe('GET /api/resolve: listing and favourites pages', () => {
  it('resolves an active listing with its canonical path and meta', async () => {
    const listing = await createListing(t.db, place, {
      title: 'Sunny 2 bedroom',
      slug: 'sunny-2-bedroom',
      streetAddress: '123 Main St',
      rent: 2_150_00,
      description: `Steps from the park. ${'Lovely light all day. '.repeat(20)}`,
      photos: 2,
    });
    const canonicalPath = `/rentals/${place.province.slug}/resolveton/sunny-2-bedroom-${listing.id}`;
    const res = await resolve(canonicalPath);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      type: 'listing',
      listingId: listing.id,
      canonicalPath,
      meta: {
        title: `2 bed apartment for rent at 123 Main St, Resolveton, ${place.province.code} – $2,150/month | Rentals`,
        description: expect.stringMatching(/^\$2,150\/month · 2 beds · 1 bath · 800 sq ft\. Steps from the park\./),
        canonicalUrl: `${origin}${canonicalPath}`,
        image: `${origin}/uploads/demo/photo-1-1600.webp`,
      },
    });
    expect(body.meta.description.length).toBeLessThanOrEqual(160);
    expect(body.meta.description).toMatch(/…$/);
  });

  it('resolves a listing under outdated slugs, pointing to the canonical path', async () => {
    const listing = await createListing(t.db, place, { slug: 'studio-loft', beds: 0, rentalType: 'loft' });
    const canonicalPath = `/rentals/${place.province.slug}/resolveton/studio-loft-${listing.id}`;
    for (const path of [
      `/rentals/old-province/old-city/old-title-${listing.id}`,
      `/rentals/${place.province.slug}/resolveton/${listing.id}`,
      `/fr/rentals/${place.province.slug}/resolveton/studio-loft-${listing.id}/`,
    ]) {
      const res = await resolve(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.json()).toMatchObject({ type: 'listing', listingId: listing.id, canonicalPath });
    }
    const fr = (await resolve(`/fr/rentals/x/y/z-${listing.id}`)).json();
    expect(fr.meta.canonicalUrl).toBe(`${origin}/fr${canonicalPath}`);
    expect(fr.meta.title).toMatch(/^Loft studio à louer, /);
    const en = (await resolve(`/rentals/x/y/z-${listing.id}`)).json();
    expect(en.meta.title).toMatch(/^Studio loft for rent at /);
    expect(en.meta.image).toBeNull();
  });

  it('is 404 for a listing that is not active or does not exist', async () => {
    for (const status of ['draft', 'paused', 'expired', 'removed'] as const) {
      const listing = await createListing(t.db, place, { status });
      const res = await resolve(`/rentals/${place.province.slug}/resolveton/x-${listing.id}`);
      expect(res.statusCode, status).toBe(404);
    }
    expect((await resolve(`/rentals/${place.province.slug}/resolveton/x-2147483000`)).statusCode).toBe(404);
  });

  it('resolves the favourites page, in the region word', async () => {
    const res = await resolve('/rentals/favourites');
    expect(res.json()).toEqual({
      type: 'favourites',
      meta: {
        title: 'My favourites | Rentals',
        description: 'Apartments, houses and condos for rent across Canada and the United States.',
        canonicalUrl: `${origin}/rentals/favourites`,
        image: null,
      },
    });
    expect((await resolve('/fr/rentals/favourites/')).json().meta.title).toBe('Mes favoris | Rentals');
    await t.db.update(siteSettings).set({ value: 'US' }).where(eq(siteSettings.key, 'region'));
    try {
      expect((await resolve('/rentals/favourites')).json().meta.title).toBe('My favorites | Rentals');
    } finally {
      await t.db.update(siteSettings).set({ value: 'CA' }).where(eq(siteSettings.key, 'region'));
    }
  });
});
