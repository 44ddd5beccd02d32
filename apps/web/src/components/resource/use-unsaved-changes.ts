// Asks before leaving a form with unsaved changes: in-app navigation through the navigation blocker (a
// confirmation modal), closing or reloading the tab through the browser's own prompt.
import { modals } from '@mantine/modals';
import { type RefObject, useEffect } from 'react';
import { useTranslation } from '../../lib/i18n/index.ts';
import { useBlocker } from '../../lib/navigation-blocker.ts';

/** `saving.current` true lets the navigation that follows a successful save through. */
export function useUnsavedChanges(dirty: boolean, saving?: RefObject<boolean>) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !saving?.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modals.openConfirmModal({
      title: t('resource.unsavedTitle'),
      children: t('resource.unsavedBody'),
      labels: { confirm: t('resource.leave'), cancel: t('resource.stay') },
      confirmProps: { color: 'red', 'data-testid': 'leave-unsaved' } as never,
      onConfirm: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
      onClose: () => blocker.state === 'blocked' && blocker.reset(),
    });
  }, [blocker, t]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the ref is read when the tab closes, not now
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (!saving?.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
