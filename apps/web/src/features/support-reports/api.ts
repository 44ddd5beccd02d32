// The calls of the reported listings screens: the queue and a listing's file go through the generic resource
// calls (useResourcePage, useResourceRecord, HistoryTab) under REPORTED_LISTINGS_PATH; the outcome is its own.
import type { ReportOutcomeInput, ReportOutcomeResult } from '@rentals/shared/resources/support-reports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resourceKeys } from '../../components/resource/index.ts';
import { api } from '../../lib/api-client.ts';

export const REPORTED_LISTINGS_PATH = 'support/reported-listings';

/** Closes a listing's open reports; the queue, the file and its history are fetched again. */
export function useReportOutcome(listingId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReportOutcomeInput) =>
      api.post<ReportOutcomeResult>(`${REPORTED_LISTINGS_PATH}/${listingId}/outcome`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: resourceKeys.all(REPORTED_LISTINGS_PATH) }),
  });
}
