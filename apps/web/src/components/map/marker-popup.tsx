// The popup of a chosen listing or address: a dialog the page fills, focused when opened from the keyboard;
// Escape closes it and gives the focus back to its marker.
import type { MapMarker } from '@rentals/shared/resources/listings';
import type { Map as LeafletMap, Popup as LeafletPopup } from 'leaflet';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { MapsModule } from '../../lib/maps/maps-loader.ts';
import type { ListingsMapProps } from './listings-map-props.ts';
import classes from './map.module.css';
import { markerLabel } from './marker-format.ts';
import './i18n/index.ts';
import { useTranslation } from '../../lib/i18n/index.ts';

export function MarkerPopup({
  maps,
  map,
  marker,
  focusOnOpen,
  onClose,
  renderPopup,
}: {
  maps: MapsModule;
  map: LeafletMap;
  marker: MapMarker;
  focusOnOpen: boolean;
  onClose: () => void;
  renderPopup: ListingsMapProps['renderPopup'];
}) {
  const { t, i18n } = useTranslation();
  const label = markerLabel(t, marker, i18n.language);
  const popup = useRef<LeafletPopup>(null);
  const content = useRef<HTMLDivElement>(null);
  const position = useMemo(() => [marker.lat, marker.lng] as [number, number], [marker.lat, marker.lng]);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const eventHandlers = useMemo(() => ({ remove: () => closeRef.current() }), []);
  const relayout = useCallback(() => popup.current?.update(), []);

  useEffect(() => {
    if (focusOnOpen) content.current?.focus();
  }, [focusOnOpen]);

  const closeAndReturn = () => {
    map.closePopup();
    map
      .getContainer()
      .querySelector<HTMLElement>(`[data-marker-key="${CSS.escape(marker.key)}"]`)
      ?.focus();
  };

  return (
    <maps.Popup
      ref={popup}
      position={position}
      eventHandlers={eventHandlers}
      minWidth={280}
      maxWidth={300}
      maxHeight={380}
      autoPanPadding={[16, 16]}
    >
      <div
        ref={content}
        role="dialog"
        aria-label={label}
        tabIndex={-1}
        className={classes.popup}
        data-testid="map-popup"
        onKeyDown={(event) => {
          if (event.key === 'Escape') closeAndReturn();
        }}
      >
        {renderPopup(marker, relayout)}
      </div>
    </maps.Popup>
  );
}
