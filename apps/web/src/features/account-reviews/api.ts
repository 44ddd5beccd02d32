// The calls of the account review screens: the queue, a review and its history go through the generic
// resource calls (ResourceList, useResourceRecord, HistoryTab) under ACCOUNT_REVIEWS_PATH; the decisions are
// their own.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resourceKeys } from '../../components/resource/index.ts';
import { api } from '../../lib/api-client.ts';

export const ACCOUNT_REVIEWS_PATH = 'support/account-reviews';

export type ReviewDecision =
  | { action: 'approve'; body: { note?: string } }
  | { action: 'request-documents'; body: { message: string } }
  | { action: 'suspend'; body: { note?: string } };

/** Applies a decision; the queue, the review and its history are fetched again. */
export function useReviewDecision(reviewId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (decision: ReviewDecision) =>
      api.post<{ message: string }>(`${ACCOUNT_REVIEWS_PATH}/${reviewId}/${decision.action}`, decision.body),
    onSuccess: () => client.invalidateQueries({ queryKey: resourceKeys.all(ACCOUNT_REVIEWS_PATH) }),
  });
}
