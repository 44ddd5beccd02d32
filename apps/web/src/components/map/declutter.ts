// Markers that would overlap on screen at the map's zoom, merged into one count bubble. Lists whose markers the
// server does not cluster (the renter area's: one marker per address) can put dozens of price pills on top of
// each other: unreadable, and targets a pointer cannot hit (WCAG 2.5.8 target size: each marker keeps its own
// 24 px or more, clear of the others). A merged bubble zooms into its listings like the server's clusters.
import type { MapMarker } from '@rentals/shared/resources/listings';
import type { Bounds } from '@rentals/shared/search-filters';
import { markerText } from './marker-format.ts';

export interface Point {
  x: number;
  y: number;
}

/** What map.module.css draws, in CSS pixels: a price pill 26 px high, a count bubble 32 px. */
export const PILL_HEIGHT = 26;
export const CLUSTER_SIZE = 32;
/** A bold 12 px digit is about 7 px wide; counted at 8 so the estimate is never short. */
const PILL_CHAR = 8;
const PILL_EDGES = 18; // padding 8 + 8, border 1 + 1
const CLUSTER_CHAR = 9;
const CLUSTER_EDGES = 16;
/** Space kept between two markers' boxes. */
export const MARKER_GAP = 4;

/** The size of a marker's box on screen (an estimate from its text, on the generous side). */
export function markerBox(marker: Pick<MapMarker, 'count' | 'minRent'>): { width: number; height: number } {
  const length = markerText(marker).length;
  return marker.count > 1
    ? { width: Math.max(CLUSTER_SIZE, length * CLUSTER_CHAR + CLUSTER_EDGES), height: CLUSTER_SIZE }
    : { width: length * PILL_CHAR + PILL_EDGES, height: PILL_HEIGHT };
}

interface Placed {
  marker: MapMarker;
  members: MapMarker[];
  at: Point;
  width: number;
  height: number;
}

const pointBounds = (m: MapMarker): Bounds => m.bounds ?? { north: m.lat, south: m.lat, east: m.lng, west: m.lng };

function union(markers: readonly MapMarker[]): Bounds {
  const all = markers.map(pointBounds);
  return {
    north: Math.max(...all.map((b) => b.north)),
    south: Math.min(...all.map((b) => b.south)),
    east: Math.max(...all.map((b) => b.east)),
    west: Math.min(...all.map((b) => b.west)),
  };
}

/** One marker for several: their count, lowest rent and extent, at their count-weighted centre. */
export function mergeMarkers(members: readonly MapMarker[]): MapMarker {
  const count = members.reduce((sum, m) => sum + m.count, 0);
  return {
    key: `g:${members
      .map((m) => m.key)
      .sort()
      .join('+')}`,
    lat: members.reduce((sum, m) => sum + m.lat * m.count, 0) / count,
    lng: members.reduce((sum, m) => sum + m.lng * m.count, 0) / count,
    count,
    listingId: null,
    minRent: Math.min(...members.map((m) => m.minRent)),
    featured: members.some((m) => m.featured),
    bounds: union(members),
  };
}

const overlap = (a: Placed, b: Placed) =>
  Math.abs(a.at.x - b.at.x) < (a.width + b.width) / 2 + MARKER_GAP &&
  Math.abs(a.at.y - b.at.y) < (a.height + b.height) / 2 + MARKER_GAP;

function place(members: MapMarker[], project: (lat: number, lng: number) => Point): Placed {
  const marker = members.length === 1 ? (members[0] as MapMarker) : mergeMarkers(members);
  return { marker, members, at: project(marker.lat, marker.lng), ...markerBox(marker) };
}

/**
 * The markers to draw at one zoom (`project`: latitude and longitude to pixels at that zoom), none overlapping
 * another: the biggest first, each taking in those it would cover, again until nothing overlaps. Markers that
 * overlap nothing come back as they are. Each answer's `members` are the markers it stands for.
 */
export function declutter(
  markers: readonly MapMarker[],
  project: (lat: number, lng: number) => Point,
): { marker: MapMarker; members: MapMarker[] }[] {
  let placed = markers.map((m) => place([m], project));
  for (let pass = 0; pass < 100; pass++) {
    // Neighbours through a grid whose cells are as wide as the widest reach of two boxes.
    const reach = Math.max(0, ...placed.map((p) => Math.max(p.width, p.height))) + MARKER_GAP;
    const cellOf = (p: Point) => [Math.floor(p.x / reach), Math.floor(p.y / reach)] as const;
    const grid = new Map<string, Placed[]>();
    for (const p of placed) {
      const [cx, cy] = cellOf(p.at);
      const key = `${cx}:${cy}`;
      grid.set(key, [...(grid.get(key) ?? []), p]);
    }
    const taken = new Set<Placed>();
    const next: Placed[] = [];
    let merged = false;
    const order = [...placed].sort(
      (a, b) => b.marker.count - a.marker.count || a.marker.key.localeCompare(b.marker.key),
    );
    for (const seed of order) {
      if (taken.has(seed)) continue;
      taken.add(seed);
      const [cx, cy] = cellOf(seed.at);
      const covered: Placed[] = [];
      for (let dx = -1; dx <= 1; dx++) {
        for (let dy = -1; dy <= 1; dy++) {
          for (const other of grid.get(`${cx + dx}:${cy + dy}`) ?? []) {
            if (!taken.has(other) && overlap(seed, other)) covered.push(other);
          }
        }
      }
      if (covered.length === 0) {
        next.push(seed);
        continue;
      }
      for (const other of covered) taken.add(other);
      merged = true;
      next.push(
        place(
          [seed, ...covered].flatMap((p) => p.members),
          project,
        ),
      );
    }
    placed = next;
    if (!merged) break;
  }
  return placed.map(({ marker, members }) => ({ marker, members }));
}
