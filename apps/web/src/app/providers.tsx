// What the app needs around the router: the texts (lib/i18n), TanStack Query, Mantine (theme; notifications come with the
// first flash) and what listing cards get from the features (listing-card-slots.tsx). The browser passes
// nothing and gets its single instances; the server renders each request with its own (entry-server.tsx).
import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { StoreApi } from 'zustand';
import { ListingCardSlotsContext } from '../components/listing-card/listing-card-slots.ts';
import { I18nProvider, i18n } from '../lib/i18n/index.ts';
import { sharedQueryClient } from '../lib/query-client.ts';
import { type SiteState, SiteStoreContext } from '../lib/site/store.ts';
import { HydrationProvider } from '../lib/use-hydrated.ts';
import { LISTING_CARD_SLOTS } from './listing-card-slots.tsx';
import { AlertsOutlet } from './shell/alerts-outlet.tsx';
import { theme } from './theme.ts';
import { ThemeCssVariables } from './theme-css-variables.tsx';

// The site is light only, and its <html> says so in index.html (data-mantine-color-scheme). Left to Mantine,
// the attribute is set again as the page hydrates: the browser then matches every element's style again, one
// of a phone's longest tasks.
const noRootElement = () => undefined;

interface ProvidersProps {
  children: ReactNode;
  env?: 'default' | 'test';
  /** The server's per-request instances. */
  request?: { i18n: typeof i18n; queryClient: QueryClient; siteStore: StoreApi<SiteState> };
  /**
   * The server renders one part of the page alone (lib/server-slots.tsx): the same contexts, without what the
   * whole page writes once beside the app (Mantine's style elements, the flashes).
   */
  partOnly?: boolean;
}

export function Providers({ children, env = 'default', request, partOnly = false }: ProvidersProps) {
  const content = (
    <I18nProvider i18n={request?.i18n ?? i18n}>
      <QueryClientProvider client={request?.queryClient ?? sharedQueryClient()}>
        <MantineProvider
          theme={theme}
          defaultColorScheme="light"
          getRootElement={noRootElement}
          env={env}
          withCssVariables={false}
          withGlobalClasses={!partOnly}
        >
          {!partOnly && <ThemeCssVariables theme={theme} />}
          <ListingCardSlotsContext value={LISTING_CARD_SLOTS}>
            <HydrationProvider>
              {children}
              {!partOnly && <AlertsOutlet />}
            </HydrationProvider>
          </ListingCardSlotsContext>
        </MantineProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
  return request ? <SiteStoreContext value={request.siteStore}>{content}</SiteStoreContext> : content;
}
