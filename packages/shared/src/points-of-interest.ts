// Points of interest (spec 3): the type, the icon set and the limits, without zod, so listing cards and the
// search page's first chunk can use them. The request schemas are in resources/points-of-interest.ts.

/** Spec 3: id, name, address, city, icon (default 1), latitude, longitude. */
export interface PointOfInterest {
  id: number;
  name: string;
  address: string;
  city: string;
  /** 1-based index into POINT_OF_INTEREST_ICONS. */
  icon: number;
  latitude: number;
  longitude: number;
}

/** The icons a renter picks from; `icon` is the 1-based position here (spec 9: default 1, home). */
export const POINT_OF_INTEREST_ICONS = ['home', 'work', 'school', 'gym', 'transit', 'heart', 'star', 'other'] as const;
export type PointOfInterestIcon = (typeof POINT_OF_INTEREST_ICONS)[number];
export const DEFAULT_POINT_OF_INTEREST_ICON = 1;

/** How many points one renter may keep: enough for home, work, school and friends; cards show 3. */
export const MAX_POINTS_OF_INTEREST = 10;
export const POINT_OF_INTEREST_NAME_MAX = 100;
export const POINT_OF_INTEREST_ADDRESS_MAX = 200;
export const POINT_OF_INTEREST_CITY_MAX = 100;

/** The icon key of a stored icon number; an unknown number reads as 'other'. */
export function pointOfInterestIcon(icon: number): PointOfInterestIcon {
  return POINT_OF_INTEREST_ICONS[icon - 1] ?? 'other';
}
