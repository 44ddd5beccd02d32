// The auth feature's public surface: the session store, the login modal state, and opening something once
// signed in. The login modal itself has its own entry, index.login-modal.ts (loaded on demand).
export { authApi } from './api.ts';
export { type SignUpPrefill, useLoginModal } from './login-modal-store.ts';
export { handleUnauthenticated, LOGGED_OUT_ALERT_ID, selectLoggedIn, useAuthStore } from './store.ts';
export { useLogout } from './use-logout.tsx';
export { useOpenAfterSignIn } from './use-open-after-sign-in.ts';
