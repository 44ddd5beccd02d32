// The heart itself (favourite-button.tsx): reflects and toggles the renter's favourites. In server HTML it is
// disabled until it hydrates, so a tap before then is not silently lost.
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useHydrated } from '../../lib/use-hydrated.ts';
import type { ListingCardSlots } from './listing-card-slots.ts';
import './i18n/index.ts';
import { useTranslation } from '../../lib/i18n/index.ts';

export interface HeartProps {
  listingId: number;
  /** Names the listing for screen readers: "Add 2 Bed Apartment to favourites". */
  listingTitle: string;
  favourites: NonNullable<ListingCardSlots['favourites']>;
  /** 'lg' on cards, 'xl' on the listing page. */
  size?: 'lg' | 'xl';
  /** heart.module.css's class (given by FavouriteButton, so the styles load with the page) and any other. */
  className?: string;
}

export function Heart({ listingId, listingTitle, size = 'lg', className, favourites }: HeartProps) {
  const { t } = useTranslation();
  const favourite = favourites.useIsFavourite(listingId);
  const hydrated = useHydrated();
  const label = favourite
    ? t('listingCard.removeFavourite', { title: listingTitle })
    : t('listingCard.addFavourite', { title: listingTitle });
  return (
    <button
      type="button"
      // Mantine's documented global classes: its focus ring for keyboard users, and the press effect.
      className={`mantine-focus-auto mantine-active ${className ?? ''}`}
      data-size={size}
      aria-label={label}
      title={label}
      disabled={!hydrated}
      onClick={() => favourites.toggle(listingId)}
      data-testid="favourite-button"
    >
      {favourite ? <IconHeartFilled size={20} aria-hidden /> : <IconHeart size={20} aria-hidden />}
    </button>
  );
}
