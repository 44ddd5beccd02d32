// A metro area's member cities: saving the list sets cities.metro_area_id for the listed ones and clears it
// for the ones left out, and copies it onto their listings (listings and listing_search hold it so a metro
// search needs no join). Members must lie in the metro area's province.
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client.ts';
import { cities, listingSearch, listings } from '../../db/schema/index.ts';
import { invalidFields } from '../../lib/http-error.ts';

async function copyToListings(tx: Tx, cityIds: number[], metroAreaId: number | null) {
  if (cityIds.length === 0) return;
  await tx.update(listings).set({ metroAreaId }).where(inArray(listings.cityId, cityIds));
  await tx.update(listingSearch).set({ metroAreaId }).where(inArray(listingSearch.cityId, cityIds));
}

export async function setMetroMembers(tx: Tx, metroAreaId: number, provinceId: number, cityIds: readonly number[]) {
  const wanted = [...new Set(cityIds)];
  if (wanted.length > 0) {
    const found = await tx
      .select({ id: cities.id })
      .from(cities)
      .where(and(inArray(cities.id, wanted), eq(cities.provinceId, provinceId)));
    if (found.length !== wanted.length) throw invalidFields({ cityIds: 'metro.province' });
  }
  const leaving = await tx
    .update(cities)
    .set({ metroAreaId: null })
    .where(and(eq(cities.metroAreaId, metroAreaId), wanted.length > 0 ? notInArray(cities.id, wanted) : undefined))
    .returning({ id: cities.id });
  await copyToListings(
    tx,
    leaving.map((c) => c.id),
    null,
  );
  if (wanted.length === 0) return;
  await tx.update(cities).set({ metroAreaId }).where(inArray(cities.id, wanted));
  await copyToListings(tx, wanted, metroAreaId);
}

/** Member cities of each metro area, by id. */
export async function memberCounts(db: Queryable, metroAreaIds: number[]): Promise<Map<number, number>> {
  if (metroAreaIds.length === 0) return new Map();
  const rows = await db
    .select({ metroAreaId: cities.metroAreaId, count: sql<number>`count(*)::int` })
    .from(cities)
    .where(inArray(cities.metroAreaId, metroAreaIds))
    .groupBy(cities.metroAreaId);
  return new Map(rows.map((r) => [r.metroAreaId as number, Number(r.count)]));
}
