// /support/key-metrics: the marketplace's figures over a period and interval kept in the URL (?from=&to=
// &interval=, the last 30 days per day by default): the period's totals, four charts (listings, inquiries and
// new accounts, credits sold, revenue per currency) each described in a hidden caption, the table of every value
// and the CSV download. Loading, failed and updating states; one column on a phone.
import { Button, SegmentedControl, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { daysBetween } from '@rentals/shared/resources/credit-usage';
import { isIsoDate } from '@rentals/shared/resources/date-range';
import { MAX_METRIC_DAYS, METRIC_INTERVALS, type MetricInterval } from '@rentals/shared/resources/key-metrics';
import { IconDownload } from '@tabler/icons-react';
import { useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DayRangeFields, lastDays } from '../../../components/day-range-fields.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { flash } from '../../../lib/alerts.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { apiDownload } from '../../../lib/api-download.ts';
import { KEY_METRICS_PATH, type MetricsRequest, useKeyMetrics } from '../api.ts';
import { CHART_HEIGHT } from '../components/chart-card.tsx';
import { MetricsFigures } from '../components/metrics-figures.tsx';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

const DEFAULT_DAYS = 30;
const PRESETS = [7, 30, 90, 365] as const;

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

/** The period (components/day-range-fields.tsx) with the interval beside it. */
function RangeFields({ value, onChange }: { value: MetricsRequest; onChange: (next: MetricsRequest) => void }) {
  const { t } = useTranslation();
  const intervalId = useId();
  return (
    <DayRangeFields
      value={value}
      onChange={(range) => onChange({ ...value, ...range })}
      maxDays={MAX_METRIC_DAYS}
      presets={PRESETS}
      texts="keyMetrics.range"
      testIds="metrics"
      extra={
        <Stack gap={4}>
          <Text size="sm" fw={500} id={intervalId}>
            {t('keyMetrics.interval')}
          </Text>
          <SegmentedControl
            aria-labelledby={intervalId}
            value={value.interval}
            onChange={(interval) => onChange({ ...value, interval: interval as MetricInterval })}
            data={METRIC_INTERVALS.map((item) => ({ value: item, label: t(`keyMetrics.intervals.${item}`) }))}
            data-testid="metrics-interval"
          />
        </Stack>
      }
    />
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
