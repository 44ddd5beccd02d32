// What the app needs around the router: i18next, Mantine (theme; notifications come with the first
// flash) and what listing cards get from the features (listing-card-slots.tsx). TanStack Query is mounted by
// the signed-in areas' layout (panel-layout.tsx), which keeps it out of the public pages' first download
// until a public page needs it.
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ListingCardSlotsContext } from '../components/listing-card/listing-card-slots.ts';
import { i18n } from '../lib/i18n/index.ts';
import { LISTING_CARD_SLOTS } from './listing-card-slots.tsx';
import { AlertsOutlet } from './shell/alerts-outlet.tsx';
import { theme } from './theme.ts';

export function Providers({ children, env = 'default' }: { children: ReactNode; env?: 'default' | 'test' }) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} defaultColorScheme="light" env={env}>
        <ListingCardSlotsContext value={LISTING_CARD_SLOTS}>
          {children}
          <AlertsOutlet />
        </ListingCardSlotsContext>
      </MantineProvider>
    </I18nextProvider>
  );
}
