// Whether the Login / Sign up modal is open, on which tab, and which login view (spec 2 "Shell").
import { create } from 'zustand';

export type LoginTab = 'login' | 'signup';
export type LoginView = 'login' | 'forgot';

interface LoginModalState {
  opened: boolean;
  tab: LoginTab;
  view: LoginView;
  open: (tab?: LoginTab) => void;
  close: () => void;
  setTab: (tab: LoginTab) => void;
  setView: (view: LoginView) => void;
}

export const useLoginModal = create<LoginModalState>()((set) => ({
  opened: false,
  tab: 'login',
  view: 'login',
  open: (tab = 'login') => set({ opened: true, tab, view: 'login' }),
  close: () => set({ opened: false }),
  setTab: (tab) => set({ tab, view: 'login' }),
  setView: (view) => set({ view }),
}));
