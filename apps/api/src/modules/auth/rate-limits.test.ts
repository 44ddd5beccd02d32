// The real limits (RATE_LIMIT_FACTOR 1), in their own app so other files keep the raised test limits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, uniqueEmail } from '../../test/build-app.ts';
import { renterPayload } from './testing.ts';

let t: TestApp;
let csrf: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp({ env: { RATE_LIMIT_FACTOR: '1' } });
  csrf = await t.csrf();
});
afterAll(() => t.close());

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
});
