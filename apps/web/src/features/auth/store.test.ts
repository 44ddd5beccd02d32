import { describe, expect, it } from 'vitest';
import { STORAGE_PREFIX } from '../../lib/storage.ts';
import { makeUser, signIn, stubFetch } from '../../test/utils.tsx';
import { useAdminUiStore } from '../admin/index.ts';
import { useAuthStore } from './store.ts';

const TOKEN_INFO = { access_token: '12.secret', expires_at: '2099-01-01T00:00:00.000Z' };

describe('auth store', () => {
  it('login success stores token and user, then loads permissions', async () => {
    const user = makeUser();
    const { calls } = stubFetch({
      'POST login': { body: { tokenInfo: TOKEN_INFO, user } },
      'GET permissions/get-user-permissions': { body: { permissions: { viewMyInquiries: true } } },
    });
    await useAuthStore.getState().login({ email: user.email, password: 'demo-Password-1' });

    const state = useAuthStore.getState();
    expect(state.token).toBe('12.secret');
    expect(state.user).toEqual(user);
    expect(state.permissions).toEqual({ viewMyInquiries: true });
    expect(state.permissionsLoaded).toBe(true);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET csrf-cookie',
      'POST login',
      'GET permissions/get-user-permissions',
    ]);
    // The permissions call carries the new token; the token is kept in local storage.
    expect(calls[2]?.headers.get('Authorization')).toBe('Bearer 12.secret');
    expect(localStorage.getItem(`${STORAGE_PREFIX}auth`)).toContain('12.secret');
  });

  it('login failure clears token and user', async () => {
    signIn();
    useAuthStore.setState({ token: 'old' });
    stubFetch({
      'POST login': {
        status: 422,
        body: { message: 'These credentials do not match our records.', errors: { email: ['x'] } },
      },
    });
    await expect(useAuthStore.getState().login({ email: 'a@b.test', password: 'wrong' })).rejects.toThrow(
      'These credentials do not match our records.',
    );
    const state = useAuthStore.getState();
    expect(state.token).toBeNull();
    expect(state.user).toBeNull();
    expect(state.permissions).toEqual({});
  });

  it('logout clears token, user, permissions, mini menu and menu category', async () => {
    signIn(makeUser(), { viewBlogs: true });
    useAdminUiStore.setState({ miniMenu: true, menuCategory: 'content' });
    const { calls } = stubFetch({ 'POST logout': { body: { message: 'You are logged out' } } });

    await expect(useAuthStore.getState().logout()).resolves.toBe('You are logged out');
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer test-token');
    const state = useAuthStore.getState();
    expect([state.token, state.user, state.permissions]).toEqual([null, null, {}]);
    expect(useAdminUiStore.getState()).toMatchObject({ miniMenu: false, menuCategory: null });
  });

  it('a failed logout clears everything too, and passes the error on', async () => {
    signIn(makeUser(), { viewBlogs: true });
    useAdminUiStore.setState({ miniMenu: true, menuCategory: 'users' });
    stubFetch({ 'POST logout': { status: 500, body: { message: 'Server Error' } } });

    await expect(useAuthStore.getState().logout()).rejects.toThrow('Server Error');
    const state = useAuthStore.getState();
    expect([state.token, state.user, state.permissions]).toEqual([null, null, {}]);
    expect(useAdminUiStore.getState()).toMatchObject({ miniMenu: false, menuCategory: null });
  });

  it('restores a stored session: user, then permissions', async () => {
    useAuthStore.setState({ token: 'stored' });
    const user = makeUser({ firstName: 'Olivia', roles: [{ name: 'Site Owner' }] });
    stubFetch({
      'GET user': { body: user },
      'GET permissions/get-user-permissions': { body: { permissions: { viewBlogs: true } } },
    });
    await useAuthStore.getState().restoreSession();
    expect(useAuthStore.getState()).toMatchObject({ user, permissions: { viewBlogs: true }, status: 'ready' });
  });

  it('a stored token the server refuses ends the session', async () => {
    useAuthStore.setState({ token: 'revoked' });
    stubFetch({ 'GET user': { status: 401, body: { message: 'Unauthenticated.' } } });
    await useAuthStore.getState().restoreSession();
    expect(useAuthStore.getState()).toMatchObject({ token: null, user: null, status: 'ready' });
  });

  it('drops a token whose expiry has passed without asking the server', async () => {
    useAuthStore.setState({ token: 'old', expiresAt: '2000-01-01T00:00:00.000Z' });
    const { calls } = stubFetch();
    await useAuthStore.getState().restoreSession();
    expect(useAuthStore.getState().token).toBeNull();
    expect(calls).toHaveLength(0);
  });
});
