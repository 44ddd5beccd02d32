// The usage page's chart: credits per day as bars, with @mantine/charts (recharts), the library the listing
// analytics' chart uses, loaded in its own chunk only when the chart comes near the viewport (usage-page.tsx).
// Hidden from assistive technology: the figure's caption and the totals say it in words.
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import type { CreditUsageDay } from '@rentals/shared/resources/credit-usage';
import { useTranslation } from '../../../lib/i18n/index.ts';

export function UsageChart({ days, height }: { days: CreditUsageDay[]; height: number }) {
  const { t, i18n } = useTranslation();
  const label = new Intl.DateTimeFormat(i18n.language, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const data = days.map((d) => ({ label: label.format(new Date(`${d.day}T00:00:00Z`)), credits: d.credits }));
  return (
    <BarChart
      h={height}
      data={data}
      dataKey="label"
      series={[{ name: 'credits', label: t('portalUsage.chart.credits'), color: 'blue.7' }]}
      yAxisProps={{ width: 36, allowDecimals: false }}
      xAxisProps={{ minTickGap: 16 }}
      tickLine="y"
      barProps={{ radius: 2 }}
      accessibilityLayer={false}
      aria-hidden
    />
  );
}
