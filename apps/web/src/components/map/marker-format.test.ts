import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/index.ts';
import { makeMarker } from '../../test/listings.ts';
import { isPointLike, sameBounds, viewportFromMap } from './map-geometry.ts';
import { markerAction, markerLabel, markerPrice, markerText } from './marker-format.ts';

const t = i18n.getFixedT('en');
const fr = i18n.getFixedT('fr');

describe('map markers', () => {
  it('show a price pill for one listing and a count for several', () => {
    expect(markerText({ count: 1, minRent: 215_000 })).toBe('$2,150');
    expect(markerText({ count: 1, minRent: 215_049 })).toBe('$2,150');
    expect(markerText({ count: 1, minRent: 1_250_000 })).toBe('$12,500');
    expect(markerText({ count: 3, minRent: 180_000 })).toBe('3');
    expect(markerText({ count: 1500, minRent: 1 })).toBe('1,500');
    expect(markerText({ count: 25_400, minRent: 1 })).toBe('25,400');
    expect(markerPrice(99_999)).toBe('$1,000');
  });

  it('have spoken names', () => {
    expect(markerLabel(t, makeMarker('c:1', { count: 3, minRent: 180_000 }))).toBe('3 rentals from $1,800');
    expect(markerLabel(t, makeMarker('c:2', { count: 1234, minRent: 99_500 }))).toBe('1,234 rentals from $995');
    expect(markerLabel(t, makeMarker('l:1', { listingId: 1, minRent: 215_000 }))).toBe('Rental for $2,150/month');
    expect(markerLabel(t, makeMarker('l:1', { listingId: 1, featured: true }))).toBe(
      'Rental for $1,800/month, featured',
    );
    expect(markerLabel(fr, makeMarker('c:1', { count: 3 }))).toBe('3 logements à partir de $1,800');
  });

  it('zoom into clusters until close, and open popups for listings and addresses', () => {
    const bounds = { north: 44, east: -79, south: 43, west: -80 };
    expect(markerAction({ count: 40, bounds }, 8, 18)).toBe('zoom');
    expect(markerAction({ count: 40, bounds }, 16, 18)).toBe('popup');
    expect(markerAction({ count: 3, bounds: null }, 8, 18)).toBe('popup');
    expect(markerAction({ count: 1, bounds: null }, 8, 18)).toBe('popup');
  });
});

describe('map viewports', () => {
  it('keep bounds the API accepts, whatever Leaflet reports', () => {
    expect(viewportFromMap({ north: 43.7, east: -79.3, south: 43.6, west: -79.5 }, 12.4)).toEqual({
      bounds: { north: 43.7, east: -79.3, south: 43.6, west: -79.5 },
      zoom: 12,
    });
    // A world view wraps past the antimeridian and the poles.
    expect(viewportFromMap({ north: 89, east: 250, south: -89, west: -310 }, 0)).toEqual({
      bounds: { north: 85.05, east: 180, south: -85.05, west: -180 },
      zoom: 1,
    });
    expect(viewportFromMap({ north: 1, east: 1.123456789, south: 0, west: 0 }, 25).bounds.east).toBe(1.123457);
    expect(viewportFromMap({ north: 1, east: 1, south: 0, west: 0 }, 25).zoom).toBe(20);
  });

  it('compare areas with a tolerance and spot single points', () => {
    const a = { north: 44, east: -79, south: 43, west: -80 };
    expect(sameBounds(a, { ...a, north: 44.01 })).toBe(true);
    expect(sameBounds(a, { ...a, north: 44.2 })).toBe(false);
    expect(sameBounds(a, null)).toBe(false);
    expect(sameBounds(null, null)).toBe(true);
    expect(isPointLike({ north: 43.65, east: -79.38, south: 43.65, west: -79.38 })).toBe(true);
    expect(isPointLike(a)).toBe(false);
  });
});
