// The two-factor sign-in calls of My Account (GET two-factor, POST two-factor/setup, enable, disable,
// recovery-codes) with their TanStack Query key and hooks. The login's second step is the auth feature's.
import type {
  DisableTwoFactorInput,
  EnableTwoFactorInput,
  RecoveryCodesResponse,
  RegenerateRecoveryCodesInput,
  TwoFactorSetupResponse,
  TwoFactorStatus,
} from '@rentals/shared/resources/two-factor';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

export const twoFactorKeys = {
  status: ['two-factor'] as const,
};

export const twoFactorApi = {
  status: (signal?: AbortSignal) => api.get<TwoFactorStatus>('two-factor', { signal }),
  setup: () => api.post<TwoFactorSetupResponse>('two-factor/setup'),
  enable: (input: EnableTwoFactorInput) => api.post<RecoveryCodesResponse>('two-factor/enable', input),
  disable: (input: DisableTwoFactorInput) => api.post<{ message: string }>('two-factor/disable', input),
  regenerate: (input: RegenerateRecoveryCodesInput) =>
    api.post<RecoveryCodesResponse>('two-factor/recovery-codes', input),
};

export function useTwoFactorStatus() {
  return useQuery({
    queryKey: twoFactorKeys.status,
    queryFn: ({ signal }) => twoFactorApi.status(signal),
  });
}

/** A call that changes the status (on, off, codes left): the status is read again after it. */
function useStatusChange<I, O>(call: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: twoFactorKeys.status }),
  });
}

export const useSetupTwoFactor = () => useMutation({ mutationFn: twoFactorApi.setup });
export const useEnableTwoFactor = () => useStatusChange(twoFactorApi.enable);
export const useDisableTwoFactor = () => useStatusChange(twoFactorApi.disable);
export const useRegenerateRecoveryCodes = () => useStatusChange(twoFactorApi.regenerate);
