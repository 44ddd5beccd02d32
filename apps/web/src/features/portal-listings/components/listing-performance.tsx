// The editor's Performance section (saved listings): views, favourites and inquiries per day over the last
// 90 days as a chart, their totals, and the listing's conversion (inquiries per view) beside its city's
// average. The totals and a hidden caption say in words what the chart draws. The chart's code (recharts)
// downloads only when the section comes near the viewport, so it stays out of the editor's chunk.
import { Paper, SimpleGrid, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { ANALYTICS_DAYS, type ListingAnalytics } from '@rentals/shared/resources/landlord-analytics';
import { lazy, Suspense, useId } from 'react';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { useNearViewport } from '../../../lib/use-near-viewport.ts';
import { useListingAnalytics } from '../analytics-api.ts';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

const PerformanceChart = lazy(() => import('./performance-chart.tsx').then((m) => ({ default: m.PerformanceChart })));

const CHART_HEIGHT = 260;
const EVENTS = ['views', 'favourites', 'inquiries'] as const;

export function ListingPerformance({ listingId }: { listingId: number }) {
  const { t } = useTranslation();
  const titleId = useId();
  const query = useListingAnalytics(listingId);
  let content: React.ReactNode;
  if (query.isPending) {
    content = (
      <Stack gap="sm" aria-busy="true">
        <VisuallyHidden role="status">{t('portalListings.performance.loading')}</VisuallyHidden>
        <Skeleton h={56} radius="md" />
        <Skeleton h={CHART_HEIGHT} radius="md" />
      </Stack>
    );
  } else if (query.isError) {
    content = (
      <RetryAlert
        message={t('portalListings.performance.loadFailed')}
        onRetry={() => void query.refetch()}
        testId="performance-error"
      />
    );
  } else if (query.data.totals.views === 0) {
    content = (
      <Text size="sm" c="dimmed" data-testid="performance-empty">
        {t('portalListings.performance.empty')}
      </Text>
    );
  } else {
    content = <PerformanceFigures analytics={query.data} />;
  }
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
      aria-labelledby={titleId}
      data-testid="listing-performance"
    >
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id={titleId}>
            {t('portalListings.performance.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('portalListings.performance.period', { count: ANALYTICS_DAYS })}
          </Text>
        </div>
        {content}
      </Stack>
    </Paper>
  );
}

function PerformanceFigures({ analytics }: { analytics: ListingAnalytics }) {
  const { t, i18n } = useTranslation();
  const captionId = useId();
  const { ref, near } = useNearViewport<HTMLElement>();
  const number = new Intl.NumberFormat(i18n.language);
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  const { totals, conversion, city, days } = analytics;
  const values = Object.fromEntries(EVENTS.map((e) => [e, number.format(totals[e])]));
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  const dateOf = (day: string | undefined) => (day ? date.format(new Date(`${day}T00:00:00Z`)) : '');
  const busiest = days.reduce((best, d) => (d.views > best.views ? d : best), days[0] ?? { day: '', views: 0 });
  const mine = percent.format(conversion ?? 0);
  return (
    <Stack gap="md">
      <SimpleGrid component="dl" cols={3} spacing="xs" m={0} data-testid="performance-totals">
        {EVENTS.map((event) => (
          <div key={event}>
            <Text component="dt" size="xs" c="dimmed">
              {t(`portalListings.performance.${event}`)}
            </Text>
            <Text component="dd" m={0} fz="xl" fw={700}>
              {values[event]}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      <div>
        <Text fw={600} data-testid="performance-conversion">
          {city.conversion === null
            ? t('portalListings.performance.conversionNoAverage', { value: mine, city: city.name })
            : t('portalListings.performance.conversion', {
                value: mine,
                city: city.name,
                average: percent.format(city.conversion),
              })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('portalListings.performance.conversionHint')}
        </Text>
      </div>
      <figure ref={ref} style={{ margin: 0, minWidth: 0 }} aria-labelledby={captionId}>
        {near ? (
          <Suspense fallback={<Skeleton h={CHART_HEIGHT} />}>
            <PerformanceChart days={days} height={CHART_HEIGHT} />
          </Suspense>
        ) : (
          <Skeleton h={CHART_HEIGHT} animate={false} data-testid="performance-chart-placeholder" />
        )}
        <VisuallyHidden component="figcaption" id={captionId} data-testid="performance-summary">
          {t('portalListings.performance.summary', {
            from: dateOf(days[0]?.day),
            to: dateOf(days.at(-1)?.day),
            ...values,
            busiest: dateOf(busiest.day),
            busiestViews: number.format(busiest.views),
          })}
        </VisuallyHidden>
      </figure>
    </Stack>
  );
}
