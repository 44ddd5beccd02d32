// The city's rent trends: a line per bedroom bucket by month, with the latest medians in words for
// screen readers. Hidden when the city has no data (or the trends cannot be loaded: they are extra).
import { List, Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useIntersection } from '@mantine/hooks';
import type { ListingDetail } from '@rentals/shared/resources/listings';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRentTrends } from '../api.ts';
import { hasTrendData, trendSummaries } from '../rent-trends.ts';
import '../i18n/index.ts';

const RentTrendChart = lazy(() => import('./rent-trend-chart.tsx').then((m) => ({ default: m.RentTrendChart })));

/** True once the element comes within 300 px of the viewport: the chart's code downloads only then. */
function useNearViewport() {
  const { ref, entry } = useIntersection({ rootMargin: '300px' });
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (entry?.isIntersecting) setNear(true);
  }, [entry]);
  return { ref, near };
}

export function RentTrendsSection({ listing }: { listing: Pick<ListingDetail, 'city' | 'province'> }) {
  const { t, i18n } = useTranslation();
  const summaryId = useId();
  const { data } = useRentTrends(listing.province.slug, listing.city.slug);
  const { ref, near } = useNearViewport();
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
            <Suspense fallback={<Skeleton h={280} />}>
              <RentTrendChart trends={data} />
            </Suspense>
          ) : (
            <Skeleton h={280} animate={false} />
          )}
          <VisuallyHidden component="figcaption" id={summaryId}>
            <List data-testid="rent-trends-summary">
              {summaries.map((sentence) => (
                <List.Item key={sentence}>{sentence}</List.Item>
              ))}
            </List>
          </VisuallyHidden>
        </figure>
      </Paper>
    </Stack>
  );
}
