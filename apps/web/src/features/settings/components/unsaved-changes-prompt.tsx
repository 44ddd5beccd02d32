// "You have unsaved changes": while `dirty`, leaving the page through the app asks first (lib/navigation-
// blocker.ts), and closing or reloading the tab gets the browser's own prompt (beforeunload).
import { Button, Group, Modal, Text } from '@mantine/core';
import { useCallback } from 'react';
import { useBeforeUnload } from 'react-router';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useBlocker } from '../../../lib/navigation-blocker.ts';

export function UnsavedChangesPrompt({ dirty }: { dirty: boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useBeforeUnload(
    useCallback(
      (event: BeforeUnloadEvent) => {
        if (!dirty) return;
        event.preventDefault();
        // Older browsers show the prompt only when returnValue is set.
        event.returnValue = '';
      },
      [dirty],
    ),
  );

  const blocked = blocker.state === 'blocked';
  return (
    <Modal
      opened={blocked}
      onClose={() => blocker.reset?.()}
      title={t('settings.unsaved.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      data-testid="unsaved-changes"
    >
      <Text size="sm">{t('settings.unsaved.body')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          {t('settings.unsaved.stay')}
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()} data-testid="unsaved-leave">
          {t('settings.unsaved.leave')}
        </Button>
      </Group>
    </Modal>
  );
}
