// The frame every page of listings with a map shares (search, favourites, the renter area's lists): the list
// column, and beside it on desktop a map that stays in view; on a phone the page puts the map where it
// wants it (MobileMap) and offers a list/map switch (ListMapToggle).
import { Button } from '@mantine/core';
import type { MapMarker } from '@rentals/shared/resources/listings';
import type { Bounds } from '@rentals/shared/search-filters';
import { type ReactNode, useSyncExternalStore } from 'react';
import { useHydrated } from '../../lib/use-hydrated.ts';
import classes from './list-map-frame.module.css';
import './i18n/index.ts';
import { useTranslation } from '../../lib/i18n/index.ts';

const DESKTOP = '(min-width: 48em)';

function onDesktopChange(notify: () => void) {
  const query = window.matchMedia(DESKTOP);
  query.addEventListener('change', notify);
  return () => query.removeEventListener('change', notify);
}

/** The screen's width says desktop (the server, which cannot know it, says so). */
const desktopScreen = () => typeof window === 'undefined' || window.matchMedia(DESKTOP).matches;

/**
 * Desktop layout from 768 px (spec 9: mobile under 768 px). The server cannot know the screen, so the server
 * and the hydrating render say desktop everywhere, and a phone corrects it in the render right after
 * hydration, the same one in which useHydrated() turns true: a phone never mounts the desktop map column (nor
 * loads the map for it). CSS already lays a phone out right meanwhile (the map column and the list/map switch
 * are shown or hidden by width), so nothing moves. The store's server snapshot is the screen's own in the
 * browser: one that differed would make React render the page again synchronously after hydration.
 */
export function useDesktopLayout(): boolean {
  const hydrated = useHydrated();
  const desktop = useSyncExternalStore(onDesktopChange, desktopScreen, desktopScreen);
  return desktop || !hydrated;
}

interface ListMapFrameProps {
  /** The list column: title, controls, results. */
  children: ReactNode;
  /** The map, shown in its own column on desktop. */
  map: ReactNode;
  desktop: boolean;
  /** 'page': a full-width public page under the site header; 'panel': inside a signed-in area's layout. */
  variant?: 'page' | 'panel';
  /** false: no map column at all (a list with nothing in it), so no empty panel stands beside it. */
  withMap?: boolean;
  testId?: string;
}

export function ListMapFrame({ children, map, desktop, variant = 'page', withMap = true, testId }: ListMapFrameProps) {
  const frame = [classes.frame, variant === 'panel' && classes.panel, !withMap && classes.listOnly].filter(Boolean);
  return (
    <div className={frame.join(' ')} data-testid={testId}>
      <div className={classes.listColumn}>{children}</div>
      {desktop && withMap && <aside className={classes.mapColumn}>{map}</aside>}
    </div>
  );
}

/** The map on a phone, full width under the controls. */
export function MobileMap({ children }: { children: ReactNode }) {
  return <div className={classes.mobileMap}>{children}</div>;
}

export type ListMapView = 'list' | 'map';

/** The phone's list/map switch: disabled in server HTML until the page hydrates, so a tap is never lost. */
export function ListMapToggle({ view, onChange }: { view: ListMapView; onChange: (view: ListMapView) => void }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  return (
    <Button.Group aria-label={t('listMap.view')} data-testid="view-toggle" className={classes.phoneOnly}>
      {(['list', 'map'] as const).map((option) => (
        <Button
          key={option}
          variant={view === option ? 'filled' : 'default'}
          aria-pressed={view === option}
          disabled={!hydrated}
          onClick={() => onChange(option)}
        >
          {option === 'list' ? t('listMap.list') : t('listMap.map')}
        </Button>
      ))}
    </Button.Group>
  );
}

/** The area around some markers, with a margin (a single address gets a few streets around it). */
export function markersArea(markers: readonly Pick<MapMarker, 'lat' | 'lng'>[]): Bounds | null {
  if (markers.length === 0) return null;
  const lats = markers.map((m) => m.lat);
  const lngs = markers.map((m) => m.lng);
  const margin = (span: number) => Math.max(span * 0.1, 0.01);
  const [south, north, west, east] = [Math.min(...lats), Math.max(...lats), Math.min(...lngs), Math.max(...lngs)];
  const latMargin = margin(north - south);
  const lngMargin = margin(east - west);
  return {
    north: Math.min(85, north + latMargin),
    south: Math.max(-85, south - latMargin),
    east: Math.min(180, east + lngMargin),
    west: Math.max(-180, west - lngMargin),
  };
}
