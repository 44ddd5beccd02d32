// Which marker stands for which listing, so a list and its map highlight each other's item: a card highlights
// its marker (or the cluster holding it), a marker its card(s).
import type { ListingCard, MapMarker } from '@rentals/shared/resources/listings';

export interface HoveredListing {
  id: number;
  lat: number;
  lng: number;
}

const SAME_PLACE = 1e-6;

/** Whether a marker stands for a listing: its own marker, a same-address group or a cluster around it. */
export function markerContains(marker: MapMarker, listing: Pick<ListingCard, 'id' | 'lat' | 'lng'>): boolean {
  if (marker.listingId !== null) return marker.listingId === listing.id;
  if (marker.bounds) {
    const b = marker.bounds;
    return listing.lat <= b.north && listing.lat >= b.south && listing.lng <= b.east && listing.lng >= b.west;
  }
  return Math.abs(marker.lat - listing.lat) < SAME_PLACE && Math.abs(marker.lng - listing.lng) < SAME_PLACE;
}

/** The marker to highlight for the hovered card: its own, else the first group or cluster holding it. */
export function markerForListing(markers: readonly MapMarker[], listing: HoveredListing | null): string | null {
  if (!listing) return null;
  const own = markers.find((m) => m.listingId === listing.id);
  if (own) return own.key;
  return markers.find((m) => m.count > 1 && markerContains(m, listing))?.key ?? null;
}
