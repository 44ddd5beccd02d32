// Logout (spec 2 and 8): asks 'Are you sure?' first, then calls the server; whatever the answer the
// session is cleared; success flashes 'You are logged out', an error flashes the server message.
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { flash } from '../../lib/alerts.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { useAuthStore } from './store.ts';

/** Pages behind a route guard (with or without the /fr prefix). */
const GUARDED = /^(\/fr)?\/(admin|portal|support|landlord\/verify)(\/|$)/;

export function useLogout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();

  const logoutNow = useCallback(async () => {
    const auth = useAuthStore.getState();
    try {
      await auth.logout();
      flash(t('logout.success'), 'success');
    } catch (error) {
      flash(errorMessage(error), 'error');
    }
    // On a guarded page the guard sees the user's own logout (endedByLogout) and goes home without
    // reporting a lost session; anywhere else nothing reads the flag, so it must not linger.
    if (!GUARDED.test(pathname)) auth.acknowledgeLogout();
  }, [pathname, t]);

  return useCallback(() => {
    modals.openConfirmModal({
      modalId: 'logout-confirm',
      title: t('logout.confirmTitle'),
      children: <Text size="sm">{t('logout.confirmBody')}</Text>,
      labels: { confirm: t('logout.confirm'), cancel: t('common.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'logout-confirm' },
      cancelProps: { 'data-testid': 'logout-cancel' },
      closeButtonProps: { 'aria-label': t('common.close') },
      onConfirm: () => void logoutNow(),
    });
  }, [logoutNow, t]);
}
