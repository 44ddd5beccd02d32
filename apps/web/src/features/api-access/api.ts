// The personal API token calls (GET, POST api-tokens, DELETE api-tokens/{id}) with their TanStack Query key
// and hooks.
import type {
  ApiTokenListResponse,
  CreateApiTokenInput,
  CreateApiTokenResponse,
} from '@rentals/shared/resources/api-tokens';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

export const apiTokenKeys = {
  list: ['api-tokens'] as const,
};

export const apiTokensApi = {
  list: (signal?: AbortSignal) => api.get<ApiTokenListResponse>('api-tokens', { signal }),
  create: (input: CreateApiTokenInput) => api.post<CreateApiTokenResponse>('api-tokens', input),
  revoke: (id: string) => api.delete<{ message: string }>(`api-tokens/${encodeURIComponent(id)}`),
};

export function useApiTokens() {
  return useQuery({
    queryKey: apiTokenKeys.list,
    queryFn: ({ signal }) => apiTokensApi.list(signal),
  });
}

/** Creates a token and puts it first in the cached list (the secret stays with the caller, never cached). */
export function useCreateApiToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: apiTokensApi.create,
    onSuccess: ({ token }) =>
      client.setQueryData<ApiTokenListResponse>(apiTokenKeys.list, (data) =>
        data ? { tokens: [token, ...data.tokens.filter((t) => t.id !== token.id)] } : data,
      ),
  });
}

export function useRevokeApiToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiTokensApi.revoke(id),
    onSuccess: (_answer, id) =>
      client.setQueryData<ApiTokenListResponse>(apiTokenKeys.list, (data) =>
        data ? { tokens: data.tokens.filter((t) => t.id !== id) } : data,
      ),
  });
}
