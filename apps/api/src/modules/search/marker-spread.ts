// Markers that would cover each other on screen are pushed apart a little, so every marker stays a target
// a finger can hit (WCAG 2.2 target size) while staying next to what it stands for. Works in Web Mercator
// pixels at the request's zoom, like Leaflet draws them.
import type { MapMarker } from '@rentals/shared/resources/listings';

/** Closest two marker centres may be, in screen pixels (clusters are 32 px round, pills ~18 px high). */
export const MIN_MARKER_DISTANCE_PX = 40;
/** No marker moves further than this from its true position. */
const MAX_SHIFT_PX = 24;
const PASSES = 8;
const TILE = 256;

function toPixels(lat: number, lng: number, zoom: number) {
  const scale = TILE * 2 ** zoom;
  const sin = Math.sin((Math.max(-85, Math.min(85, lat)) * Math.PI) / 180);
  return {
    x: ((lng + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  };
}

function toLatLng(x: number, y: number, zoom: number) {
  const scale = TILE * 2 ** zoom;
  const n = Math.PI - (2 * Math.PI * y) / scale;
  return { lat: (180 / Math.PI) * Math.atan(Math.sinh(n)), lng: (x / scale) * 360 - 180 };
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/** The markers with crowded neighbours nudged apart (at most MAX_SHIFT_PX each); order and counts unchanged. */
export function spreadMarkers(markers: MapMarker[], zoom: number): MapMarker[] {
  if (markers.length < 2) return markers;
  const origin = markers.map((m) => toPixels(m.lat, m.lng, zoom));
  const at = origin.map((p) => ({ ...p }));
  for (let pass = 0; pass < PASSES; pass++) {
    let moved = false;
    for (let i = 0; i < at.length; i++) {
      for (let j = i + 1; j < at.length; j++) {
        const a = at[i] as { x: number; y: number };
        const b = at[j] as { x: number; y: number };
        const dx = b.x - a.x;
        const dy = b.y - a.y;
        const distance = Math.hypot(dx, dy);
        if (distance >= MIN_MARKER_DISTANCE_PX) continue;
        // Same point: separate sideways, by index so the answer is deterministic.
        const [ux, uy] = distance > 1e-9 ? [dx / distance, dy / distance] : [1, 0];
        const push = (MIN_MARKER_DISTANCE_PX - distance) / 2;
        a.x -= ux * push;
        a.y -= uy * push;
        b.x += ux * push;
        b.y += uy * push;
        moved = true;
      }
    }
    // Keep every marker near its own place.
    at.forEach((p, i) => {
      const o = origin[i] as { x: number; y: number };
      const shift = Math.hypot(p.x - o.x, p.y - o.y);
      if (shift > MAX_SHIFT_PX) {
        p.x = o.x + ((p.x - o.x) * MAX_SHIFT_PX) / shift;
        p.y = o.y + ((p.y - o.y) * MAX_SHIFT_PX) / shift;
      }
    });
    if (!moved) break;
  }
  return markers.map((marker, i) => {
    const p = at[i] as { x: number; y: number };
    const o = origin[i] as { x: number; y: number };
    if (p.x === o.x && p.y === o.y) return marker;
    const { lat, lng } = toLatLng(p.x, p.y, zoom);
    return { ...marker, lat: round6(lat), lng: round6(lng) };
  });
}
