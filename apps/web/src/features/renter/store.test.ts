import {
  MAX_RECOMMENDATION_IDS as SHARED_MAX_RECOMMENDATION_IDS,
  RECENT_FAVOURITES as SHARED_RECENT_FAVOURITES,
} from '@rentals/shared/resources/renter-listings';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeUser, signIn, stubFetch } from '../../test/utils.tsx';
import {
  EMPTY_RENTER,
  MAX_RECOMMENDATION_IDS,
  newRecommendedCount,
  RECENT_FAVOURITES,
  useRenterStore,
} from './store.ts';

beforeEach(() => useRenterStore.setState(EMPTY_RENTER));

const state = () => useRenterStore.getState();
const renter = makeUser({ id: 7, email: 'ravi@example.test' });
const RENTER_PERMISSIONS = { viewFavouriteListings: true, viewRecommendedListings: true };

describe('the favourite toggle (spec 4)', () => {
  it('adds a listing that is not a favourite and removes one that is, recent favourites alike', async () => {
    const { toggleFavourite } = state();
    await toggleFavourite(7);
    await toggleFavourite(3);
    expect(state()).toMatchObject({
      favouriteListings: [7, 3],
      recentFavouriteListings: [7, 3],
      favouriteCount: 2,
    });
    await toggleFavourite(7);
    expect(state()).toMatchObject({
      favouriteListings: [3],
      recentFavouriteListings: [3],
      favouriteCount: 1,
    });
  });

  it('keeps the recent list in step with the favourites when they have drifted apart', async () => {
    useRenterStore.setState({ favouriteListings: [1], recentFavouriteListings: [], favouriteCount: 1 });
    await state().toggleFavourite(1);
    expect(state()).toMatchObject({ favouriteListings: [], recentFavouriteListings: [] });
    useRenterStore.setState({ favouriteListings: [], recentFavouriteListings: [2] });
    await state().toggleFavourite(2);
    expect(state()).toMatchObject({ favouriteListings: [2], recentFavouriteListings: [2] });
  });

  it('keeps only the most recent favourites in the recent list', async () => {
    for (const id of [1, 2, 3, 4, 5, 6, 7]) await state().toggleFavourite(id);
    expect(state().favouriteListings).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(state().recentFavouriteListings).toEqual([3, 4, 5, 6, 7]);
  });

  it('is kept in local storage', async () => {
    await state().toggleFavourite(11);
    const stored = JSON.parse(localStorage.getItem('rentals:renter') ?? 'null');
    expect(stored.value.state).toMatchObject({ favouriteListings: [11], favouriteCount: 1 });
    expect(stored.value.state).not.toHaveProperty('toggleFavourite');
    expect(stored.value.state).not.toHaveProperty('serverVersion');
  });

  it('logged out, stays local: the server is not called', async () => {
    const { calls } = stubFetch();
    await state().toggleFavourite(5);
    expect(state().favouriteListings).toEqual([5]);
    expect(calls).toEqual([]);
  });

  it('signed in, tells the server after the local change: active 1 to add, 0 to remove, with the email', async () => {
    signIn(renter, RENTER_PERMISSIONS);
    const { calls } = stubFetch({ 'PATCH favourite-listing': { body: { favouriteListings: [5] } } });
    const pending = state().toggleFavourite(5);
    // Local first: the heart fills before the server answers.
    expect(state().favouriteListings).toEqual([5]);
    await pending;
    await state().toggleFavourite(5);
    const patches = calls.filter((c) => c.path === 'favourite-listing');
    expect(patches.map((c) => [c.method, c.body])).toEqual([
      ['PATCH', { listingId: 5, active: 1, email: 'ravi@example.test' }],
      ['PATCH', { listingId: 5, active: 0, email: 'ravi@example.test' }],
    ]);
    expect(patches[0]?.headers.get('Authorization')).toBe('Bearer test-token');
    expect(state().serverVersion).toBeGreaterThanOrEqual(2);
  });

  it('ignores a server failure (spec 4)', async () => {
    signIn(renter, RENTER_PERMISSIONS);
    stubFetch({ 'PATCH favourite-listing': { status: 500, body: { message: 'Server Error' } } });
    const version = state().serverVersion;
    await expect(state().toggleFavourite(9)).resolves.toBeUndefined();
    expect(state()).toMatchObject({ favouriteListings: [9], favouriteCount: 1, serverVersion: version });
  });

  it('does not call the server for a signed-in user without the favourites permission (a landlord)', async () => {
    signIn(makeUser({ roles: [{ name: 'Landlord' }] }), {});
    const { calls } = stubFetch();
    await state().toggleFavourite(4);
    expect(state().favouriteListings).toEqual([4]);
    expect(calls).toEqual([]);
  });
});

describe('the sign-in merge (PATCH audit-favourite-listings)', () => {
  it('sends the local favourites and takes the merged answer, count included', async () => {
    useRenterStore.setState({ favouriteListings: [3, 8], recentFavouriteListings: [3, 8], favouriteCount: 2 });
    signIn(renter, RENTER_PERMISSIONS);
    const { calls } = stubFetch({
      'PATCH audit-favourite-listings': { body: { favouriteListings: [1, 2, 3, 4, 5, 8] } },
    });
    await state().mergeFavouritesWithAccount(renter.id);
    expect(calls.find((c) => c.path === 'audit-favourite-listings')?.body).toEqual({ favouriteListings: [3, 8] });
    expect(state()).toMatchObject({
      favouriteListings: [1, 2, 3, 4, 5, 8],
      recentFavouriteListings: [2, 3, 4, 5, 8],
      favouriteCount: 6,
      favouritesOwner: 7,
    });
  });

  it('never merges another account’s favourites left in this browser', async () => {
    useRenterStore.setState({ favouriteListings: [3, 8], favouriteCount: 2, favouritesOwner: 99 });
    signIn(renter, RENTER_PERMISSIONS);
    const { calls } = stubFetch({ 'PATCH audit-favourite-listings': { body: { favouriteListings: [4] } } });
    await state().mergeFavouritesWithAccount(renter.id);
    expect(calls.find((c) => c.path === 'audit-favourite-listings')?.body).toEqual({ favouriteListings: [] });
    expect(state()).toMatchObject({ favouriteListings: [4], favouriteCount: 1, favouritesOwner: 7 });
  });

  it('keeps the local list when the merge fails, and skips users who keep no favourites', async () => {
    useRenterStore.setState({ favouriteListings: [3], favouriteCount: 1 });
    signIn(renter, RENTER_PERMISSIONS);
    stubFetch({ 'PATCH audit-favourite-listings': { status: 503, body: { message: 'Down' } } });
    await state().mergeFavouritesWithAccount(renter.id);
    expect(state()).toMatchObject({ favouriteListings: [3], favouriteCount: 1, favouritesOwner: null });

    signIn(makeUser({ id: 3, roles: [{ name: 'Support' }] }), {});
    const { calls } = stubFetch();
    await state().mergeFavouritesWithAccount(3);
    expect(calls).toEqual([]);
  });
});

describe('recommended listings (spec 4)', () => {
  it('a new listing leaves the new list once marked seen; the new-count is new minus seen', () => {
    state().setNewRecommended([1, 2, 3]);
    expect(state()).toMatchObject({ newRecommendedListings: [1, 2, 3], recommendedCount: 3 });
    state().markRecommendedSeen([2]);
    expect(state()).toMatchObject({
      newRecommendedListings: [1, 3],
      seenRecommendedListings: [2],
      recommendedCount: 2,
    });
    expect(newRecommendedCount({ newRecommendedListings: [1, 2, 3], seenRecommendedListings: [2, 9] })).toBe(2);
  });

  it('a removed listing is never shown again, and the server hears of it when signed in', async () => {
    signIn(renter, RENTER_PERMISSIONS);
    const { calls } = stubFetch({ 'DELETE recommended-listings/2': { status: 204 } });
    state().setNewRecommended([1, 2, 3]);
    await state().removeRecommended(2);
    expect(state()).toMatchObject({
      newRecommendedListings: [1, 3],
      removedRecommendedListings: [2],
      recommendedCount: 2,
    });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['DELETE recommended-listings/2']);
    // A later answer that still holds it does not bring it back.
    state().setNewRecommended([1, 2, 3, 4]);
    expect(state().newRecommendedListings).toEqual([1, 3, 4]);
  });

  it('asks the server for the new ones with the seen and removed ids', async () => {
    signIn(renter, RENTER_PERMISSIONS);
    useRenterStore.setState({ seenRecommendedListings: [5, 6], removedRecommendedListings: [9] });
    const { calls } = stubFetch({
      'GET new-recommended-listings': { body: { listings: [{ listing: { id: 7 } }, { listing: { id: 8 } }] } },
    });
    expect(await state().loadNewRecommended()).toEqual([7, 8]);
    const url = new URL(calls[0]?.url ?? '', 'http://x');
    expect(url.searchParams.get('alreadySeenIds')).toBe('5,6');
    expect(url.searchParams.get('removedIds')).toBe('9');
    expect(state()).toMatchObject({ newRecommendedListings: [7, 8], recommendedCount: 2 });
  });

  it('keeps the seen and removed lists bounded, newest kept', () => {
    const many = Array.from({ length: MAX_RECOMMENDATION_IDS + 10 }, (_, i) => i + 1);
    state().markRecommendedSeen(many);
    expect(state().seenRecommendedListings).toHaveLength(MAX_RECOMMENDATION_IDS);
    expect(state().seenRecommendedListings.at(-1)).toBe(MAX_RECOMMENDATION_IDS + 10);
  });

  it('shows the intro once', () => {
    expect(state().seenRecommendedIntro).toBe(false);
    state().markRecommendedIntroSeen();
    expect(state().seenRecommendedIntro).toBe(true);
  });

  it('uses the same limits as the API', () => {
    expect(RECENT_FAVOURITES).toBe(SHARED_RECENT_FAVOURITES);
    expect(MAX_RECOMMENDATION_IDS).toBe(SHARED_MAX_RECOMMENDATION_IDS);
  });
});
