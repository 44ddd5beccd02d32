// The auth store's wiring of the API client (store.ts, configureApiClient): a 401 ends the session.
import { describe, expect, it } from 'vitest';
import { useAlertsStore } from '../../lib/alerts.ts';
import { ApiError, api } from '../../lib/api-client.ts';
import { makeUser, signIn, stubFetch } from '../../test/utils.tsx';
import { useAdminUiStore } from '../admin/index.ts';
import { useAuthStore } from './store.ts';

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

describe('an API answer of 401', () => {
  it('logs out locally on any 401 and says so once', async () => {
    signIn(makeUser(), { viewBlogs: true });
    useAdminUiStore.setState({ miniMenu: true, menuCategory: 'content' });
    const { calls } = stubFetch({ 'GET site-settings': { status: 401, body: { message: 'Unauthenticated.' } } });

    const error = await caught(api.get('site-settings'));
    expect(error.status).toBe(401);
    const auth = useAuthStore.getState();
    expect(auth.token).toBeNull();
    expect(auth.user).toBeNull();
    expect(auth.permissions).toEqual({});
    expect(useAdminUiStore.getState().miniMenu).toBe(false);
    // No call to POST logout: the token is already dead.
    expect(calls.some((c) => c.path === 'logout')).toBe(false);
    expect(useAlertsStore.getState().alerts.map((a) => a.message)).toEqual(['You have been logged out.']);

    await caught(api.get('site-settings'));
    expect(useAlertsStore.getState().alerts).toHaveLength(1);
  });
});
