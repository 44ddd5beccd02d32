// The landlord portal store (spec 3): wallet, credit bundle, billing info, payment method, account stats,
// credit prices and tax info, restored from local storage on start. The stored data names the account it
// belongs to (ownerId): when another account signs in on this browser, or on logout, it is wiped before
// anything reads it, so a landlord never sees the previous one's figures. Readers go through
// usePortalValue, which also answers null while the signed-in account is not yet known.
// The wallet is GET landlord/wallet's answer (useWallet); the billing information and the saved card are
// GET commerce/billing-information's and GET commerce/payment-method's (features/portal-billing); the credit
// bundle is the one last opened at the checkout.

import type { BillingInformation, PaymentMethod } from '@rentals/shared/resources/billing';
import type { CreditBundleOffer } from '@rentals/shared/resources/credit-bundles';
import type { Wallet } from '@rentals/shared/resources/credits';
import type { AccountStats } from '@rentals/shared/resources/landlord-leads';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { createPersistStorage } from '../../lib/storage.ts';
import { useAuthStore } from '../auth/index.ts';

/** Spec 3 tax information, as receipts print it. */
export interface TaxInfo {
  companyName: string | null;
  companyAddress: string | null;
  companyAddressCont: string | null;
  companyWebsite: string | null;
}

export interface PortalData {
  wallet: Wallet | null;
  creditBundle: CreditBundleOffer | null;
  billingInfo: BillingInformation | null;
  paymentMethod: PaymentMethod | null;
  accountStats: AccountStats | null;
  creditPrices: Record<string, number> | null;
  taxInfo: TaxInfo | null;
}

export const EMPTY_PORTAL: PortalData = {
  wallet: null,
  creditBundle: null,
  billingInfo: null,
  paymentMethod: null,
  accountStats: null,
  creditPrices: null,
  taxInfo: null,
};

interface PortalState extends PortalData {
  /** The account the data belongs to; null: nobody's (nothing kept). */
  ownerId: number | null;
  /** Keeps one value for `userId`'s account (another account's data is wiped first). */
  setValue: <K extends keyof PortalData>(userId: number, key: K, value: PortalData[K]) => void;
  /** The signed-in account changed (null: signed out): anything kept for another one is wiped. */
  syncOwner: (userId: number | null) => void;
}

export const usePortalStore = create<PortalState>()(
  persist(
    (set, get) => ({
      ...EMPTY_PORTAL,
      ownerId: null,
      setValue: (userId, key, value) => {
        const base = get().ownerId === userId ? {} : EMPTY_PORTAL;
        set({ ...base, ownerId: userId, [key]: value });
      },
      syncOwner: (userId) => {
        if (get().ownerId === userId) return;
        set({ ...EMPTY_PORTAL, ownerId: userId });
      },
    }),
    {
      name: 'portal',
      storage: createPersistStorage<PortalData & { ownerId: number | null }>(),
      partialize: ({ setValue: _s, syncOwner: _o, ...data }) => data,
    },
  ),
);

/** One value of the portal store, only when it belongs to the signed-in account. */
export function usePortalValue<K extends keyof PortalData>(key: K): PortalData[K] | null {
  const userId = useAuthStore((s) => s.user?.id ?? null);
  return usePortalStore((s) => (userId !== null && s.ownerId === userId ? s[key] : null));
}

/** Follows the session: a logout clears the store, another account signing in replaces it. */
function followSession(auth: { token: string | null; user: { id: number } | null }) {
  if (!auth.token) usePortalStore.getState().syncOwner(null);
  else if (auth.user) usePortalStore.getState().syncOwner(auth.user.id);
  // A token without its user yet (restoring on start): wait; readers see nothing until the user is known.
}

followSession(useAuthStore.getState());
useAuthStore.subscribe((auth, previous) => {
  if (auth.token !== previous.token || auth.user?.id !== previous.user?.id) followSession(auth);
});
