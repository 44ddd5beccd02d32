// What a listing card shows from the features, which components/ may not import: the favourite heart's
// state (the renter's favourites) and the lines under the facts (the signed-in renter's distances). The
// app provides them once for every card (app/listing-card-slots.tsx); without them a card has neither.
import type { ListingCard as ListingCardData } from '@rentals/shared/resources/listings';
import { type ComponentType, createContext, useContext } from 'react';

export interface ListingCardSlots {
  /** The renter's favourites: whether a listing is one (a hook) and the toggle. Without them, no heart. */
  favourites?: {
    useIsFavourite: (listingId: number) => boolean;
    toggle: (listingId: number) => void;
  };
  /** Under the facts: e.g. the distances to the renter's places, at most `max` lines. */
  Details?: ComponentType<{ listing: ListingCardData; max?: number }>;
}

export const ListingCardSlotsContext = createContext<ListingCardSlots>({});

export const useListingCardSlots = () => useContext(ListingCardSlotsContext);
