// A map popup's content: the listings behind a marker (GET map-marker-info, 20 at a time, "Show more").
import { Button, Loader, Stack, Text } from '@mantine/core';
import { formatNumber } from '@rentals/shared/format';
import { useEffect, useState } from 'react';
import { PopupCards } from '../../../components/listing-card/popup-cards.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { useMarkerInfo } from '../api.ts';
import '../../../components/map/i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

interface MarkerListingsProps {
  /** The marker's key with the search's filters and place scope. */
  params: Record<string, string>;
  relayout: () => void;
}

export function MarkerListings({ params, relayout }: MarkerListingsProps) {
  const { t, i18n } = useTranslation();
  const [pages, setPages] = useState(1);
  const first = useMarkerInfo(params);
  const total = first.data?.total ?? 0;
  const loaded = Math.min(total, pages * 20);
  const morePages = Array.from({ length: pages - 1 }, (_, i) => i + 2);

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure the popup when its content changes
  useEffect(() => relayout(), [first.data, first.isError, pages, relayout]);

  if (first.isPending) return <Loader size="sm" role="status" aria-label={t('common.loading')} />;
  if (first.isError) {
    return <RetryAlert compact message={t('map.popupError')} onRetry={() => void first.refetch()} />;
  }
  return (
    <Stack gap="xs">
      <Text size="sm" fw={700}>
        {t('map.popupTitle', { count: total, formatted: formatNumber(total, 0, i18n.language) })}
      </Text>
      <PopupCards listings={first.data.listings} />
      {morePages.map((page) => (
        <MoreListings key={page} params={{ ...params, page: String(page) }} relayout={relayout} />
      ))}
      {loaded < total && (
        <Button size="compact-sm" variant="light" onClick={() => setPages((n) => n + 1)}>
          {t('map.showMore')}
        </Button>
      )}
    </Stack>
  );
}

function MoreListings({ params, relayout }: MarkerListingsProps) {
  const { t } = useTranslation();
  const page = useMarkerInfo(params);
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure once the page arrives
  useEffect(() => relayout(), [page.data, relayout]);
  if (page.isPending) return <Loader size="xs" role="status" aria-label={t('common.loading')} />;
  if (page.isError) return <Text size="sm">{t('map.popupError')}</Text>;
  return <PopupCards listings={page.data.listings} />;
}
