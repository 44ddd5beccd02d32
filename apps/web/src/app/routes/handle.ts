// What a route says about itself through `handle`: title, sign-in, permission, its area route.
import { useMatches } from 'react-router';
import type { AreaRoute } from './route-table.ts';

export interface RouteHandle {
  /** Title key: `routes.<title>`. */
  title?: string;
  /** The route needs a signed-in user. */
  auth?: boolean;
  /** The route needs this permission (spec 2 and 5). */
  permission?: string;
  /** The signed-in area route this is, for breadcrumbs. */
  areaRoute?: AreaRoute;
  /** The route opens the Login / Sign up modal (/login). */
  openLogin?: boolean;
}

export interface MergedHandle {
  title?: string;
  auth: boolean;
  permission?: string;
  areaRoute?: AreaRoute;
  openLogin: boolean;
}

/** The handles of the matched routes, merged: the deepest title and permission win. */
export function mergeHandles(handles: readonly (RouteHandle | undefined)[]): MergedHandle {
  const merged: MergedHandle = { auth: false, openLogin: false };
  for (const handle of handles) {
    if (!handle) continue;
    if (handle.title) merged.title = handle.title;
    if (handle.auth) merged.auth = true;
    if (handle.permission) merged.permission = handle.permission;
    if (handle.areaRoute) merged.areaRoute = handle.areaRoute;
    if (handle.openLogin) merged.openLogin = true;
  }
  return merged;
}

export function useRouteHandle(): MergedHandle {
  const matches = useMatches();
  return mergeHandles(matches.map((m) => m.handle as RouteHandle | undefined));
}
