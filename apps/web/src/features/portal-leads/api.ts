// The leads inbox's calls. Every query key starts with LEADS_PATH, so one invalidation after a write refreshes
// the list, the lead and the navigation's unread count together.
import type { LandlordLeadDetail, UpdateLeadInput } from '@rentals/shared/resources/landlord-leads';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { resourceKeys } from '../../components/resource/index.ts';
import { api, isApiError, type Query } from '../../lib/api-client.ts';
import { apiDownload } from '../../lib/api-download.ts';
import { unreadLeadsKey } from './unread-count.ts';

export const LEADS_PATH = 'landlord/leads';

/** Opening a lead marks it read on the server: the list's bold rows and the badge are refreshed after it. */
export function useLead(id: string | undefined) {
  const client = useQueryClient();
  return useQuery({
    queryKey: resourceKeys.record(LEADS_PATH, id ?? ''),
    queryFn: async ({ signal }) => {
      const lead = await api.get<LandlordLeadDetail>(`${LEADS_PATH}/${id}`, { signal });
      void client.invalidateQueries({ queryKey: unreadLeadsKey });
      void client.invalidateQueries({ queryKey: [LEADS_PATH, 'list'] });
      return lead;
    },
    enabled: id !== undefined && id !== '',
    retry: (count, error) => count < 2 && !(isApiError(error) && error.status === 404),
  });
}

/** After a write: the lead as the server answered it, and everything else about leads refetched. */
function useLeadWrite<Input>(id: number, call: (input: Input) => Promise<LandlordLeadDetail>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (lead) => {
      client.setQueryData(resourceKeys.record(LEADS_PATH, id), lead);
      void client.invalidateQueries({
        queryKey: [LEADS_PATH],
        predicate: (q) => q.queryKey[1] !== 'record',
      });
    },
  });
}

export const useUpdateLead = (id: number) =>
  useLeadWrite(id, (input: UpdateLeadInput) => api.patch<LandlordLeadDetail>(`${LEADS_PATH}/${id}`, input));

export const useReplyToLead = (id: number) =>
  useLeadWrite(id, (message: string) => api.post<LandlordLeadDetail>(`${LEADS_PATH}/${id}/reply`, { message }));

export function useDeleteLead(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<{ message: string }>(`${LEADS_PATH}/${id}`),
    onSuccess: () => {
      client.removeQueries({ queryKey: resourceKeys.record(LEADS_PATH, id) });
      void client.invalidateQueries({ queryKey: [LEADS_PATH] });
    },
  });
}

/** The CSV of the leads the list shows (same q and filters; the server streams it). */
export const exportLeads = (query: Query) => apiDownload('landlord/export/leads', query);

/** The account's listings for the listing filter (the listings helper's GET landlord/listings). */
export function useListingOptions() {
  return useQuery({
    queryKey: ['landlord/listings', 'options'],
    queryFn: ({ signal }) =>
      api.get<{ data: { id: number; title: string }[] }>('landlord/listings', {
        query: { perPage: 100 },
        signal,
      }),
    staleTime: 60_000,
  });
}
