// The landlord's listings calls: the record (through the generic resource hooks' keys), save as a draft,
// the status actions, duplicate, the credit prices, and spending credits on a listing: publish it (POST
// commerce/enable/{id}) or feature it (POST commerce/featured/{id}), each with the Idempotency-Key of its
// confirmation, so a retried request never charges twice.
import type { SpendResult } from '@rentals/shared/resources/credits';
import type {
  CityCentre,
  CreditPrices,
  LandlordListingAction,
  LandlordListingDetail,
  NewListingStats,
} from '@rentals/shared/resources/landlord-listings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { resourceKeys } from '../../components/resource/index.ts';
import { api } from '../../lib/api-client.ts';
import { portalKeys } from '../portal/index.ts';

export const LISTINGS_PATH = 'landlord/listings';

export const portalListingKeys = {
  creditPrices: ['commerce/credit-prices'] as const,
  stats: ['landlord/new-listing-stats'] as const,
  cityCentre: (cityId: string) => ['landlord/cities', cityId] as const,
};

/** A seeded city's centre (where the map pin starts); cities do not move. */
export function useCityCentre(cityId: string) {
  return useQuery({
    queryKey: portalListingKeys.cityCentre(cityId),
    queryFn: ({ signal }) => api.get<CityCentre>(`landlord/cities/${cityId}`, { signal }),
    enabled: cityId !== '',
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useCreditPrices() {
  return useQuery({
    queryKey: portalListingKeys.creditPrices,
    queryFn: ({ signal }) => api.get<CreditPrices>('commerce/credit-prices', { signal }),
    staleTime: 10 * 60_000,
  });
}

export function useNewListingStats() {
  return useQuery({
    queryKey: portalListingKeys.stats,
    queryFn: ({ signal }) => api.get<NewListingStats>('landlord/new-listing-stats', { signal }),
  });
}

/** After any write: the list, the record and the counts are stale. */
function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: resourceKeys.all(LISTINGS_PATH) }),
      client.invalidateQueries({ queryKey: portalListingKeys.stats }),
    ]);
}

/** POST (new draft) or PATCH (only the changed fields). */
export function useSaveListing(id: number | undefined) {
  const refresh = useRefresh();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      id === undefined
        ? api.post<LandlordListingDetail>(LISTINGS_PATH, body)
        : api.patch<LandlordListingDetail>(`${LISTINGS_PATH}/${id}`, body),
    onSuccess: (saved) => {
      client.setQueryData(resourceKeys.record(LISTINGS_PATH, saved.id), saved);
      return refresh();
    },
  });
}

export function useListingAction() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: LandlordListingAction | 'duplicate' }) =>
      api.post<LandlordListingDetail>(`${LISTINGS_PATH}/${id}/${action}`),
    onSuccess: () => refresh(),
  });
}

/** After a spend: the listing (as after any write), the wallet and the account figures are stale. */
function useRefreshAfterSpend() {
  const refresh = useRefresh();
  const client = useQueryClient();
  return () =>
    Promise.all([
      refresh(),
      client.invalidateQueries({ queryKey: portalKeys.wallet }),
      client.invalidateQueries({ queryKey: portalKeys.accountStats }),
    ]);
}

/** `key`: the Idempotency-Key, made once per confirmation. */
export function usePublishListing() {
  const refresh = useRefreshAfterSpend();
  return useMutation({
    mutationFn: ({ id, key }: { id: number; key: string }) =>
      api.post<SpendResult>(`commerce/enable/${id}`, undefined, { headers: { 'Idempotency-Key': key } }),
    onSuccess: () => refresh(),
  });
}

export function useFeatureListing() {
  const refresh = useRefreshAfterSpend();
  return useMutation({
    mutationFn: ({ id, days, key }: { id: number; days: number; key: string }) =>
      api.post<SpendResult>(`commerce/featured/${id}`, { days }, { headers: { 'Idempotency-Key': key } }),
    onSuccess: () => refresh(),
  });
}
