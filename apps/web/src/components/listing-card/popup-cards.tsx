// The listings behind a map marker, as compact cards in its popup (search, favourites, the renter area's lists).
import { Stack } from '@mantine/core';
import type { ListingCard as ListingCardData } from '@rentals/shared/resources/listings';
import { ListingCard } from './listing-card.tsx';

export function PopupCards({ listings }: { listings: readonly ListingCardData[] }) {
  return (
    <Stack gap="xs">
      {listings.map((listing) => (
        <ListingCard key={listing.id} listing={listing} variant="compact" headingLevel={3} />
      ))}
    </Stack>
  );
}
