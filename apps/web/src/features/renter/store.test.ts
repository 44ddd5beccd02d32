import { beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_RENTER, useRenterStore } from './store.ts';

beforeEach(() => useRenterStore.setState(EMPTY_RENTER));

describe('the favourite toggle (spec 4)', () => {
  it('adds a listing that is not a favourite and removes one that is, recent favourites alike', () => {
    const { toggleFavourite } = useRenterStore.getState();
    toggleFavourite(7);
    toggleFavourite(3);
    expect(useRenterStore.getState()).toMatchObject({
      favouriteListings: [7, 3],
      recentFavouriteListings: [7, 3],
      favouriteCount: 2,
    });
    toggleFavourite(7);
    expect(useRenterStore.getState()).toMatchObject({
      favouriteListings: [3],
      recentFavouriteListings: [3],
      favouriteCount: 1,
    });
  });

  it('keeps the recent list in step with the favourites when they have drifted apart', () => {
    useRenterStore.setState({ favouriteListings: [1], recentFavouriteListings: [], favouriteCount: 1 });
    useRenterStore.getState().toggleFavourite(1);
    expect(useRenterStore.getState()).toMatchObject({ favouriteListings: [], recentFavouriteListings: [] });
    useRenterStore.setState({ favouriteListings: [], recentFavouriteListings: [2] });
    useRenterStore.getState().toggleFavourite(2);
    expect(useRenterStore.getState()).toMatchObject({ favouriteListings: [2], recentFavouriteListings: [2] });
  });

  it('is kept in local storage', () => {
    useRenterStore.getState().toggleFavourite(11);
    const stored = JSON.parse(localStorage.getItem('rentals:renter') ?? 'null');
    expect(stored.value.state).toMatchObject({ favouriteListings: [11], favouriteCount: 1 });
    expect(stored.value.state).not.toHaveProperty('toggleFavourite');
  });
});
