// A run's status as a coloured badge (the feeds list, the logs).
import { Badge } from '@mantine/core';
import type { FeedRunStatus } from '@rentals/shared/resources/feeds';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

const COLORS: Record<FeedRunStatus, string> = {
  queued: 'gray',
  running: 'blue',
  'awaiting-confirmation': 'orange',
  succeeded: 'green',
  failed: 'red',
  cancelled: 'gray',
};

export function RunStatusBadge({ status }: { status: FeedRunStatus | null }) {
  const { t } = useTranslation();
  if (!status)
    return (
      <Badge color="gray" variant="outline">
        {t('adminFeeds.never')}
      </Badge>
    );
  return (
    <Badge color={COLORS[status]} variant="light" data-testid="run-status">
      {t(`adminFeeds.statuses.${status}`)}
    </Badge>
  );
}
