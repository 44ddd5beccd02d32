// "Sign in first, then open": for buttons that need an account (My places, Get alerts). Signed in, the button
// opens its dialog at once; signed out, it opens the Login / Sign up modal, and the dialog once the visitor has
// signed in from it. Closing the modal without signing in forgets the request.
import { useEffect, useState } from 'react';
import { useLoginModal } from './login-modal-store.ts';
import { selectLoggedIn, useAuthStore } from './store.ts';

/** `open` wrapped so that a signed-out visitor signs in first; the arguments are kept until then. */
export function useOpenAfterSignIn<Args extends unknown[]>(open: (...args: Args) => void): (...args: Args) => void {
  const loggedIn = useAuthStore(selectLoggedIn);
  const loginOpened = useLoginModal((s) => s.opened);
  const openLogin = useLoginModal((s) => s.open);
  /** What was asked while signed out (wrapped: the arguments may be none). */
  const [pending, setPending] = useState<{ args: Args } | null>(null);

  useEffect(() => {
    if (!pending) return;
    if (loggedIn) {
      setPending(null);
      open(...pending.args);
    } else if (!loginOpened) {
      setPending(null); // the modal was closed without signing in
    }
  }, [pending, loggedIn, loginOpened, open]);

  return (...args: Args) => {
    if (loggedIn) {
      open(...args);
      return;
    }
    setPending({ args });
    openLogin('login');
  };
}
