// Every value of the key metrics, one row per period, in a table that scrolls on a phone.
import { Paper, Stack, Table, Title } from '@mantine/core';
import { formatMoney } from '@rentals/shared/format';
import type { KeyMetrics } from '@rentals/shared/resources/key-metrics';
import { useId } from 'react';
import { ScrollTable } from '../../../components/scroll-table.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';

export const COUNT_SERIES = [
  'newListings',
  'activeListings',
  'inquiries',
  'newLandlords',
  'newRenters',
  'creditsSold',
] as const;

export function MetricsTable({ metrics }: { metrics: KeyMetrics }) {
  const { t, i18n } = useTranslation();
  const tableTitleId = useId();
  const number = new Intl.NumberFormat(i18n.language);
  const periodFormat = new Intl.DateTimeFormat(
    i18n.language,
    metrics.interval === 'month'
      ? { month: 'long', year: 'numeric', timeZone: 'UTC' }
      : { dateStyle: 'medium', timeZone: 'UTC' },
  );
  const periodOf = (day: string) => periodFormat.format(new Date(`${day}T00:00:00Z`));
  return (
    <Stack component="section" gap="sm" aria-labelledby={tableTitleId}>
      <Title order={2} size="h4" id={tableTitleId}>
        {t('keyMetrics.table.title')}
      </Title>
      <Paper withBorder radius="md">
        <ScrollTable minWidth={760} maxHeight={480} label={t('keyMetrics.table.label')}>
          <Table striped verticalSpacing="xs" stickyHeader data-testid="metrics-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('keyMetrics.table.period')}</Table.Th>
                {COUNT_SERIES.map((key) => (
                  <Table.Th scope="col" ta="right" key={key}>
                    {t(`keyMetrics.series.${key}`)}
                  </Table.Th>
                ))}
                {metrics.currencies.map((currency) => (
                  <Table.Th scope="col" ta="right" key={currency}>
                    {t('keyMetrics.series.revenueIn', { currency })}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {metrics.points.map((point) => (
                <Table.Tr key={point.period} data-testid="metrics-row">
                  <Table.Th scope="row" fw={400}>
                    {periodOf(point.period)}
                  </Table.Th>
                  {COUNT_SERIES.map((key) => (
                    <Table.Td ta="right" key={key}>
                      {number.format(point[key])}
                    </Table.Td>
                  ))}
                  {metrics.currencies.map((currency) => (
                    <Table.Td ta="right" key={currency}>
                      {formatMoney(point.revenue[currency] ?? 0)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      </Paper>
    </Stack>
  );
}
