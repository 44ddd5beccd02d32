// How distances and travel times read: "Work: 4.2 km · 12 min by bike" (kilometres, or miles in the US
// region), "1 h 35 min" past an hour.
import type { PointOfInterest } from '@rentals/shared/points-of-interest';
import {
  type DistanceUnit,
  formatDistance,
  type LatLng,
  type TravelMode,
  travelEstimate,
} from '@rentals/shared/travel';
import { getRegion, type TFunction } from '../../lib/i18n/index.ts';

export const distanceUnit = (): DistanceUnit => (getRegion() === 'US' ? 'mi' : 'km');

export function formatMinutes(t: TFunction, minutes: number): string {
  if (minutes < 60) return t('poi.minutes', { count: minutes });
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? t('poi.hours', { hours }) : t('poi.hoursMinutes', { hours, minutes: rest });
}

/** "12 min by bike" */
export const travelTime = (t: TFunction, minutes: number, mode: TravelMode) =>
  t(`poi.byMode.${mode}`, { time: formatMinutes(t, minutes) });

export const pointLatLng = (point: Pick<PointOfInterest, 'latitude' | 'longitude'>): LatLng => ({
  lat: point.latitude,
  lng: point.longitude,
});

/** "Work: 4.2 km · 12 min by bike" */
export function distanceLine(t: TFunction, point: PointOfInterest, from: LatLng, mode: TravelMode): string {
  const estimate = travelEstimate(from, pointLatLng(point));
  return t('poi.cardLine', {
    name: point.name,
    distance: formatDistance(estimate.km, distanceUnit()),
    time: travelTime(t, estimate.minutes[mode], mode),
  });
}
