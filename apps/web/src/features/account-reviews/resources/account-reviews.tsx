// The account review queue (/support/account-reviews): open reviews first, the one waiting longest first
// (or by score), each with its score and the signals that fired; filtered by status and by signal.
import { Badge, Group, Stack, Text } from '@mantine/core';
import {
  ACCOUNT_REVIEW_STATUS_FILTERS,
  ACCOUNT_SIGNAL_KINDS,
  type AccountReviewRow,
  type AccountReviewStatus,
} from '@rentals/shared/resources/account-reviews';
import type { ResourceListView } from '../../../components/resource/index.ts';
import type { TFunction } from '../../../lib/i18n/index.ts';
import { ACCOUNT_REVIEWS_PATH } from '../api.ts';

export const STATUS_COLORS: Record<AccountReviewStatus, string> = {
  waiting: 'orange',
  documents_requested: 'grape',
  approved: 'green',
  suspended: 'red',
};

export const scoreColor = (score: number) =>
  score >= 50 ? 'red' : score >= 25 ? 'orange' : score > 0 ? 'yellow' : 'gray';

export function accountReviewsView(t: TFunction, language: 'en' | 'fr'): ResourceListView<AccountReviewRow> {
  const label = (key: string) => t(`accountReviews.${key}`);
  const date = (value: string) => new Date(value).toLocaleString(language === 'fr' ? 'fr-CA' : 'en-CA');
  return {
    apiPath: ACCOUNT_REVIEWS_PATH,
    defaultSort: 'queuedAt',
    recordLabel: (row) => row.user.name || row.user.email,
    recordPath: (row) => `/support/account-reviews/${row.id}`,
    columns: [
      {
        key: 'account',
        label: label('account'),
        render: (row) => (
          <Stack gap={2}>
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {row.user.name || row.user.email}
            </Text>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {row.user.email}
            </Text>
          </Stack>
        ),
      },
      {
        key: 'status',
        label: label('status'),
        render: (row) => (
          <Stack gap={4} align="flex-start">
            <Badge size="sm" variant="light" color={STATUS_COLORS[row.status]}>
              {t(`accountReviews.statuses.${row.status}`)}
            </Badge>
            <Text size="xs" c="dimmed">
              {t(`accountReviews.origins.${row.origin}`)}
            </Text>
          </Stack>
        ),
      },
      {
        key: 'score',
        label: label('score'),
        sortable: true,
        render: (row) => (
          <Stack gap={4} align="flex-start">
            <Badge size="lg" variant="filled" autoContrast color={scoreColor(row.score)} data-testid="review-score">
              {row.score}
            </Badge>
            <Group gap={4}>
              {row.signalKinds.map((kind) => (
                <Badge
                  key={kind}
                  size="xs"
                  variant="outline"
                  color="red.9"
                  styles={{ root: { flexShrink: 0 }, label: { overflow: 'visible' } }}
                >
                  {t(`accountReviews.signals.${kind}`)}
                </Badge>
              ))}
            </Group>
          </Stack>
        ),
      },
      { key: 'listings', label: label('listings'), render: (row) => row.listingCount },
      { key: 'queuedAt', label: label('queued'), sortable: true, render: (row) => date(row.queuedAt) },
    ],
    filters: [
      {
        name: 'status',
        label: label('status'),
        type: 'select',
        options: ACCOUNT_REVIEW_STATUS_FILTERS.map((value) => ({
          value,
          label: t(`accountReviews.statuses.${value}`),
        })),
      },
      {
        name: 'signal',
        label: label('signal'),
        type: 'select',
        options: ACCOUNT_SIGNAL_KINDS.map((value) => ({ value, label: t(`accountReviews.signals.${value}`) })),
      },
    ],
  };
}
