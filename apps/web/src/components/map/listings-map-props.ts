// The listings map's props and what it reports, in a module of their own: the map's parts import them
// without importing listings-map.tsx back (which imports them).
import type { MapMarker } from '@rentals/shared/resources/listings';
import type { Bounds } from '@rentals/shared/search-filters';
import type { ReactNode } from 'react';
import type { Viewport } from './map-geometry.ts';

export interface ViewportChange extends Viewport {
  /** false when the map moved because `area` changed (the page asked for it), true for the visitor's moves. */
  byUser: boolean;
}

export interface ListingsMapProps {
  markers: readonly MapMarker[];
  /** The area to show: fitted at first, and again whenever it changes to one the map did not report itself. */
  area: Bounds | null;
  /** Shown at street level when there is no area. */
  center?: { lat: number; lng: number } | null;
  onViewportChange?: (change: ViewportChange) => void;
  highlightedKey?: string | null;
  onMarkerHover?: (marker: MapMarker | null) => void;
  /** The popup of a listing or an address; `relayout` re-measures it once its content has loaded. */
  renderPopup: (marker: MapMarker, relayout: () => void) => ReactNode;
  /**
   * Merge the markers that would overlap at the map's zoom into count bubbles (declutter.ts), for markers the
   * server sends unclustered (one per address). A merged bubble is highlighted when one of its markers is.
   */
  declutter?: boolean;
  /** Controls over the map's top edge (e.g. "Search as I move the map"). */
  overlay?: ReactNode;
  /** A line under the overlay (e.g. "the markers could not be loaded"). */
  status?: ReactNode;
  testId?: string;
}

/** What the Leaflet map itself takes: the props without the frame's (overlay, status, test id). */
export type MapCanvasProps = Omit<ListingsMapProps, 'overlay' | 'status' | 'testId'>;
