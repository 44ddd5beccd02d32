// "Get alerts for this search" on the search page. Signed out, it opens the Login / Sign up modal and, once
// signed in, the dialog; signed in, the dialog (name and frequency -> POST email-alerts). The dialog is its
// own chunk, loaded on first use (or when the pointer comes near), so the search page stays light.
import { Button } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { stripLanguagePrefix, useTranslation } from '../../../lib/i18n/index.ts';
import { selectLoggedIn, useAuthStore, useOpenAfterSignIn } from '../../auth/index.ts';
import '../i18n/button.ts';

const CreateAlertDialog = lazy(() =>
  import('./create-alert-dialog.tsx').then((m) => ({ default: m.CreateAlertDialog })),
);
const preloadDialog = () => void import('./create-alert-dialog.tsx');

/** The page to open the search again: no language prefix, no page number. */
export function searchPathOf(pathname: string, search: string): string {
  const query = new URLSearchParams(search);
  query.delete('p');
  const rest = query.toString();
  return `${stripLanguagePrefix(pathname)}${rest ? `?${rest}` : ''}`;
}

interface GetAlertsButtonProps {
  /** GET listings parameters of the search (place scope and filters); page, sort and the like are dropped. */
  criteria: Record<string, string>;
  /** The city, metro area or province searched; null for every rental. */
  placeName: string | null;
}

export function GetAlertsButton({ criteria, placeName }: GetAlertsButtonProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const loggedIn = useAuthStore(selectLoggedIn);
  const [opened, setOpened] = useState(false);
  const [used, setUsed] = useState(false);
  const openDialog = useOpenAfterSignIn(() => {
    setUsed(true);
    setOpened(true);
  });

  return (
    <>
      <Button
        variant="light"
        leftSection={<IconBell size={16} aria-hidden />}
        onClick={() => openDialog()}
        onPointerEnter={loggedIn ? preloadDialog : undefined}
        onFocus={loggedIn ? preloadDialog : undefined}
        aria-haspopup="dialog"
        data-testid="get-alerts-button"
      >
        {t('emailAlerts.getAlerts')}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <CreateAlertDialog
            opened={opened}
            onClose={() => setOpened(false)}
            criteria={criteria}
            placeName={placeName}
            searchPath={searchPathOf(location.pathname, location.search)}
          />
        </Suspense>
      )}
    </>
  );
}
