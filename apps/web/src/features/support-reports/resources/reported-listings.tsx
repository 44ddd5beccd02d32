// The queue of reported listings (/support/reported-listings): one row per listing, the one waiting longest
// first, with its reports' count and reasons; filtered by open/handled and reason, searched by title, address
// or id.
import { Badge, Group, Stack, Text } from '@mantine/core';
import {
  REPORT_REASON_KEYS,
  REPORT_REASONS,
  type ReportReason,
  termLabel,
} from '@rentals/shared/resources/listing-vocabularies';
import type { ReportedListingRow } from '@rentals/shared/resources/support-reports';
import type { ResourceListView } from '../../../components/resource/index.ts';
import type { TFunction } from '../../../lib/i18n/index.ts';
import { REPORTED_LISTINGS_PATH } from '../api.ts';

export const reasonLabel = (reason: string, language: 'en' | 'fr') =>
  reason in REPORT_REASONS ? termLabel(REPORT_REASONS, reason as ReportReason, language) : reason;

export function reportedListingsView(t: TFunction, language: 'en' | 'fr'): ResourceListView<ReportedListingRow> {
  const label = (key: string) => t(`supportReports.${key}`);
  const date = (value: string) => new Date(value).toLocaleString(language === 'fr' ? 'fr-CA' : 'en-CA');
  return {
    apiPath: REPORTED_LISTINGS_PATH,
    defaultSort: 'firstReportedAt',
    searchable: true,
    recordLabel: (row) => row.title,
    recordPath: (row) => `/support/reported-listings/${row.id}`,
    columns: [
      {
        key: 'title',
        label: label('listing'),
        render: (row) => (
          <Stack gap={2}>
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {row.title}
            </Text>
            <Group gap={4}>
              <Badge
                size="xs"
                variant={row.listingStatus === 'active' ? 'light' : 'outline'}
                color={row.listingStatus === 'active' ? 'green' : 'gray.7'}
              >
                {t(`supportReports.listingStatuses.${row.listingStatus}`)}
              </Badge>
              {row.onHold && (
                <Badge size="xs" color="red.9">
                  {label('onHold')}
                </Badge>
              )}
            </Group>
          </Stack>
        ),
      },
      {
        key: 'landlord',
        label: label('landlord'),
        render: (row) => (
          <Stack gap={0}>
            <Text size="sm">{row.landlordName ?? label('noOne')}</Text>
            {row.companyName && (
              <Text size="xs" c="dimmed">
                {row.companyName}
              </Text>
            )}
          </Stack>
        ),
      },
      {
        key: 'reports',
        label: label('reports'),
        render: (row) => (
          <Stack gap={4}>
            <Text size="sm">{t('supportReports.reportCount', { count: row.reportCount })}</Text>
            <Group gap={4}>
              {row.reasons.map((reason) => (
                <Badge
                  key={reason}
                  size="xs"
                  variant="outline"
                  color={reason === 'scam' ? 'red.9' : 'gray.7'}
                  styles={{ root: { flexShrink: 0 }, label: { overflow: 'visible' } }}
                >
                  {reasonLabel(reason, language)}
                </Badge>
              ))}
            </Group>
          </Stack>
        ),
      },
      { key: 'firstReportedAt', label: label('firstReported'), render: (row) => date(row.firstReportedAt) },
      {
        key: 'lastOutcome',
        label: label('outcome'),
        render: (row) => (row.lastOutcome ? t(`supportReports.outcomes.${row.lastOutcome}`) : label('noOne')),
      },
    ],
    filters: [
      {
        name: 'state',
        label: label('state'),
        type: 'select',
        options: (['open', 'handled'] as const).map((value) => ({ value, label: t(`supportReports.states.${value}`) })),
      },
      {
        name: 'reason',
        label: label('reason'),
        type: 'select',
        options: REPORT_REASON_KEYS.map((value) => ({ value, label: reasonLabel(value, language) })),
      },
    ],
  };
}
