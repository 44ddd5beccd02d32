// The real limits (RATE_LIMIT_FACTOR 1), in their own app so other files keep the raised test limits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_PASSWORD, type TestApp, uniqueEmail } from '../../test/build-app.ts';
import { NEW_PASSWORD, renterPayload } from './testing.ts';

let t: TestApp;
let csrf: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp({ env: { RATE_LIMIT_FACTOR: '1' } });
  csrf = await t.csrf();
});
afterAll(() => t.close());

/** A POST from a given client address (each test uses its own, so the per-address limits do not mix). */
function postFrom(app: TestApp['app'], remoteAddress: string, url: string, body: unknown, headers = {}) {
  return app.inject({ method: 'POST', url, remoteAddress, headers: { ...csrf, ...headers }, payload: body as object });
}

function expectTooMany(
  res: { statusCode: number; headers: Record<string, unknown>; json(): { message: string } },
  window: number,
) {
  expect(res.statusCode).toBe(429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(window);
  expect(res.json()).toEqual({ message: `Too many attempts. Please try again in ${retryAfter} seconds.` });
}

describe('rate limits', () => {
  it('allows 5 logins a minute per address and email, then 429 with Retry-After', async () => {
    const user = await t.createUser();
    const attempt = (email: string, headers: Record<string, string> = {}) =>
      t.call('POST', '/api/login', { headers: { ...csrf, ...headers }, body: { email, password: 'wrong-password' } });
    for (let i = 0; i < 5; i++) expect((await attempt(user.email)).statusCode).toBe(422);
    expectTooMany(await attempt(user.email), 60);
    // The same email in another case is the same key.
    expect((await attempt(user.email.toUpperCase())).statusCode).toBe(429);
    const fr = await attempt(user.email, { 'accept-language': 'fr' });
    expect(fr.json().message).toMatch(/^Trop de tentatives\. Veuillez réessayer dans \d+ secondes\.$/);
    // Another account from the same address is not locked out.
    expect((await attempt(uniqueEmail('other'))).statusCode).toBe(422);
  });

  it('allows 10 registrations per 10 minutes per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      statuses.push(
        (await t.call('POST', '/api/register', { headers: csrf, body: renterPayload({ email: 'bad' }) })).statusCode,
      );
    }
    expect(statuses.every((s) => s === 422)).toBe(true);
    expectTooMany(await t.call('POST', '/api/register', { headers: csrf, body: renterPayload() }), 600);
  });

  it('allows 5 password-reset requests per 10 minutes per address', async () => {
    const ask = () => t.call('POST', '/api/password-reset', { headers: csrf, body: { email: uniqueEmail('reset') } });
    for (let i = 0; i < 5; i++) expect((await ask()).statusCode).toBe(200);
    expectTooMany(await ask(), 600);
  });

  it('allows 3 verification resends per 10 minutes per landlord', async () => {
    const first = await t.loginAs('Landlord', { emailVerified: false, status: 'pending' });
    const resend = (headers: Record<string, string>) => t.call('POST', '/api/landlord/resend-verify', { headers });
    for (let i = 0; i < 3; i++) expect((await resend(first.headers)).statusCode).toBe(200);
    expectTooMany(await resend(first.headers), 600);
    const second = await t.loginAs('Landlord', { emailVerified: false, status: 'pending' });
    expect((await resend(second.headers)).statusCode).toBe(200);
  });

  it('counts the socket address, not X-Forwarded-For, unless TRUST_PROXY says so', async () => {
    const ask = (forwardedFor: string) =>
      postFrom(
        t.app,
        '10.1.0.1',
        '/api/password-reset',
        { email: uniqueEmail('xff') },
        { 'x-forwarded-for': forwardedFor },
      );
    for (let i = 0; i < 5; i++) expect((await ask(`198.51.100.${i}`)).statusCode).toBe(200);
    expectTooMany(await ask('198.51.100.99'), 600);
  });

  it('allows 30 logins a minute per address across all emails, on top of the per-account limit', async () => {
    const attempt = (address: string) =>
      postFrom(t.app, address, '/api/login', { email: uniqueEmail('spray'), password: 'wrong-password' });
    for (let i = 0; i < 30; i++) expect((await attempt('10.1.0.2')).statusCode).toBe(422);
    expectTooMany(await attempt('10.1.0.2'), 60);
    expect((await attempt('10.1.0.3')).statusCode).toBe(422);
  });

  it('allows 3 password-reset requests per 15 minutes per email, whatever the address', async () => {
    const user = await t.createUser();
    const ask = (address: string, email = user.email) => postFrom(t.app, address, '/api/password-reset', { email });
    for (let i = 0; i < 3; i++) expect((await ask(`10.1.1.${i}`)).statusCode).toBe(200);
    expectTooMany(await ask('10.1.1.9'), 900);
    // The same mailbox in another case and with spaces is the same key.
    expect((await ask('10.1.1.10', ` ${user.email.toUpperCase()} `)).statusCode).toBe(429);
    expect((await ask('10.1.1.11', uniqueEmail('other'))).statusCode).toBe(200);
  });

  it('allows 5 password changes per 15 minutes per account', async () => {
    const first = await t.loginAs('Renter');
    const change = (headers: Record<string, string>, current_password: string) =>
      t.call('POST', '/api/user/change-password', {
        headers,
        body: { current_password, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      });
    for (let i = 0; i < 5; i++) expect((await change(first.headers, 'not-my-password')).statusCode).toBe(422);
    // The right password does not get through either once the account is over its limit.
    expectTooMany(await change(first.headers, TEST_PASSWORD), 900);
    const second = await t.loginAs('Renter');
    expect((await change(second.headers, TEST_PASSWORD)).statusCode).toBe(200);
  });
});

describe('rate limits behind a trusted proxy (TRUST_PROXY)', () => {
  let proxied: TestApp;
  let cookies: Record<string, string>;
  beforeAll(async () => {
    proxied = await buildTestApp({ env: { RATE_LIMIT_FACTOR: '1', TRUST_PROXY: '10.9.0.1' } });
    cookies = await proxied.csrf();
  });
  afterAll(() => proxied.close());

  const ask = (remoteAddress: string, forwardedFor: string) =>
    proxied.app.inject({
      method: 'POST',
      url: '/api/password-reset',
      remoteAddress,
      headers: { ...cookies, 'x-forwarded-for': forwardedFor },
      payload: { email: uniqueEmail('proxied') },
    });

  it('counts the client the trusted proxy names, and ignores the header from anyone else', async () => {
    for (let i = 0; i < 6; i++) expect((await ask('10.9.0.1', `198.51.100.${i}`)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await ask('10.9.0.2', `198.51.100.${i + 10}`)).statusCode).toBe(200);
    expect((await ask('10.9.0.2', '198.51.100.99')).statusCode).toBe(429);
  });
});
