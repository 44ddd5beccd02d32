import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, signIn } from '../../test/utils.tsx';
import { useLoginModal } from './login-modal-store.ts';
import { useAuthStore } from './store.ts';
import { useOpenAfterSignIn } from './use-open-after-sign-in.ts';

function renderOpener() {
  const open = vi.fn((_start: string) => {});
  const { result } = renderHook(() => useOpenAfterSignIn(open));
  return { open, openAfterSignIn: (start: string) => act(() => result.current(start)) };
}

describe('useOpenAfterSignIn', () => {
  it('opens at once for a signed-in user, without the login modal', () => {
    signIn(makeUser());
    const { open, openAfterSignIn } = renderOpener();
    openAfterSignIn('new');
    expect(open).toHaveBeenCalledExactlyOnceWith('new');
    expect(useLoginModal.getState().opened).toBe(false);
  });

  it('signed out: opens the login modal, then what was asked, with its arguments, once signed in', () => {
    const { open, openAfterSignIn } = renderOpener();
    openAfterSignIn('new');
    expect(useLoginModal.getState()).toMatchObject({ opened: true, tab: 'login' });
    expect(open).not.toHaveBeenCalled();
    act(() => {
      signIn(makeUser());
      useLoginModal.getState().close();
    });
    expect(open).toHaveBeenCalledExactlyOnceWith('new');
  });

  it('forgets the request when the login modal is closed without signing in', () => {
    const { open, openAfterSignIn } = renderOpener();
    openAfterSignIn('list');
    act(() => useLoginModal.getState().close());
    act(() => signIn(makeUser()));
    expect(open).not.toHaveBeenCalled();
  });

  it('waits for a stored session still loading: the dialog once it is in, never the login modal', () => {
    useAuthStore.setState({ token: 'stored-token', user: null, status: 'loading' });
    const { open, openAfterSignIn } = renderOpener();
    openAfterSignIn('new');
    expect(useLoginModal.getState().opened).toBe(false);
    expect(open).not.toHaveBeenCalled();
    act(() => signIn(makeUser()));
    expect(open).toHaveBeenCalledExactlyOnceWith('new');
    expect(useLoginModal.getState().opened).toBe(false);
  });

  it('opens the login modal when the stored session turns out to be gone', () => {
    useAuthStore.setState({ token: 'stored-token', user: null, status: 'loading' });
    const { open, openAfterSignIn } = renderOpener();
    openAfterSignIn('new');
    act(() => useAuthStore.getState().clearSession());
    expect(useLoginModal.getState()).toMatchObject({ opened: true, tab: 'login' });
    expect(open).not.toHaveBeenCalled();
  });

  it('reads the session at the click: a click handed out before the stored token was read still waits for it', () => {
    const open = vi.fn((_start: string) => {});
    const { result } = renderHook(() => useOpenAfterSignIn(open));
    // The handler of a render that saw no token (a page hydrating with the store's first state).
    const clickFromThatRender = result.current;
    act(() => useAuthStore.setState({ token: 'stored-token', user: null, status: 'loading' }));
    act(() => clickFromThatRender('new'));
    expect(useLoginModal.getState().opened).toBe(false);
    act(() => signIn(makeUser()));
    expect(open).toHaveBeenCalledExactlyOnceWith('new');
  });
});
