// The app's wiring of listing cards to the features (listing-card-slots.tsx): the heart is the renter
// store's favourites. The distances are tested with the feature (features/points-of-interest).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ListingCard } from '../components/listing-card/listing-card.tsx';
import { useRenterStore } from '../features/renter/index.ts';
import { makeCard } from '../test/listings.ts';
import { renderWithProviders } from '../test/utils.tsx';

describe('listing cards in the app', () => {
  it('the heart toggles the listing in the renter store', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <MemoryRouter initialEntries={['/rentals']}>
        <ListingCard listing={makeCard(42)} />
      </MemoryRouter>,
    );
    // The heart's code is a chunk of its own (lib/hydrate-later.tsx): it appears a moment after the card.
    await user.click(await screen.findByRole('button', { name: 'Add 2 Bed Apartment at 42 Main St to favourites' }));
    expect(useRenterStore.getState()).toMatchObject({ favouriteListings: [42], favouriteCount: 1 });
    await user.click(screen.getByRole('button', { name: 'Remove 2 Bed Apartment at 42 Main St from favourites' }));
    expect(useRenterStore.getState()).toMatchObject({ favouriteListings: [], favouriteCount: 0 });
  });
});
