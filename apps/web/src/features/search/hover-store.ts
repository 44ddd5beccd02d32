// Which listing or marker the pointer (or keyboard focus) is on, so the list and the map highlight each
// other's item: a card highlights its marker (or the cluster holding it), a marker its card(s).
import type { MapMarker } from '@rentals/shared/resources/listings';
import { create } from 'zustand';
import type { HoveredListing } from '../../components/list-map-frame/marker-match.ts';

export type { HoveredListing };

interface HoverState {
  listing: HoveredListing | null;
  marker: MapMarker | null;
  hoverListing: (listing: HoveredListing | null) => void;
  hoverMarker: (marker: MapMarker | null) => void;
}

export const useHoverStore = create<HoverState>()((set) => ({
  listing: null,
  marker: null,
  hoverListing: (listing) => set({ listing }),
  hoverMarker: (marker) => set({ marker }),
}));

// The matching itself is shared with the renter area's lists (components/list-map-frame).
export { markerContains, markerForListing } from '../../components/list-map-frame/marker-match.ts';
