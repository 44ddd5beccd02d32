// The key metrics of a period: its totals, four charts and the table of every value; dimmed while a new
// period loads.
import { Paper, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { formatMoney } from '@rentals/shared/format';
import type { KeyMetrics } from '@rentals/shared/resources/key-metrics';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { ChartCard } from './chart-card.tsx';
import { MetricsTable } from './metrics-table.tsx';

export function MetricsFigures({ metrics, updating }: { metrics: KeyMetrics; updating: boolean }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const money = (cents: number, currency: string) => `${formatMoney(cents)} ${currency}`;
  const last = metrics.points.at(-1);
  const totals = [
    { key: 'newListings', value: number.format(metrics.totals.newListings) },
    { key: 'activeAtEnd', value: number.format(last?.activeListings ?? 0) },
    { key: 'inquiries', value: number.format(metrics.totals.inquiries) },
    { key: 'newLandlords', value: number.format(metrics.totals.newLandlords) },
    { key: 'newRenters', value: number.format(metrics.totals.newRenters) },
    { key: 'creditsSold', value: number.format(metrics.totals.creditsSold) },
    {
      key: 'revenue',
      value: metrics.currencies.map((c) => money(metrics.totals.revenue[c] ?? 0, c)).join(' · ') || formatMoney(0),
    },
  ];
  const label = (key: string) => (key === 'activeAtEnd' ? t('keyMetrics.activeAtEnd') : t(`keyMetrics.series.${key}`));
  const revenueSeries = metrics.currencies.map((currency, index) => ({
    name: `revenue_${currency}`,
    label: t('keyMetrics.series.revenueIn', { currency }),
    color: index === 0 ? 'teal.7' : 'grape.7',
  }));

  return (
    <Stack gap="lg" aria-busy={updating} style={{ opacity: updating ? 0.6 : 1 }} data-testid="metrics-figures">
      {updating && <VisuallyHidden role="status">{t('keyMetrics.updating')}</VisuallyHidden>}
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('keyMetrics.totals')}
        </Title>
        <SimpleGrid component="dl" cols={{ base: 2, sm: 4 }} spacing="sm" m={0} data-testid="metrics-totals">
          {totals.map((f) => (
            <Paper key={f.key} withBorder radius="md" p="sm">
              <Text component="dt" size="sm" c="dimmed">
                {label(f.key)}
              </Text>
              <Text component="dd" m={0} fz={22} fw={700} data-testid={`metrics-total-${f.key}`}>
                {f.value}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ChartCard
          title={t('keyMetrics.charts.listings')}
          kind="line"
          metrics={metrics}
          testId="metrics-chart-listings"
          series={[
            { name: 'activeListings', label: t('keyMetrics.series.activeListings'), color: 'blue.7' },
            { name: 'newListings', label: t('keyMetrics.series.newListings'), color: 'orange.7' },
          ]}
        />
        <ChartCard
          title={t('keyMetrics.charts.people')}
          kind="bar"
          metrics={metrics}
          testId="metrics-chart-people"
          series={[
            { name: 'inquiries', label: t('keyMetrics.series.inquiries'), color: 'blue.7' },
            { name: 'newLandlords', label: t('keyMetrics.series.newLandlords'), color: 'orange.7' },
            { name: 'newRenters', label: t('keyMetrics.series.newRenters'), color: 'teal.7' },
          ]}
        />
        <ChartCard
          title={t('keyMetrics.charts.sales')}
          kind="bar"
          metrics={metrics}
          testId="metrics-chart-sales"
          series={[{ name: 'creditsSold', label: t('keyMetrics.series.creditsSold'), color: 'indigo.7' }]}
        />
        {revenueSeries.length > 0 ? (
          <ChartCard
            title={t('keyMetrics.charts.revenue')}
            kind="bar"
            metrics={metrics}
            testId="metrics-chart-revenue"
            series={revenueSeries}
          />
        ) : (
          <Paper withBorder radius="md" p="md">
            <Title order={2} size="h4" mb="sm">
              {t('keyMetrics.charts.revenue')}
            </Title>
            <Text c="dimmed">{t('keyMetrics.noRevenue')}</Text>
          </Paper>
        )}
      </SimpleGrid>
      <MetricsTable metrics={metrics} />
    </Stack>
  );
}
