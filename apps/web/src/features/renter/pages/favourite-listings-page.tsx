// /admin/favourite-listings (= /admin/favorite-listings; viewFavouriteListings): the renter's favourites kept
// with the account, newest saved first, with the date saved and any price drop since, and their map. The
// heart takes one off (spec 4 toggle). Opening the page brings this browser's favourites in step with the
// account's (the sign-in merge), so the hearts here and on every card agree; the list and map are fetched
// once that merge is done, so they show it without a second fetch.
import { Badge, Group, Text } from '@mantine/core';
import { formatMoney } from '@rentals/shared/format';
import type { FavouriteEntry } from '@rentals/shared/resources/renter-listings';
import { IconHeart } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { BrowseRentalsEmptyState } from '../../../components/browse-rentals-empty-state.tsx';
import { formatTimestamp } from '../../../components/listing-card/format.ts';
import { RenterListingsView } from '../../../components/renter-listings-view/renter-listings-view.tsx';
import { usePageParam } from '../../../lib/use-page-param.ts';
import { useAuthStore } from '../../auth/index.ts';
import { renterKeys, useFavouriteMarkers, useFavouritePage, useRefetchOnServerChange } from '../api.ts';
import { useRenterStore } from '../store.ts';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

const listingOf = (entry: FavouriteEntry) => entry.listing;

export function FavouriteListingsPage() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = usePageParam();
  const ids = useRenterStore((s) => s.favouriteListings);
  const userId = useAuthStore((s) => s.user?.id);
  const [synced, setSynced] = useState(false);
  const list = useFavouritePage(page, synced);
  const markers = useFavouriteMarkers(synced);
  // From then on, each change the server accepts (a heart taken off here) fetches them again.
  useRefetchOnServerChange(renterKeys.favourites, synced);

  useEffect(() => {
    if (userId === undefined) return;
    let live = true;
    void useRenterStore
      .getState()
      .mergeFavouritesWithAccount(userId)
      .finally(() => live && setSynced(true));
    return () => {
      live = false;
    };
  }, [userId]);

  // A heart taken off here hides its card at once (once the lists agree), before the page is fetched again.
  const hidden = useCallback((entry: FavouriteEntry) => synced && !ids.includes(entry.listing.id), [synced, ids]);

  return (
    <RenterListingsView
      testId="favourite-listings"
      title={t('routes.favouriteListings')}
      countKey="renter.favourites.count"
      list={list}
      markers={markers}
      listingOf={listingOf}
      hidden={hidden}
      page={page}
      onPageChange={setPage}
      renderExtra={(entry) => {
        const drop = entry.rentWhenSaved - entry.listing.rent;
        return (
          <Group gap="xs" justify="space-between">
            <Text size="xs" c="dimmed">
              {t('renter.favourites.savedOn', { date: formatTimestamp(entry.savedAt, i18n.language) })}
            </Text>
            {drop > 0 && (
              <Badge color="green" variant="light" data-testid="price-drop">
                {t('renter.favourites.priceDropped', { amount: formatMoney(drop, i18n.language) })}
              </Badge>
            )}
          </Group>
        );
      }}
      empty={
        <BrowseRentalsEmptyState
          icon={<IconHeart size={32} aria-hidden color="var(--mantine-color-red-6)" />}
          title={t('renter.favourites.emptyTitle')}
          body={t('renter.favourites.emptyBody')}
          browse={t('renter.favourites.browse')}
          testId="favourites-empty"
        />
      }
    />
  );
}
