// What a map marker says: a price pill for one listing, a count bubble for several, and an accessible
// name for screen readers and keyboard users ("3 rentals from $1,800").
import { formatMoney, formatNumber } from '@rentals/shared/format';
import type { MapMarker } from '@rentals/shared/resources/listings';
import './i18n/index.ts';
import type { TFunction } from '../../lib/i18n/index.ts';

/** Whole dollars: 215050 cents -> "$2,151" ("2 151 $" in French). */
export const markerPrice = (cents: number, language = 'en') => formatMoney(Math.round(cents / 100) * 100, language);

/**
 * The text on the marker: "$2,150" for one listing, "1,234" for several. Never abbreviated ("1.2k"): the
 * visible text must be part of the accessible name (WCAG 2.5.3).
 */
export function markerText(marker: Pick<MapMarker, 'count' | 'minRent'>, language = 'en'): string {
  return marker.count <= 1 ? markerPrice(marker.minRent, language) : formatNumber(marker.count, 0, language);
}

export function markerLabel(t: TFunction, marker: MapMarker, language = 'en'): string {
  const price = markerPrice(marker.minRent, language);
  const label =
    marker.count <= 1
      ? t('map.markerSingle', { price })
      : t('map.markerMany', { formatted: markerText(marker, language), count: marker.count, price });
  return marker.featured ? t('map.featured', { label }) : label;
}

/**
 * A cluster zooms in when chosen, until the map is nearly at its closest; then, like one listing or one
 * address, it opens a popup listing its rentals.
 */
export function markerAction(marker: Pick<MapMarker, 'count' | 'bounds'>, zoom: number, maxZoom: number) {
  return marker.count > 1 && marker.bounds && zoom < maxZoom - 2 ? 'zoom' : 'popup';
}
