// After signing in or up (after-sign-in.ts): the browser's favourites merged into the account's, then the
// new recommendations asked for.
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, signIn, stubFetch } from '../../../test/utils.tsx';
import { useRenterStore } from '../../renter/index.ts';
import { mergeFavouritesAfterSignIn } from './after-sign-in.ts';

const renter = makeUser({ id: 7, email: 'ravi@example.test' });

describe('mergeFavouritesAfterSignIn', () => {
  it('sends the local favourites, takes the merged answer, then asks for the new recommendations', async () => {
    useRenterStore.setState({ favouriteListings: [3, 8], recentFavouriteListings: [3, 8], favouriteCount: 2 });
    signIn(renter, { viewFavouriteListings: true, viewRecommendedListings: true });
    const { calls } = stubFetch({
      'PATCH audit-favourite-listings': { body: { favouriteListings: [1, 2, 3, 4, 5, 8] } },
      'GET new-recommended-listings': { body: { listings: [] } },
    });
    await mergeFavouritesAfterSignIn(renter);
    expect(calls.find((c) => c.path === 'audit-favourite-listings')?.body).toEqual({ favouriteListings: [3, 8] });
    expect(useRenterStore.getState()).toMatchObject({
      favouriteListings: [1, 2, 3, 4, 5, 8],
      recentFavouriteListings: [2, 3, 4, 5, 8],
      favouriteCount: 6,
      favouritesOwner: 7,
    });
    await waitFor(() => expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('GET new-recommended-listings'));
  });
});
