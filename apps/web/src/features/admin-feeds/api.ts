// The calls of the feeds screens: the feeds resource goes through the generic resource calls (FEEDS_PATH); runs
// (now, dry, from a file), confirming or cancelling a stopped run and the support logs are their own.
import type { Paged } from '@rentals/shared/pagination';
import type { FeedLog, FeedLogDetail, FeedRun, FeedRunFailure } from '@rentals/shared/resources/feeds';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { resourceKeys } from '../../components/resource/index.ts';
import { api } from '../../lib/api-client.ts';

export const FEEDS_PATH = 'admin/feeds';
export const FEED_LOGS_PATH = 'support/feed-logs';

const logKeys = {
  all: ['feed-logs'] as const,
  list: (query: Record<string, string | number>) => ['feed-logs', 'list', query] as const,
  feed: (feedId: number, page: number) => ['feed-logs', 'feed', feedId, page] as const,
  failures: (feedId: number, runId: number, page: number) => ['feed-logs', 'failures', feedId, runId, page] as const,
};

export function useFeedLogs(query: { page: number; q?: string; failing?: string }) {
  const clean = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '')) as Record<
    string,
    string | number
  >;
  return useQuery({
    queryKey: logKeys.list(clean),
    queryFn: ({ signal }) => api.get<Paged<FeedLog>>(FEED_LOGS_PATH, { query: clean, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useFeedLog(feedId: number, page: number, enabled = true) {
  return useQuery({
    enabled,
    queryKey: logKeys.feed(feedId, page),
    queryFn: ({ signal }) => api.get<FeedLogDetail>(`${FEED_LOGS_PATH}/${feedId}`, { query: { page }, signal }),
    placeholderData: keepPreviousData,
    // A queued or running run is shown as it goes.
    refetchInterval: (query) =>
      query.state.data?.runs.data.some((r) => r.status === 'queued' || r.status === 'running') ? 3000 : false,
  });
}

export function useRunFailures(feedId: number, runId: number, page: number) {
  return useQuery({
    queryKey: logKeys.failures(feedId, runId, page),
    queryFn: ({ signal }) =>
      api.get<Paged<FeedRunFailure>>(`${FEED_LOGS_PATH}/${feedId}/runs/${runId}/failures`, {
        query: { page, perPage: 20 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

function useRefreshFeeds() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: logKeys.all }),
      client.invalidateQueries({ queryKey: resourceKeys.all(FEEDS_PATH) }),
    ]);
}

/** Runs the feed now, or a dry run; answers the run as it stands. */
export function useRunFeed(feedId: number) {
  const refresh = useRefreshFeeds();
  return useMutation({
    mutationFn: (dryRun: boolean) => api.post<{ run: FeedRun }>(`${FEEDS_PATH}/${feedId}/run`, { dryRun }),
    onSuccess: refresh,
  });
}

/** Runs the feed from a file (multipart, field "file"). */
export function useUploadFeed(feedId: number) {
  const refresh = useRefreshFeeds();
  return useMutation({
    mutationFn: ({ file, dryRun }: { file: File; dryRun: boolean }) => {
      const body = new FormData();
      body.append('file', file);
      return api.post<{ run: FeedRun }>(`${FEEDS_PATH}/${feedId}/upload`, body, {
        query: dryRun ? { dryRun: 'true' } : undefined,
      });
    },
    onSuccess: refresh,
  });
}

/** Confirms or cancels a run the removal guard stopped. */
export function useDecideRun(feedId: number) {
  const refresh = useRefreshFeeds();
  return useMutation({
    mutationFn: ({ runId, decision }: { runId: number; decision: 'confirm' | 'cancel' }) =>
      api.post<{ run: FeedRun }>(`${FEEDS_PATH}/${feedId}/runs/${runId}/${decision}`),
    onSuccess: refresh,
  });
}
