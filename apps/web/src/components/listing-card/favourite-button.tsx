// The heart on cards and the listing page: reflects and toggles the renter store's favourites (spec 4).
import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { selectIsFavourite, useRenterStore } from '../../features/renter/store.ts';
import './i18n/index.ts';

interface FavouriteButtonProps extends Pick<ActionIconProps, 'size' | 'className'> {
  listingId: number;
  /** Names the listing for screen readers: "Add 2 Bed Apartment to favourites". */
  listingTitle: string;
}

export function FavouriteButton({ listingId, listingTitle, size = 'lg', className }: FavouriteButtonProps) {
  const { t } = useTranslation();
  const favourite = useRenterStore(selectIsFavourite(listingId));
  const toggleFavourite = useRenterStore((s) => s.toggleFavourite);
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
      onClick={() => toggleFavourite(listingId)}
      data-testid="favourite-button"
    >
      {favourite ? <IconHeartFilled size={20} aria-hidden /> : <IconHeart size={20} aria-hidden />}
    </ActionIcon>
  );
}
