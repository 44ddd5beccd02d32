// A Leaflet map of listing markers (spec 4 and 9: loaded on demand through the maps loader, which retries).
// Markers come from the server already clustered: a count bubble for several listings, a price pill for
// one; lists the server does not cluster ask the map to merge the markers that would overlap (`declutter`).
// Choosing a cluster zooms into it; choosing a listing or an address opens a popup the page fills.
// Markers are focusable buttons with spoken names. Tiles may fail to load (offline, headless): the
// markers do not depend on them.
import { Alert, Button, Loader, Text } from '@mantine/core';
import type { MapMarker } from '@rentals/shared/resources/listings';
import type { Bounds } from '@rentals/shared/search-filters';
import { IconMapOff } from '@tabler/icons-react';
import type { Map as LeafletMap, Marker as LeafletMarker, Popup as LeafletPopup } from 'leaflet';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type MapsModule, useMaps } from '../../lib/maps/maps-loader.ts';
import { declutter } from './declutter.ts';
import classes from './map.module.css';
import { MAX_ZOOM, MIN_ZOOM, NORTH_AMERICA, sameBounds, type Viewport, viewportFromMap } from './map-geometry.ts';
import { useMapTiles } from './map-tiles.ts';
import { markerAction, markerLabel, markerText } from './marker-format.ts';
import './i18n/index.ts';
import { useTranslation } from '../../lib/i18n/index.ts';

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

export function ListingsMap({ overlay, status, testId = 'search-map', ...props }: ListingsMapProps) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a map region, not a page section
    <div className={classes.frame} role="region" aria-label={t('map.label')} data-testid={testId}>
      <MapLoader key={attempt} onRetry={() => setAttempt((n) => n + 1)} {...props} />
      {(overlay || status) && (
        <div className={classes.overlay}>
          {overlay}
          {status}
        </div>
      )}
    </div>
  );
}

type CanvasProps = Omit<ListingsMapProps, 'overlay' | 'status' | 'testId'>;

function MapLoader({ onRetry, ...props }: CanvasProps & { onRetry: () => void }) {
  const { t } = useTranslation();
  const state = useMaps();
  if (state.status === 'loading') {
    return (
      <div className={classes.placeholder} data-testid="map-loading">
        <Loader size="sm" aria-hidden />
        <Text size="sm">{t('map.loading')}</Text>
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div className={classes.placeholder}>
        <Alert color="red" icon={<IconMapOff size={18} aria-hidden />} role="alert" data-testid="map-error">
          <Text size="sm" mb="xs">
            {t('map.loadError')}
          </Text>
          <Button size="xs" variant="light" onClick={onRetry}>
            {t('common.tryAgain')}
          </Button>
        </Alert>
      </div>
    );
  }
  return <MapCanvas maps={state.maps} {...props} />;
}

const toLeafletBounds = (b: Bounds): [[number, number], [number, number]] => [
  [b.south, b.west],
  [b.north, b.east],
];

const STREET_ZOOM = 14;

function MapCanvas({
  maps,
  markers,
  area,
  center,
  onViewportChange,
  highlightedKey = null,
  onMarkerHover,
  renderPopup,
  declutter: merge = false,
}: CanvasProps & { maps: MapsModule }) {
  const { MapContainer, TileLayer } = maps;
  const tiles = useMapTiles();
  const [map, setMap] = useState<LeafletMap | null>(null);
  const [open, setOpen] = useState<{ marker: MapMarker; byKeyboard: boolean } | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  const zoom = useZoom(map);
  const shown = useMemo(() => {
    if (!merge) return markers.map((marker) => ({ marker, members: [marker] }));
    if (!map || zoom === null) return [];
    return declutter(markers, (lat, lng) => map.project([lat, lng], zoom));
  }, [merge, markers, map, zoom]);
  // The first view: the URL's or the place's area, else the place's centre, else the continent.
  const [initial] = useState(() =>
    area || !center
      ? { bounds: toLeafletBounds(area ?? NORTH_AMERICA) }
      : { center: [center.lat, center.lng] as [number, number], zoom: STREET_ZOOM },
  );

  const choose = useCallback(
    (marker: MapMarker, byKeyboard: boolean) => {
      if (!map) return;
      const zoom = map.getZoom();
      if (markerAction(marker, zoom, MAX_ZOOM) === 'zoom' && marker.bounds) {
        const target = maps.L.latLngBounds(toLeafletBounds(marker.bounds));
        const fitted = map.getBoundsZoom(target, false, maps.L.point(48, 48));
        if (fitted > zoom) map.fitBounds(target, { padding: [24, 24] });
        else map.setView([marker.lat, marker.lng], Math.min(zoom + 2, MAX_ZOOM));
        return;
      }
      setOpen({ marker, byKeyboard });
    },
    [map, maps],
  );

  // The map's container changes size with the layout (list/map toggle, window): let Leaflet re-measure.
  useEffect(() => {
    const element = frame.current?.parentElement;
    if (!map || !element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(element);
    return () => observer.disconnect();
  }, [map]);

  return (
    <div ref={frame} className={classes.map}>
      <MapContainer
        ref={setMap}
        {...initial}
        className={classes.map}
        minZoom={MIN_ZOOM}
        maxZoom={MAX_ZOOM}
        scrollWheelZoom
        keyboard
      >
        <TileLayer {...tiles} />
        {map && <ViewportReporter map={map} area={area} onViewportChange={onViewportChange} maps={maps} />}
        {shown.map(({ marker, members }) => (
          <MarkerPin
            key={marker.key}
            maps={maps}
            marker={marker}
            highlighted={highlightedKey !== null && members.some((m) => m.key === highlightedKey)}
            onHover={onMarkerHover}
            onChoose={choose}
          />
        ))}
        {open && map && (
          <MarkerPopup
            maps={maps}
            map={map}
            marker={open.marker}
            focusOnOpen={open.byKeyboard}
            onClose={() => setOpen(null)}
            renderPopup={renderPopup}
          />
        )}
      </MapContainer>
    </div>
  );
}

/** The map's zoom, once it has one, and after every zoom. */
function useZoom(map: LeafletMap | null): number | null {
  const [zoom, setZoom] = useState<number | null>(null);
  useEffect(() => {
    if (!map) return;
    const update = () => setZoom(map.getZoom());
    map.whenReady(update);
    map.on('zoomend', update);
    return () => {
      map.off('zoomend', update);
    };
  }, [map]);
  return zoom;
}

/**
 * Reports the viewport after every move (and once at first), and fits the map to `area` when the page
 * asks for another area than the one the map last reported (e.g. back/forward to other URL bounds).
 */
function ViewportReporter({
  map,
  maps,
  area,
  onViewportChange,
}: {
  map: LeafletMap;
  maps: MapsModule;
  area: Bounds | null;
  onViewportChange?: (change: ViewportChange) => void;
}) {
  const reported = useRef<Bounds | null>(null);
  const fitting = useRef(true);
  const onChange = useRef(onViewportChange);
  onChange.current = onViewportChange;

  const report = useCallback(() => {
    const b = map.getBounds();
    const viewport = viewportFromMap(
      { north: b.getNorth(), east: b.getEast(), south: b.getSouth(), west: b.getWest() },
      map.getZoom(),
    );
    reported.current = viewport.bounds;
    const byUser = !fitting.current;
    fitting.current = false;
    onChange.current?.({ ...viewport, byUser });
  }, [map]);

  maps.useMapEvents({ moveend: report });

  useEffect(() => {
    map.whenReady(report);
  }, [map, report]);

  useEffect(() => {
    if (!area || sameBounds(area, reported.current) || !reported.current) return;
    fitting.current = true;
    map.fitBounds(toLeafletBounds(area));
  }, [area, map]);

  return null;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function MarkerPin({
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

function MarkerPopup({
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
