// GET landlord/credit-usage: what the nightly charge took from the company over a range of days, per day and
// per listing (a page of listings at a time).
import type { CreditUsageResponse } from '@rentals/shared/resources/credit-usage';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { useAuthStore } from '../auth/index.ts';

export const USAGE_PATH = 'landlord/credit-usage';

export interface UsageRequest {
  from: string;
  to: string;
  page: number;
}

export function useCreditUsage(request: UsageRequest | null) {
  const userId = useAuthStore((s) => s.user?.id ?? null);
  return useQuery({
    queryKey: [USAGE_PATH, userId, request],
    queryFn: ({ signal }) =>
      api.get<CreditUsageResponse>(USAGE_PATH, { query: { ...(request as UsageRequest) }, signal }),
    enabled: userId !== null && request !== null,
    // Another page of listings keeps the chart and the table on screen while it loads.
    placeholderData: keepPreviousData,
    // The figures change once a night.
    staleTime: 5 * 60_000,
  });
}
