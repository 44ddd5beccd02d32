// The city's rent trends: a line per bedroom bucket by month, with the latest medians in words for
// screen readers. Hidden when the city has no data (or the trends cannot be loaded: they are extra).
// The chart's code (recharts, ~120 KB gzipped) downloads and runs only when the reader comes near it; a
// placeholder of its height holds its place until then. A note says what the hollow dots (few listings) mean.
import { List, Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ListingDetail } from '@rentals/shared/resources/listings';
import { lazy, Suspense, useId } from 'react';
import { useNearViewport } from '../../../lib/use-near-viewport.ts';
import { useRentTrends } from '../api.ts';
import { FEW_LISTINGS, hasFewListings, hasTrendData, trendSummaries } from '../rent-trends.ts';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

const RentTrendChart = lazy(() => import('./rent-trend-chart.tsx').then((m) => ({ default: m.RentTrendChart })));

const CHART_HEIGHT = 280;

export function RentTrendsSection({ listing }: { listing: Pick<ListingDetail, 'city' | 'province'> }) {
  const { t, i18n } = useTranslation();
  const summaryId = useId();
  const { data } = useRentTrends(listing.province.slug, listing.city.slug);
  const { ref, near } = useNearViewport<HTMLElement>();
  if (!hasTrendData(data)) return null;
  const summaries = trendSummaries(data, listing.city.name, t, i18n.language);
  return (
    <Stack component="section" gap="sm" aria-labelledby={`${summaryId}-title`} data-testid="rent-trends">
      <Title order={2} size="h3" id={`${summaryId}-title`}>
        {t('listing.trends.title', { city: listing.city.name })}
      </Title>
      <Text size="sm" c="dimmed">
        {t('listing.trends.intro')}
      </Text>
      <Paper withBorder p="sm" radius="md">
        <figure ref={ref} style={{ margin: 0 }} aria-describedby={summaryId}>
          {near ? (
            <Suspense fallback={<Skeleton h={CHART_HEIGHT} />}>
              <RentTrendChart trends={data} />
            </Suspense>
          ) : (
            <Skeleton h={CHART_HEIGHT} animate={false} data-testid="rent-trends-placeholder" />
          )}
          <VisuallyHidden component="figcaption" id={summaryId}>
            <List data-testid="rent-trends-summary">
              {summaries.map((sentence) => (
                <List.Item key={sentence}>{sentence}</List.Item>
              ))}
            </List>
          </VisuallyHidden>
        </figure>
        {hasFewListings(data) && (
          <Text size="xs" c="dimmed" mt="xs" data-testid="rent-trends-few">
            {t('listing.trends.fewNote', { count: FEW_LISTINGS })}
          </Text>
        )}
      </Paper>
    </Stack>
  );
}
