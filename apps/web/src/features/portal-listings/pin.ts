// The listing's map pin in the editor's values: the point placed on the map, or none (null) to follow the
// city's centre, where the API puts it when the city changes without a pin.
import type { ListingFormValues } from './form-values.ts';

export interface LatLng {
  lat: number;
  lng: number;
}

/** Six decimals: about 10 cm, finer than any pin is placed. */
const round = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

/** Where the pin shows: the placed point, else the city's centre (null while that is unknown). */
export function pinOf(values: Pick<ListingFormValues, 'lat' | 'lng'>, cityCentre: LatLng | null): LatLng | null {
  return values.lat !== null && values.lng !== null ? { lat: values.lat, lng: values.lng } : cityCentre;
}

/** The values for a pin placed at `point` (dragged, clicked, or reset to the city's centre). */
export function placedPin(point: LatLng): Pick<ListingFormValues, 'lat' | 'lng'> {
  return { lat: round(point.lat), lng: round(point.lng) };
}

/** The values after another city is picked: the pin leaves the old city and follows the new one's centre. */
export function pickedCity(
  cityId: string,
  cityLabel: string,
): Pick<ListingFormValues, 'cityId' | 'cityLabel' | 'lat' | 'lng'> {
  return { cityId, cityLabel, lat: null, lng: null };
}
