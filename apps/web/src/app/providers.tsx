// What the app needs around the router: i18next and Mantine (theme; notifications come with the first
// flash). TanStack Query is mounted by the signed-in areas' layout (panel-layout.tsx), which keeps it out
// of the public pages' first download until a public page needs it.
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n/index.ts';
import { AlertsOutlet } from './shell/alerts-outlet.tsx';
import { theme } from './theme.ts';

export function Providers({ children, env = 'default' }: { children: ReactNode; env?: 'default' | 'test' }) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} defaultColorScheme="light" env={env}>
        {children}
        <AlertsOutlet />
      </MantineProvider>
    </I18nextProvider>
  );
}
