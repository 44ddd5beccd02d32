// The map's clustering grid and the marker keys (see map-markers.ts): a cell shrinks by half at each zoom
// level, and a key names what a marker stands for so that map-marker-info can find its listings again.
import { MAP_ZOOM_MAX, MAP_ZOOM_MIN } from '@rentals/shared/resources/listings';

/**
 * Cell width in degrees of longitude at zoom 0; halved at each zoom level. A Leaflet tile is 256 px for
 * 360 / 2^zoom degrees, so a cell is ~85 px wide: 25 to 100 markers on a full-screen map, far enough apart
 * for a finger (WCAG 2.2 target size).
 */
const CELL_DEGREES_AT_ZOOM_0 = 120;
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
