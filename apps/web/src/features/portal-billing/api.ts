// The billing screens' calls (spec 7 "Commerce"): the provider in use, the billing information, the saved
// card, the bundles on sale, a promo code's cart, the checkout and its confirmation step, and the orders.
// A purchase makes the wallet and account figures stale (portalKeys), and the orders list.
import type {
  BillingInformation,
  BillingInformationInput,
  CheckoutResult,
  Order,
  PaymentConfig,
  PaymentMethod,
  Quote,
} from '@rentals/shared/resources/billing';
import type { CreditBundleOffers } from '@rentals/shared/resources/credit-bundles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../lib/api-client.ts';
import { useAuthStore } from '../auth/index.ts';
import { portalKeys, usePortalStore, usePortalValue } from '../portal/index.ts';

export const billingKeys = {
  config: ['commerce/payment-config'] as const,
  billing: ['commerce/billing-information'] as const,
  paymentMethod: ['commerce/payment-method'] as const,
  bundles: ['commerce/credit-bundles'] as const,
  orders: ['landlord/transactions/money'] as const,
};

/** A query of the signed-in landlord's (keyed by account, so another's never shows). */
function useMine<T>(key: readonly string[], path: string) {
  const userId = useAuthStore((s) => s.user?.id ?? null);
  return useQuery({
    queryKey: [...key, userId],
    queryFn: ({ signal }) => api.get<T>(path, { signal }),
    enabled: userId !== null,
  });
}

export const usePaymentConfig = () => useMine<PaymentConfig>(billingKeys.config, 'commerce/payment-config');

/** The billing information, also kept in the portal store (spec 3): shown at once on the next visit. */
export function useBillingInformation() {
  const userId = useAuthStore((s) => s.user?.id ?? null);
  const stored = usePortalValue('billingInfo');
  return useQuery({
    queryKey: [...billingKeys.billing, userId],
    queryFn: async ({ signal }) => {
      const billing = await api.get<BillingInformation | null>('commerce/billing-information', { signal });
      if (userId !== null) usePortalStore.getState().setValue(userId, 'billingInfo', billing);
      return billing;
    },
    placeholderData: stored ?? undefined,
    enabled: userId !== null,
  });
}

/** The saved card, also kept in the portal store. */
export function usePaymentMethod() {
  const userId = useAuthStore((s) => s.user?.id ?? null);
  const stored = usePortalValue('paymentMethod');
  return useQuery({
    queryKey: [...billingKeys.paymentMethod, userId],
    queryFn: async ({ signal }) => {
      const card = await api.get<PaymentMethod | null>('commerce/payment-method', { signal });
      if (userId !== null) usePortalStore.getState().setValue(userId, 'paymentMethod', card);
      return card;
    },
    placeholderData: stored ?? undefined,
    enabled: userId !== null,
  });
}

export const useCreditBundles = () => useMine<CreditBundleOffers>(billingKeys.bundles, 'commerce/credit-bundles');

export function useRecentOrders() {
  const userId = useAuthStore((s) => s.user?.id ?? null);
  return useQuery({
    queryKey: [...billingKeys.orders, userId],
    queryFn: ({ signal }) =>
      api.get<{ data: Order[] }>('landlord/transactions/money', { query: { perPage: 10 }, signal }),
    enabled: userId !== null,
  });
}

export function useSaveBillingInformation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BillingInformationInput) =>
      api.patch<{ message: string; billingInformation: BillingInformation }>('commerce/billing-information', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.billing }),
  });
}

export function useRemovePaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<{ message: string }>('commerce/payment-method'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.paymentMethod }),
  });
}

export const checkPromoCode = (code: string, bundleId: number) =>
  api.post<Quote & { message: string }>('commerce/promo-code', { code, bundleId });

export interface SandboxCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export const sandboxPaymentMethod = (card: SandboxCard) =>
  api.post<{ paymentMethodId: string; brand: string; last4: string }>('commerce/sandbox/payment-methods', card);

/** After any purchase step: the wallet, the account figures, the orders and the saved card may have changed. */
export function useAfterPurchase() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [portalKeys.wallet, portalKeys.accountStats, billingKeys.orders, billingKeys.paymentMethod].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export interface CheckoutRequest {
  bundleId: number;
  promoCode?: string;
  paymentMethodId: string;
  saveCard: boolean;
  /** Made once per purchase attempt: a retry after a network failure sends the same one. */
  key: string;
}

export const checkout = ({ key, ...body }: CheckoutRequest) =>
  api.post<CheckoutResult>('commerce/checkout', body, { headers: { 'Idempotency-Key': key } });

export const postCheckout = (orderId: number) => api.post<CheckoutResult>('commerce/post-checkout', { orderId });

export const confirmSandboxPayment = (paymentId: string, approve: boolean) =>
  api.post<CheckoutResult>(`commerce/sandbox/confirm/${encodeURIComponent(paymentId)}`, { approve });

export const cartFor = (bundleId: number) => api.get<Quote>('commerce/cart', { query: { bundleId } });

export function useMembershipRenewal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (autoRenew: boolean) => api.patch<{ message: string }>('commerce/membership', { autoRenew }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portalKeys.wallet }),
  });
}

export function useSavePaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentMethodId: string) =>
      api.put<{ message: string }>(
        'commerce/payment-method',
        { paymentMethodId },
        { headers: { 'Idempotency-Key': crypto.randomUUID() } },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.paymentMethod }),
  });
}

/** The bundle at the checkout, kept in the portal store (spec 3) for the next visit. */
export function useRememberBundle(bundleId: number) {
  const userId = useAuthStore((s) => s.user?.id ?? null);
  const bundles = useCreditBundles();
  const bundle = bundles.data?.data.find((offer) => offer.id === bundleId) ?? null;
  useEffect(() => {
    if (userId !== null && bundle) usePortalStore.getState().setValue(userId, 'creditBundle', bundle);
  }, [userId, bundle]);
}
