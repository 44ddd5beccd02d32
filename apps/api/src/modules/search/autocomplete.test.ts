// GET /api/listings-autocomplete and GET /api/listings-autocomplete-did-you-mean.
import type { Suggestion } from '@rentals/shared/resources/listings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provinces } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { addCity, createListing, createPlace, type TestPlace } from '../../test/listing-factories.ts';
import { foldName } from './city-names.ts';
import { refreshListingCityStats } from './city-stats.ts';

let t: TestApp;
let toronto: TestPlace;
let montreal: TestPlace;
let quebec: TestPlace;
let address: { id: number; slug: string };

beforeAll(async () => {
  t = await buildTestApp();
  toronto = await createPlace(t.db, { cityName: 'Toronto', provinceName: 'Ontario', population: 2_700_000 });
  // Smaller and without listings: after Toronto, though "Torbay" also starts with "tor".
  await addCity(t.db, toronto, { name: 'Torbay', population: 8_000 });
  // Bigger than Toronto here but without listings: cities with listings come first.
  await addCity(t.db, toronto, { name: 'Tornado Flats', population: 9_000_000 });
  const north = await addCity(t.db, toronto, { name: 'North York', population: 800_000 });
  montreal = await createPlace(t.db, { cityName: 'Montréal', provinceName: 'Québec Test', population: 1_700_000 });
  quebec = await addCity(t.db, montreal, { name: 'Québec', population: 540_000 });
  await addCity(t.db, montreal, { name: 'Saint-Jean-sur-Richelieu', population: 95_000 });
  await addCity(t.db, montreal, { name: "St. John's Test", population: 100_000 });

  for (let i = 0; i < 3; i++) await createListing(t.db, toronto);
  await createListing(t.db, north);
  await createListing(t.db, montreal);
  address = await createListing(t.db, toronto, { streetAddress: '742 Evergreen Terrace', slug: 'evergreen' });
  await createListing(t.db, toronto, { streetAddress: '742 Evergreen Terrace', unit: '2' }); // same address
  await createListing(t.db, toronto, { streetAddress: '742 Evergreen Terrace East', status: 'removed' });
  await refreshListingCityStats(t.db);
});
afterAll(() => t.close());

async function suggest(q: string, headers: Record<string, string> = {}): Promise<Suggestion[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/listings-autocomplete?q=${encodeURIComponent(q)}`,
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().suggestions;
}

async function didYouMean(q: string) {
  const res = await t.call('GET', `/api/listings-autocomplete-did-you-mean?q=${encodeURIComponent(q)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().suggestion as Suggestion | null;
}

const labels = (suggestions: Suggestion[]) => suggestions.map((s) => `${s.type}:${s.label}`);

describe('GET /api/listings-autocomplete', () => {
  it('suggests cities by name prefix: cities with listings first, then the biggest', async () => {
    const suggestions = await suggest('tor');
    expect(labels(suggestions).filter((l) => l.startsWith('city:'))).toEqual([
      'city:Toronto',
      'city:Tornado Flats',
      'city:Torbay',
    ]);
    expect(suggestions[0]).toEqual({
      type: 'city',
      id: toronto.city.id,
      label: 'Toronto',
      sublabel: 'Ontario',
      path: `/rentals/${toronto.province.slug}/toronto`,
      listingCount: 5,
    });
    expect(suggestions.find((s) => s.label === 'Torbay')?.listingCount).toBe(0);
  });

  it('ignores case, accents and punctuation', async () => {
    expect(labels(await suggest('MONTREAL'))).toContain('city:Montréal');
    expect(labels(await suggest('quebec'))).toContain('city:Québec');
    expect(labels(await suggest('saint jean'))).toContain('city:Saint-Jean-sur-Richelieu');
    expect(labels(await suggest('st johns'))).toContain("city:St. John's Test");
    const [first] = await suggest('québec');
    expect(first).toMatchObject({ type: 'city', id: quebec.city.id, sublabel: 'Québec Test' });
  });

  it('suggests metro areas and provinces with their listing counts', async () => {
    const suggestions = await suggest('toronto');
    expect(suggestions.find((s) => s.type === 'metro')).toEqual({
      type: 'metro',
      id: toronto.metroArea!.id,
      label: 'Toronto Area',
      sublabel: 'Ontario',
      path: `/rentals/area/${toronto.metroArea!.slug}`,
      listingCount: 6,
    });
    const [province] = (await suggest('ontar')).filter((s) => s.type === 'province');
    expect(province).toEqual({
      type: 'province',
      id: toronto.province.id,
      label: 'Ontario',
      sublabel: 'Canada',
      path: `/rentals/${toronto.province.slug}`,
      listingCount: 6,
    });
  });

  it('finds a province by its code and puts a name typed in full first', async () => {
    const [yukon] = await t.db
      .insert(provinces)
      .values({
        country: 'CA',
        code: 'YQ',
        name: 'Yukon Quest',
        nameFr: 'Yukon Quête',
        slug: 'yukon-quest',
        kind: 'territory',
      })
      .returning();
    expect(labels(await suggest('yq'))).toEqual(['province:Yukon Quest']);
    const [fr] = await suggest('yq', { 'accept-language': 'fr' });
    expect(fr).toMatchObject({ id: yukon!.id, label: 'Yukon Quête', sublabel: 'Canada' });
    expect((await suggest('toronto'))[0]).toMatchObject({ type: 'city', label: 'Toronto' });
  });

  it('suggests the addresses of active listings, once per address, leading to the listing', async () => {
    const suggestions = (await suggest('742 evergr')).filter((s) => s.type === 'address');
    expect(suggestions).toEqual([
      {
        type: 'address',
        id: address.id,
        label: '742 Evergreen Terrace',
        sublabel: `Toronto, ${toronto.province.code}`,
        path: `/rentals/${toronto.province.slug}/toronto/evergreen-${address.id}`,
        listingCount: null,
      },
    ]);
    expect(await suggest('Terrace East')).toEqual([]);
  });

  it('returns at most 8 suggestions and nothing for a name no place has', async () => {
    expect((await suggest('to')).length).toBeLessThanOrEqual(8);
    expect(await suggest('zzzz')).toEqual([]);
  });

  it('takes LIKE wildcards literally', async () => {
    expect(await suggest('%%')).toEqual([]);
    expect(await suggest('__')).toEqual([]);
  });

  it('needs at least 2 characters', async () => {
    for (const q of ['', 'a', ' b ']) {
      const res = await t.call('GET', `/api/listings-autocomplete?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, q).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['q']);
    }
    expect((await t.call('GET', '/api/listings-autocomplete')).statusCode).toBe(422);
  });
});

describe('GET /api/listings-autocomplete-did-you-mean', () => {
  it('finds Toronto for "Torontoo"', async () => {
    expect(await didYouMean('Torontoo')).toMatchObject({ type: 'city', id: toronto.city.id, label: 'Toronto' });
    expect(await didYouMean('toronot')).toMatchObject({ label: 'Toronto' });
  });

  it('finds accented names, metros and provinces', async () => {
    expect(await didYouMean('Montreal')).toMatchObject({ type: 'city', id: montreal.city.id });
    expect(await didYouMean('Ontaryo')).toMatchObject({ type: 'province', id: toronto.province.id });
  });

  it('prefers the bigger of two equally similar places', async () => {
    const big = await createPlace(t.db, { cityName: 'Springfeld', population: 150_000 });
    await createPlace(t.db, { cityName: 'Springfeld', population: 2_000 });
    expect(await didYouMean('Springfield')).toMatchObject({ id: big.city.id });
  });

  it('is null when nothing is similar enough', async () => {
    expect(await didYouMean('xqzvw')).toBeNull();
  });

  it('needs at least 2 characters', async () => {
    const res = await t.call('GET', '/api/listings-autocomplete-did-you-mean?q=x');
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['q']);
  });
});

describe('foldName', () => {
  it('folds case, accents, hyphens and apostrophes', () => {
    expect(foldName('  Saint-Côme--Linière ')).toBe('saint come liniere');
    expect(foldName("St. John's")).toBe('st johns');
    expect(foldName('ÎLE-PERROT')).toBe('ile perrot');
  });
});
