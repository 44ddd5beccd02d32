// GET and PATCH renter-profile (spec 7 "Renter"), and the city search the preferred areas use (GET
// listings-autocomplete, cities only).
import type { RenterProfileResponse, UpdateRenterProfileInput } from '@rentals/shared/resources/renter-profile';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { publicListingsApi } from '../../lib/public-listings.ts';

export const renterProfileKeys = {
  profile: ['renter-profile'] as const,
  cities: (q: string) => ['listings-autocomplete', 'cities', q] as const,
};

export const renterProfileApi = {
  get: (signal?: AbortSignal) => api.get<RenterProfileResponse>('renter-profile', { signal }),
  save: (input: UpdateRenterProfileInput) => api.patch<RenterProfileResponse>('renter-profile', input),
  /** Cities whose name starts with `q` (the autocomplete's other kinds are left out). */
  cities: async (q: string, signal?: AbortSignal) => {
    const { suggestions } = await publicListingsApi.autocomplete(q, signal);
    return suggestions.filter((s) => s.type === 'city');
  },
};

/** The signed-in renter's profile; off (no call) when `enabled` is false (visitors, other roles). */
export function useRenterProfile(enabled = true) {
  return useQuery({
    queryKey: renterProfileKeys.profile,
    queryFn: ({ signal }) => renterProfileApi.get(signal),
    enabled,
    staleTime: 5 * 60_000,
  });
}
