// Whether the Login / Sign up modal is open, on which tab, and which login view (spec 2 "Shell").
import { create } from 'zustand';

export type LoginTab = 'login' | 'signup';
export type LoginView = 'login' | 'forgot';

/** What the Sign up tab starts with (e.g. the name and email of an inquiry just sent logged out). */
export interface SignUpPrefill {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
}

interface LoginModalState {
  opened: boolean;
  tab: LoginTab;
  view: LoginView;
  prefill: SignUpPrefill | null;
  open: (tab?: LoginTab, prefill?: SignUpPrefill | null) => void;
  close: () => void;
  setTab: (tab: LoginTab) => void;
  setView: (view: LoginView) => void;
}

export const useLoginModal = create<LoginModalState>()((set) => ({
  opened: false,
  tab: 'login',
  view: 'login',
  prefill: null,
  open: (tab = 'login', prefill = null) => set({ opened: true, tab, view: 'login', prefill }),
  close: () => set({ opened: false }),
  setTab: (tab) => set({ tab, view: 'login' }),
  setView: (view) => set({ view }),
}));
