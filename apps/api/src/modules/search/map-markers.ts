// GET map-markers: server-side clustering on a grid whose cell shrinks as the zoom grows (marker-grid.ts).
//
// - Wide views (zoom < LIVE_MIN_ZOOM) cluster whole cities by their centre. Without filters the counts come
//   from listing_city_stats (active listings per city, refreshed by a job), held in memory for a minute:
//   ~18,000 rows clustered in a few milliseconds instead of a million listings grouped on every request.
//   With filters, the matching listings are counted per city.
// - Closer in, the listings in the bounds (GiST on `location`) are clustered by their own position.
// - When the bounds hold at most INDIVIDUAL_MAX matching listings, each location gets its own marker.
//
// A marker's key says how to find its listings again (marker-info.ts):
//   l:<id>                  one listing
//   p:<lat>:<lng>           the listings at exactly that point (several units at one address)
//   c:<zoom>:<x>:<y>        the listings in a grid cell
//   s:<zoom>:<x>:<y>        the listings of the cities whose centre is in a grid cell (wide views)
import type { Bounds, MapMarker, MapMarkersResponse } from '@rentals/shared/resources/listings';
import { validBounds } from '@rentals/shared/search-filters';
import { type SQL, sql } from 'drizzle-orm';
import { type Queryable, queryRows } from '../../db/client.ts';
import { memoPerDatabase } from '../../lib/memo.ts';
import { formatMarkerKey, type GridCell, gridCell } from './marker-grid.ts';
import { spreadMarkers } from './marker-spread.ts';
import {
  assertValidCriteria,
  cappedCountSql,
  fromSource,
  hasFilters,
  readTotal,
  type SearchCriteria,
  type SearchScope,
  type SearchSource,
  searchSource,
} from './search.query.ts';

/** From this zoom on, clusters group listings by their own position rather than by their city's centre. */
export const LIVE_MIN_ZOOM = 10;
/** Bounds holding at most this many listings get one marker per location instead of clusters. */
export const INDIVIDUAL_MAX = 300;

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
export function citiesInView(bounds: Bounds | null | undefined, scope: SearchScope): SQL {
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

/**
 * Wide view without filters, in SQL: cities clustered from listing_city_stats. The API clusters the same rows
 * in memory (statsClusters); this is the statement that does it in the database, for the benchmark and tests.
 */
export function statsClustersSql(request: MarkersRequest): SQL {
  return cityCellsSql(
    sql`select city_id, active_count as count, min_rent, false as featured
      from listing_city_stats where active_count > 0`,
    request,
  );
}

interface StatsCity {
  id: number;
  lat: number;
  lng: number;
  provinceId: number;
  metroAreaId: number | null;
  count: number;
  minRent: number;
}

/** The stats change every 10 minutes (CITY_STATS_CRON); a minute more in memory is no loss. */
const STATS_TTL = 60_000;
const statsCache = memoPerDatabase<StatsCity[]>('stats-cities', STATS_TTL, 1);

const statsCities = (db: Queryable) =>
  statsCache(db, 'cities', async () => {
    const rows = await queryRows<StatsCity>(
      db,
      sql`select c.id, c.lat, c.lng, c.province_id as "provinceId", c.metro_area_id as "metroAreaId",
          s.active_count as count, s.min_rent as "minRent"
        from listing_city_stats s join cities c on c.id = s.city_id
        where s.active_count > 0`,
    );
    return rows.map((row) => ({ ...row, count: Number(row.count), minRent: Number(row.minRent) }));
  });

/** Drops the cached cities of `db`: a city moved (coordinates, metro area) shows on the next request. */
export const forgetStatsCities = (db: Queryable) => statsCache.forget(db, '');

/** statsClustersSql, computed in memory: the same cells (same floating-point floor) and the same sums. */
export async function statsClusters(db: Queryable, request: MarkersRequest): Promise<ClusterRow[]> {
  const cell = gridCell(request.zoom);
  const { north, south, east, west } = request.bounds;
  const cells = new Map<string, ClusterRow & { latSum: number; lngSum: number }>();
  for (const city of await statsCities(db)) {
    if (city.lat < south || city.lat > north || city.lng < west || city.lng > east) continue;
    if (request.cityId !== undefined && city.id !== request.cityId) continue;
    if (request.metroAreaId !== undefined && city.metroAreaId !== request.metroAreaId) continue;
    if (request.provinceId !== undefined && city.provinceId !== request.provinceId) continue;
    const x = Math.floor(city.lng / cell.width);
    const y = Math.floor(city.lat / cell.height);
    const key = `${x}:${y}`;
    const found = cells.get(key);
    if (!found) {
      cells.set(key, {
        x,
        y,
        count: city.count,
        min_rent: city.minRent,
        featured: false,
        lat: 0,
        lng: 0,
        latSum: city.lat * city.count,
        lngSum: city.lng * city.count,
        south: city.lat,
        north: city.lat,
        west: city.lng,
        east: city.lng,
      });
      continue;
    }
    found.count += city.count;
    found.min_rent = Math.min(found.min_rent, city.minRent);
    found.latSum += city.lat * city.count;
    found.lngSum += city.lng * city.count;
    found.south = Math.min(found.south, city.lat);
    found.north = Math.max(found.north, city.lat);
    found.west = Math.min(found.west, city.lng);
    found.east = Math.max(found.east, city.lng);
  }
  return [...cells.values()].map(({ latSum, lngSum, ...row }) => ({
    ...row,
    lat: latSum / row.count,
    lng: lngSum / row.count,
  }));
}

/**
 * Wide view with filters: the matching listings counted per city (one hash aggregate over the matches), then
 * clustered like the stats. The view selects cities by their centre, as the stats clusters do.
 */
function cityClustersSql(request: MarkersRequest, now = new Date()): SQL {
  return cityCellsSql(
    sql`select city_id, count(*) as count, min(rent) as min_rent, ${featured(now)} as featured
      ${fromSource(searchSource({ ...request, bounds: undefined }))}
      group by city_id`,
    request,
  );
}

const featured = (now: Date) => sql`bool_or(coalesce(featured_until > ${now.toISOString()}::timestamptz, false))`;

/** Grid clusters of the matching listings in the bounds. */
function liveClustersSql(request: MarkersRequest, now = new Date()): SQL {
  const cell = gridCell(request.zoom);
  return sql`select ${cellColumns(sql`lng`, sql`lat`, cell)},
      count(*)::int as count, min(rent) as min_rent, ${featured(now)} as featured, min(id) as id,
      avg(lat) as lat, avg(lng) as lng, min(lat) as south, max(lat) as north, min(lng) as west, max(lng) as east
    ${fromSource(searchSource(request))}
    group by 1, 2`;
}

/** One row per location of the listings a source selects. */
const locationRowsSql = (source: SearchSource, now: Date) =>
  sql`select lat, lng, count(*)::int as count, min(rent) as min_rent, ${featured(now)} as featured, min(id) as id
    ${fromSource(source)}
    group by lat, lng`;

/** One row per location of the matching listings in the bounds. */
function locationMarkersSql(criteria: SearchCriteria, now = new Date()): SQL {
  return locationRowsSql(searchSource(criteria), now);
}

export interface ClusterRow extends Extent {
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
  const cell = gridCell(zoom);
  const x = Number(row.x);
  const y = Number(row.y);
  return {
    key: formatMarkerKey({ kind, zoom, x, y }),
    lat: roundCoordinate(Number(row.lat)),
    lng: roundCoordinate(Number(row.lng)),
    count: Number(row.count),
    listingId: null,
    minRent: Number(row.min_rent),
    featured: Boolean(row.featured),
    bounds: clusterBounds(row, cell),
  };
}

const result = (markers: MapMarker[]): MapMarkersResponse => ({
  markers,
  count: markers.reduce((sum, m) => sum + m.count, 0),
});

/**
 * One marker per location of the listings `where` selects (a column condition on `listings`), as drawn by
 * mapMarkers when few listings are in view: `p:<lat>:<lng>` for several at one point, `l:<id>` for one alone.
 */
export async function locationMarkers(db: Queryable, where: SQL, now = new Date()): Promise<MapMarkersResponse> {
  const rows = await queryRows<LocationRow>(db, locationRowsSql({ table: 'listings', where }, now));
  return result(rows.map(locationMarker));
}

/** The markers as drawn: crowded neighbours nudged apart (see marker-spread.ts). */
const spreadResult = (zoom: number, markers: MapMarker[]) => result(spreadMarkers(markers, zoom));

/** At most INDIVIDUAL_MAX listings match in the bounds (counting no further than one more). */
async function fewInView(db: Queryable, request: MarkersRequest): Promise<boolean> {
  return (await readTotal(db, cappedCountSql(request, INDIVIDUAL_MAX))) <= INDIVIDUAL_MAX;
}

/** How wide views read the city stats: in memory for the API; the benchmark passes the SQL form. */
export type StatsClusterLoader = (db: Queryable, request: MarkersRequest) => Promise<ClusterRow[]>;

export async function mapMarkers(
  db: Queryable,
  request: MarkersRequest,
  now = new Date(),
  loadStatsClusters: StatsClusterLoader = statsClusters,
): Promise<MapMarkersResponse> {
  assertValidCriteria(request);
  const wide = request.zoom < LIVE_MIN_ZOOM;

  if (wide && !hasFilters(request)) {
    const rows = await loadStatsClusters(db, request);
    // With few listings in view, show each one (live, so exact even while the stats lag).
    if (rows.reduce((sum, row) => sum + Number(row.count), 0) > INDIVIDUAL_MAX) {
      return spreadResult(
        request.zoom,
        rows.map((row) => clusterMarker(row, 'city-cell', request.zoom)),
      );
    }
  }

  if (await fewInView(db, request)) {
    const rows = await queryRows<LocationRow>(db, locationMarkersSql(request, now));
    return spreadResult(request.zoom, rows.map(locationMarker));
  }

  if (wide) {
    const rows = await queryRows<ClusterRow>(db, cityClustersSql(request, now));
    return spreadResult(
      request.zoom,
      rows.map((row) => clusterMarker(row, 'city-cell', request.zoom)),
    );
  }

  const rows = await queryRows<ClusterRow & { id: number }>(db, liveClustersSql(request, now));
  return spreadResult(
    request.zoom,
    rows.map((row) => {
      // A cell holding one listing, or only units at one address, is that location's marker.
      const onePoint = row.south === row.north && row.west === row.east;
      return Number(row.count) === 1 || onePoint
        ? locationMarker({ ...row, lat: row.south, lng: row.west })
        : clusterMarker(row, 'cell', request.zoom);
    }),
  );
}
