// The commerce back office's own calls: GET and PATCH admin/ecommerce (the bundles and promo codes go through
// the generic resource screens' calls). The answer carries the regions' names in the page's language.
import type {
  EcommerceSettingsResponse,
  SaveEcommerceSettingsResponse,
  UpdateEcommerceSettingsInput,
} from '@rentals/shared/resources/ecommerce-settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/i18n/index.ts';

export const CREDIT_BUNDLES_PATH = 'admin/credit-bundles';
export const PROMO_CODES_PATH = 'admin/promo-codes';

export const ecommerceKeys = {
  all: ['admin-ecommerce'] as const,
  settings: (language: string) => ['admin-ecommerce', language] as const,
};

export const ecommerceApi = {
  get: (signal?: AbortSignal) => api.get<EcommerceSettingsResponse>('admin/ecommerce', { signal }),
  save: (body: UpdateEcommerceSettingsInput) => api.patch<SaveEcommerceSettingsResponse>('admin/ecommerce', body),
};

function useLanguage() {
  const { i18n } = useTranslation();
  return i18n.language === 'fr' ? 'fr' : 'en';
}

export function useEcommerceSettings() {
  const language = useLanguage();
  return useQuery({
    queryKey: ecommerceKeys.settings(language),
    queryFn: ({ signal }) => ecommerceApi.get(signal),
    // A form is filled from it: a background refetch must not move values under the user's hands.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useSaveEcommerceSettings() {
  const client = useQueryClient();
  const language = useLanguage();
  return useMutation({
    mutationFn: ecommerceApi.save,
    onSuccess: ({ message: _message, ...answer }) => {
      client.setQueryData(ecommerceKeys.settings(language), answer);
      void client.invalidateQueries({ queryKey: ecommerceKeys.all, predicate: (q) => q.queryKey[1] !== language });
    },
  });
}
