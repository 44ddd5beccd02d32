// The listings map, loaded with its own chunk when a page shows it (a phone in list view never does).
// Leaflet starts loading at the same time, so the two downloads overlap. The server and the hydrating
// browser show the placeholder: Leaflet needs a window.
import { lazy, Suspense, useEffect } from 'react';
import { loadMaps } from '../../lib/maps/maps-loader.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import type { ListingsMapProps } from './listings-map.tsx';
import { MapPlaceholder } from './map-placeholder.tsx';

const ListingsMap = lazy(() => import('./listings-map.tsx').then((m) => ({ default: m.ListingsMap })));

export function LazyListingsMap(props: ListingsMapProps) {
  const hydrated = useHydrated();
  if (!hydrated) return <MapPlaceholder testId={props.testId} />;
  return <LoadedMap {...props} />;
}

function LoadedMap(props: ListingsMapProps) {
  useEffect(() => {
    // Errors are shown by the map itself, which asks again.
    loadMaps().catch(() => {});
  }, []);
  return (
    <Suspense fallback={<MapPlaceholder testId={props.testId} />}>
      <ListingsMap {...props} />
    </Suspense>
  );
}
