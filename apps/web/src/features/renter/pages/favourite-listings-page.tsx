// /admin/favourite-listings (= /admin/favorite-listings; viewFavouriteListings): the renter's favourites kept
// with the account, newest saved first, with the date saved and any price drop since, and their map. The
// heart takes one off (spec 4 toggle). Opening the page brings this browser's favourites in step with the
// account's (the sign-in merge), so the hearts here and on every card agree.
import { Badge, Group, Text } from '@mantine/core';
import { formatMoney } from '@rentals/shared/format';
import type { FavouriteEntry } from '@rentals/shared/resources/renter-listings';
import { IconHeart } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTimestamp } from '../../../components/listing-card/format.ts';
import { usePageParam } from '../../../lib/use-page-param.ts';
import { useAuthStore } from '../../auth/index.ts';
import { renterKeys, useFavouriteMarkers, useFavouritePage } from '../api.ts';
import { EmptyList } from '../components/page-parts.tsx';
import { RenterListingsView } from '../components/renter-listings-view.tsx';
import { useRenterStore } from '../store.ts';
import '../i18n/index.ts';

const listingOf = (entry: FavouriteEntry) => entry.listing;

/** Refetches `key` each time the server accepted a change made from this browser. */
export function useRefetchOnServerChange(key: readonly unknown[]) {
  const queryClient = useQueryClient();
  const serverVersion = useRenterStore((s) => s.serverVersion);
  const first = useRef(serverVersion);
  useEffect(() => {
    if (serverVersion !== first.current) void queryClient.invalidateQueries({ queryKey: key });
  }, [serverVersion, queryClient, key]);
}

export function FavouriteListingsPage() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = usePageParam();
  const list = useFavouritePage(page);
  const markers = useFavouriteMarkers();
  const ids = useRenterStore((s) => s.favouriteListings);
  const userId = useAuthStore((s) => s.user?.id);
  const [synced, setSynced] = useState(false);
  useRefetchOnServerChange(renterKeys.favourites);

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
                {t('renter.favourites.priceDropped', { amount: formatMoney(drop) })}
              </Badge>
            )}
          </Group>
        );
      }}
      empty={
        <EmptyList
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
