// The calls of the generic back-office screens: a page of a list, one record, its history, bulk actions and
// the CSV export, with their TanStack Query keys (the API path first, so one invalidation refreshes a resource).
import type { BulkResult, Paged } from '@rentals/shared/pagination';
import type { AuditEvent } from '@rentals/shared/resources/audit-events';
import type { RevisionsResponse } from '@rentals/shared/resources/revisions';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Query } from '../../lib/api-client.ts';
import { apiDownload } from '../../lib/api-download.ts';

export const resourceKeys = {
  all: (apiPath: string) => [apiPath] as const,
  list: (apiPath: string, query: Query) => [apiPath, 'list', query] as const,
  record: (apiPath: string, id: number | string) => [apiPath, 'record', String(id)] as const,
  history: (apiPath: string, id: number | string, page: number) => [apiPath, 'history', String(id), page] as const,
  revisions: (apiPath: string, id: number | string) => [apiPath, 'revisions', String(id)] as const,
};

export function useResourcePage<E>(apiPath: string, query: Query) {
  return useQuery({
    queryKey: resourceKeys.list(apiPath, query),
    queryFn: ({ signal }) => api.get<Paged<E>>(apiPath, { query, signal }),
    // The rows stay while the next page loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

export function useResourceRecord<E>(apiPath: string, id: number | string | undefined) {
  return useQuery({
    queryKey: resourceKeys.record(apiPath, id ?? ''),
    queryFn: ({ signal }) => api.get<E>(`${apiPath}/${id}`, { signal }),
    enabled: id !== undefined && id !== '',
  });
}

export function useResourceHistory(apiPath: string, id: number | string, page: number) {
  return useQuery({
    queryKey: resourceKeys.history(apiPath, id, page),
    queryFn: ({ signal }) => api.get<Paged<AuditEvent>>(`${apiPath}/${id}/history`, { query: { page }, signal }),
  });
}

export function useResourceRevisions(apiPath: string, id: number | string) {
  return useQuery({
    queryKey: resourceKeys.revisions(apiPath, id),
    queryFn: ({ signal }) => api.get<RevisionsResponse>(`${apiPath}/${id}/revisions`, { signal }),
  });
}

/** Create (no id) or update (id): the body is what the form holds; the answer is the saved record. */
export function useSaveResource<E, Input>(apiPath: string, id?: number | string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) =>
      id === undefined ? api.post<E>(apiPath, input) : api.patch<E>(`${apiPath}/${id}`, input),
    onSuccess: () => client.invalidateQueries({ queryKey: resourceKeys.all(apiPath) }),
  });
}

export function useDeleteResource(apiPath: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number | string) => api.delete<{ message: string }>(`${apiPath}/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: resourceKeys.all(apiPath) }),
  });
}

export function useBulkAction(apiPath: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { action: string; ids: number[] }) => api.post<BulkResult>(`${apiPath}/bulk`, body),
    onSettled: () => client.invalidateQueries({ queryKey: resourceKeys.all(apiPath) }),
  });
}

/** Downloads the CSV of the list as filtered (the server streams it; the browser saves it under its name). */
export const exportCsv = (apiPath: string, query: Query) => apiDownload(`${apiPath}/export.csv`, query);
