// A saved listing's analytics (the editor's Performance section): GET landlord/listings/{id}/analytics.
import type { ListingAnalytics } from '@rentals/shared/resources/landlord-analytics';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { LISTINGS_PATH } from './api.ts';

export const analyticsPath = (id: number) => `${LISTINGS_PATH}/${id}/analytics`;

export function useListingAnalytics(id: number) {
  return useQuery({
    queryKey: [analyticsPath(id)],
    queryFn: ({ signal }) => api.get<ListingAnalytics>(analyticsPath(id), { signal }),
    // Figures move by the day: no need to refetch on every focus.
    staleTime: 5 * 60_000,
  });
}
