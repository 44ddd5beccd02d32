// One chart of the key metrics in its card: drawn once near the viewport (recharts is a lazy chunk), described
// for screen readers by a hidden caption.
import { Paper, Skeleton, Title, VisuallyHidden } from '@mantine/core';
import type { KeyMetrics } from '@rentals/shared/resources/key-metrics';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useNearViewport } from '../../../lib/use-near-viewport.ts';
import type { ChartSeries } from './metrics-chart.tsx';
import type { COUNT_SERIES } from './metrics-table.tsx';

const MetricsChart = lazy(() => import('./metrics-chart.tsx').then((m) => ({ default: m.MetricsChart })));

export const CHART_HEIGHT = 220;

export function ChartCard({
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
