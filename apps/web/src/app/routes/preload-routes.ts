// The lazy parts of a path (a page, an area's routes, layout and page) loaded before the router goes there,
// as the data router did: the address changes when the new page can show, not while the old one is still
// on screen (where a click or a late search would land on a page that is going away).
import { isValidElement } from 'react';
import { type Navigator, parsePath } from 'react-router';
import { noteHistoryIndex } from '../../lib/history-guard.ts';
import { getAreaRoutes } from './area-registry.ts';
import { isLazyRoute } from './lazy-route.tsx';
import { routeMatches, routeTable } from './route-matches.ts';

/** Loads the lazy parts `pathname` shows, all at once; null when they are all in already. */
export function preloadRoutes(pathname: string): Promise<void> | null {
  const areas = getAreaRoutes();
  const loading: Promise<unknown>[] = [];
  for (const { route } of routeMatches(routeTable(areas), pathname) ?? []) {
    const type: unknown = isValidElement(route.element) ? route.element.type : null;
    if (isLazyRoute(type) && !type.isLoaded()) loading.push(type.preload());
  }
  if (loading.length === 0) return null;
  return Promise.all(loading).then(() => {
    // An area's layout and page are known once the areas' routes are in.
    if (!areas && getAreaRoutes()) return preloadRoutes(pathname) ?? undefined;
  });
}

const wrapped = new WeakSet<Navigator>();
let latestNavigation = 0;

/** Makes the navigator's push and replace wait for the target's lazy parts; a later navigation wins. */
export function loadBeforeNavigating(navigator: Navigator) {
  if (wrapped.has(navigator)) return;
  wrapped.add(navigator);
  const { push, replace } = navigator;
  const wrap =
    (navigate: Navigator['push']): Navigator['push'] =>
    (to, state, options) => {
      const id = ++latestNavigation;
      const go = () => {
        if (id !== latestNavigation) return;
        navigate(to, state, options);
        if (typeof window !== 'undefined') noteHistoryIndex();
      };
      const pathname = typeof to === 'string' ? parsePath(to).pathname : to.pathname;
      // A chunk that fails to load fails again as the page renders: the error page shows.
      const loading = pathname ? preloadRoutes(pathname) : null;
      if (loading) loading.then(go, go);
      else go();
    };
  navigator.push = wrap(push);
  navigator.replace = wrap(replace);
}
