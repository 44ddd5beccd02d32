import type { MapMarker } from '@rentals/shared/resources/listings';
import { describe, expect, it } from 'vitest';
import { MIN_MARKER_DISTANCE_PX, spreadMarkers } from './marker-spread.ts';

const marker = (key: string, lat: number, lng: number): MapMarker => ({
  key,
  lat,
  lng,
  count: 3,
  listingId: null,
  minRent: 150_000,
  featured: false,
  bounds: null,
});

/** Screen distance in pixels at `zoom` (Web Mercator), as Leaflet draws it. */
function pixelDistance(a: MapMarker, b: MapMarker, zoom: number) {
  const scale = 256 * 2 ** zoom;
  const y = (lat: number) => {
    const sin = Math.sin((lat * Math.PI) / 180);
    return (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale;
  };
  return Math.hypot(((b.lng - a.lng) / 360) * scale, y(b.lat) - y(a.lat));
}

describe('spreading crowded markers', () => {
  it('pushes two markers that would cover each other apart, keeping keys and counts', () => {
    const zoom = 4;
    const input = [marker('s:4:1:1', 40.7, -74), marker('s:4:1:2', 40.75, -74.05)];
    expect(pixelDistance(input[0]!, input[1]!, zoom)).toBeLessThan(5);
    const out = spreadMarkers(input, zoom);
    expect(pixelDistance(out[0]!, out[1]!, zoom)).toBeGreaterThanOrEqual(MIN_MARKER_DISTANCE_PX - 0.5);
    expect(out.map((m) => [m.key, m.count])).toEqual(input.map((m) => [m.key, m.count]));
  });

  it('separates markers at exactly the same point', () => {
    const out = spreadMarkers([marker('a', 43.6, -79.4), marker('b', 43.6, -79.4)], 12);
    expect(pixelDistance(out[0]!, out[1]!, 12)).toBeGreaterThanOrEqual(MIN_MARKER_DISTANCE_PX - 0.5);
  });

  it('leaves markers with room alone', () => {
    const input = [marker('a', 43.6, -79.4), marker('b', 45.5, -73.6)];
    expect(spreadMarkers(input, 6)).toEqual(input);
  });

  it('never moves a marker more than 24 px from its place, however crowded', () => {
    const zoom = 10;
    const input = Array.from({ length: 12 }, (_, i) => marker(`m${i}`, 43.65 + i * 1e-4, -79.38));
    const out = spreadMarkers(input, zoom);
    for (const [i, m] of out.entries()) expect(pixelDistance(m, input[i]!, zoom)).toBeLessThanOrEqual(24.01);
  });
});
