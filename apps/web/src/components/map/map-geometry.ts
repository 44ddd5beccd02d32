// Viewports as the API reads them: north/east/south/west within the valid ranges, whole zoom levels.
import type { Bounds } from '@rentals/shared/search-filters';

export interface Viewport {
  bounds: Bounds;
  zoom: number;
}

/** Web Mercator cannot show the poles; the API refuses latitudes past ±90 and longitudes past ±180. */
const MAX_LAT = 85.05;
export const MIN_ZOOM = 2;
export const MAX_ZOOM = 18;

const round = (value: number) => Math.round(value * 1e6) / 1e6;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Leaflet's view (which may wrap around the world when zoomed out) -> bounds the API accepts. */
export function viewportFromMap(
  view: { north: number; east: number; south: number; west: number },
  zoom: number,
): Viewport {
  let west = round(clamp(view.west, -180, 180));
  let east = round(clamp(view.east, -180, 180));
  if (east - west >= 360 || view.east - view.west >= 360 || east <= west) {
    west = -180;
    east = 180;
  }
  let south = round(clamp(view.south, -MAX_LAT, MAX_LAT));
  let north = round(clamp(view.north, -MAX_LAT, MAX_LAT));
  if (north <= south) {
    north = MAX_LAT;
    south = -MAX_LAT;
  }
  return { bounds: { north, east, south, west }, zoom: clamp(Math.round(zoom), 1, 20) };
}

/** Same area within a tolerance relative to its size (a fitted map reports slightly different bounds). */
export function sameBounds(a: Bounds | null, b: Bounds | null, tolerance = 0.02): boolean {
  if (!a || !b) return a === b;
  const height = Math.max(a.north - a.south, 1e-6);
  const width = Math.max(a.east - a.west, 1e-6);
  return (
    Math.abs(a.north - b.north) <= height * tolerance &&
    Math.abs(a.south - b.south) <= height * tolerance &&
    Math.abs(a.east - b.east) <= width * tolerance &&
    Math.abs(a.west - b.west) <= width * tolerance
  );
}

/** Whether the area is too small to zoom into (a single point or a few metres). */
export function isPointLike(bounds: Bounds): boolean {
  return bounds.north - bounds.south < 1e-4 && bounds.east - bounds.west < 1e-4;
}

/** Canada and the contiguous US: the view when a page knows no better. */
export const NORTH_AMERICA: Bounds = { north: 60, east: -52, south: 24, west: -135 };

/** Bounds as Leaflet takes them: [[south, west], [north, east]]. */
export const toLeafletBounds = (b: Bounds): [[number, number], [number, number]] => [
  [b.south, b.west],
  [b.north, b.east],
];
