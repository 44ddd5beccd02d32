// The account's activity, newest first, with "Load more". Each kind has its sentence; kinds this screen does
// not know yet (later issues) read as "Account activity".
import { Anchor, Button, Group, Loader, Paper, Stack, Text, Timeline, Title } from '@mantine/core';
import type { LandlordActivity } from '@rentals/shared/resources/landlord-leads';
import { Link } from 'react-router';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { type TFunction, useTranslation } from '../../../lib/i18n/index.ts';
import { useActivities } from '../api.ts';

export function activitySentence(activity: LandlordActivity, t: TFunction): string {
  const known = t(`portal.activity.kinds.${activity.kind}`, { defaultValue: '' });
  if (!known) return t('portal.activity.kinds.other');
  const details = activity.details as Record<string, string>;
  const status = (key: string | undefined) => (key ? t(`portalLeads.statuses.${key}`, { defaultValue: key }) : '');
  return t(`portal.activity.kinds.${activity.kind}`, {
    renterName: details.renterName ?? '',
    from: status(details.from),
    to: status(details.to),
  });
}

export function ActivityFeed() {
  const { t, i18n } = useTranslation();
  const feed = useActivities();
  const format = new Intl.DateTimeFormat(i18n.language === 'fr' ? 'fr-CA' : 'en-CA', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const items = feed.data?.pages.flatMap((p) => p.data) ?? [];

  return (
    <Paper withBorder radius="md" p="md" data-testid="activity-feed">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('portal.activity.title')}
        </Title>
        {feed.isPending ? (
          <Group gap="xs" role="status">
            <Loader size="sm" />
            <Text size="sm">{t('portal.activity.loading')}</Text>
          </Group>
        ) : feed.isError && items.length === 0 ? (
          <RetryAlert message={t('portal.activity.loadError')} onRetry={() => void feed.refetch()} compact />
        ) : items.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="activity-empty">
            {t('portal.activity.empty')}
          </Text>
        ) : (
          <Timeline bulletSize={12} lineWidth={2}>
            {items.map((activity) => (
              <Timeline.Item key={activity.id} data-testid="activity-item">
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {activity.leadId && activity.kind !== 'lead-deleted' ? (
                    <Anchor component={Link} to={`/portal/leads/${activity.leadId}`}>
                      {activitySentence(activity, t)}
                    </Anchor>
                  ) : (
                    activitySentence(activity, t)
                  )}
                  {activity.listing ? ` · ${activity.listing.title}` : ''}
                </Text>
                <Text size="xs" c="dimmed">
                  {format.format(new Date(activity.createdAt))}
                  {activity.actorName ? ` · ${t('portal.activity.by', { name: activity.actorName })}` : ''}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        )}
        {feed.hasNextPage && (
          <Group>
            <Button
              variant="default"
              onClick={() => void feed.fetchNextPage()}
              loading={feed.isFetchingNextPage}
              data-testid="activity-more"
            >
              {t('portal.activity.more')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
