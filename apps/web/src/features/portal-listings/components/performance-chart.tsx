// The Performance section's chart: @mantine/charts and recharts, loaded only when the section comes near the
// viewport (listing-performance.tsx). Views on the left axis; favourites and inquiries, far fewer, on the right
// one so their lines do not lie flat on zero.
import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import type { ListingAnalyticsDay } from '@rentals/shared/resources/landlord-analytics';
import { useTranslation } from '../../../lib/i18n/index.ts';

export function PerformanceChart({ days, height }: { days: ListingAnalyticsDay[]; height: number }) {
  const { t, i18n } = useTranslation();
  const label = new Intl.DateTimeFormat(i18n.language, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const data = days.map((d) => ({ ...d, label: label.format(new Date(`${d.day}T00:00:00Z`)) }));
  return (
    <LineChart
      h={height}
      data={data}
      dataKey="label"
      series={[
        { name: 'views', label: t('portalListings.performance.views'), color: 'blue.7' },
        { name: 'favourites', label: t('portalListings.performance.favourites'), color: 'pink.7', yAxisId: 'right' },
        { name: 'inquiries', label: t('portalListings.performance.inquiries'), color: 'teal.8', yAxisId: 'right' },
      ]}
      withRightYAxis
      yAxisProps={{ width: 36, allowDecimals: false }}
      rightYAxisProps={{ width: 28, allowDecimals: false }}
      xAxisProps={{ minTickGap: 24 }}
      curveType="monotone"
      withDots={false}
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      // Hidden from assistive technology (the figure's caption and the totals say it in words).
      accessibilityLayer={false}
      aria-hidden
    />
  );
}
