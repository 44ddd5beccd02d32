// Support's membership renewals (issue 16): companies by expiry window, the membership bundles, the batches and
// their results. A running batch is read again every two seconds so the results page shows its progress.
import type { Paged } from '@rentals/shared/pagination';
import type {
  CreateRenewalBatch,
  MembershipBundle,
  RenewalBatch,
  RenewalBatchDetail,
  RenewalCompany,
  RenewalItemStatus,
  RenewalWindow,
} from '@rentals/shared/resources/membership-renewals';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

export const RENEWALS_PATH = 'support/membership-renewals';

export interface CompaniesRequest {
  window: RenewalWindow;
  from?: string;
  to?: string;
  page: number;
  perPage: number;
}

export function useRenewalCompanies(request: CompaniesRequest | null) {
  return useQuery({
    queryKey: [RENEWALS_PATH, 'companies', request],
    queryFn: ({ signal }) =>
      api.get<Paged<RenewalCompany>>(`${RENEWALS_PATH}/companies`, {
        query: { ...(request as CompaniesRequest) },
        signal,
      }),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
}

export function useMembershipBundles() {
  return useQuery({
    queryKey: [RENEWALS_PATH, 'bundles'],
    queryFn: ({ signal }) => api.get<MembershipBundle[]>(`${RENEWALS_PATH}/bundles`, { signal }),
    staleTime: 60_000,
  });
}

export function useRenewalBatch(id: number | null, page: number, status: RenewalItemStatus | null) {
  return useQuery({
    queryKey: [RENEWALS_PATH, 'batch', id, page, status],
    queryFn: ({ signal }) =>
      api.get<RenewalBatchDetail>(`${RENEWALS_PATH}/batches/${id ?? 'latest'}`, {
        query: { page, perPage: 50, status: status ?? undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => {
      const batch = query.state.data?.batch;
      return batch && batch.status !== 'done' ? 2000 : false;
    },
  });
}

export function useRenewalBatches() {
  return useQuery({
    queryKey: [RENEWALS_PATH, 'batches'],
    queryFn: ({ signal }) =>
      api.get<Paged<RenewalBatch>>(`${RENEWALS_PATH}/batches`, { query: { perPage: 20 }, signal }),
  });
}

export function useCreateRenewalBatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateRenewalBatch) => api.post<RenewalBatch>(`${RENEWALS_PATH}/batches`, body),
    onSuccess: () => void client.invalidateQueries({ queryKey: [RENEWALS_PATH] }),
  });
}
