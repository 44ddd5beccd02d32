// GET home with its TanStack Query key. The server renderer fills the same key (exported through index.ts)
// with the answer of loadHomePage, so the browser does not ask again when it hydrates.
import type { Locale } from '@rentals/shared';
import type { HomePageResponse } from '@rentals/shared/resources/home';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { api } from '../../lib/api-client.ts';
import { languageFromPath } from '../../lib/i18n/index.ts';

export const homeKeys = {
  page: (locale: Locale) => ['home', locale] as const,
};

export const homeApi = {
  page: (locale: Locale, signal?: AbortSignal) => api.get<HomePageResponse>('home', { query: { locale }, signal }),
};

/** The server keeps the answer a minute; so does the browser. */
export const HOME_STALE_TIME = 60_000;

/** The home page's blocks in the page's language (from its path, so server and browser agree). */
export function useHomePage() {
  const locale: Locale = languageFromPath(useLocation().pathname) ?? 'en';
  return useQuery({
    queryKey: homeKeys.page(locale),
    queryFn: ({ signal }) => homeApi.page(locale, signal),
    staleTime: HOME_STALE_TIME,
  });
}
