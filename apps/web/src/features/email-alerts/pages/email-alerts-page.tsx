// /admin/email-alerts (spec 2: sign-in only): the renter's saved searches, each with its summary, how often
// it emails (select), a pause/resume switch, "Open search", "Send now", delete (after a confirmation) and
// when it last sent; above them the alert settings of the renter profile (alert emails on/off, price drops).
import { Badge, Button, Group, NativeSelect, Paper, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  ALERT_FREQUENCIES,
  type AlertFrequency,
  MAX_EMAIL_ALERTS,
  type SavedSearch,
} from '@rentals/shared/resources/email-alerts';
import type { RenterProfile } from '@rentals/shared/resources/renter-profile';
import { IconBell, IconExternalLink, IconMailForward, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { BrowseRentalsEmptyState } from '../../../components/browse-rentals-empty-state.tsx';
import { formatTimestamp } from '../../../components/listing-card/format.ts';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { flash } from '../../../lib/alerts.ts';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { currentLanguage, localizePath, useTranslation } from '../../../lib/i18n/index.ts';
import { can } from '../../../lib/permissions.ts';
import { useAuthStore } from '../../auth/index.ts';
import { renterProfileApi, renterProfileKeys, useRenterProfile } from '../../renter-profile/index.ts';
import { useDeleteEmailAlert, useEmailAlerts, useSendNow, useUpdateEmailAlert } from '../api.ts';
import '../i18n/index.ts';

const formatDate = (iso: string) => formatTimestamp(iso, currentLanguage(), true);

export function EmailAlertsPage() {
  const { t } = useTranslation();
  const alerts = useEmailAlerts();
  const count = alerts.data?.alerts.length ?? 0;
  // The alert settings live in the renter profile (GET/PATCH renter-profile, renters' permission).
  const canProfile = useAuthStore((s) => can(s.permissions, 'viewMyInquiries'));

  return (
    <Stack gap="lg" maw={880}>
      <Stack gap={4}>
        <Group justify="space-between" gap="sm" align="baseline">
          <Title order={1} size="h2" data-testid="email-alerts-heading">
            {t('routes.emailAlerts')}
          </Title>
          {alerts.data && count > 0 && (
            <Text c="dimmed" size="sm" data-testid="alert-count">
              {t('emailAlerts.page.count', { count, max: MAX_EMAIL_ALERTS })}
            </Text>
          )}
        </Group>
        <Text c="dimmed">{t('emailAlerts.page.intro')}</Text>
      </Stack>

      {canProfile && <AlertSettings />}

      {alerts.isPending ? (
        <Stack gap="md" aria-busy="true" aria-label={t('common.loading')} data-testid="alerts-loading">
          {[1, 2].map((n) => (
            <Skeleton key={n} height={132} radius="md" />
          ))}
        </Stack>
      ) : alerts.isError ? (
        <RetryAlert
          message={t('emailAlerts.page.loadError')}
          onRetry={() => void alerts.refetch()}
          testId="alerts-error"
        />
      ) : count === 0 ? (
        <NoAlerts />
      ) : (
        <Stack
          component="ul"
          gap="md"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('emailAlerts.page.list')}
        >
          {alerts.data.alerts.map((alert) => (
            <li key={alert.id}>
              <AlertCard alert={alert} />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function NoAlerts() {
  const { t } = useTranslation();
  return (
    <BrowseRentalsEmptyState
      icon={<IconBell size={32} aria-hidden />}
      title={t('emailAlerts.page.emptyTitle')}
      body={t('emailAlerts.page.emptyBody')}
      browse={t('emailAlerts.page.emptyAction')}
      testId="alerts-empty"
    />
  );
}

function AlertCard({ alert }: { alert: SavedSearch }) {
  const { t } = useTranslation();
  const update = useUpdateEmailAlert();
  const remove = useDeleteEmailAlert();
  const sendNow = useSendNow();
  const headingId = `alert-${alert.id}-name`;

  const change = async (changes: { frequency?: AlertFrequency; paused?: boolean }, done: string) => {
    try {
      await update.mutateAsync({ id: alert.id, changes });
      flash(done, 'success');
    } catch (error) {
      flash(t('emailAlerts.page.changeFailed', { message: errorMessage(error) }), 'error');
    }
  };

  const confirmDelete = () =>
    modals.openConfirmModal({
      modalId: `delete-alert-${alert.id}`,
      title: t('emailAlerts.page.deleteTitle'),
      children: <Text size="sm">{t('emailAlerts.page.deleteBody', { name: alert.name })}</Text>,
      labels: { confirm: t('emailAlerts.page.deleteConfirm'), cancel: t('common.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'delete-alert-confirm' },
      closeButtonProps: { 'aria-label': t('common.close') },
      onConfirm: async () => {
        try {
          const { message } = await remove.mutateAsync(alert.id);
          flash(message, 'success');
        } catch (error) {
          flash(t('emailAlerts.page.changeFailed', { message: errorMessage(error) }), 'error');
        }
      },
    });

  const send = async () => {
    try {
      const { message } = await sendNow.mutateAsync(alert.id);
      flash(message, 'success');
    } catch (error) {
      flash(
        // Too many sends, or alert emails turned off: the server's sentence says what to do.
        isApiError(error) && (error.status === 429 || error.status === 409)
          ? error.message
          : t('emailAlerts.page.changeFailed', { message: errorMessage(error) }),
        'error',
      );
    }
  };

  return (
    <Paper withBorder radius="md" p="md" aria-labelledby={headingId} data-testid="email-alert">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Title order={2} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            {alert.name}
          </Title>
          <Badge variant="light" color={alert.paused ? 'gray' : 'green'} style={{ flexShrink: 0 }}>
            {alert.paused ? t('emailAlerts.page.pausedBadge') : t('emailAlerts.page.active')}
          </Badge>
        </Group>
        <Text data-testid="alert-summary">{alert.summary}</Text>
        <Text size="sm" c="dimmed">
          {alert.lastSentAt
            ? t('emailAlerts.page.lastSent', { date: formatDate(alert.lastSentAt) })
            : t('emailAlerts.page.neverSent')}
          {' · '}
          {t('emailAlerts.page.created', { date: formatDate(alert.createdAt) })}
        </Text>
        <Group gap="md" align="flex-end">
          <NativeSelect
            label={t('emailAlerts.frequency.label')}
            value={alert.frequency}
            onChange={(event) =>
              void change({ frequency: event.currentTarget.value as AlertFrequency }, t('emailAlerts.page.updated'))
            }
            data={ALERT_FREQUENCIES.map((f) => ({ value: f, label: t(`emailAlerts.frequency.${f}`) }))}
            disabled={update.isPending}
            data-testid="alert-frequency"
          />
          <Switch
            label={t('emailAlerts.page.sendAlerts')}
            checked={!alert.paused}
            onChange={(event) => {
              const paused = !event.currentTarget.checked;
              void change(
                { paused },
                t(paused ? 'emailAlerts.page.pausedDone' : 'emailAlerts.page.resumedDone', { name: alert.name }),
              );
            }}
            disabled={update.isPending}
            mb={8}
            data-testid="alert-active"
          />
        </Group>
        <Group gap="xs" aria-label={t('emailAlerts.page.actionsFor', { name: alert.name })} role="group">
          <Button
            component={Link}
            to={localizePath(alert.searchPath, currentLanguage())}
            variant="default"
            size="sm"
            leftSection={<IconExternalLink size={16} aria-hidden />}
          >
            {t('emailAlerts.page.open')}
          </Button>
          <Button
            variant="default"
            size="sm"
            leftSection={<IconMailForward size={16} aria-hidden />}
            onClick={() => void send()}
            loading={sendNow.isPending}
            data-testid="alert-send-now"
          >
            {t('emailAlerts.page.sendNow')}
          </Button>
          <Button
            variant="subtle"
            color="red"
            size="sm"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={confirmDelete}
            data-testid="alert-delete"
          >
            {t('emailAlerts.page.delete')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Alert emails on/off (the unsubscribe link turns them off) and price-drop alerts, from the renter profile. */
function AlertSettings() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const profile = useRenterProfile();
  const [saving, setSaving] = useState<keyof RenterProfile | null>(null);

  const save = async (field: 'emailAlertsEnabled' | 'priceDropAlerts', value: boolean, done: string) => {
    setSaving(field);
    try {
      const answer = await renterProfileApi.save({ [field]: value });
      client.setQueryData(renterProfileKeys.profile, answer);
      flash(done, 'success');
    } catch (error) {
      flash(t('emailAlerts.page.changeFailed', { message: errorMessage(error) }), 'error');
    } finally {
      setSaving(null);
    }
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="alert-settings-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="alert-settings-title">
          {t('emailAlerts.settings.title')}
        </Title>
        {profile.isPending ? (
          <Skeleton height={72} aria-label={t('common.loading')} />
        ) : profile.isError ? (
          <RetryAlert
            message={t('emailAlerts.settings.loadError')}
            onRetry={() => void profile.refetch()}
            compact
            testId="alert-settings-error"
          />
        ) : (
          <>
            <Switch
              label={t('emailAlerts.settings.enabled')}
              description={t('emailAlerts.settings.enabledHint')}
              checked={profile.data.profile.emailAlertsEnabled}
              disabled={saving !== null}
              onChange={(event) => {
                const on = event.currentTarget.checked;
                void save(
                  'emailAlertsEnabled',
                  on,
                  on ? t('emailAlerts.settings.turnedOn') : t('emailAlerts.settings.turnedOff'),
                );
              }}
              data-testid="alerts-enabled"
            />
            {!profile.data.profile.emailAlertsEnabled && (
              <Text size="sm" c="orange.9" role="status" data-testid="alerts-off-notice">
                {t('emailAlerts.settings.offNotice')}
              </Text>
            )}
            <Switch
              label={t('emailAlerts.settings.priceDrops')}
              description={t('emailAlerts.settings.priceDropsHint')}
              checked={profile.data.profile.priceDropAlerts}
              disabled={saving !== null}
              onChange={(event) =>
                void save('priceDropAlerts', event.currentTarget.checked, t('emailAlerts.settings.saved'))
              }
              data-testid="price-drop-alerts"
            />
          </>
        )}
      </Stack>
    </Paper>
  );
}
