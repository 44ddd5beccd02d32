// The auth feature's public surface: the session store and the login modal state.
export { authApi } from './api.ts';
export { type SignUpPrefill, useLoginModal } from './login-modal-store.ts';
export { handleUnauthenticated, LOGGED_OUT_ALERT_ID, selectLoggedIn, useAuthStore } from './store.ts';
export { useLogout } from './use-logout.tsx';
