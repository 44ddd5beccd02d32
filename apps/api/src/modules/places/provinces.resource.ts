// Provinces and states in the back office (listed on /admin/cities, edited at /admin/provinces/{id}/edit): 64
// seeded rows whose names and slug can change. A new slug must be free among provinces; the old one becomes
// one redirect row, which also serves /{old province}/{city} for every city under it.

import { listingsPaths } from '@rentals/shared/resources/listings';
import {
  type Province,
  provinceFiltersSchema,
  provinceSchema,
  updateProvinceSchema,
} from '@rentals/shared/resources/places';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { cities, provinces } from '../../db/schema/index.ts';
import { invalidFields } from '../../lib/http-error.ts';
import { defineResource, type WriteContext } from '../../lib/resources/index.ts';
import { listingsPermalink } from '../listings/listing-cards.ts';
import { PROVINCES_ACCESS } from './access.ts';
import { forgetPlaceCachesAfterCommit } from './place-caches.ts';
import { recordSlugRename } from './place-redirects.ts';

const provinceRows = (db: Queryable) =>
  db
    .select({
      id: provinces.id,
      country: provinces.country,
      code: provinces.code,
      name: provinces.name,
      nameFr: provinces.nameFr,
      slug: provinces.slug,
      kind: provinces.kind,
    })
    .from(provinces)
    .$dynamic();

type ProvinceRow = Awaited<ReturnType<typeof provinceRows>>[number];

async function toProvinces(db: Queryable, rows: ProvinceRow[]): Promise<Province[]> {
  if (rows.length === 0) return [];
  const permalink = await listingsPermalink(db);
  const counts = await db
    .select({ provinceId: cities.provinceId, count: sql<number>`count(*)::int` })
    .from(cities)
    .where(
      inArray(
        cities.provinceId,
        rows.map((r) => r.id),
      ),
    )
    .groupBy(cities.provinceId);
  const countOf = new Map(counts.map((c) => [c.provinceId, Number(c.count)]));
  return rows.map((row) => ({
    ...row,
    cityCount: countOf.get(row.id) ?? 0,
    path: listingsPaths.province(permalink, row.slug),
  }));
}

type UpdateInput = z.output<typeof updateProvinceSchema>;

async function updateProvince(ctx: WriteContext, before: Province, input: UpdateInput) {
  if (Object.keys(input).length === 0) return;
  if (input.slug !== undefined && input.slug !== before.slug) {
    const [taken] = await ctx.tx
      .select({ id: provinces.id })
      .from(provinces)
      .where(and(eq(provinces.slug, input.slug), ne(provinces.id, before.id)));
    if (taken) throw invalidFields({ slug: 'unique' });
    await recordSlugRename(ctx.tx, { kind: 'province', placeId: before.id, oldSlug: before.slug, newSlug: input.slug });
  }
  await ctx.tx.update(provinces).set(input).where(eq(provinces.id, before.id));
  forgetPlaceCachesAfterCommit(ctx);
}

const PROVINCE_NAME = sql`lower(${provinces.name} || ' ' || coalesce(${provinces.nameFr}, '') || ' ' || ${provinces.code})`;

export const provincesResource = defineResource({
  name: 'provinces',
  path: '/admin/provinces',
  id: provinces.id,
  schemas: { entity: provinceSchema, update: updateProvinceSchema, filters: provinceFiltersSchema },
  access: PROVINCES_ACCESS,
  query: provinceRows,
  toEntities: toProvinces,
  list: {
    // 64 rows: no index needed.
    search: PROVINCE_NAME,
    sort: { id: provinces.id, name: sql`lower(${provinces.name})`, code: provinces.code, country: provinces.country },
    defaultSort: 'name',
    filters: { country: (country: 'CA' | 'US') => eq(provinces.country, country) },
  },
  write: { update: updateProvince },
});
