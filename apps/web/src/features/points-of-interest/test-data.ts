// Points of interest for the feature's tests.
import type { PointOfInterest } from '@rentals/shared/points-of-interest';

export function makePoint(id: number, overrides: Partial<PointOfInterest> = {}): PointOfInterest {
  return {
    id,
    name: `Place ${id}`,
    address: '',
    city: 'Toronto',
    icon: 1,
    latitude: 43.65,
    longitude: -79.38,
    ...overrides,
  };
}

/** Work, 1.22 km from (43.6532, -79.3832): a 10-minute transit trip by the estimates of shared/travel.ts. */
export const WORK = makePoint(11, {
  name: 'Work',
  address: '100 King St W',
  icon: 2,
  latitude: 43.6426,
  longitude: -79.3871,
});
