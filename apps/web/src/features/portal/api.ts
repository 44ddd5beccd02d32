// The dashboard's calls: account stats and the credit wallet (both kept in the portal store, so a reload
// shows the last figures at once) and the activity feed, a page at a time ("Load more"). portalKeys: what a
// spend of credits elsewhere (the listing's Publish and Feature) makes stale.
import type { Wallet } from '@rentals/shared/resources/credits';
import type { AccountStats, ActivitiesResponse } from '@rentals/shared/resources/landlord-leads';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { useAuthStore } from '../auth/index.ts';
import { usePortalStore, usePortalValue } from './store.ts';

export const ACTIVITIES_PER_PAGE = 10;

/** Query key prefixes (the signed-in user's id follows): invalidate these after credits are spent. */
export const portalKeys = {
  accountStats: ['landlord/account-stats'] as const,
  wallet: ['landlord/wallet'] as const,
};

export function useAccountStats() {
  const userId = useAuthStore((s) => s.user?.id ?? null);
  const stored = usePortalValue('accountStats');
  return useQuery({
    queryKey: [...portalKeys.accountStats, userId],
    queryFn: async ({ signal }) => {
      const stats = await api.get<AccountStats>('landlord/account-stats', { signal });
      if (userId !== null) usePortalStore.getState().setValue(userId, 'accountStats', stats);
      return stats;
    },
    placeholderData: stored ?? undefined,
    enabled: userId !== null,
  });
}

/** The company's credits (GET landlord/wallet). */
export function useWallet() {
  const userId = useAuthStore((s) => s.user?.id ?? null);
  const stored = usePortalValue('wallet');
  return useQuery({
    queryKey: [...portalKeys.wallet, userId],
    queryFn: async ({ signal }) => {
      const wallet = await api.get<Wallet>('landlord/wallet', { signal });
      if (userId !== null) usePortalStore.getState().setValue(userId, 'wallet', wallet);
      return wallet;
    },
    placeholderData: stored ?? undefined,
    enabled: userId !== null,
  });
}

export function useActivities() {
  const userId = useAuthStore((s) => s.user?.id ?? null);
  return useInfiniteQuery({
    queryKey: ['landlord/activities', userId],
    queryFn: ({ pageParam, signal }) =>
      api.get<ActivitiesResponse>('landlord/activities', {
        query: { page: pageParam, perPage: ACTIVITIES_PER_PAGE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.hasMore ? last.meta.currentPage + 1 : undefined),
    enabled: userId !== null,
  });
}
