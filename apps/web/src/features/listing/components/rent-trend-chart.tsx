// The rent trend chart itself: @mantine/charts and recharts, loaded only when a listing page shows trends and
// the reader comes near them. Months without listings are gaps (nothing drawn across them); the tooltip says
// how many listings each median stands for, and a point resting on few listings is a hollow (lighter) dot.
import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { ColorSwatch, Group, Paper, Stack, Text } from '@mantine/core';
import { formatMoney } from '@rentals/shared/format';
import type { RentTrendsResponse } from '@rentals/shared/resources/listings';
import type { DotItemDotProps, TooltipContentProps } from 'recharts';
import { type TFunction, useTranslation } from '../../../lib/i18n/index.ts';
import { isFew, pointListings, type TrendRow, trendChartData } from '../rent-trends.ts';

const COLORS = ['blue.8', 'teal.8', 'grape.7', 'orange.8', 'red.8', 'cyan.8'];

const dollars = (value: number, language: string) => formatMoney(Math.round(value * 100), language);

/** A point: filled, or hollow and smaller when its median rests on few listings. */
export function TrendDot({ cx, cy, stroke, payload, dataKey, value }: DotItemDotProps) {
  if (cx == null || cy == null || value == null) return null;
  const few = isFew(pointListings(payload as TrendRow, String(dataKey)));
  return (
    <circle
      cx={cx}
      cy={cy}
      r={few ? 3 : 4}
      fill={few ? 'var(--mantine-color-body)' : stroke}
      stroke={stroke}
      strokeWidth={few ? 1.5 : 1}
      data-few={few || undefined}
    />
  );
}

/** The month, and for each bucket its median with the number of listings behind it. */
export function TrendTooltip({
  label,
  payload,
  t,
  language = 'en',
}: Pick<TooltipContentProps, 'label' | 'payload'> & { t: TFunction; language?: string }) {
  if (!payload?.length) return null;
  return (
    <Paper withBorder shadow="md" radius="md" p="xs" miw={180} data-testid="rent-trends-tooltip">
      <Text size="sm" fw={600} mb={4}>
        {String(label ?? '')}
      </Text>
      <Stack gap={6}>
        {payload.map((item) => {
          const name = String(item.name);
          const value = typeof item.value === 'number' ? item.value : null;
          const listings = pointListings(item.payload as TrendRow, name);
          return (
            <div key={name}>
              <Group gap={6} wrap="nowrap" justify="space-between">
                <Group gap={6} wrap="nowrap">
                  <ColorSwatch color={item.color ?? 'gray'} size={10} withShadow={false} />
                  <Text size="sm">{name}</Text>
                </Group>
                <Text size="sm" fw={600}>
                  {value === null ? t('listing.trends.noListings') : dollars(value, language)}
                </Text>
              </Group>
              {value !== null && (
                <Text size="xs" c="dimmed" ml={16}>
                  {t('listing.trends.listings', { count: listings })}
                  {isFew(listings) && ` · ${t('listing.trends.fewListings')}`}
                </Text>
              )}
            </div>
          );
        })}
      </Stack>
    </Paper>
  );
}

export function RentTrendChart({ trends }: { trends: RentTrendsResponse }) {
  const { t, i18n } = useTranslation();
  const { rows, labels } = trendChartData(trends, t, i18n.language);
  return (
    <LineChart
      h={280}
      data={rows}
      dataKey="month"
      series={labels.map((name, at) => ({ name, color: COLORS[at % COLORS.length] as string }))}
      valueFormatter={(value) => dollars(value, i18n.language)}
      yAxisProps={{ width: 72 }}
      curveType="monotone"
      connectNulls={false}
      lineProps={{ dot: TrendDot }}
      tooltipProps={{
        content: ({ label, payload }) => (
          <TrendTooltip label={label} payload={payload} t={t} language={i18n.language} />
        ),
      }}
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      // Hidden from assistive technology (the figure's caption says it in words), so not focusable either.
      accessibilityLayer={false}
      aria-hidden
    />
  );
}
