// Cities in the back office (/admin/cities): a declared resource over 40,000+ seeded rows (GeoNames), listed
// by a trigram-indexed name search, by province, country or metro area. Cities are edited, and created (one
// the data set lacks) with their province, never deleted here. A slug must be free within the province; a
// renamed one's old slug becomes a redirect.

import { listingsPaths } from '@rentals/shared/resources/listings';
import {
  type City,
  cityFiltersSchema,
  citySchema,
  createCitySchema,
  type UpdateCityInput,
  updateCitySchema,
} from '@rentals/shared/resources/places';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Queryable, Tx } from '../../db/client.ts';
import { cities, metroAreas, placeRedirects, provinces } from '../../db/schema/index.ts';
import { invalidFields } from '../../lib/http-error.ts';
import { defineResource, type WriteContext } from '../../lib/resources/index.ts';
import { listingsPermalink } from '../listings/listing-cards.ts';
import { CITIES_ACCESS } from './access.ts';
import { forgetPlaceCachesAfterCommit } from './place-caches.ts';
import { recordSlugRename } from './place-redirects.ts';

const cityRows = (db: Queryable) =>
  db
    .select({
      id: cities.id,
      name: cities.name,
      nameFr: cities.nameFr,
      slug: cities.slug,
      provinceId: cities.provinceId,
      provinceCode: provinces.code,
      provinceName: provinces.name,
      provinceSlug: provinces.slug,
      country: provinces.country,
      metroAreaId: cities.metroAreaId,
      metroAreaName: metroAreas.name,
      lat: cities.lat,
      lng: cities.lng,
      population: cities.population,
      introEn: cities.introEn,
      introFr: cities.introFr,
    })
    .from(cities)
    .innerJoin(provinces, eq(provinces.id, cities.provinceId))
    .leftJoin(metroAreas, eq(metroAreas.id, cities.metroAreaId))
    .$dynamic();

type CityRow = Awaited<ReturnType<typeof cityRows>>[number];

async function toCities(db: Queryable, rows: CityRow[]): Promise<City[]> {
  const permalink = await listingsPermalink(db);
  return rows.map(({ provinceSlug, ...row }) => ({
    ...row,
    path: listingsPaths.city(permalink, provinceSlug, row.slug),
  }));
}

/** 422 naming `slug` when another city of the province has it. */
export async function refuseTakenCitySlug(tx: Tx, provinceId: number, slug: string, exceptId?: number) {
  const [taken] = await tx
    .select({ id: cities.id })
    .from(cities)
    .where(
      and(eq(cities.provinceId, provinceId), eq(cities.slug, slug), exceptId ? ne(cities.id, exceptId) : undefined),
    );
  if (taken) throw invalidFields({ slug: 'unique' });
}

type CreateInput = z.output<typeof createCitySchema>;
type UpdateInput = z.output<typeof updateCitySchema>;

async function createCity(ctx: WriteContext, input: CreateInput) {
  const [province] = await ctx.tx
    .select({ id: provinces.id })
    .from(provinces)
    .where(eq(provinces.id, input.provinceId));
  if (!province) throw invalidFields({ provinceId: 'in' });
  await refuseTakenCitySlug(ctx.tx, input.provinceId, input.slug);
  // A create of the same slug committed since the check meets the unique index here: the same 422, not a 409.
  const [row] = await ctx.tx
    .insert(cities)
    .values(input)
    .onConflictDoNothing({ target: [cities.provinceId, cities.slug] })
    .returning({ id: cities.id });
  if (!row) throw invalidFields({ slug: 'unique' });
  // The slug is a live path now: a redirect another city's rename left on it no longer applies.
  await ctx.tx
    .delete(placeRedirects)
    .where(
      and(
        eq(placeRedirects.kind, 'city'),
        eq(placeRedirects.scopeId, input.provinceId),
        eq(placeRedirects.oldSlug, input.slug),
      ),
    );
  forgetPlaceCachesAfterCommit(ctx);
  return row.id;
}

async function updateCity(ctx: WriteContext, before: City, input: UpdateInput) {
  if (Object.keys(input).length === 0) return;
  if (input.slug !== undefined && input.slug !== before.slug) {
    await refuseTakenCitySlug(ctx.tx, before.provinceId, input.slug, before.id);
    await recordSlugRename(ctx.tx, {
      kind: 'city',
      scopeId: before.provinceId,
      placeId: before.id,
      oldSlug: before.slug,
      newSlug: input.slug,
    });
  }
  await ctx.tx.update(cities).set(input).where(eq(cities.id, before.id));
  forgetPlaceCachesAfterCommit(ctx);
}

/** The expression `q` searches and the name sort: both have their index (cities_name_lower_*). */
const CITY_NAME = sql`lower(${cities.name})`;

export const citiesResource = defineResource({
  name: 'cities',
  path: '/admin/cities',
  id: cities.id,
  schemas: { entity: citySchema, create: createCitySchema, update: updateCitySchema, filters: cityFiltersSchema },
  access: CITIES_ACCESS,
  query: cityRows,
  toEntities: toCities,
  list: {
    search: CITY_NAME,
    sort: { id: cities.id, name: CITY_NAME, population: cities.population },
    defaultSort: '-population',
    filters: {
      provinceId: (id: number) => eq(cities.provinceId, id),
      country: (country: 'CA' | 'US') => eq(provinces.country, country),
      metroAreaId: (id: number) => eq(cities.metroAreaId, id),
    },
  },
  write: { create: createCity, update: updateCity },
});

export type { UpdateCityInput };
