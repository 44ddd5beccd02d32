import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DETOUR_FACTOR,
  distanceKm,
  formatDistance,
  type LatLng,
  latLngFromParam,
  latLngToParam,
  TRAVEL_MODES,
  TRAVEL_SPEEDS_KMH,
  TRAVEL_START_MINUTES,
  travelEstimate,
  travelMinutes,
} from './travel.ts';

const TORONTO = { lat: 43.6532, lng: -79.3832 };
const OTTAWA = { lat: 45.4215, lng: -75.6972 };
const NEW_YORK = { lat: 40.7128, lng: -74.006 };
const LOS_ANGELES = { lat: 34.0522, lng: -118.2437 };
const VANCOUVER = { lat: 49.2827, lng: -123.1207 };

const pointArb: fc.Arbitrary<LatLng> = fc.record({
  lat: fc.double({ min: -90, max: 90, noNaN: true }),
  lng: fc.double({ min: -180, max: 180, noNaN: true }),
});

describe('great-circle distance', () => {
  it('matches known city distances', () => {
    // Published great-circle distances: Toronto–Ottawa about 351-352 km, New York–Los Angeles about 3,936 km,
    // Toronto–Vancouver about 3,358 km.
    expect(distanceKm(TORONTO, OTTAWA)).toBeGreaterThan(350);
    expect(distanceKm(TORONTO, OTTAWA)).toBeLessThan(353);
    expect(distanceKm(NEW_YORK, LOS_ANGELES)).toBeCloseTo(3936, -1);
    expect(distanceKm(TORONTO, VANCOUVER)).toBeCloseTo(3358, -1);
    expect(distanceKm({ lat: 43.70011, lng: -79.4163 }, { lat: 45.50884, lng: -73.58781 })).toBeCloseTo(504, -1);
  });

  it('measures one degree of latitude as about 111.2 km, and a degree of longitude shrinking with latitude', () => {
    expect(distanceKm({ lat: 45, lng: -75 }, { lat: 46, lng: -75 })).toBeCloseTo(111.19, 1);
    expect(distanceKm({ lat: 0, lng: 10 }, { lat: 0, lng: 11 })).toBeCloseTo(111.19, 1);
    expect(distanceKm({ lat: 60, lng: 10 }, { lat: 60, lng: 11 })).toBeCloseTo(55.6, 1);
  });

  it('is half the circumference between antipodes, and zero between a point and itself', () => {
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(Math.PI * 6371.0088, 3);
    expect(distanceKm({ lat: 90, lng: 0 }, { lat: -90, lng: 0 })).toBeCloseTo(Math.PI * 6371.0088, 3);
    expect(distanceKm(TORONTO, TORONTO)).toBe(0);
  });

  it('stays exact next to the antipode, where haversine loses digits (a counterexample fast-check found)', () => {
    const a = { lat: 0, lng: -179.99999790869023 };
    const b = { lat: 0, lng: 0 };
    const c = { lat: -6.037091348628667e-7, lng: 0 };
    expect(distanceKm(a, b)).toBeLessThanOrEqual(distanceKm(a, c) + distanceKm(c, b) + 1e-6);
  });

  it('is symmetric, never negative and obeys the triangle inequality', () => {
    fc.assert(
      fc.property(pointArb, pointArb, pointArb, (a, b, c) => {
        const ab = distanceKm(a, b);
        expect(ab).toBeGreaterThanOrEqual(0);
        expect(ab).toBeCloseTo(distanceKm(b, a), 6);
        expect(ab).toBeLessThanOrEqual(Math.PI * 6371.0088 + 1e-6);
        expect(ab).toBeLessThanOrEqual(distanceKm(a, c) + distanceKm(c, b) + 1e-6);
      }),
    );
  });
});

describe('travel time estimates', () => {
  it('stretches the straight line by the detour factor and divides by each speed', () => {
    // 12 km in a straight line is 15.6 km of streets.
    expect(DETOUR_FACTOR).toBe(1.3);
    expect(travelMinutes(12, 'walk')).toBe(195); // 15.6 km at 4.8 km/h
    expect(travelMinutes(12, 'bike')).toBe(62); // at 15 km/h: 62.4
    expect(travelMinutes(12, 'transit')).toBe(52); // 5 min to the stop and waiting + 46.8 at 20 km/h
    expect(travelMinutes(12, 'drive')).toBe(31); // at 30 km/h: 31.2
    for (const mode of TRAVEL_MODES) {
      const expected = TRAVEL_START_MINUTES[mode] + ((12 * DETOUR_FACTOR) / TRAVEL_SPEEDS_KMH[mode]) * 60;
      expect(travelMinutes(12, mode)).toBe(Math.round(expected));
    }
  });

  it('says at least a minute, and transit never beats its wait', () => {
    expect(travelMinutes(0, 'drive')).toBe(1);
    expect(travelMinutes(0.01, 'walk')).toBe(1);
    expect(travelMinutes(0.5, 'transit')).toBeGreaterThanOrEqual(5);
  });

  it('grows with the distance and is faster by bike than on foot, and by car than by bike', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 500, noNaN: true }),
        fc.double({ min: 0, max: 500, noNaN: true }),
        (a, b) => {
          const [near, far] = a <= b ? [a, b] : [b, a];
          for (const mode of TRAVEL_MODES)
            expect(travelMinutes(near, mode)).toBeLessThanOrEqual(travelMinutes(far, mode));
          expect(travelMinutes(far, 'bike')).toBeLessThanOrEqual(travelMinutes(far, 'walk'));
          expect(travelMinutes(far, 'drive')).toBeLessThanOrEqual(travelMinutes(far, 'bike'));
        },
      ),
    );
  });

  it('estimates every mode at once from two points', () => {
    const estimate = travelEstimate(TORONTO, { lat: 43.6426, lng: -79.3871 });
    expect(estimate.km).toBeCloseTo(1.22, 2);
    expect(estimate.minutes).toEqual({ walk: 20, bike: 6, transit: 10, drive: 3 });
  });
});

describe('distance text', () => {
  it('uses metres under 1 km, one decimal under 10 and whole numbers above', () => {
    expect(formatDistance(0)).toBe('10 m');
    expect(formatDistance(0.004)).toBe('10 m');
    expect(formatDistance(0.851)).toBe('850 m');
    expect(formatDistance(4.24)).toBe('4.2 km');
    expect(formatDistance(9.96)).toBe('10 km');
    expect(formatDistance(351.9)).toBe('352 km');
    expect(formatDistance(1234.5)).toBe('1,235 km');
  });

  it('uses miles in the US region', () => {
    expect(formatDistance(6.76, 'mi')).toBe('4.2 mi');
    expect(formatDistance(0.01, 'mi')).toBe('0.1 mi');
    expect(formatDistance(3936, 'mi')).toBe('2,446 mi');
  });
});

describe('near parameter (lat,lng)', () => {
  it('writes six decimals and reads them back', () => {
    expect(latLngToParam({ lat: 43.65320049, lng: -79.3832 })).toBe('43.6532,-79.3832');
    expect(latLngToParam({ lat: -0.0000001, lng: 0 })).toBe('0,0');
    expect(latLngFromParam('43.6532,-79.3832')).toEqual(TORONTO);
    expect(latLngFromParam(' 45.4215 , -75.6972 ')).toEqual(OTTAWA);
  });

  it('refuses anything that is not a point on Earth', () => {
    for (const bad of [null, undefined, '', '43', '43,', ',79', 'a,b', '91,0', '-91,0', '0,181', '0,-180.5', '1,2,3']) {
      expect(latLngFromParam(bad), String(bad)).toBeNull();
    }
  });

  it('round-trips every point', () => {
    fc.assert(
      fc.property(pointArb, (point) => {
        const once = latLngFromParam(latLngToParam(point));
        expect(once).not.toBeNull();
        expect(Math.abs((once?.lat ?? 0) - point.lat)).toBeLessThanOrEqual(5e-7);
        expect(latLngToParam(once as LatLng)).toBe(latLngToParam(point));
      }),
    );
  });
});
