// One marker on the map: a price pill or a count bubble, a focusable button with a spoken name that the
// visitor chooses by click, Enter or Space, and whose hover and focus the page hears (to highlight a card).
import type { MapMarker } from '@rentals/shared/resources/listings';
import type { Marker as LeafletMarker } from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import type { MapsModule } from '../../lib/maps/maps-loader.ts';
import classes from './map.module.css';
import { markerLabel, markerText } from './marker-format.ts';
import './i18n/index.ts';
import { useTranslation } from '../../lib/i18n/index.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function MarkerPin({
  maps,
  marker,
  highlighted,
  onHover,
  onChoose,
}: {
  maps: MapsModule;
  marker: MapMarker;
  highlighted: boolean;
  onHover?: (marker: MapMarker | null) => void;
  onChoose: (marker: MapMarker, byKeyboard: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const ref = useRef<LeafletMarker>(null);
  const label = markerLabel(t, marker, i18n.language);
  const text = markerText(marker, i18n.language);
  const className = [classes.marker, marker.count > 1 ? classes.cluster : '', marker.featured ? classes.featured : '']
    .filter(Boolean)
    .join(' ');
  const icon = useMemo(
    () =>
      maps.L.divIcon({
        className,
        html: `<span aria-hidden="true">${escapeHtml(text)}</span>`,
        // No fixed size: the pill sizes itself and is centred on the point by CSS.
        iconSize: undefined,
      }),
    [maps, className, text],
  );
  const position = useMemo(() => [marker.lat, marker.lng] as [number, number], [marker.lat, marker.lng]);
  const latest = useRef({ marker, onHover, onChoose });
  latest.current = { marker, onHover, onChoose };
  const eventHandlers = useMemo(
    () => ({
      click: () => latest.current.onChoose(latest.current.marker, false),
      keydown: (event: { originalEvent: KeyboardEvent }) => {
        const key = event.originalEvent.key;
        if (key !== 'Enter' && key !== ' ') return;
        event.originalEvent.preventDefault();
        latest.current.onChoose(latest.current.marker, true);
      },
      mouseover: () => latest.current.onHover?.(latest.current.marker),
      mouseout: () => latest.current.onHover?.(null),
    }),
    [],
  );

  // Leaflet owns the marker element: name it, tag it and mark it highlighted here.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new icon is a new element to set up
  useEffect(() => {
    const element = ref.current?.getElement();
    if (!element) return;
    element.setAttribute('aria-label', label);
    element.setAttribute('data-testid', 'map-marker');
    element.dataset.markerKey = marker.key;
    element.toggleAttribute('data-highlighted', highlighted);
    const focus = () => latest.current.onHover?.(latest.current.marker);
    const blur = () => latest.current.onHover?.(null);
    element.addEventListener('focus', focus);
    element.addEventListener('blur', blur);
    return () => {
      element.removeEventListener('focus', focus);
      element.removeEventListener('blur', blur);
    };
  }, [icon, label, highlighted, marker.key]);

  return (
    <maps.Marker
      ref={ref}
      position={position}
      icon={icon}
      keyboard
      riseOnHover
      zIndexOffset={highlighted ? 1000 : marker.featured ? 100 : 0}
      eventHandlers={eventHandlers}
    />
  );
}
