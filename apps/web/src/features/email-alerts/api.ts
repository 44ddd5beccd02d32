// The email-alert calls (GET, POST, PATCH, DELETE email-alerts, POST email-alerts/{id}/send-now, GET and POST
// new-listings-alerts/unsubscribe/{userHash}) with their TanStack Query keys and hooks.
import type {
  CreateEmailAlertInput,
  EmailAlertListResponse,
  EmailAlertResponse,
  SavedSearch,
  SendNowResponse,
  UnsubscribeResponse,
  UpdateEmailAlertInput,
} from '@rentals/shared/resources/email-alerts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

export const emailAlertKeys = {
  list: ['email-alerts'] as const,
};

export const emailAlertsApi = {
  list: (signal?: AbortSignal) => api.get<EmailAlertListResponse>('email-alerts', { signal }),
  create: (input: CreateEmailAlertInput) => api.post<EmailAlertResponse>('email-alerts', input),
  update: (id: number, changes: UpdateEmailAlertInput) => api.patch<EmailAlertResponse>(`email-alerts/${id}`, changes),
  remove: (id: number) => api.delete<{ message: string }>(`email-alerts/${id}`),
  sendNow: (id: number) => api.post<SendNowResponse>(`email-alerts/${id}/send-now`),
  unsubscribe: (userHash: string) =>
    api.post<UnsubscribeResponse>(`new-listings-alerts/unsubscribe/${encodeURIComponent(userHash)}`),
};

export function useEmailAlerts() {
  return useQuery({
    queryKey: emailAlertKeys.list,
    queryFn: ({ signal }) => emailAlertsApi.list(signal),
  });
}

/** Puts a changed or new alert into the cached list, so the page shows it without a reload. */
function useReplaceAlert() {
  const client = useQueryClient();
  return (alert: SavedSearch) =>
    client.setQueryData<EmailAlertListResponse>(emailAlertKeys.list, (data) => {
      if (!data) return data;
      const known = data.alerts.some((a) => a.id === alert.id);
      return { alerts: known ? data.alerts.map((a) => (a.id === alert.id ? alert : a)) : [alert, ...data.alerts] };
    });
}

export function useCreateEmailAlert() {
  const replace = useReplaceAlert();
  return useMutation({
    mutationFn: emailAlertsApi.create,
    onSuccess: ({ alert }) => replace(alert),
  });
}

export function useUpdateEmailAlert() {
  const replace = useReplaceAlert();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: UpdateEmailAlertInput }) => emailAlertsApi.update(id, changes),
    onSuccess: ({ alert }) => replace(alert),
  });
}

export function useDeleteEmailAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => emailAlertsApi.remove(id),
    onSuccess: (_answer, id) =>
      client.setQueryData<EmailAlertListResponse>(emailAlertKeys.list, (data) =>
        data ? { alerts: data.alerts.filter((a) => a.id !== id) } : data,
      ),
  });
}

export function useSendNow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => emailAlertsApi.sendNow(id),
    // "Last sent" changes when something went out.
    onSuccess: ({ sent }) => {
      if (sent > 0) void client.invalidateQueries({ queryKey: emailAlertKeys.list });
    },
  });
}
