// The portal store (spec 3) is restored from local storage on start, but only for the account that kept it:
// another landlord signing in on the same browser, or a logout, wipes it before anything reads it.
import type { AccountStats } from '@rentals/shared/resources/landlord-leads';
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { readStored } from '../../lib/storage.ts';
import { makeUser, signIn } from '../../test/utils.tsx';
import { useAuthStore } from '../auth/index.ts';
import { EMPTY_PORTAL, usePortalStore, usePortalValue } from './store.ts';

const stats = (numOfListings: number): AccountStats => ({
  numOfListings,
  numOfEnabledListings: 1,
  numOfDaysLeft: null,
  dailyCreditUsage: 0,
  isNewLandlord: true,
  newLandlordListings: 5,
  checklist: { hasListing: true, hasPhotos: false, hasActiveListing: true, accountDetailsComplete: false },
});

const alice = makeUser({ id: 11, email: 'alice@example.test' });
const bob = makeUser({ id: 22, email: 'bob@example.test' });
const stored = () =>
  readStored<{ state: { ownerId: number | null; accountStats: AccountStats | null } } | null>('portal', null);

beforeEach(() => {
  useAuthStore.setState({ token: null, user: null });
  usePortalStore.setState({ ...EMPTY_PORTAL, ownerId: null });
  localStorage.clear();
});

describe('the landlord portal store', () => {
  it("keeps the signed-in landlord's data in local storage and restores it on start", async () => {
    signIn(alice);
    usePortalStore.getState().setValue(alice.id, 'accountStats', stats(3));
    expect(stored()?.state).toMatchObject({ ownerId: alice.id, accountStats: { numOfListings: 3 } });

    // A reload: the store starts empty and reads local storage back.
    const kept = localStorage.getItem('rentals:portal') ?? '';
    usePortalStore.setState({ ...EMPTY_PORTAL, ownerId: null });
    localStorage.setItem('rentals:portal', kept);
    await usePortalStore.persist.rehydrate();
    const { result } = renderHook(() => usePortalValue('accountStats'));
    expect(result.current?.numOfListings).toBe(3);
  });

  it('never shows the previous landlord’s data to another landlord signing in on the same browser', async () => {
    signIn(alice);
    usePortalStore.getState().setValue(alice.id, 'accountStats', stats(3));
    usePortalStore.getState().setValue(alice.id, 'taxInfo', {
      companyName: 'Alice Homes',
      companyAddress: null,
      companyAddressCont: null,
      companyWebsite: null,
    });
    const { result } = renderHook(() => usePortalValue('accountStats'));
    expect(result.current?.numOfListings).toBe(3);

    // Bob's token is there before his user is loaded (a start with his session): nothing of Alice's shows.
    act(() => useAuthStore.setState({ token: 'bob-token', user: null }));
    expect(result.current).toBeNull();
    act(() => signIn(bob));
    expect(result.current).toBeNull();
    expect(usePortalStore.getState()).toMatchObject({ ownerId: bob.id, accountStats: null, taxInfo: null });
    expect(JSON.stringify(localStorage)).not.toContain('Alice Homes');

    // Even restored from a storage Alice left behind, her data is not Bob's.
    localStorage.clear();
    usePortalStore.getState().setValue(alice.id, 'accountStats', stats(4));
    await usePortalStore.persist.rehydrate();
    expect(result.current).toBeNull();
  });

  it('is wiped on logout', () => {
    signIn(alice);
    usePortalStore.getState().setValue(alice.id, 'accountStats', stats(2));
    act(() => useAuthStore.setState({ token: null, user: null }));
    expect(usePortalStore.getState()).toMatchObject({ ownerId: null, accountStats: null });
    expect(stored()?.state.accountStats ?? null).toBeNull();
  });
});
