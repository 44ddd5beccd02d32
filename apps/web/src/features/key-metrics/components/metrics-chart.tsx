// One chart of the key metrics screen: some series over the periods, as lines or bars, with @mantine/charts
// (recharts), loaded in its own chunk only when the chart comes near the viewport (key-metrics-page.tsx).
// Hidden from assistive technology: the figure's caption and the table say it in words. So nothing inside it
// may take the focus (axe: aria-hidden-focus): recharts' keyboard layer (a tabbable svg) is turned off.
import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import type { MetricInterval } from '@rentals/shared/resources/key-metrics';
import { useTranslation } from '../../../lib/i18n/index.ts';

export interface ChartSeries {
  name: string;
  label: string;
  color: string;
}

export interface MetricsChartProps {
  kind: 'line' | 'bar';
  interval: MetricInterval;
  data: Record<string, string | number>[];
  series: ChartSeries[];
  height: number;
}

export function MetricsChart({ kind, interval, data, series, height }: MetricsChartProps) {
  const { i18n } = useTranslation();
  const label = new Intl.DateTimeFormat(
    i18n.language,
    interval === 'month'
      ? { month: 'short', year: 'numeric', timeZone: 'UTC' }
      : { month: 'short', day: 'numeric', timeZone: 'UTC' },
  );
  const rows = data.map((row) => ({ ...row, label: label.format(new Date(`${row.period}T00:00:00Z`)) }));
  const common = {
    h: height,
    data: rows,
    dataKey: 'label',
    series,
    withLegend: series.length > 1,
    yAxisProps: { width: 48, allowDecimals: false },
    xAxisProps: { minTickGap: 16 },
    tickLine: 'y' as const,
    'aria-hidden': true,
  };
  return kind === 'line' ? (
    <LineChart
      {...common}
      curveType="linear"
      withDots={rows.length <= 31}
      lineChartProps={{ accessibilityLayer: false, tabIndex: -1 }}
    />
  ) : (
    <BarChart {...common} barProps={{ radius: 2 }} barChartProps={{ accessibilityLayer: false, tabIndex: -1 }} />
  );
}
