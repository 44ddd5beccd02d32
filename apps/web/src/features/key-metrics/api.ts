// Key metrics and the support dashboard (issue 16 section 5).
import type { KeyMetrics, MetricInterval, SupportDashboard } from '@rentals/shared/resources/key-metrics';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

export const KEY_METRICS_PATH = 'support/key-metrics';
export const DASHBOARD_PATH = 'support/dashboard';

export interface MetricsRequest {
  from: string;
  to: string;
  interval: MetricInterval;
}

export function useKeyMetrics(request: MetricsRequest) {
  return useQuery({
    queryKey: [KEY_METRICS_PATH, request],
    queryFn: ({ signal }) => api.get<KeyMetrics>(KEY_METRICS_PATH, { query: { ...request }, signal }),
    placeholderData: keepPreviousData,
    // The server keeps an answer a minute.
    staleTime: 60_000,
  });
}

export function useSupportDashboard() {
  return useQuery({
    queryKey: [DASHBOARD_PATH],
    queryFn: ({ signal }) => api.get<SupportDashboard>(DASHBOARD_PATH, { signal }),
    staleTime: 30_000,
  });
}
