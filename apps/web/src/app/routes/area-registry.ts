// The signed-in areas' routes once their chunk (area-routes.tsx) has loaded. Until then an area's path
// renders a loader of that chunk; once it is in, app-routes.tsx rebuilds the tree with the areas' own
// routes, so their handles (title, permission, breadcrumbs) are known to the shell and the guard.
import type { RouteObject } from 'react-router';
import type { Area } from './route-table.ts';

export type AreaLayoutRoutes = Record<Area, RouteObject>;

let areaRoutes: AreaLayoutRoutes | null = null;
let loading: Promise<AreaLayoutRoutes> | undefined;
const listeners = new Set<() => void>();

export function getAreaRoutes(): AreaLayoutRoutes | null {
  return areaRoutes;
}

export function subscribeToAreaRoutes(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function loadAreaRoutes(): Promise<AreaLayoutRoutes> {
  loading ??= import('./area-routes.tsx').then((module) => {
    areaRoutes = module.AREA_LAYOUT_ROUTES;
    for (const listener of listeners) listener();
    return areaRoutes;
  });
  return loading;
}
