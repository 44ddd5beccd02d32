// The heart on cards and the listing page: reflects and toggles the renter's favourites (spec 4), which the
// app provides (listing-card-slots.ts); nothing without them. In server HTML it is disabled until the page
// hydrates, so a tap before then is not silently lost.
import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { type ListingCardSlots, useListingCardSlots } from './listing-card-slots.ts';
import './i18n/index.ts';

interface FavouriteButtonProps extends Pick<ActionIconProps, 'size' | 'className'> {
  listingId: number;
  /** Names the listing for screen readers: "Add 2 Bed Apartment to favourites". */
  listingTitle: string;
}

export function FavouriteButton(props: FavouriteButtonProps) {
  const { favourites } = useListingCardSlots();
  return favourites ? <Heart {...props} favourites={favourites} /> : null;
}

function Heart({
  listingId,
  listingTitle,
  size = 'lg',
  className,
  favourites,
}: FavouriteButtonProps & { favourites: NonNullable<ListingCardSlots['favourites']> }) {
  const { t } = useTranslation();
  const favourite = favourites.useIsFavourite(listingId);
  const hydrated = useHydrated();
  const label = favourite
    ? t('listingCard.removeFavourite', { title: listingTitle })
    : t('listingCard.addFavourite', { title: listingTitle });
  return (
    <ActionIcon
      type="button"
      variant="white"
      color="red"
      radius="xl"
      size={size}
      className={className}
      aria-label={label}
      title={label}
      disabled={!hydrated}
      onClick={() => favourites.toggle(listingId)}
      data-testid="favourite-button"
    >
      {favourite ? <IconHeartFilled size={20} aria-hidden /> : <IconHeart size={20} aria-hidden />}
    </ActionIcon>
  );
}
