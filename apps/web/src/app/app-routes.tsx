// The route tree rendered for the current location (the same in the browser, on the server and in tests),
// with the merged handles of the matched routes for useRouteHandle().
// A navigation waits for the target's lazy parts (routes/preload-routes.ts), then is a transition
// (BrowserRouter and MemoryRouter wrap it in startTransition): the Suspense boundary below already shows the
// current page, so it stays on screen until the new one can render. Its fallback shows only when the first
// page is itself lazy (a signed-in area opened directly).
import { Suspense, use, useLayoutEffect, useMemo, useSyncExternalStore } from 'react';
import { renderMatches, UNSAFE_NavigationContext, useLocation } from 'react-router';
import { getAreaRoutes, subscribeToAreaRoutes } from './routes/area-registry.ts';
import { mergeHandles, RouteHandleContext } from './routes/handle.ts';
import { loadBeforeNavigating } from './routes/preload-routes.ts';
import { routeMatches, routeTable } from './routes/route-matches.ts';
import { RouteErrorBoundary } from './shell/route-error-boundary.tsx';
import { StartupFallback } from './shell/route-error-page.tsx';

export function AppRoutes() {
  const location = useLocation();
  const { navigator } = use(UNSAFE_NavigationContext);
  // Before any page's effect can navigate (layout effects all run before them).
  useLayoutEffect(() => loadBeforeNavigating(navigator), [navigator]);
  const areas = useSyncExternalStore(subscribeToAreaRoutes, getAreaRoutes, getAreaRoutes);
  const matches = routeMatches(routeTable(areas), location.pathname);
  const element = useMemo(() => renderMatches(matches), [matches]);
  const handle = useMemo(() => mergeHandles((matches ?? []).map((match) => match.route.handle)), [matches]);
  return (
    <RouteHandleContext value={handle}>
      <RouteErrorBoundary pathname={location.pathname}>
        <Suspense fallback={<StartupFallback />}>{element}</Suspense>
      </RouteErrorBoundary>
    </RouteHandleContext>
  );
}
