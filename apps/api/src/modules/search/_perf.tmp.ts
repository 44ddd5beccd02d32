import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { openPostgres } from '../../db/client.ts';
import { autocomplete, didYouMean } from './autocomplete.ts';
import { cityPage } from './city-page.ts';
import { refreshListingCityStats } from './city-stats.ts';
import { mapMarkers, markerInfo } from './map-markers.ts';
import { rentTrends } from './rent-trends.ts';
import { searchCountSql, searchIdsSql, searchPageSql } from './search.query.ts';
import { searchListings, selectRows } from './search.service.ts';

const handle = await openPostgres('postgres://postgres@127.0.0.1:5432/searchapi_scratch', 4);
const db = handle.db;
const dialect = new PgDialect({ casing: 'snake_case' });
if (process.argv.includes('--refresh')) {
  const t0 = performance.now();
  await refreshListingCityStats(db);
  console.log('refresh stats', Math.round(performance.now() - t0), 'ms');
}
const [tor] = await selectRows<{ id: number; lat: number; lng: number; pid: number; pslug: string; slug: string }>(
  db,
  sql`select c.id, c.lat, c.lng, c.province_id as pid, p.slug as pslug, c.slug from cities c join provinces p on p.id = c.province_id where c.name = 'Toronto' order by c.population desc limit 1`,
);
const [nyc] = await selectRows<{ id: number; pslug: string; slug: string }>(
  db,
  sql`select c.id, p.slug as pslug, c.slug from cities c join provinces p on p.id = c.province_id where c.name = 'New York City' order by c.population desc limit 1`,
);
const torBounds = { north: tor!.lat + 0.12, south: tor!.lat - 0.12, east: tor!.lng + 0.18, west: tor!.lng - 0.18 };
const country = { north: 70, south: 20, east: -50, west: -170 };

async function time(name: string, fn: () => Promise<unknown>, runs = 30) {
  for (let i = 0; i < 3; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
  console.log(`${name.padEnd(60)} p50 ${p(0.5).padStart(7)} ms  p95 ${p(0.95).padStart(7)} ms`);
}

const only = process.argv[2] && !process.argv[2].startsWith('--') ? process.argv[2] : '';
const show = (q: any) => {
  const r = dialect.sqlToQuery(q);
  console.log(r.sql, JSON.stringify(r.params));
};
if (only === 'explainsql') {
  const text = process.argv[3]!;
  const r = await selectRows<Record<string, string>>(db, sql.raw(`explain (analyze, buffers) ${text}`));
  console.log(r.map((x) => Object.values(x)[0]).join('\n'));
  process.exit(0);
}
if (only === 'explain') {
  const { liveClustersSql, statsClustersSql, cityClustersSql } = await import('./map-markers.ts');
  const which = process.argv[3];
  const queries: Record<string, any> = {
    ids: searchIdsSql({ bounds: torBounds, beds: [2], maxRate: 3000 }, new Date()),
    count: searchCountSql({ bounds: torBounds, beds: [2], maxRate: 3000 }),
    allids: searchIdsSql({}, new Date()),
    allcount: searchCountSql({}),
    country: searchPageSql({}, new Date()),
    countrybeds: searchPageSql({ beds: [2] }, new Date()),
    onbeds: searchPageSql({ provinceId: tor!.pid, beds: [1] }, new Date()),
    kwprov: searchIdsSql({ provinceId: tor!.pid, keyword: 'renovated kitchen' }, new Date()),
    kwprovcount: searchCountSql({ provinceId: tor!.pid, keyword: 'renovated kitchen' }),
    livecountry: cityClustersSql({ bounds: country, zoom: 4, beds: [2] }),
    stats: statsClustersSql({ bounds: country, zoom: 4 }),
  };
  const r = await selectRows<Record<string, string>>(db, sql`explain (analyze, buffers) ${queries[which!]}`);
  console.log(r.map((x) => Object.values(x)[0]).join('\n'));
  process.exit(0);
}
if (only === 'sql') {
  show(searchIdsSql({ bounds: torBounds, beds: [2], maxRate: 3000 }, new Date()));
  show(searchCountSql({ bounds: torBounds, beds: [2], maxRate: 3000 }));
  process.exit(0);
}
const { loadCards } = await import('../listings/listing-cards.ts');
const someIds = (await selectRows<{ id: number }>(db, searchIdsSql({ bounds: torBounds }, new Date()))).map(
  (r) => r.id,
);
const cases: [string, () => Promise<unknown>][] = [
  ['loadCards 20', () => loadCards(db, someIds)],
  ['loadCards 20 with permalink', () => loadCards(db, someIds, { permalink: 'rentals' })],
  [
    'search: toronto bounds + beds 2 + maxRate 3000',
    () => searchListings(db, { bounds: torBounds, beds: [2], maxRate: 3000 }),
  ],
  ['  page sql (ids + total)', () => db.execute(searchPageSql({ bounds: torBounds, beds: [2], maxRate: 3000 }))],
  ['  ids sql', () => db.execute(searchIdsSql({ bounds: torBounds, beds: [2], maxRate: 3000 }))],
  ['  count sql', () => db.execute(searchCountSql({ bounds: torBounds, beds: [2], maxRate: 3000 }))],
  [
    'search: toronto bounds + amenities + furnished, price-asc',
    () =>
      searchListings(db, {
        bounds: torBounds,
        amenities: ['dishwasher', 'balcony'],
        furnished: true,
        sort: 'price-asc',
      }),
  ],
  ['search: cityId toronto, page 3', () => searchListings(db, { cityId: tor!.id, page: 3 })],
  [
    'search: keyword "renovated kitchen" in toronto bounds',
    () => searchListings(db, { bounds: torBounds, keyword: 'renovated kitchen' }),
  ],
  [
    'search: keyword "renovated kitchen" province',
    () => searchListings(db, { provinceId: tor!.pid, keyword: 'renovated kitchen' }),
  ],
  ['search: whole country, no filter', () => searchListings(db, {})],
  ['search: whole country, count=0', () => searchListings(db, { count: false })],
  ['search: whole country price-asc', () => searchListings(db, { sort: 'price-asc' })],
  ['search: province ON beds 1', () => searchListings(db, { provinceId: tor!.pid, beds: [1] })],
  ['markers: country zoom 4 (stats)', () => mapMarkers(db, { bounds: country, zoom: 4 })],
  ['markers: country zoom 3 (stats)', () => mapMarkers(db, { bounds: country, zoom: 3 })],
  [
    'markers: ontario zoom 6 (stats)',
    () => mapMarkers(db, { bounds: { north: 50, south: 41.5, east: -74, west: -90 }, zoom: 6 }),
  ],
  ['markers: toronto zoom 11 (live)', () => mapMarkers(db, { bounds: torBounds, zoom: 11 })],
  ['markers: toronto zoom 11 + beds 2 (live)', () => mapMarkers(db, { bounds: torBounds, zoom: 11, beds: [2] })],
  [
    'markers: toronto zoom 14 small bounds',
    () =>
      mapMarkers(db, {
        bounds: { north: tor!.lat + 0.01, south: tor!.lat - 0.01, east: tor!.lng + 0.015, west: tor!.lng - 0.015 },
        zoom: 14,
      }),
  ],
  [
    'markers: country zoom 4 + beds 2 (live, no precompute)',
    () => mapMarkers(db, { bounds: country, zoom: 4, beds: [2] }),
  ],
  [
    'marker-info: toronto cell zoom 11',
    async () => {
      const m = await mapMarkers(db, { bounds: torBounds, zoom: 11 });
      return markerInfo(db, { key: m.markers[0]!.key });
    },
  ],
  ['autocomplete "tor"', () => autocomplete(db, 'tor', 'en')],
  ['autocomplete "toronto"', () => autocomplete(db, 'toronto', 'en')],
  ['autocomplete "montre"', () => autocomplete(db, 'montre', 'en')],
  ['autocomplete "123 king"', () => autocomplete(db, '123 king', 'en')],
  ['autocomplete "king st"', () => autocomplete(db, 'king st', 'en')],
  ['did you mean "Torontoo"', () => didYouMean(db, 'Torontoo', 'en')],
  ['city page toronto', () => cityPage(db, tor!.pslug, tor!.slug, {})],
  ['city page NYC', () => cityPage(db, nyc!.pslug, nyc!.slug, {})],
  ['rent trends toronto', () => rentTrends(db, tor!.pslug, tor!.slug)],
  ['rent trends NYC', () => rentTrends(db, nyc!.pslug, nyc!.slug)],
];
for (const [name, fn] of cases)
  if (!only || name.includes(only))
    await time(name, fn, name.includes('country, no') || name.includes('live, no') ? 10 : 30);
await handle.close();
