// What a route says about itself through `handle`: title, sign-in, permission, its area route.
import { createContext, use } from 'react';
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

/** The matched routes' handles, merged (provided by app-routes.tsx for the current location). */
export const RouteHandleContext = createContext<MergedHandle>(mergeHandles([]));

export function useRouteHandle(): MergedHandle {
  return use(RouteHandleContext);
}
