// Distances and estimated travel times between a listing and a renter's points of interest (issue 4,
// section 4). No routing service: the straight-line (great-circle) distance, stretched by a detour factor
// for the street network, divided by a typical door-to-door speed for each way of travelling. The numbers
// are estimates for comparing listings ("12 min by bike"), not directions. zod-free: listing cards use it.
//
// Assumptions (change them here; the cards, the listing page and the tests follow):
// - Earth: a sphere of the IUGG mean radius, 6,371.0088 km. The great-circle formula is exact on the sphere;
//   against the WGS 84 ellipsoid it is off by at most about 0.5 %, far below the detour uncertainty.
// - Detour factor 1.3: the route is longer than the straight line. Studies comparing road-network and
//   straight-line distances (e.g. Ballou, Rahardja and Sakai 2002, "Selected country circuity factors for
//   road travel distance estimation"; Boscoe, Henry and Zdeb 2012, "A nationwide comparison of driving
//   distance versus straight-line distance") find ratios of about 1.2 to 1.4 in North America; 1.3 is the
//   middle. The same factor is used for every mode (paths and bike lanes follow streets too).
// - Speeds, door to door:
//   - walk 4.8 km/h (3 mph): the usual planning value for adult pedestrians (about 1.3 m/s).
//   - bike 15 km/h: a typical urban commuting average including stops at lights (cycling cities such as
//     Copenhagen report averages of about 15-16 km/h).
//   - transit 20 km/h plus 5 minutes: bus, streetcar and subway averages across a trip, stops and
//     transfers included, are typically 15-25 km/h in Canadian and US cities; the 5 minutes are getting to
//     the stop and waiting (half of a 10-minute headway), so a short hop by transit is not shown faster
//     than it can be.
//   - drive 30 km/h: an urban average including signals and congestion (city traffic indexes put
//     rush-hour averages at about 20-35 km/h); parking time is not counted.
// - Times are rounded to the nearest minute, at least 1 minute.

export interface LatLng {
  lat: number;
  lng: number;
}

export const TRAVEL_MODES = ['walk', 'bike', 'transit', 'drive'] as const;
export type TravelMode = (typeof TRAVEL_MODES)[number];
export const DEFAULT_TRAVEL_MODE: TravelMode = 'transit';

/** IUGG mean Earth radius, km. */
export const EARTH_RADIUS_KM = 6371.0088;
/** Route length / straight-line length (see above). */
export const DETOUR_FACTOR = 1.3;
/** Door-to-door average speeds, km/h (see above). */
export const TRAVEL_SPEEDS_KMH: Readonly<Record<TravelMode, number>> = {
  walk: 4.8,
  bike: 15,
  transit: 20,
  drive: 30,
};
/** Minutes every trip of a mode costs before moving: reaching the stop and waiting, for transit. */
export const TRAVEL_START_MINUTES: Readonly<Record<TravelMode, number>> = {
  walk: 0,
  bike: 0,
  transit: 5,
  drive: 0,
};

export const KM_PER_MILE = 1.609344;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km between two points. */
export function distanceKm(a: LatLng, b: LatLng): number {
  // The great-circle angle in its atan2 form (Vincenty's formula on a sphere): as exact as haversine for short
  // distances, and still exact near the antipode, where haversine's asin(√h) loses half its digits.
  const [lat1, lat2] = [radians(a.lat), radians(b.lat)];
  const dLng = radians(b.lng - a.lng);
  const y = Math.hypot(
    Math.cos(lat2) * Math.sin(dLng),
    Math.cos(lat1) * Math.sin(lat2) - Math.sin(lat1) * Math.cos(lat2) * Math.cos(dLng),
  );
  const x = Math.sin(lat1) * Math.sin(lat2) + Math.cos(lat1) * Math.cos(lat2) * Math.cos(dLng);
  return EARTH_RADIUS_KM * Math.atan2(y, x);
}

/** Estimated travel time in whole minutes (at least 1) for a straight-line distance in km. */
export function travelMinutes(straightKm: number, mode: TravelMode): number {
  const hours = (straightKm * DETOUR_FACTOR) / TRAVEL_SPEEDS_KMH[mode];
  return Math.max(1, Math.round(TRAVEL_START_MINUTES[mode] + hours * 60));
}

export interface TravelEstimate {
  /** Straight-line distance, km. */
  km: number;
  minutes: Record<TravelMode, number>;
}

/** The distance from `from` to `to` and the estimated minutes by every mode. */
export function travelEstimate(from: LatLng, to: LatLng): TravelEstimate {
  const km = distanceKm(from, to);
  const minutes = Object.fromEntries(TRAVEL_MODES.map((mode) => [mode, travelMinutes(km, mode)])) as Record<
    TravelMode,
    number
  >;
  return { km, minutes };
}

export type DistanceUnit = 'km' | 'mi';

/**
 * A distance for people: "850 m", "4.2 km", "36 km" (one decimal under 10), or in miles "0.5 mi", "4.2 mi",
 * "22 mi" (the US region). Commas separate thousands (spec 9).
 */
export function formatDistance(km: number, unit: DistanceUnit = 'km'): string {
  const decimals = (value: number) => (value < 10 ? 1 : 0);
  const number = (value: number, digits: number) =>
    value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  if (unit === 'mi') {
    const miles = km / KM_PER_MILE;
    if (miles < 0.1) return '0.1 mi';
    return `${number(miles, decimals(miles))} mi`;
  }
  if (km < 1) {
    // Tens of metres: a straight line is not more precise than that. Under 10 m reads "10 m".
    return `${Math.max(10, Math.round((km * 1000) / 10) * 10)} m`;
  }
  // 9.96 km rounds to "10.0": decide the decimals on the rounded value.
  const rounded = Math.round(km * 10) / 10;
  return `${number(rounded, decimals(rounded))} km`;
}

/** The coordinates a search's `near` parameter carries: "lat,lng" (6 decimals, about 10 cm). */
export function latLngToParam(point: LatLng): string {
  return `${roundCoordinate(point.lat)},${roundCoordinate(point.lng)}`;
}

/** "lat,lng" -> a point on Earth, or null for anything else. */
export function latLngFromParam(value: string | null | undefined): LatLng | null {
  if (!value) return null;
  const parts = value.split(',');
  if (parts.length !== 2 || parts.some((part) => part.trim() === '')) return null;
  return validLatLng({ lat: Number(parts[0]), lng: Number(parts[1]) });
}

/** A valid point, rounded to 6 decimals, or null. */
export function validLatLng(point: LatLng | null | undefined): LatLng | null {
  if (!point) return null;
  const { lat, lng } = point;
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (lat < -90 || lat > 90 || lng < -180 || lng > 180) return null;
  return { lat: roundCoordinate(lat), lng: roundCoordinate(lng) };
}

/** Six decimals keep URLs short; `+ 0` turns -0 into 0 so a value reads back as written. */
export const roundCoordinate = (value: number) => Math.round(value * 1e6) / 1e6 + 0;
