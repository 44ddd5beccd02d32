// Support's account import (issue 16): upload a CSV (preview), read its problems a page at a time, start the
// import and follow its progress (read again every second and a half while the job runs); the public claim
// link's two calls.
import type { Paged } from '@rentals/shared/pagination';
import type {
  AccountImport,
  AccountImportProblem,
  ClaimAccountInput,
  ClaimInfo,
} from '@rentals/shared/resources/account-import';
import type { SignedInResponse } from '@rentals/shared/resources/two-factor';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

export const IMPORTS_PATH = 'support/account-imports';

const running = (status: AccountImport['status'] | undefined) => status === 'queued' || status === 'running';

export function useAccountImports() {
  return useQuery({
    queryKey: [IMPORTS_PATH],
    queryFn: ({ signal }) => api.get<{ data: AccountImport[] }>(IMPORTS_PATH, { signal }),
  });
}

export function useAccountImport(id: number | null) {
  return useQuery({
    queryKey: [IMPORTS_PATH, id],
    queryFn: ({ signal }) => api.get<AccountImport>(`${IMPORTS_PATH}/${id}`, { signal }),
    enabled: id !== null,
    refetchInterval: (query) => (running(query.state.data?.status) ? 1500 : false),
  });
}

export function useImportProblems(id: number | null, page: number, severity: 'error' | 'skip' | null) {
  return useQuery({
    queryKey: [IMPORTS_PATH, id, 'problems', page, severity],
    queryFn: ({ signal }) =>
      api.get<Paged<AccountImportProblem>>(`${IMPORTS_PATH}/${id}/problems`, {
        query: { page, perPage: 20, severity: severity ?? undefined },
        signal,
      }),
    enabled: id !== null,
    placeholderData: keepPreviousData,
  });
}

export function useUploadImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return api.post<AccountImport>(IMPORTS_PATH, body);
    },
    onSuccess: (created) => {
      client.setQueryData([IMPORTS_PATH, created.id], created);
      void client.invalidateQueries({ queryKey: [IMPORTS_PATH], exact: true });
    },
  });
}

export function useStartImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<AccountImport>(`${IMPORTS_PATH}/${id}/start`),
    onSuccess: (started) => {
      client.setQueryData([IMPORTS_PATH, started.id], started);
      void client.invalidateQueries({ queryKey: [IMPORTS_PATH], exact: true });
    },
  });
}

export const claimApi = {
  info: (token: string) => api.get<ClaimInfo>(`claim-account/${encodeURIComponent(token)}`),
  claim: (token: string, input: ClaimAccountInput) =>
    api.post<SignedInResponse>(`claim-account/${encodeURIComponent(token)}`, input, { csrf: true }),
};
