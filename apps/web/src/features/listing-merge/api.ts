// The merge screen's calls: the company's suggested pairs and merge history, the merge and the undo. After
// either write both lists are stale (a merged pair leaves the suggestions, an undone one may come back).
import type {
  ListingMergeResult,
  ListingMergesResponse,
  MergeSuggestionsResponse,
} from '@rentals/shared/resources/listing-merge';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

const base = (companyId: string) => `support/company/${companyId}`;

export const mergeKeys = {
  all: (companyId: string) => ['listing-merge', companyId] as const,
  suggestions: (companyId: string, page: number) => ['listing-merge', companyId, 'suggestions', page] as const,
  history: (companyId: string, page: number) => ['listing-merge', companyId, 'history', page] as const,
};

export function useMergeSuggestions(companyId: string, page: number) {
  return useQuery({
    queryKey: mergeKeys.suggestions(companyId, page),
    queryFn: ({ signal }) =>
      api.get<MergeSuggestionsResponse>(`${base(companyId)}/merge-suggestions`, { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useMergeHistory(companyId: string, page: number) {
  return useQuery({
    queryKey: mergeKeys.history(companyId, page),
    queryFn: ({ signal }) =>
      api.get<ListingMergesResponse>(`${base(companyId)}/listing-merges`, { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useMergeListings(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (listingIds: [number, number]) =>
      api.post<ListingMergeResult>(`${base(companyId)}/listing-merges`, { listingIds }),
    onSettled: () => client.invalidateQueries({ queryKey: mergeKeys.all(companyId) }),
  });
}

export function useUndoMerge(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (mergeId: number) =>
      api.post<ListingMergeResult>(`${base(companyId)}/listing-merges/${mergeId}/undo`, {}),
    onSettled: () => client.invalidateQueries({ queryKey: mergeKeys.all(companyId) }),
  });
}
