// What every listing card gets from the features (components/listing-card/listing-card-slots.ts): the
// renter's favourites for the heart, and for a signed-in visitor the distances to their places. Those load
// on demand (import() of the points-of-interest feature), so the first download stays without them.
import { lazy, Suspense } from 'react';
import type { ListingCardSlots } from '../components/listing-card/listing-card-slots.ts';
import { selectLoggedIn, useAuthStore } from '../features/auth/index.ts';
import { selectIsFavourite, useRenterStore } from '../features/renter/index.ts';

const ListingDistances = lazy(() =>
  import('../features/points-of-interest/index.listing-distances.ts').then((m) => ({
    default: m.ListingDistances,
  })),
);

const Details: NonNullable<ListingCardSlots['Details']> = ({ listing, max }) => {
  const signedIn = useAuthStore(selectLoggedIn);
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <ListingDistances listing={listing} max={max} />
    </Suspense>
  );
};

export const LISTING_CARD_SLOTS: ListingCardSlots = {
  favourites: {
    useIsFavourite: (listingId) => useRenterStore(selectIsFavourite(listingId)),
    toggle: (listingId) => void useRenterStore.getState().toggleFavourite(listingId),
  },
  Details,
};
