// The search and favourites pages' parts that hydrate after the results (lib/hydrate-later.tsx): each a
// chunk of its own, rendered by the server, interactive a moment after the page. The title, count, cards and
// breadcrumbs are not here: they are the content. All start loading with the page (preloadParts), so one
// shown later (an error, no results) is already in.
import { hydrateLater } from '../../../lib/hydrate-later.tsx';
import { preloadSearchMap } from './lazy-search-map.tsx';

export const SearchToolbar = hydrateLater(() => import('./search-toolbar.tsx').then((m) => m.SearchToolbar));
export const SearchPagination = hydrateLater(() => import('./search-pagination.tsx').then((m) => m.SearchPagination));
export const EmptyResults = hydrateLater(() => import('./empty-results.tsx').then((m) => m.EmptyResults));
export const RetryAlert = hydrateLater(() => import('../../../components/retry-alert.tsx').then((m) => m.RetryAlert));
export const RefreshError = hydrateLater(() => import('./results-alerts.tsx').then((m) => m.RefreshError));
export const PastEnd = hydrateLater(() => import('./results-alerts.tsx').then((m) => m.PastEnd));
export const FavouritesGone = hydrateLater(() => import('./results-alerts.tsx').then((m) => m.FavouritesGone));

/** The search page's parts, and the favourites page's: each page waits for its own (useLaterPartsReady). */
export const SEARCH_PARTS = [SearchToolbar, SearchPagination, EmptyResults, RetryAlert, RefreshError, PastEnd];
export const FAVOURITES_PARTS = [FavouritesGone, RetryAlert];

/** Starts the downloads of a page's parts (idempotent): with the page, before any of them is needed. */
export function preloadParts(page: 'search' | 'favourites') {
  for (const part of page === 'search' ? SEARCH_PARTS : FAVOURITES_PARTS) void part.preload();
  if (page === 'search') preloadSearchMap();
}
