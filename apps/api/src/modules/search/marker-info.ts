// GET map-marker-info: the listings behind one marker, found again from its key (marker-grid.ts) under the same
// filters and place scope, 20 a page, ordered as search orders them.
import type { Bounds, ListingListResponse } from '@rentals/shared/resources/listings';
import { type SQL, sql } from 'drizzle-orm';
import { type Queryable, queryRows } from '../../db/client.ts';
import { invalidFields } from '../../lib/http-error.ts';
import { listingsPermalink, loadCards } from '../listings/listing-cards.ts';
import { citiesInView } from './map-markers.ts';
import { gridCell, type MarkerKey, parseMarkerKey } from './marker-grid.ts';
import {
  assertValidCriteria,
  countSql,
  pageOfIdsSql,
  readTotal,
  type SearchCriteria,
  type SearchScope,
  searchOrder,
  searchSource,
} from './search.query.ts';

export interface MarkerInfoRequest extends SearchCriteria {
  key: string;
  page?: number | undefined;
}

/** The listings a key stands for, as a condition added to the search's own (both tables name the columns alike). */
function keyCondition(key: MarkerKey, bounds: Bounds | null | undefined, scope: SearchScope): SQL {
  switch (key.kind) {
    case 'listing':
      return sql`id = ${key.id}`;
    case 'point': {
      // A box of one point lets the GiST index find it; lat/lng equality is the exact test.
      const at = sql`point(${key.lng}::float8, ${key.lat}::float8)`;
      return sql`location <@ box(${at}, ${at}) and lat = ${key.lat}::float8 and lng = ${key.lng}::float8`;
    }
    case 'cell': {
      const cell = gridCell(key.zoom);
      const west = key.x * cell.width;
      const south = key.y * cell.height;
      // The box lets the GiST index find the cell; the floor() test matches map-markers' grouping exactly.
      const margin = cell.width / 1000;
      return sql`location <@ box(point(${west - margin}::float8, ${south - margin}::float8),
          point(${west + cell.width + margin}::float8, ${south + cell.height + margin}::float8))
        and floor(lng / ${cell.width}::float8)::int = ${key.x} and floor(lat / ${cell.height}::float8)::int = ${key.y}`;
    }
    case 'city-cell': {
      const cell = gridCell(key.zoom);
      return sql`city_id in (select c.id from cities c
        where ${citiesInView(bounds, scope)}
          and floor(c.lng / ${cell.width}::float8)::int = ${key.x}
          and floor(c.lat / ${cell.height}::float8)::int = ${key.y})`;
    }
  }
}

export async function markerInfo(
  db: Queryable,
  request: MarkerInfoRequest,
  now = new Date(),
): Promise<ListingListResponse> {
  const key = parseMarkerKey(request.key);
  if (!key) throw invalidFields({ key: 'invalid' });
  assertValidCriteria(request);
  // A city cluster stands for whole cities: the bounds select cities by their centre, as map-markers did.
  const criteria = key.kind === 'city-cell' ? { ...request, bounds: undefined } : request;
  const search = searchSource(criteria);
  const source = { ...search, where: sql`${search.where} and ${keyCondition(key, request.bounds, request)}` };
  const [rows, permalink] = await Promise.all([
    queryRows<{ id: number; total: number }>(
      db,
      pageOfIdsSql(
        source,
        searchOrder(request.sort, now, request.near),
        { page: request.page },
        sql`id, count(*) over ()::int as total`,
      ),
    ),
    listingsPermalink(db),
  ]);
  // A page past the end has no row to carry the total.
  const total = rows[0] ? Number(rows[0].total) : await readTotal(db, countSql(source));
  const ids = rows.map((row) => Number(row.id));
  return { listings: await loadCards(db, ids, { permalink }), total };
}
