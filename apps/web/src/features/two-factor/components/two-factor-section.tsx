// My Account's "Two-factor sign-in" section: on or off, the recovery codes left, and Turn on / Turn off /
// New recovery codes (each in a dialog). When the site requires it of the user's role and it is off, a
// warning says so (every other page answers 403 until it is on); when required and on, it cannot be turned off.
import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useState } from 'react';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { useTwoFactorStatus } from '../api.ts';
import { DisableTwoFactorModal } from './disable-two-factor-modal.tsx';
import { EnableTwoFactorModal } from './enable-two-factor-modal.tsx';
import { RegenerateCodesModal } from './regenerate-codes-modal.tsx';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

type Dialog = 'enable' | 'disable' | 'regenerate' | null;

export function TwoFactorSection() {
  const { t } = useTranslation();
  const status = useTwoFactorStatus();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="two-factor-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4" id="two-factor-title">
            {t('twoFactor.title')}
          </Title>
          {status.data && (
            <Badge
              color={status.data.enabled ? 'green' : 'gray'}
              variant="light"
              aria-label={`${t('twoFactor.status')}: ${status.data.enabled ? t('twoFactor.on') : t('twoFactor.off')}`}
              data-testid="two-factor-status"
            >
              {status.data.enabled ? t('twoFactor.on') : t('twoFactor.off')}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {t('twoFactor.intro')}
        </Text>
        {status.isPending ? (
          <Skeleton height={36} aria-label={t('common.loading')} />
        ) : status.isError ? (
          <RetryAlert
            message={t('twoFactor.loadError')}
            onRetry={() => void status.refetch()}
            compact
            testId="two-factor-error"
          />
        ) : (
          <>
            {status.data.required && !status.data.enabled && (
              <Alert color="orange" role="alert" data-testid="two-factor-required">
                {t('twoFactor.required')}
              </Alert>
            )}
            {status.data.enabled && (
              <Text size="sm" data-testid="recovery-codes-left">
                {status.data.recoveryCodesLeft > 0
                  ? t('twoFactor.codesLeft', { count: status.data.recoveryCodesLeft })
                  : t('twoFactor.noCodesLeft')}
              </Text>
            )}
            {status.data.enabled && status.data.required && (
              <Text size="sm" c="dimmed">
                {t('twoFactor.requiredOn')}
              </Text>
            )}
            <Group gap="xs">
              {status.data.enabled ? (
                <>
                  <Button variant="default" onClick={() => setDialog('regenerate')} data-testid="two-factor-new-codes">
                    {t('twoFactor.newCodes')}
                  </Button>
                  {!status.data.required && (
                    <Button
                      variant="subtle"
                      color="red"
                      onClick={() => setDialog('disable')}
                      data-testid="two-factor-turn-off"
                    >
                      {t('twoFactor.turnOff')}
                    </Button>
                  )}
                </>
              ) : (
                <Button
                  leftSection={<IconShieldLock size={16} aria-hidden />}
                  onClick={() => setDialog('enable')}
                  data-testid="two-factor-turn-on"
                >
                  {t('twoFactor.turnOn')}
                </Button>
              )}
            </Group>
          </>
        )}
      </Stack>
      <EnableTwoFactorModal opened={dialog === 'enable'} onClose={close} />
      <DisableTwoFactorModal opened={dialog === 'disable'} onClose={close} />
      <RegenerateCodesModal opened={dialog === 'regenerate'} onClose={close} />
    </Paper>
  );
}
