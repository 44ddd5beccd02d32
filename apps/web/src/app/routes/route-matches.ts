// The route table's matches for a path, found once per table and path. React Router's useRoutes and
// matchRoutes flatten and rank every route of the table on each call: on the server that was 5-7 % of an
// uncached page's render (a table per request, matched twice), in the browser as much again while hydrating.
// The table is built once per set of area routes and the matches of the paths seen last are kept (they are
// read, never changed, by React Router's renderMatches and by the handles).
import { matchRoutes, type RouteMatch, type RouteObject } from 'react-router';
import { appRoutes } from '../router.tsx';
import type { AreaLayoutRoutes } from './area-registry.ts';

interface RouteTable {
  routes: RouteObject[];
  matches: Map<string, RouteMatch[] | null>;
}

/** Paths whose matches are kept per table; past that the cache starts again (a bot walking every city). */
const KEPT_PATHS = 500;
const NO_AREAS = {};
const tables = new WeakMap<object, RouteTable>();

export function routeTable(areas: AreaLayoutRoutes | null): RouteTable {
  const key = areas ?? NO_AREAS;
  let table = tables.get(key);
  if (!table) {
    table = { routes: appRoutes(areas), matches: new Map() };
    tables.set(key, table);
  }
  return table;
}

export function routeMatches(table: RouteTable, pathname: string): RouteMatch[] | null {
  let matches = table.matches.get(pathname);
  if (matches === undefined) {
    matches = matchRoutes(table.routes, pathname);
    if (table.matches.size >= KEPT_PATHS) table.matches.clear();
    table.matches.set(pathname, matches);
  }
  return matches;
}
