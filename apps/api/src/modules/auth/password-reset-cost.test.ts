// POST /api/password-reset/:token spends an argon2 hash only on a token that can still be used, so made-up,
// used or expired tokens cost one indexed select. hashPassword is wrapped in a spy for this file only.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { oneTimeCodes } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { requestPasswordReset } from './auth.service.ts';
import { emailsTo, NEW_PASSWORD } from './testing.ts';

vi.mock('../../lib/passwords.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/passwords.ts')>();
  return { ...original, hashPassword: vi.fn(original.hashPassword) };
});

let t: TestApp;
let csrf: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  csrf = await t.csrf();
});
afterAll(() => t.close());
beforeEach(() => {
  vi.mocked(hashPassword).mockClear();
});

const body = { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
const reset = (token: string) => t.call('POST', `/api/password-reset/${token}`, { headers: csrf, body });

async function tokenFor(email: string) {
  await requestPasswordReset(t.app, email);
  const mails = await emailsTo(t.db, email);
  return mails.at(-1)?.text.match(/\/password-reset\/([\w-]+)/)?.[1] as string;
}

describe('POST /api/password-reset/:token', () => {
  it('refuses a made-up token without hashing the password', async () => {
    const res = await reset('made-up-token');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ token: ['The token is invalid or has expired.'] });
    expect(hashPassword).not.toHaveBeenCalled();
  });

  it('refuses a used or expired token without hashing, and hashes once for a good one', async () => {
    const user = await t.createUser();
    const token = await tokenFor(user.email);
    vi.mocked(hashPassword).mockClear(); // createUser hashed the first password
    expect((await reset(token)).statusCode).toBe(200);
    expect(hashPassword).toHaveBeenCalledTimes(1);

    vi.mocked(hashPassword).mockClear();
    expect((await reset(token)).statusCode).toBe(422);
    const expired = await tokenFor(user.email);
    await t.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(oneTimeCodes.userId, user.id), eq(oneTimeCodes.purpose, 'password-reset')));
    expect((await reset(expired)).statusCode).toBe(422);
    expect(hashPassword).not.toHaveBeenCalled();
  });
});
