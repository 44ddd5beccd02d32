// vitest: isolate (checks the XSRF cookie the stub sets; in a window other files used, happy-dom sometimes kept it unset)
import { describe, expect, it, vi } from 'vitest';
import { makeUser, signIn, stubFetch } from '../test/utils.tsx';
import { useAlertsStore } from './alerts.ts';
import { ApiError, api, buildUrl } from './api-client.ts';

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

describe('API client', () => {
  it('sends the JSON, XHR and bearer headers under /api', async () => {
    signIn();
    const { calls } = stubFetch({ 'GET user': { body: makeUser() } });
    await api.get('user', { query: { page: 2, q: '', ids: [1, 2] } });
    const [call] = calls;
    expect(call?.url).toBe('/api/user?page=2&ids%5B%5D=1&ids%5B%5D=2');
    expect(call?.headers.get('Accept')).toBe('application/json');
    expect(call?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(call?.headers.get('Authorization')).toBe('Bearer test-token');
  });

  it('sends extra headers (an Idempotency-Key) without letting them replace its own', async () => {
    signIn();
    const { calls } = stubFetch({ 'POST commerce/enable/7': { body: {} } });
    await api.post('commerce/enable/7', undefined, {
      headers: { 'Idempotency-Key': 'key-12345678', Authorization: 'Bearer other' },
    });
    expect(calls[0]?.headers.get('Idempotency-Key')).toBe('key-12345678');
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer test-token');
  });

  it('fetches the XSRF cookie first and echoes it on unauthenticated state-changing calls', async () => {
    const { calls } = stubFetch({ 'POST login': { status: 422, body: { message: 'x', errors: {} } } });
    await caught(api.post('login', { email: 'a@b.test', password: 'x' }, { csrf: true }));
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET csrf-cookie', 'POST login']);
    expect(calls[1]?.headers.get('X-XSRF-TOKEN')).toBe('test-xsrf');
    expect(calls[1]?.headers.get('Authorization')).toBeNull();
  });

  it('reads the XSRF cookie for state-changing calls only, not for a GET', async () => {
    const { calls } = stubFetch({
      'POST login': { status: 422, body: { message: 'x', errors: {} } },
      'GET settings': { body: {} },
    });
    await caught(api.post('login', { email: 'a@b.test', password: 'x' }, { csrf: true }));
    await api.get('settings');
    const get = calls.find((c) => c.method === 'GET' && c.path === 'settings');
    expect(document.cookie).toContain('XSRF-TOKEN');
    expect(get?.headers.get('X-XSRF-TOKEN')).toBeNull();
  });

  it('maps a 422 answer to an ApiError with the field errors', async () => {
    stubFetch({
      'POST register': {
        status: 422,
        body: { message: 'The email field is required.', errors: { email: ['The email field is required.'] } },
      },
    });
    const error = await caught(api.post('register', {}));
    expect(error.status).toBe(422);
    expect(error.message).toBe('The email field is required.');
    expect(error.errors).toEqual({ email: ['The email field is required.'] });
  });

  it("says 'Request failed with status code N' when the answer has no message", async () => {
    stubFetch({ 'GET broken': { status: 500, body: 'oops' } });
    const error = await caught(api.get('broken'));
    expect(error.status).toBe(500);
    expect(error.message).toBe('Request failed with status code 500');
    expect(error.statusMessage).toBe('Request failed with status code 500');
  });

  it("says 'Network Error' when no answer comes", async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await caught(api.get('site-settings'));
    expect(error.message).toBe('Network Error');
    expect(error.status).toBe(0);
  });

  it("says 'Request aborted' when the caller aborts", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        return new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        });
      }),
    );
    const controller = new AbortController();
    const pending = caught(api.get('site-settings', { signal: controller.signal }));
    controller.abort();
    const error = await pending;
    expect(error.message).toBe('Request aborted');
    expect(error.kind).toBe('aborted');
  });

  it('leaves a visitor alone on 401 (nothing to log out of)', async () => {
    stubFetch({ 'GET user': { status: 401, body: { message: 'Unauthenticated.' } } });
    await caught(api.get('user'));
    expect(useAlertsStore.getState().alerts).toHaveLength(0);
  });

  it('builds URLs without empty query values', () => {
    expect(buildUrl('/listings', { a: 1, b: undefined, c: null, d: '' })).toBe('/api/listings?a=1');
  });
});
