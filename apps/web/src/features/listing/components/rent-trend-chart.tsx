// The rent trend chart itself: @mantine/charts and recharts, loaded only when a listing page shows trends.
import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { formatMoney } from '@rentals/shared/format';
import type { RentTrendsResponse } from '@rentals/shared/resources/listings';
import { useTranslation } from 'react-i18next';
import { trendChartData } from '../rent-trends.ts';

const COLORS = ['blue.8', 'teal.8', 'grape.7', 'orange.8', 'red.8', 'cyan.8'];

export function RentTrendChart({ trends }: { trends: RentTrendsResponse }) {
  const { t, i18n } = useTranslation();
  const { rows, labels } = trendChartData(trends, t, i18n.language);
  return (
    <LineChart
      h={280}
      data={rows}
      dataKey="month"
      series={labels.map((name, at) => ({ name, color: COLORS[at % COLORS.length] as string }))}
      valueFormatter={(dollars) => formatMoney(Math.round(dollars * 100))}
      yAxisProps={{ width: 72 }}
      curveType="monotone"
      connectNulls
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      aria-hidden
    />
  );
}
