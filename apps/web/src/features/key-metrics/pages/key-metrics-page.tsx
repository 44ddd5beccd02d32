// /support/key-metrics: the marketplace's figures over a period and interval kept in the URL (?from=&to=
// &interval=, the last 30 days per day by default): the period's totals, four charts (listings, inquiries and
// new accounts, credits sold, revenue per currency) each described in a hidden caption, the table of every value
// and the CSV download. Loading, failed and updating states; one column on a phone.
import {
  Button,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { formatMoney } from '@rentals/shared/format';
import { addDays, daysBetween, isoDay } from '@rentals/shared/resources/credit-usage';
import { isIsoDate } from '@rentals/shared/resources/date-range';
import {
  type KeyMetrics,
  MAX_METRIC_DAYS,
  METRIC_INTERVALS,
  type MetricInterval,
} from '@rentals/shared/resources/key-metrics';
import { IconDownload } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { ScrollTable } from '../../../components/scroll-table.tsx';
import { flash } from '../../../lib/alerts.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { apiDownload } from '../../../lib/api-download.ts';
import { useNearViewport } from '../../../lib/use-near-viewport.ts';
import { KEY_METRICS_PATH, type MetricsRequest, useKeyMetrics } from '../api.ts';
import type { ChartSeries } from '../components/metrics-chart.tsx';
import '../i18n/index.ts';

const MetricsChart = lazy(() => import('../components/metrics-chart.tsx').then((m) => ({ default: m.MetricsChart })));

const CHART_HEIGHT = 220;
const DEFAULT_DAYS = 30;
const PRESETS = [7, 30, 90, 365] as const;
const COUNT_SERIES = [
  'newListings',
  'activeListings',
  'inquiries',
  'newLandlords',
  'newRenters',
  'creditsSold',
] as const;

const lastDays = (days: number, today = isoDay(new Date())) => ({ from: addDays(today, -(days - 1)), to: today });

function useMetricsParams() {
  const [params, setParams] = useSearchParams();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const raw = params.get('interval') as MetricInterval | null;
  const interval: MetricInterval = raw && METRIC_INTERVALS.includes(raw) ? raw : 'day';
  const request = useMemo<MetricsRequest>(() => {
    const valid = isIsoDate(from) && isIsoDate(to) && from <= to && daysBetween(from, to) <= MAX_METRIC_DAYS;
    return { ...(valid ? { from, to } : lastDays(DEFAULT_DAYS)), interval };
  }, [from, to, interval]);
  const set = (next: MetricsRequest) => setParams({ ...next }, { replace: true });
  return { request, set };
}

type RangeError = 'required' | 'order' | 'tooLong' | null;
function check(range: { from: string; to: string }): { from: RangeError; to: RangeError } {
  const from = isIsoDate(range.from) ? null : 'required';
  const to = isIsoDate(range.to) ? null : 'required';
  if (from || to) return { from, to };
  if (range.to < range.from) return { from: null, to: 'order' };
  if (daysBetween(range.from, range.to) > MAX_METRIC_DAYS) return { from: 'tooLong', to: null };
  return { from: null, to: null };
}

function RangeFields({ value, onChange }: { value: MetricsRequest; onChange: (next: MetricsRequest) => void }) {
  const { t } = useTranslation();
  const legendId = useId();
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const errors = check(draft);
  const message = (error: RangeError) => (error ? t(`keyMetrics.range.${error}`, { max: MAX_METRIC_DAYS }) : undefined);
  const change = (next: MetricsRequest) => {
    setDraft(next);
    const problems = check(next);
    if (!problems.from && !problems.to) onChange(next);
  };
  const today = isoDay(new Date());
  return (
    <Stack component="fieldset" gap="xs" m={0} p={0} style={{ border: 0 }} aria-labelledby={legendId}>
      <Text component="legend" id={legendId} fw={600} size="sm" p={0}>
        {t('keyMetrics.range.legend')}
      </Text>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          type="date"
          label={t('keyMetrics.range.from')}
          value={draft.from}
          max={draft.to || undefined}
          onChange={(e) => change({ ...draft, from: e.currentTarget.value })}
          error={message(errors.from)}
          w={{ base: 'calc(50% - 6px)', xs: 170 }}
          data-testid="metrics-from"
        />
        <TextInput
          type="date"
          label={t('keyMetrics.range.to')}
          value={draft.to}
          min={draft.from || undefined}
          onChange={(e) => change({ ...draft, to: e.currentTarget.value })}
          error={message(errors.to)}
          w={{ base: 'calc(50% - 6px)', xs: 170 }}
          data-testid="metrics-to"
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id={`${legendId}-interval`}>
            {t('keyMetrics.interval')}
          </Text>
          <SegmentedControl
            aria-labelledby={`${legendId}-interval`}
            value={draft.interval}
            onChange={(interval) => change({ ...draft, interval: interval as MetricInterval })}
            data={METRIC_INTERVALS.map((value) => ({ value, label: t(`keyMetrics.intervals.${value}`) }))}
            data-testid="metrics-interval"
          />
        </Stack>
      </Group>
      <Group gap="xs" role="group" aria-label={t('keyMetrics.range.presets')}>
        {PRESETS.map((days) => {
          const preset = lastDays(days, today);
          const active = value.from === preset.from && value.to === preset.to;
          return (
            <Button
              key={days}
              size="compact-sm"
              variant={active ? 'filled' : 'default'}
              aria-pressed={active}
              onClick={() => change({ ...draft, ...preset })}
              data-testid={`metrics-last-${days}`}
            >
              {t('keyMetrics.range.lastDays', { count: days })}
            </Button>
          );
        })}
      </Group>
    </Stack>
  );
}

export function KeyMetricsPage() {
  const { t } = useTranslation();
  const { request, set } = useMetricsParams();
  const query = useKeyMetrics(request);
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      await apiDownload(`${KEY_METRICS_PATH}/export.csv`, { ...request });
    } catch (error) {
      flash(`${t('keyMetrics.downloadFailed')} ${errorMessage(error)}`, 'error');
    } finally {
      setDownloading(false);
    }
  };

  let content: React.ReactNode;
  if (query.isPending) {
    content = (
      <Stack gap="md" aria-busy="true" data-testid="metrics-loading">
        <VisuallyHidden role="status">{t('keyMetrics.loading')}</VisuallyHidden>
        <Skeleton h={72} radius="md" />
        <Skeleton h={CHART_HEIGHT} radius="md" />
      </Stack>
    );
  } else if (query.isError) {
    content = (
      <RetryAlert message={t('keyMetrics.loadFailed')} onRetry={() => void query.refetch()} testId="metrics-error" />
    );
  } else {
    content = <MetricsFigures metrics={query.data} updating={query.isPlaceholderData} />;
  }

  return (
    <PageFrame
      title={t('routes.keyMetrics')}
      actions={
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => void download()}
          loading={downloading}
          data-testid="metrics-download"
        >
          {t('keyMetrics.download')}
        </Button>
      }
    >
      <Text c="dimmed">{t('keyMetrics.intro')}</Text>
      <RangeFields value={request} onChange={set} />
      {content}
    </PageFrame>
  );
}

function ChartCard({
  title,
  kind,
  metrics,
  series,
  testId,
}: {
  title: string;
  kind: 'line' | 'bar';
  metrics: KeyMetrics;
  series: ChartSeries[];
  testId: string;
}) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const captionId = useId();
  const { ref, near } = useNearViewport<HTMLElement>();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  const dateOf = (day: string) => date.format(new Date(`${day}T00:00:00Z`));
  const data = metrics.points.map((point) => {
    const row: Record<string, string | number> = { period: point.period };
    for (const s of series) {
      if (s.name.startsWith('revenue_')) row[s.name] = (point.revenue[s.name.slice(8)] ?? 0) / 100;
      else row[s.name] = point[s.name as (typeof COUNT_SERIES)[number]];
    }
    return row;
  });
  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'sm', sm: 'md' }} aria-labelledby={titleId}>
      <Title order={2} size="h4" mb="sm" id={titleId}>
        {title}
      </Title>
      <figure ref={ref} style={{ margin: 0, minWidth: 0 }} aria-labelledby={captionId} data-testid={testId}>
        {near ? (
          <Suspense fallback={<Skeleton h={CHART_HEIGHT} />}>
            <MetricsChart kind={kind} interval={metrics.interval} data={data} series={series} height={CHART_HEIGHT} />
          </Suspense>
        ) : (
          <Skeleton h={CHART_HEIGHT} animate={false} />
        )}
        <VisuallyHidden component="figcaption" id={captionId}>
          {t('keyMetrics.charts.summary', { title, from: dateOf(metrics.from), to: dateOf(metrics.to) })}
        </VisuallyHidden>
      </figure>
    </Paper>
  );
}

function MetricsFigures({ metrics, updating }: { metrics: KeyMetrics; updating: boolean }) {
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
    </Stack>
  );
}
