// "Sign in first, then open": for buttons that need an account (My places, Get alerts). Signed in, the button
// opens its dialog at once; signed out, it opens the Login / Sign up modal, and the dialog once the visitor has
// signed in from it. Closing the modal without signing in forgets the request. A click while a stored session
// is still being loaded (the page has just started) waits for it: the dialog then, or the modal if it is gone.
import { useEffect, useState } from 'react';
import { useLoginModal } from './login-modal-store.ts';
import { type AuthState, selectLoggedIn, useAuthStore } from './store.ts';

/** A token is stored and its user not loaded yet (restoreSession has not answered). */
const selectRestoring = (s: AuthState) => s.token !== null && s.user === null && s.status !== 'ready';

/** `open` wrapped so that a signed-out visitor signs in first; the arguments are kept until then. */
export function useOpenAfterSignIn<Args extends unknown[]>(open: (...args: Args) => void): (...args: Args) => void {
  const loggedIn = useAuthStore(selectLoggedIn);
  const restoring = useAuthStore(selectRestoring);
  const loginOpened = useLoginModal((s) => s.opened);
  const openLogin = useLoginModal((s) => s.open);
  /** What was asked while signed out (wrapped: the arguments may be none), and whether the modal was opened. */
  const [pending, setPending] = useState<{ args: Args; loginAsked: boolean } | null>(null);

  useEffect(() => {
    if (!pending) return;
    if (loggedIn) {
      setPending(null);
      open(...pending.args);
    } else if (restoring) {
      // Wait for the stored session.
    } else if (!pending.loginAsked) {
      setPending({ ...pending, loginAsked: true });
      openLogin('login');
    } else if (!loginOpened) {
      setPending(null); // the modal was closed without signing in
    }
  }, [pending, loggedIn, restoring, loginOpened, open, openLogin]);

  // The store as it is at the click, not as this render saw it: a render while the page hydrates reads the
  // store's first state (no token yet), and a click can come before the render that follows.
  return (...args: Args) => {
    const auth = useAuthStore.getState();
    if (selectLoggedIn(auth)) {
      open(...args);
      return;
    }
    const waitForSession = selectRestoring(auth);
    setPending({ args, loginAsked: !waitForSession });
    if (!waitForSession) openLogin('login');
  };
}
