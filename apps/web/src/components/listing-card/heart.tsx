// The heart itself (favourite-button.tsx): reflects and toggles the renter's favourites. In server HTML it is
// disabled until it hydrates, so a tap before then is not silently lost.
import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useHydrated } from '../../lib/use-hydrated.ts';
import type { ListingCardSlots } from './listing-card-slots.ts';
import './i18n/index.ts';
import { useTranslation } from '../../lib/i18n/index.ts';

export interface HeartProps extends Pick<ActionIconProps, 'size' | 'className'> {
  listingId: number;
  /** Names the listing for screen readers: "Add 2 Bed Apartment to favourites". */
  listingTitle: string;
  favourites: NonNullable<ListingCardSlots['favourites']>;
}

export function Heart({ listingId, listingTitle, size = 'lg', className, favourites }: HeartProps) {
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
