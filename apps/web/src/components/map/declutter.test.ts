import type { MapMarker } from '@rentals/shared/resources/listings';
import { describe, expect, it } from 'vitest';
import { makeMarker } from '../../test/listings.ts';
import { declutter, MARKER_GAP, markerBox, mergeMarkers } from './declutter.ts';

// A flat projection: one degree is 1,000 px, north up.
const project = (lat: number, lng: number) => ({ x: lng * 1000, y: -lat * 1000 });

const pill = (id: number, lat: number, lng: number, extra: Partial<MapMarker> = {}) =>
  makeMarker(`l:${id}`, { listingId: id, lat, lng, minRent: 200_000 + id * 100, ...extra });

/** Whether any two drawn markers' boxes overlap (gap included). */
function overlaps(markers: MapMarker[]) {
  const boxes = markers.map((m) => ({ ...project(m.lat, m.lng), ...markerBox(m) }));
  return boxes.some((a, i) =>
    boxes.some(
      (b, j) =>
        j > i &&
        Math.abs(a.x - b.x) < (a.width + b.width) / 2 + MARKER_GAP &&
        Math.abs(a.y - b.y) < (a.height + b.height) / 2 + MARKER_GAP,
    ),
  );
}

describe('declutter', () => {
  it('sizes markers at 24 px or more: pills from their price, bubbles from their count', () => {
    expect(markerBox({ count: 1, minRent: 195_000 })).toEqual({ width: 66, height: 26 });
    expect(markerBox({ count: 3, minRent: 1 })).toEqual({ width: 32, height: 32 });
    expect(markerBox({ count: 1234, minRent: 1 }).width).toBeGreaterThan(32);
  });

  it('leaves markers apart as they are', () => {
    const markers = [pill(1, 43.6, -79.4), pill(2, 43.7, -79.4), pill(3, 43.6, -79.2)];
    expect(declutter(markers, project).map((d) => d.marker)).toEqual(markers);
  });

  it('merges markers that would overlap into one bubble that zooms to them', () => {
    const a = pill(1, 43.65, -79.4);
    const b = pill(2, 43.651, -79.401, { featured: true, minRent: 150_000 });
    const far = pill(3, 43.9, -79.0);
    const drawn = declutter([a, b, far], project);
    expect(drawn).toHaveLength(2);
    const bubble = drawn.find((d) => d.members.length === 2);
    expect(bubble?.members.map((m) => m.key).sort()).toEqual(['l:1', 'l:2']);
    expect(bubble?.marker).toEqual({
      key: 'g:l:1+l:2',
      lat: 43.6505,
      lng: -79.4005,
      count: 2,
      listingId: null,
      minRent: 150_000,
      featured: true,
      bounds: { north: 43.651, south: 43.65, east: -79.4, west: -79.401 },
    });
    expect(drawn.find((d) => d.members.length === 1)?.marker).toBe(far);
  });

  it('counts the listings of merged clusters and keeps their extent', () => {
    const cluster = makeMarker('c:1', {
      count: 5,
      lat: 43.65,
      lng: -79.4,
      bounds: { north: 43.66, south: 43.64, east: -79.39, west: -79.41 },
    });
    const merged = mergeMarkers([cluster, pill(9, 43.65, -79.42)]);
    expect(merged.count).toBe(6);
    expect(merged.bounds).toEqual({ north: 43.66, south: 43.64, east: -79.39, west: -79.42 });
  });

  it('draws a crowded city with no two markers overlapping, every listing counted once', () => {
    // 200 listings within about 5 km: at this scale most pills would sit on each other.
    const markers = Array.from({ length: 200 }, (_, i) =>
      pill(i + 1, 43.6 + ((i * 37) % 97) / 2000, -79.4 + ((i * 53) % 89) / 2000),
    );
    expect(overlaps(markers)).toBe(true);
    const drawn = declutter(markers, project);
    expect(overlaps(drawn.map((d) => d.marker))).toBe(false);
    expect(drawn.reduce((sum, d) => sum + d.marker.count, 0)).toBe(200);
    expect(new Set(drawn.flatMap((d) => d.members.map((m) => m.key))).size).toBe(200);
  });
});
