import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { cities, provinces } from '../../db/schema/index.ts';
import type { FeedEntry } from './formats/index.ts';

const normalise = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

export const cityKey = (country: string, province: string, city: string) =>
  `${country}|${province.toUpperCase()}|${normalise(city)}`;

export interface CityPlace {
  id: number;
  provinceId: number;
  metroAreaId: number | null;
  lat: number;
  lng: number;
}

/** Matches feed city names to seeded cities, caching each answer for the run (one query per new name). */
export function cityResolver(db: Queryable) {
  const cache = new Map<string, CityPlace | null>();
  return async (entries: FeedEntry[]) => {
    const wanted = new Map<string, FeedEntry>();
    for (const entry of entries) {
      const key = cityKey(entry.country, entry.province, entry.city);
      if (!cache.has(key) && !wanted.has(key)) wanted.set(key, entry);
    }
    if (wanted.size > 0) {
      const names = [...new Set([...wanted.values()].map((e) => e.city.toLowerCase()))];
      const codes = [...new Set([...wanted.values()].map((e) => e.province.toUpperCase()))];
      const rows = await db
        .select({
          id: cities.id,
          name: cities.name,
          nameFr: cities.nameFr,
          provinceId: cities.provinceId,
          metroAreaId: cities.metroAreaId,
          lat: cities.lat,
          lng: cities.lng,
          population: cities.population,
          code: provinces.code,
          country: provinces.country,
        })
        .from(cities)
        .innerJoin(provinces, eq(provinces.id, cities.provinceId))
        .where(
          and(
            inArray(provinces.code, codes),
            or(inArray(sql`lower(${cities.name})`, names), inArray(sql`lower(${cities.nameFr})`, names)),
          ),
        )
        .orderBy(sql`${cities.population} desc`);
      for (const row of rows) {
        for (const name of [row.name, row.nameFr]) {
          if (!name) continue;
          const key = cityKey(row.country, row.code, name);
          if (!cache.has(key)) cache.set(key, row);
        }
      }
      // Names written without their accents ("Montreal"): compare normalised names within the province.
      const unmatched = [...wanted.keys()].filter((key) => !cache.has(key));
      if (unmatched.length > 0) {
        const byProvince = await db
          .select({
            id: cities.id,
            name: cities.name,
            nameFr: cities.nameFr,
            provinceId: cities.provinceId,
            metroAreaId: cities.metroAreaId,
            lat: cities.lat,
            lng: cities.lng,
            code: provinces.code,
            country: provinces.country,
          })
          .from(cities)
          .innerJoin(provinces, eq(provinces.id, cities.provinceId))
          .where(inArray(provinces.code, [...new Set(unmatched.map((k) => k.split('|')[1] ?? ''))]))
          .orderBy(sql`${cities.population} desc`);
        const wantedKeys = new Set(unmatched);
        for (const row of byProvince) {
          for (const name of [row.name, row.nameFr]) {
            if (!name) continue;
            const key = cityKey(row.country, row.code, name);
            if (wantedKeys.has(key) && !cache.has(key)) cache.set(key, row);
          }
        }
      }
      for (const key of wanted.keys()) if (!cache.has(key)) cache.set(key, null);
    }
    return (entry: FeedEntry) => cache.get(cityKey(entry.country, entry.province, entry.city)) ?? null;
  };
}
