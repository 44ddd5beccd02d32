// GET map-markers and GET map-marker-info: server-side clustering on a grid whose cell shrinks as the zoom grows.
//
// - Wide views (zoom < LIVE_MIN_ZOOM) cluster whole cities by their centre. Without filters the counts come
//   from listing_city_stats (active listings per city, refreshed by a job): ~18,000 rows instead of a million
//   listings, so the whole-country view stays cheap. With filters, the matching listings are counted per city.
// - Closer in, the listings in the bounds (GiST on `location`) are clustered by their own position.
// - When the bounds hold at most INDIVIDUAL_MAX matching listings, each location gets its own marker.
//
// A marker's key says how to find its listings again (map-marker-info):
//   l:<id>                  one listing
//   p:<lat>:<lng>           the listings at exactly that point (several units at one address)
//   c:<zoom>:<x>:<y>        the listings in a grid cell
//   s:<zoom>:<x>:<y>        the listings of the cities whose centre is in a grid cell (wide views)
import type { Bounds, ListingListResponse, MapMarker, MapMarkersResponse } from '@rentals/shared/resources/listings';
import { MAP_ZOOM_MAX, MAP_ZOOM_MIN } from '@rentals/shared/resources/listings';
import { validBounds } from '@rentals/shared/search-filters';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { invalidFields } from '../../lib/http-error.ts';
import { listingsPermalink, loadCards } from '../listings/listing-cards.ts';
import {
  assertValidCriteria,
  countSql,
  hasFilters,
  pageOfIdsSql,
  type SearchCriteria,
  type SearchScope,
  searchConditions,
  searchOrder,
} from './search.query.ts';
import { selectRows } from './search.service.ts';

/** From this zoom on, clusters group listings by their own position rather than by their city's centre. */
export const LIVE_MIN_ZOOM = 10;
/** Bounds holding at most this many listings get one marker per location instead of clusters. */
export const INDIVIDUAL_MAX = 300;
/**
 * Cell width in degrees of longitude at zoom 0; halved at each zoom level. A Leaflet tile is 256 px for
 * 360 / 2^zoom degrees, so a cell is ~57 px wide: 50 to 200 markers on a full-screen map.
 */
const CELL_DEGREES_AT_ZOOM_0 = 80;
/** Cells are shorter than wide: a degree of latitude looks ~1.4 times taller than one of longitude at 45°. */
const CELL_ASPECT = 0.7;

export interface GridCell {
  /** Degrees of longitude. */
  width: number;
  /** Degrees of latitude. */
  height: number;
}

export function gridCell(zoom: number): GridCell {
  const width = CELL_DEGREES_AT_ZOOM_0 / 2 ** zoom;
  return { width, height: width * CELL_ASPECT };
}

// ---------------------------------------------------------------- keys

export type MarkerKey =
  | { kind: 'listing'; id: number }
  | { kind: 'point'; lat: number; lng: number }
  | { kind: 'cell' | 'city-cell'; zoom: number; x: number; y: number };

const CELL_PREFIX = { cell: 'c', 'city-cell': 's' } as const;

export function formatMarkerKey(key: MarkerKey): string {
  switch (key.kind) {
    case 'listing':
      return `l:${key.id}`;
    case 'point':
      return `p:${key.lat}:${key.lng}`;
    default:
      return `${CELL_PREFIX[key.kind]}:${key.zoom}:${key.x}:${key.y}`;
  }
}

const INTEGER = /^-?\d{1,9}$/;
const DECIMAL = /^-?\d{1,3}(\.\d{1,20})?(e-\d{1,3})?$/;

/** The key's meaning, or null when it is not one map-markers could have made. */
export function parseMarkerKey(value: string): MarkerKey | null {
  const [prefix, ...parts] = value.split(':');
  if (prefix === 'l' && parts.length === 1 && /^\d{1,10}$/.test(parts[0] ?? '')) {
    const id = Number(parts[0]);
    return id >= 1 && id <= 2_147_483_647 ? { kind: 'listing', id } : null;
  }
  if (prefix === 'p' && parts.length === 2 && parts.every((p) => DECIMAL.test(p))) {
    const [lat, lng] = parts.map(Number) as [number, number];
    return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { kind: 'point', lat, lng } : null;
  }
  if ((prefix === 'c' || prefix === 's') && parts.length === 3 && parts.every((p) => INTEGER.test(p))) {
    const [zoom, x, y] = parts.map(Number) as [number, number, number];
    if (zoom < MAP_ZOOM_MIN || zoom > MAP_ZOOM_MAX) return null;
    return { kind: prefix === 'c' ? 'cell' : 'city-cell', zoom, x, y };
  }
  return null;
}

// ---------------------------------------------------------------- markers

export interface MarkersRequest extends SearchCriteria {
  bounds: Bounds;
  zoom: number;
}

interface Extent {
  south: number;
  north: number;
  west: number;
  east: number;
}

/** A cluster's extent, grown to at least a quarter of a cell each way so the map can zoom to it. */
function clusterBounds(extent: Extent, cell: GridCell): Bounds | null {
  const grow = (low: number, high: number, min: number) => {
    const missing = Math.max(0, min - (high - low) / 2);
    return [low - missing, high + missing] as const;
  };
  const [south, north] = grow(extent.south, extent.north, cell.height / 4);
  const [west, east] = grow(extent.west, extent.east, cell.width / 4);
  return validBounds({
    north: Math.min(90, north),
    south: Math.max(-90, south),
    east: Math.min(180, east),
    west: Math.max(-180, west),
  });
}

const cellColumns = (lng: SQL, lat: SQL, cell: GridCell) =>
  sql`floor(${lng} / ${cell.width}::float8)::int as x, floor(${lat} / ${cell.height}::float8)::int as y`;

function cityScope(scope: SearchScope): SQL {
  if (scope.cityId !== undefined) return sql` and c.id = ${scope.cityId}`;
  if (scope.metroAreaId !== undefined) return sql` and c.metro_area_id = ${scope.metroAreaId}`;
  if (scope.provinceId !== undefined) return sql` and c.province_id = ${scope.provinceId}`;
  return sql``;
}

/** Cities `c` whose centre is inside `bounds`, in the place scope. */
function citiesInView(bounds: Bounds | null | undefined, scope: SearchScope): SQL {
  const box = bounds
    ? sql`c.lat between ${bounds.south}::float8 and ${bounds.north}::float8
        and c.lng between ${bounds.west}::float8 and ${bounds.east}::float8`
    : sql`true`;
  return sql`${box}${cityScope(scope)}`;
}

/** Grid cells of city centres with count-weighted centres, over `perCity` rows (city_id, count, min_rent, featured). */
function cityCellsSql(perCity: SQL, request: MarkersRequest): SQL {
  const cell = gridCell(request.zoom);
  return sql`select ${cellColumns(sql`c.lng`, sql`c.lat`, cell)},
      sum(n.count)::int as count, min(n.min_rent)::int as min_rent, bool_or(n.featured) as featured,
      sum(c.lat * n.count) / sum(n.count) as lat, sum(c.lng * n.count) / sum(n.count) as lng,
      min(c.lat) as south, max(c.lat) as north, min(c.lng) as west, max(c.lng) as east
    from (${perCity}) n
    join cities c on c.id = n.city_id
    where ${citiesInView(request.bounds, request)}
    group by 1, 2`;
}

/** Wide view without filters: cities clustered from listing_city_stats. */
export function statsClustersSql(request: MarkersRequest): SQL {
  return cityCellsSql(
    sql`select city_id, active_count as count, min_rent, false as featured
      from listing_city_stats where active_count > 0`,
    request,
  );
}

/**
 * Wide view with filters: the matching listings counted per city (one hash aggregate over the matches), then
 * clustered like the stats. The view selects cities by their centre, as the stats clusters do.
 */
export function cityClustersSql(request: MarkersRequest, now = new Date()): SQL {
  return cityCellsSql(
    sql`select city_id, count(*) as count, min(rent) as min_rent, ${featured(now)} as featured
      from listings
      where ${searchConditions({ ...request, bounds: undefined })}
      group by city_id`,
    request,
  );
}

const featured = (now: Date) => sql`bool_or(coalesce(featured_until > ${now.toISOString()}::timestamptz, false))`;

/** Grid clusters of the matching listings in the bounds. */
export function liveClustersSql(request: MarkersRequest, now = new Date()): SQL {
  const cell = gridCell(request.zoom);
  return sql`select ${cellColumns(sql`lng`, sql`lat`, cell)},
      count(*)::int as count, min(rent) as min_rent, ${featured(now)} as featured, min(id) as id,
      avg(lat) as lat, avg(lng) as lng, min(lat) as south, max(lat) as north, min(lng) as west, max(lng) as east
    from listings
    where ${searchConditions(request)}
    group by 1, 2`;
}

/** One row per location of the matching listings in the bounds. */
export function locationMarkersSql(criteria: SearchCriteria, now = new Date()): SQL {
  return sql`select lat, lng, count(*)::int as count, min(rent) as min_rent, ${featured(now)} as featured, min(id) as id
    from listings
    where ${searchConditions(criteria)}
    group by lat, lng`;
}

interface ClusterRow extends Extent {
  x: number;
  y: number;
  count: number;
  min_rent: number;
  featured: boolean;
  lat: number;
  lng: number;
}

interface LocationRow {
  lat: number;
  lng: number;
  count: number;
  min_rent: number;
  featured: boolean;
  id: number;
}

function locationMarker(row: LocationRow): MapMarker {
  const count = Number(row.count);
  const lat = Number(row.lat);
  const lng = Number(row.lng);
  return {
    key: formatMarkerKey(count === 1 ? { kind: 'listing', id: Number(row.id) } : { kind: 'point', lat, lng }),
    lat,
    lng,
    count,
    listingId: count === 1 ? Number(row.id) : null,
    minRent: Number(row.min_rent),
    featured: Boolean(row.featured),
    bounds: null,
  };
}

/** Cluster centres are averages: 6 decimals (~10 cm) are plenty and keep the answer small. */
const roundCoordinate = (value: number) => Math.round(value * 1e6) / 1e6;

function clusterMarker(row: ClusterRow, kind: 'cell' | 'city-cell', zoom: number): MapMarker {
  return {
    key: formatMarkerKey({ kind, zoom, x: Number(row.x), y: Number(row.y) }),
    lat: roundCoordinate(Number(row.lat)),
    lng: roundCoordinate(Number(row.lng)),
    count: Number(row.count),
    listingId: null,
    minRent: Number(row.min_rent),
    featured: Boolean(row.featured),
    bounds: clusterBounds(row, gridCell(zoom)),
  };
}

const result = (markers: MapMarker[]): MapMarkersResponse => ({
  markers,
  count: markers.reduce((sum, m) => sum + m.count, 0),
});

/** True when the bounds hold at most INDIVIDUAL_MAX matching listings (stops counting past that). */
async function fewInView(db: Queryable, request: MarkersRequest): Promise<boolean> {
  const [row] = await selectRows<{ count: number }>(
    db,
    sql`select count(*)::int as count
      from (select 1 from listings where ${searchConditions(request)} limit ${INDIVIDUAL_MAX + 1}) few`,
  );
  return Number(row?.count ?? 0) <= INDIVIDUAL_MAX;
}

export async function mapMarkers(
  db: Queryable,
  request: MarkersRequest,
  now = new Date(),
): Promise<MapMarkersResponse> {
  assertValidCriteria(request);
  const wide = request.zoom < LIVE_MIN_ZOOM;

  if (wide && !hasFilters(request)) {
    const rows = await selectRows<ClusterRow>(db, statsClustersSql(request));
    // With few listings in view, show each one (live, so exact even while the stats lag).
    if (rows.reduce((sum, row) => sum + Number(row.count), 0) > INDIVIDUAL_MAX) {
      return result(rows.map((row) => clusterMarker(row, 'city-cell', request.zoom)));
    }
  }

  if (await fewInView(db, request)) {
    const rows = await selectRows<LocationRow>(db, locationMarkersSql(request, now));
    return result(rows.map(locationMarker));
  }

  if (wide) {
    const rows = await selectRows<ClusterRow>(db, cityClustersSql(request, now));
    return result(rows.map((row) => clusterMarker(row, 'city-cell', request.zoom)));
  }

  const rows = await selectRows<ClusterRow & { id: number }>(db, liveClustersSql(request, now));
  return result(
    rows.map((row) => {
      // A cell holding one listing, or only units at one address, is that location's marker.
      const onePoint = row.south === row.north && row.west === row.east;
      return Number(row.count) === 1 || onePoint
        ? locationMarker({ ...row, lat: row.south, lng: row.west })
        : clusterMarker(row, 'cell', request.zoom);
    }),
  );
}

// ---------------------------------------------------------------- marker info

export interface MarkerInfoRequest extends SearchCriteria {
  key: string;
  page?: number | undefined;
}

/** The listings a key stands for, as a condition on `listings` added to the search's own. */
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
  const where = sql`${searchConditions(criteria)} and ${keyCondition(key, request.bounds, request)}`;
  const [rows, permalink] = await Promise.all([
    selectRows<{ id: number; total: number }>(
      db,
      pageOfIdsSql(
        where,
        searchOrder(request.sort, now),
        { page: request.page },
        sql`id, count(*) over ()::int as total`,
      ),
    ),
    listingsPermalink(db),
  ]);
  // A page past the end has no row to carry the total.
  const total = rows[0]
    ? Number(rows[0].total)
    : Number((await selectRows<{ total: number }>(db, countSql(where)))[0]?.total ?? 0);
  const ids = rows.map((row) => Number(row.id));
  return { listings: await loadCards(db, ids, { permalink }), total };
}
