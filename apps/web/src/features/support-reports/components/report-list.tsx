// Every report of the listing: reason, status, details, reporter and, once handled, by whom and how.
import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReportedListingDetail } from '@rentals/shared/resources/support-reports';
import { Link } from 'react-router';
import { formatDateTime, useLanguage } from '../../../components/support/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { reasonLabel } from '../resources/reported-listings.tsx';

export function ReportList({ file }: { file: ReportedListingDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Stack gap="sm" component="section" aria-labelledby="reports-title">
      <Title order={2} size="h4" id="reports-title">
        {t('supportReports.reports')} ({file.reports.length})
      </Title>
      {file.reports.map((report) => (
        <Card key={report.id} withBorder padding="sm" data-testid="report">
          <Stack gap={6}>
            <Group gap="xs" justify="space-between">
              <Group gap="xs">
                <Badge color={report.reason === 'scam' ? 'red.9' : 'gray.7'} variant="outline">
                  {reasonLabel(report.reason, language)}
                </Badge>
                <Badge variant="outline" color={report.status === 'open' ? 'red.9' : 'gray.7'}>
                  {t(`supportReports.reportStatuses.${report.status}`)}
                </Badge>
              </Group>
              <Text size="xs" c="dimmed">
                {formatDateTime(report.createdAt, language)}
              </Text>
            </Group>
            <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {report.details || (
                <Text span c="dimmed" size="sm">
                  {t('supportReports.noDetails')}
                </Text>
              )}
            </Text>
            <Text size="xs" c="dimmed">
              {t('supportReports.reporter')}:{' '}
              {report.reporterId ? (
                <Anchor component={Link} to={`/support/user/${report.reporterId}`} size="xs">
                  {report.reporterName || report.reporterEmail}
                </Anchor>
              ) : (
                (report.reporterEmail ?? t('supportReports.anonymous'))
              )}
              {report.reporterId && report.reporterEmail ? ` · ${report.reporterEmail}` : ''}
            </Text>
            {report.resolvedAt && (
              <Text size="xs" c="dimmed">
                {report.outcome && `${t(`supportReports.outcomes.${report.outcome}`)} · `}
                {t('supportReports.handledBy', {
                  name: report.resolvedBy ?? t('supportReports.noOne'),
                  date: formatDateTime(report.resolvedAt, language),
                })}
                {report.note && ` · ${report.note}`}
              </Text>
            )}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
