// GET resolve /cities: the provinces with their cities that have live listings, counts right, a city without
// active listings left out, sorted by name, in both languages.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, provinces } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { addCity, createListing, createPlace, type TestPlace } from '../../test/listing-factories.ts';

let t: TestApp;
let north: TestPlace;
let south: TestPlace;
const host = { host: 'rentals.example' };
const origin = 'http://rentals.example';

beforeAll(async () => {
  t = await buildTestApp();
  // Named so they sort first among whatever provinces other tests created.
  north = await createPlace(t.db, { cityName: 'Zedtown', provinceName: 'Aaa Northland' });
  south = await createPlace(t.db, { cityName: 'Bayview', provinceName: 'Aaa Southland' });
  const alpha = await addCity(t.db, north, { name: 'Alphaville' });
  await addCity(t.db, north, { name: 'Emptyburg' });
  await createListing(t.db, north);
  await createListing(t.db, north);
  await createListing(t.db, north, { status: 'removed' });
  await createListing(t.db, alpha);
  await createListing(t.db, south);
  await t.db.update(provinces).set({ nameFr: 'Aaa Terre du Nord' }).where(eq(provinces.id, north.province.id));
  await t.db.update(cities).set({ nameFr: 'Ville Zed' }).where(eq(cities.id, north.city.id));
});
afterAll(() => t.close());

const resolve = (path: string) => t.call('GET', `/api/resolve?path=${encodeURIComponent(path)}`, { headers: host });

describe('GET /api/resolve: /cities', () => {
  it('answers the provinces with their cities that have active listings, counted, by name', async () => {
    const res = await resolve('/cities');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.type).toBe('cities');
    expect(body.meta).toEqual({
      title: 'Rentals by city | Rentals',
      description: expect.stringContaining('by city'),
      canonicalUrl: `${origin}/cities`,
      image: null,
    });
    const ours = body.index.provinces.filter((p: { id: number }) =>
      [north.province.id, south.province.id].includes(p.id),
    );
    expect(ours).toEqual([
      {
        id: north.province.id,
        name: 'Aaa Northland',
        code: north.province.code,
        path: `/rentals/${north.province.slug}`,
        cities: [
          { id: expect.any(Number), name: 'Alphaville', count: 1, path: `/rentals/${north.province.slug}/alphaville` },
          { id: north.city.id, name: 'Zedtown', count: 2, path: `/rentals/${north.province.slug}/zedtown` },
        ],
      },
      {
        id: south.province.id,
        name: 'Aaa Southland',
        code: south.province.code,
        path: `/rentals/${south.province.slug}`,
        cities: [{ id: south.city.id, name: 'Bayview', count: 1, path: `/rentals/${south.province.slug}/bayview` }],
      },
    ]);
    // Provinces are in name order overall.
    const names = body.index.provinces.map((p: { name: string }) => p.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  });

  it('answers /fr/cities in French, with the French names re-sorted', async () => {
    const body = (await resolve('/fr/cities')).json();
    expect(body.type).toBe('cities');
    expect(body.meta.title).toBe('Locations par ville | Rentals');
    expect(body.meta.canonicalUrl).toBe(`${origin}/fr/cities`);
    const province = body.index.provinces.find((p: { id: number }) => p.id === north.province.id);
    expect(province.name).toBe('Aaa Terre du Nord');
    expect(province.cities.map((c: { name: string }) => c.name)).toEqual(['Alphaville', 'Ville Zed']);
  });
});
