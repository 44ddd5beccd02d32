// The search page's map. The server and the hydrating browser show its placeholder (the map needs a window);
// its code is a chunk of its own, loaded with the page (later-parts.ts), rendered once the page has hydrated
// behind the same placeholder, so nothing moves.
import { lazy, Suspense } from 'react';
import { MapPlaceholder } from '../../../components/map/map-placeholder.tsx';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import type { SearchMapProps } from './search-map.tsx';

const SearchMapChunk = lazy(() => import('./search-map.tsx').then((m) => ({ default: m.SearchMap })));

export const preloadSearchMap = () => void import('./search-map.tsx');

export function LazySearchMap(props: SearchMapProps) {
  const hydrated = useHydrated();
  if (!hydrated) return <MapPlaceholder />;
  return (
    <Suspense fallback={<MapPlaceholder />}>
      <SearchMapChunk {...props} />
    </Suspense>
  );
}
