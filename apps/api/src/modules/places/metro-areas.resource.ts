// Metropolitan areas in the back office (/admin/metropolitan-areas, /create, /admin/metropolitanarea/{id}/edit):
// created with their province (fixed afterwards), their member cities picked among that province's cities. A
// new slug must be free among metro areas; the old one becomes a redirect. One with member cities cannot be
// deleted (409 saying so): its search page would silently empty.
import { listingsPaths } from '@rentals/shared/resources/listings';
import {
  createMetroAreaSchema,
  type MetroArea,
  type MetroAreaDetail,
  metroAreaDetailSchema,
  metroAreaFiltersSchema,
  metroAreaSchema,
  updateMetroAreaSchema,
} from '@rentals/shared/resources/places';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Queryable, Tx } from '../../db/client.ts';
import { cities, metroAreas, provinces } from '../../db/schema/index.ts';
import { HttpError, invalidFields } from '../../lib/http-error.ts';
import { defineResource, type WriteContext } from '../../lib/resources/index.ts';
import { listingsPermalink } from '../listings/listing-cards.ts';
import { METRO_AREAS_ACCESS } from './access.ts';
import { memberCounts, setMetroMembers } from './metro-membership.ts';
import { forgetPlaceCachesAfterCommit } from './place-caches.ts';
import { forgetPlaceRedirects, recordSlugRename } from './place-redirects.ts';

const metroRows = (db: Queryable) =>
  db
    .select({
      id: metroAreas.id,
      name: metroAreas.name,
      nameFr: metroAreas.nameFr,
      slug: metroAreas.slug,
      provinceId: metroAreas.provinceId,
      provinceCode: provinces.code,
      provinceName: provinces.name,
      country: provinces.country,
      lat: metroAreas.lat,
      lng: metroAreas.lng,
      population: metroAreas.population,
    })
    .from(metroAreas)
    .innerJoin(provinces, eq(provinces.id, metroAreas.provinceId))
    .$dynamic();

type MetroRow = Awaited<ReturnType<typeof metroRows>>[number];

async function toMetroAreas(db: Queryable, rows: MetroRow[]): Promise<MetroArea[]> {
  if (rows.length === 0) return [];
  const permalink = await listingsPermalink(db);
  const counts = await memberCounts(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    ...row,
    cityCount: counts.get(row.id) ?? 0,
    path: listingsPaths.metro(permalink, row.slug),
  }));
}

async function metroDetail(db: Queryable, metro: MetroArea): Promise<MetroAreaDetail> {
  const members = await db
    .select({ id: cities.id, name: cities.name })
    .from(cities)
    .where(eq(cities.metroAreaId, metro.id))
    .orderBy(asc(cities.name), asc(cities.id));
  return { ...metro, cities: members };
}

async function refuseTakenSlug(tx: Tx, slug: string, exceptId?: number) {
  const [taken] = await tx
    .select({ id: metroAreas.id })
    .from(metroAreas)
    .where(and(eq(metroAreas.slug, slug), exceptId ? ne(metroAreas.id, exceptId) : undefined));
  if (taken) throw invalidFields({ slug: 'unique' });
}

type CreateInput = z.output<typeof createMetroAreaSchema>;
type UpdateInput = z.output<typeof updateMetroAreaSchema>;

async function createMetroArea(ctx: WriteContext, input: CreateInput) {
  const { cityIds = [], ...values } = input;
  const [province] = await ctx.tx
    .select({ id: provinces.id })
    .from(provinces)
    .where(eq(provinces.id, input.provinceId));
  if (!province) throw invalidFields({ provinceId: 'in' });
  await refuseTakenSlug(ctx.tx, input.slug);
  const [row] = await ctx.tx.insert(metroAreas).values(values).returning({ id: metroAreas.id });
  if (!row) throw new Error('metro area insert returned nothing');
  await setMetroMembers(ctx.tx, row.id, input.provinceId, cityIds);
  forgetPlaceCachesAfterCommit(ctx);
  return row.id;
}

async function updateMetroArea(ctx: WriteContext, before: MetroArea, input: UpdateInput) {
  const { cityIds, ...values } = input;
  if (Object.keys(input).length === 0) return;
  if (values.slug !== undefined && values.slug !== before.slug) {
    await refuseTakenSlug(ctx.tx, values.slug, before.id);
    await recordSlugRename(ctx.tx, { kind: 'metro', placeId: before.id, oldSlug: before.slug, newSlug: values.slug });
  }
  if (Object.keys(values).length > 0) {
    await ctx.tx.update(metroAreas).set(values).where(eq(metroAreas.id, before.id));
  }
  if (cityIds !== undefined) await setMetroMembers(ctx.tx, before.id, before.provinceId, cityIds);
  forgetPlaceCachesAfterCommit(ctx);
}

async function deleteMetroArea(ctx: WriteContext, before: MetroArea) {
  // Locks the row: a city added to it meanwhile is counted below or refused by its own write.
  await ctx.tx.select({ id: metroAreas.id }).from(metroAreas).where(eq(metroAreas.id, before.id)).for('update');
  const count = (await memberCounts(ctx.tx, [before.id])).get(before.id) ?? 0;
  if (count > 0) throw new HttpError(409, 'metroAreaHasCities', { count });
  await forgetPlaceRedirects(ctx.tx, 'metro', before.id);
  await ctx.tx.delete(metroAreas).where(eq(metroAreas.id, before.id));
  forgetPlaceCachesAfterCommit(ctx);
}

/** A few hundred rows at most; the trigram index metro_areas_name_lower_trgm serves `q`. */
const METRO_NAME = sql`lower(${metroAreas.name})`;

export const metroAreasResource = defineResource({
  name: 'metro-areas',
  path: '/admin/metro-areas',
  id: metroAreas.id,
  schemas: {
    entity: metroAreaSchema,
    detail: metroAreaDetailSchema,
    create: createMetroAreaSchema,
    update: updateMetroAreaSchema,
    filters: metroAreaFiltersSchema,
  },
  access: METRO_AREAS_ACCESS,
  query: metroRows,
  toEntities: toMetroAreas,
  detail: metroDetail,
  list: {
    search: METRO_NAME,
    sort: { id: metroAreas.id, name: METRO_NAME, population: metroAreas.population },
    defaultSort: 'name',
    filters: {
      provinceId: (id: number) => eq(metroAreas.provinceId, id),
      country: (country: 'CA' | 'US') => eq(provinces.country, country),
    },
  },
  write: { create: createMetroArea, update: updateMetroArea, delete: deleteMetroArea },
});
