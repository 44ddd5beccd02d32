import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useAlertsStore } from '../../lib/alerts.ts';
import { makeUser, renderApp, sessionHandlers, signIn, stubFetch } from '../../test/utils.tsx';
import { useAuthStore } from './store.ts';

const support = makeUser({ firstName: 'Sam', lastName: 'Support', roles: [{ name: 'Support' }] });

async function openLogoutConfirm() {
  const user = userEvent.setup();
  // The menu loads on demand; until then a disabled placeholder holds its place.
  await waitFor(() => expect(screen.getByRole('button', { name: 'My Account' })).toBeEnabled());
  await user.click(screen.getByRole('button', { name: 'My Account' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
  const dialog = await screen.findByRole('dialog');
  return { user, dialog };
}

describe('logout', () => {
  it('asks for confirmation, and cancelling keeps the session', async () => {
    signIn(support, { showUsers: true });
    const { calls } = stubFetch(sessionHandlers(support, { showUsers: true }));
    renderApp('/');
    const { user, dialog } = await openLogoutConfirm();
    expect(within(dialog).getByText('Are you sure?')).toBeInTheDocument();
    expect(within(dialog).getByText('You will have to log in again to access your dashboard.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.path === 'logout')).toBe(false);
    expect(useAuthStore.getState().token).toBe('test-token');
  });

  it("confirming calls the server, clears the session and flashes 'You are logged out'", async () => {
    signIn(support, { showUsers: true });
    const { calls } = stubFetch({
      ...sessionHandlers(support, { showUsers: true }),
      'POST logout': { body: { message: 'You are logged out' } },
    });
    const { router } = renderApp('/support/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome, Sam Support' })).toBeInTheDocument();
    const { user, dialog } = await openLogoutConfirm();
    await user.click(within(dialog).getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('You are logged out')).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'logout')?.headers.get('Authorization')).toBe('Bearer test-token');
    expect(useAuthStore.getState()).toMatchObject({ token: null, user: null, permissions: {} });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('button', { name: 'Login / Sign up' })).toBeInTheDocument();
    // The guard saw the user's own logout: it went home without reporting a lost session.
    expect(screen.queryByText('You have been logged out.')).not.toBeInTheDocument();
    expect(useAuthStore.getState().endedByLogout).toBe(false);
  });

  it('logging out from a public page leaves nothing behind for a later guard', async () => {
    signIn(support, { showUsers: true });
    stubFetch({
      ...sessionHandlers(support, { showUsers: true }),
      'POST logout': { body: { message: 'You are logged out' } },
    });
    const { router } = renderApp('/');
    const { user, dialog } = await openLogoutConfirm();
    await user.click(within(dialog).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('You are logged out')).toBeInTheDocument();
    expect(useAuthStore.getState().endedByLogout).toBe(false);

    // Later, a protected page without a session is reported as such.
    await router.navigate('/support/dashboard');
    expect(await screen.findByText('You have been logged out.')).toBeInTheDocument();
  });

  it('logging out from a panel page flashes only "You are logged out", not the guard message', async () => {
    signIn(support, { showUsers: true });
    stubFetch({
      ...sessionHandlers(support, { showUsers: true }),
      'POST logout': { body: { message: 'You are logged out' } },
    });
    const { router } = renderApp('/support/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome, Sam Support' })).toBeInTheDocument();
    const { user, dialog } = await openLogoutConfirm();
    // As after a full page load in the browser: the navigation arrives after the new route's chunk, so the
    // panel (and its guard) is still mounted when the session is cleared.
    const { navigator } = router;
    const { push, replace } = navigator;
    navigator.push = (...args) => setTimeout(() => push(...args), 100);
    navigator.replace = (...args) => setTimeout(() => replace(...args), 100);
    await user.click(within(dialog).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('You are logged out')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('button', { name: 'Login / Sign up' })).toBeInTheDocument();
    expect(useAlertsStore.getState().alerts.map((a) => a.message)).toEqual(['You are logged out']);
  });

  it('a failing logout flashes the server message and still clears the session', async () => {
    signIn(support, { showUsers: true });
    stubFetch({
      ...sessionHandlers(support, { showUsers: true }),
      'POST logout': { status: 500, body: { message: 'Server Error' } },
    });
    renderApp('/');
    const { user, dialog } = await openLogoutConfirm();
    await user.click(within(dialog).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Server Error')).toBeInTheDocument();
    expect(useAuthStore.getState().token).toBeNull();
  });
});
