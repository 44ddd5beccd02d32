// /admin/viewed-listings (viewViewedListings): the listings the renter opened while signed in, the latest view
// first, how often and when, and their map.
import { Text } from '@mantine/core';
import type { ViewedEntry } from '@rentals/shared/resources/renter-listings';
import { IconEye } from '@tabler/icons-react';
import { BrowseRentalsEmptyState } from '../../../components/browse-rentals-empty-state.tsx';
import { formatTimestamp } from '../../../components/listing-card/format.ts';
import { RenterListingsView } from '../../../components/renter-listings-view/renter-listings-view.tsx';
import { usePageParam } from '../../../lib/use-page-param.ts';
import { useViewedMarkers, useViewedPage } from '../api.ts';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

const listingOf = (entry: ViewedEntry) => entry.listing;

export function ViewedListingsPage() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = usePageParam();
  const list = useViewedPage(page);
  const markers = useViewedMarkers();

  return (
    <RenterListingsView
      testId="viewed-listings"
      title={t('routes.viewedListings')}
      countKey="renter.viewed.count"
      list={list}
      markers={markers}
      listingOf={listingOf}
      page={page}
      onPageChange={setPage}
      renderExtra={(entry) => (
        <Text size="xs" c="dimmed">
          {t('renter.viewed.views', { count: entry.views, date: formatTimestamp(entry.lastViewedAt, i18n.language) })}
        </Text>
      )}
      empty={
        <BrowseRentalsEmptyState
          icon={<IconEye size={32} aria-hidden />}
          title={t('renter.viewed.emptyTitle')}
          body={t('renter.viewed.emptyBody')}
          browse={t('renter.viewed.browse')}
          testId="viewed-empty"
        />
      }
    />
  );
}
