// Two-factor sign-in: set-up and turning on with a real code from the secret, the login's second step
// (challenge, wrong codes, recovery codes, replays, dead challenges), turning off, new recovery codes, the
// site setting that requires it of administrators, and the rate limits.
//
// The clock (Date only) is frozen and moved by hand, so which 30-second step a code belongs to is known:
// a code is accepted once, so each new code in a test comes from a later step (`nextStep()`).
import { randomBytes } from 'node:crypto';
import { ADMIN_PERMISSIONS } from '@rentals/shared/permissions';
import { REQUIRE_TWO_FACTOR_SETTING } from '@rentals/shared/resources/two-factor';
import { and, eq, inArray } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  accessTokens,
  auditEvents,
  oneTimeCodes,
  permissions,
  rolePermissions,
  roles,
  siteSettings,
  twoFactorRecoveryCodes,
  userRoles,
  users,
} from '../../db/schema/index.ts';
import { encryptionKey, unseal, useEncryptionKey } from '../../lib/secret-box.ts';
import { sha256 } from '../../lib/tokens.ts';
import { forgetTwoFactorSetting } from '../../lib/two-factor-required.ts';
import { buildTestApp, TEST_PASSWORD, type TestApp } from '../../test/build-app.ts';
import { expectNoSecrets } from '../auth/testing.ts';
import { ACCOUNT_MAX_ATTEMPTS } from './two-factor.service.ts';

let t: TestApp;
let csrf: Record<string, string>;
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  // One second into a 30-second step.
  vi.setSystemTime(Math.ceil(Date.now() / 30_000) * 30_000 + 1000);
  t = await buildTestApp();
  csrf = await t.csrf();
});
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

const nextStep = () => vi.setSystemTime(Date.now() + 30_000);
const codeNow = (secret: string) => generate({ secret });
const codeAt = (secret: string, seconds: number) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + seconds });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

type Headers = Record<string, string>;

const login = (email: string, password = TEST_PASSWORD) =>
  t.call('POST', '/api/login', { headers: csrf, body: { email, password } });
const secondStep = (body: Record<string, unknown>, headers: Headers = {}) =>
  t.call('POST', '/api/login/two-factor', { headers: { ...csrf, ...headers }, body });

/** A signed-in user of `role` with two-factor on (the enabling code used this step): secret and recovery codes. */
async function withTwoFactor(role: Parameters<TestApp['loginAs']>[0] = 'Renter') {
  const session = await t.loginAs(role);
  const setup = await t.call('POST', '/api/two-factor/setup', { headers: session.headers });
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json();
  const enable = await t.call('POST', '/api/two-factor/enable', {
    headers: session.headers,
    body: { code: await codeNow(secret) },
  });
  expect(enable.statusCode).toBe(200);
  nextStep();
  return { ...session, secret: secret as string, recoveryCodes: enable.json().recoveryCodes as string[] };
}

async function challengeFor(email: string): Promise<string> {
  const res = await login(email);
  expect(res.statusCode).toBe(200);
  return res.json().twoFactor.challenge;
}

async function setRequired(value: boolean) {
  await t.db
    .insert(siteSettings)
    .values({ key: REQUIRE_TWO_FACTOR_SETTING, group: 'site', type: 'boolean', value })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value } });
  forgetTwoFactorSetting(t.db);
}

describe('turning two-factor on', () => {
  it('sets up a secret with a QR code, then turns on with a code from it and answers 10 recovery codes', async () => {
    const { user, headers } = await t.loginAs('Renter');
    const status = await t.call('GET', '/api/two-factor', { headers });
    expect(status.json()).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });

    const setup = await t.call('POST', '/api/two-factor/setup', { headers });
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl, qrCodeDataUrl } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toBe(`otpauth://totp/Rentals:${encodeURIComponent(user.email)}?secret=${secret}&issuer=Rentals`);
    expect(qrCodeDataUrl).toMatch(/^data:image\/png;base64,[\w+/]+=*$/);
    // Stored, not yet in force.
    const [pending] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(pending).toMatchObject({ totpSecret: expect.stringMatching(/^enc1:/), totpEnabledAt: null });
    expect(pending?.totpSecret).not.toContain(secret);
    expect(unseal(await encryptionKey(t.db), pending?.totpSecret ?? '', `users.totp_secret:${user.id}`)).toBe(secret);

    const wrong = await t.call('POST', '/api/two-factor/enable', { headers, body: { code: '000000' } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({
      message: 'The code is invalid or has expired.',
      errors: { code: ['The code is invalid or has expired.'] },
    });

    const code = await codeNow(secret);
    const res = await t.call('POST', '/api/two-factor/enable', {
      headers,
      body: { code: `${code.slice(0, 3)} ${code.slice(3)}` },
    });
    expect(res.statusCode).toBe(200);
    const { recoveryCodes, message } = res.json();
    expect(message).toBe('Two-factor sign-in is on. Keep your recovery codes somewhere safe.');
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const c of recoveryCodes) expect(c).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}$/);

    const rows = await t.db.select().from(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, user.id));
    expect(rows).toHaveLength(10);
    for (const c of recoveryCodes) expect(JSON.stringify(rows)).not.toContain(c);
    expect(rows.map((r) => r.codeHash).sort()).toEqual(
      recoveryCodes.map((c: string) => sha256(`${user.id}:${c}`)).sort(),
    );

    expect((await t.call('GET', '/api/two-factor', { headers })).json()).toEqual({
      enabled: true,
      required: false,
      recoveryCodesLeft: 10,
    });
    const [event] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'two-factor-enable'), eq(auditEvents.recordId, String(user.id))));
    expect(event).toMatchObject({ resource: 'users', actorId: user.id });
    expectNoSecrets(JSON.stringify(event), secret, ...recoveryCodes);

    // Once on, set-up is refused until it is turned off.
    const again = await t.call('POST', '/api/two-factor/setup', { headers });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'Two-factor sign-in is already on. Turn it off first to set it up again.',
    });
  });

  it('never answers a set-up secret it did not store, racing other set-ups or enable', async () => {
    const setup = (headers: Headers) => t.call('POST', '/api/two-factor/setup', { headers });
    const stored = async (id: number) => {
      const [row] = await t.db
        .select({ secret: users.totpSecret, on: users.totpEnabledAt })
        .from(users)
        .where(eq(users.id, id));
      const secret = row?.secret && unseal(await encryptionKey(t.db), row.secret, `users.totp_secret:${id}`);
      return { secret, on: row?.on };
    };
    const { user, headers } = await t.loginAs('Renter');
    // Set-ups at once: what is stored is one of the answers, and enable takes exactly that one.
    const answers = await Promise.all([setup(headers), setup(headers), setup(headers)]);
    for (const a of answers) expect(a.statusCode).toBe(200);
    const secret = (await stored(user.id))?.secret ?? '';
    expect(answers.map((a) => a.json().secret)).toContain(secret);

    // One more set-up is held just before it writes the secret, while enable (with the stored one) finishes:
    // the held set-up must not answer a secret it could not store.
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let armed = true;
    const realUpdate = t.db.update.bind(t.db);
    const spy = vi.spyOn(t.db, 'update').mockImplementation(((table: Parameters<typeof realUpdate>[0]) => {
      const builder = realUpdate(table);
      if (table !== users || !armed) return builder;
      armed = false;
      const realSet = builder.set.bind(builder);
      builder.set = ((values: Parameters<typeof realSet>[0]) => {
        const query = realSet(values);
        const realExecute = query.execute.bind(query);
        query.execute = (async (...args: Parameters<typeof realExecute>) => {
          await gate;
          return realExecute(...args);
        }) as typeof query.execute;
        return query;
      }) as typeof builder.set;
      return builder;
    }) as typeof t.db.update);
    try {
      const held = setup(headers);
      await vi.waitFor(() => expect(armed).toBe(false));
      const enabled = await t.call('POST', '/api/two-factor/enable', {
        headers,
        body: { code: await codeNow(secret) },
      });
      expect(enabled.statusCode).toBe(200);
      release();
      const late = await held;
      expect(late.statusCode).toBe(409);
      expect(await stored(user.id)).toMatchObject({ secret, on: expect.any(Date) });
    } finally {
      release();
      spy.mockRestore();
    }
    nextStep();
  });

  it('encrypts the secret with APP_ENCRYPTION_KEY when set, and still reads a secret stored in clear', async () => {
    const key = randomBytes(32).toString('hex');
    const keyed = await buildTestApp({ env: { APP_ENCRYPTION_KEY: key } });
    try {
      const { user, headers } = await keyed.loginAs('Renter');
      const { secret } = (await keyed.call('POST', '/api/two-factor/setup', { headers })).json();
      const [row] = await keyed.db.select({ stored: users.totpSecret }).from(users).where(eq(users.id, user.id));
      const place = `users.totp_secret:${user.id}`;
      expect(unseal(Buffer.from(key, 'hex'), row?.stored ?? '', place)).toBe(secret);
      // Bound to its row: the same value under another user does not open.
      expect(() => unseal(Buffer.from(key, 'hex'), row?.stored ?? '', `users.totp_secret:${user.id + 1}`)).toThrow();
      const on = await keyed.call('POST', '/api/two-factor/enable', { headers, body: { code: await codeNow(secret) } });
      expect(on.statusCode).toBe(200);
    } finally {
      await keyed.close();
      useEncryptionKey(undefined);
    }
    nextStep();

    // A secret stored before encryption (in clear) still signs in.
    const legacy = await t.createUser({ roles: ['Renter'] });
    const clear = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    await t.db.update(users).set({ totpSecret: clear, totpEnabledAt: new Date() }).where(eq(users.id, legacy.id));
    const challenge = await challengeFor(legacy.email);
    expect((await secondStep({ challenge, code: await codeNow(clear) })).statusCode).toBe(200);
    nextStep();
  });

  it('refuses to turn on before the set-up, and with a code that is not six digits', async () => {
    const { headers } = await t.loginAs('Landlord');
    const early = await t.call('POST', '/api/two-factor/enable', { headers, body: { code: '123456' } });
    expect(early.statusCode).toBe(409);
    const bad = await t.call('POST', '/api/two-factor/enable', { headers, body: { code: '12ab' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ code: ['The code field format is invalid.'] });
  });

  it('is not open to personal API tokens', async () => {
    const { headers } = await t.loginAs('Renter');
    const { accessToken } = (
      await t.call('POST', '/api/api-tokens', { headers, body: { name: 'cli', expiresInDays: 7 } })
    ).json();
    const res = await t.call('POST', '/api/two-factor/setup', { headers: bearer(accessToken) });
    expect(res.statusCode).toBe(403);
  });
});

describe('login with two-factor on', () => {
  it('answers a challenge and no token; the right code then signs in', async () => {
    const { user, secret } = await withTwoFactor();
    const before = await t.db.select().from(accessTokens).where(eq(accessTokens.userId, user.id));

    const res = await login(user.email);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body)).toEqual(['twoFactor']);
    expect(body.twoFactor.challenge).toMatch(/^[\w-]{43}$/);
    expect(Date.parse(body.twoFactor.expiresAt)).toBe(Date.now() + 5 * 60_000);
    expect(await t.db.select().from(accessTokens).where(eq(accessTokens.userId, user.id))).toHaveLength(before.length);
    const [stored] = await t.db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.codeHash, sha256(body.twoFactor.challenge)));
    expect(stored).toMatchObject({ userId: user.id, purpose: 'two-factor-login', attempts: 0, usedAt: null });

    const wrong = await secondStep({ challenge: body.twoFactor.challenge, code: '000000' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ code: ['The code is invalid or has expired.'] });

    const ok = await secondStep({ challenge: body.twoFactor.challenge, code: await codeNow(secret) });
    expect(ok.statusCode).toBe(200);
    const signedIn = ok.json();
    expect(signedIn.user).toMatchObject({ id: user.id, email: user.email });
    expect(signedIn.twoFactorSetupRequired).toBeUndefined();
    const me = await t.call('GET', '/api/user', { headers: bearer(signedIn.tokenInfo.access_token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(user.id);

    // The challenge signs in once.
    nextStep();
    const reuse = await secondStep({ challenge: body.twoFactor.challenge, code: await codeNow(secret) });
    expect(reuse.statusCode).toBe(422);
    expect(reuse.json().errors).toEqual({ challenge: ['The challenge is invalid or has expired.'] });
  });

  it('takes a recovery code once only, in any case and without the dash', async () => {
    const { user, headers, recoveryCodes } = await withTwoFactor();
    const [first, second] = recoveryCodes as [string, string];
    const ok = await secondStep({ challenge: await challengeFor(user.email), recoveryCode: first });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().tokenInfo.access_token).toBeTruthy();

    const again = await secondStep({ challenge: await challengeFor(user.email), recoveryCode: first });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ recoveryCode: ['The recovery code is invalid or has expired.'] });

    const loose = await secondStep({
      challenge: await challengeFor(user.email),
      recoveryCode: second.replace('-', '').toUpperCase(),
    });
    expect(loose.statusCode).toBe(200);
    expect((await t.call('GET', '/api/two-factor', { headers })).json().recoveryCodesLeft).toBe(8);
  });

  it('kills the challenge after 5 wrong codes', async () => {
    const { user, secret } = await withTwoFactor();
    const challenge = await challengeFor(user.email);
    for (let i = 0; i < 5; i++) {
      const res = await secondStep({ challenge, code: String(100000 + i) });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toHaveProperty('code');
    }
    const right = await secondStep({ challenge, code: await codeNow(secret) });
    expect(right.statusCode).toBe(422);
    expect(right.json().errors).toEqual({ challenge: ['The challenge is invalid or has expired.'] });
    // A new login gets a new challenge, which the same code passes.
    expect(
      (await secondStep({ challenge: await challengeFor(user.email), code: await codeNow(secret) })).statusCode,
    ).toBe(200);
  });

  it('lets a challenge expire after 5 minutes', async () => {
    const { user, secret } = await withTwoFactor();
    const challenge = await challengeFor(user.email);
    vi.setSystemTime(Date.now() + 5 * 60_000 + 1000);
    const res = await secondStep({ challenge, code: await codeNow(secret) });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('challenge');
  });

  it('refuses a code already used (replay), even in another sign-in', async () => {
    const { user, secret } = await withTwoFactor();
    const code = await codeNow(secret);
    expect((await secondStep({ challenge: await challengeFor(user.email), code })).statusCode).toBe(200);
    const replay = await secondStep({ challenge: await challengeFor(user.email), code });
    expect(replay.statusCode).toBe(422);
    expect(replay.json().errors).toEqual({ code: ['The code is invalid or has expired.'] });
    // Nor an older one, still inside the tolerance window.
    const older = await secondStep({ challenge: await challengeFor(user.email), code: await codeAt(secret, -30) });
    expect(older.statusCode).toBe(422);
    // The next step's code works.
    nextStep();
    expect(
      (await secondStep({ challenge: await challengeFor(user.email), code: await codeNow(secret) })).statusCode,
    ).toBe(200);
  });

  it('accepts the previous and the next step (clock drift), not two away', async () => {
    const { user, secret } = await withTwoFactor();
    nextStep();
    const farAway = await secondStep({ challenge: await challengeFor(user.email), code: await codeAt(secret, 60) });
    expect(farAway.statusCode).toBe(422);
    expect(
      (await secondStep({ challenge: await challengeFor(user.email), code: await codeAt(secret, -30) })).statusCode,
    ).toBe(200);
    expect(
      (await secondStep({ challenge: await challengeFor(user.email), code: await codeAt(secret, 30) })).statusCode,
    ).toBe(200);
  });

  it('needs the XSRF double submit, and a challenge from a login', async () => {
    const res = await t.call('POST', '/api/login/two-factor', { body: { challenge: 'x', code: '123456' } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'CSRF token mismatch.' });
    const unknown = await secondStep({ challenge: 'made-up', code: '123456' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toHaveProperty('challenge');
    const neither = await secondStep({ challenge: 'made-up' });
    expect(neither.json().errors).toEqual({ code: ['The code field is required.'] });
  });

  it(`answers 429 once an account has had ${ACCOUNT_MAX_ATTEMPTS} tries in 15 minutes, whatever the challenge`, async () => {
    const { user, secret } = await withTwoFactor();
    for (let n = 0; n < ACCOUNT_MAX_ATTEMPTS / 5; n++) {
      const challenge = await challengeFor(user.email);
      for (let i = 0; i < 5; i++) expect((await secondStep({ challenge, code: '000000' })).statusCode).toBe(422);
    }
    const blocked = await secondStep({ challenge: await challengeFor(user.email), code: await codeNow(secret) });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    vi.setSystemTime(Date.now() + 16 * 60_000);
    expect(
      (await secondStep({ challenge: await challengeFor(user.email), code: await codeNow(secret) })).statusCode,
    ).toBe(200);
  });
});

describe('turning two-factor off and new recovery codes', () => {
  it('needs the password and a current code', async () => {
    const { user, headers, secret } = await withTwoFactor();
    const disable = (body: unknown) => t.call('POST', '/api/two-factor/disable', { headers, body });

    const badPassword = await disable({ password: 'not-my-password', code: await codeNow(secret) });
    expect(badPassword.statusCode).toBe(422);
    expect(badPassword.json().errors).toEqual({ password: ['The password is incorrect.'] });
    const badCode = await disable({ password: TEST_PASSWORD, code: '000000' });
    expect(badCode.statusCode).toBe(422);
    expect(badCode.json().errors).toEqual({ code: ['The code is invalid or has expired.'] });
    const missing = await disable({});
    expect(missing.json().errors).toEqual({
      password: ['The password field is required.'],
      code: ['The code field is required.'],
    });

    const ok = await disable({ password: TEST_PASSWORD, code: await codeNow(secret) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: 'Two-factor sign-in is off.' });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ totpSecret: null, totpEnabledAt: null });
    expect(await t.db.select().from(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, user.id))).toEqual(
      [],
    );
    expect((await login(user.email)).json().tokenInfo.access_token).toBeTruthy();
    const [event] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'two-factor-disable'), eq(auditEvents.recordId, String(user.id))));
    expect(event).toMatchObject({ resource: 'users', actorId: user.id });
    expect((await disable({ password: TEST_PASSWORD, code: '123456' })).statusCode).toBe(409);
  });

  it('takes a recovery code instead of a code from the app, and ends open sign-in challenges', async () => {
    const { user, headers, recoveryCodes, secret } = await withTwoFactor();
    const challenge = await challengeFor(user.email);
    const res = await t.call('POST', '/api/two-factor/disable', {
      headers,
      body: { password: TEST_PASSWORD, code: recoveryCodes[3] },
    });
    expect(res.statusCode).toBe(200);
    expect((await secondStep({ challenge, code: await codeNow(secret) })).json().errors).toHaveProperty('challenge');
  });

  it('makes new recovery codes with a current code; the old ones stop working', async () => {
    const { user, headers, secret, recoveryCodes } = await withTwoFactor();
    const wrong = await t.call('POST', '/api/two-factor/recovery-codes', { headers, body: { code: '000000' } });
    expect(wrong.statusCode).toBe(422);
    const res = await t.call('POST', '/api/two-factor/recovery-codes', {
      headers,
      body: { code: await codeNow(secret) },
    });
    expect(res.statusCode).toBe(200);
    const fresh: string[] = res.json().recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh.some((c) => recoveryCodes.includes(c))).toBe(false);
    const old = await secondStep({ challenge: await challengeFor(user.email), recoveryCode: recoveryCodes[0] });
    expect(old.statusCode).toBe(422);
    expect((await secondStep({ challenge: await challengeFor(user.email), recoveryCode: fresh[0] })).statusCode).toBe(
      200,
    );
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'two-factor-recovery-codes'), eq(auditEvents.recordId, String(user.id))));
    expect(events).toHaveLength(1);
  });
});

describe('required for administrators by the site setting', () => {
  it('blocks a Site Administrator without two-factor from everything but its set-up, not a Renter', async () => {
    await setRequired(true);
    try {
      const admin = await t.createUser({ roles: ['Site Administrator'] });
      const res = await login(admin.email);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.twoFactorSetupRequired).toBe(true);
      const headers = bearer(body.tokenInfo.access_token);
      const REQUIRED = { message: 'Two-factor sign-in is required for your role. Set it up in My Account.' };

      expect((await t.call('GET', '/api/user', { headers })).statusCode).toBe(200);
      expect((await t.call('GET', '/api/permissions/get-user-permissions', { headers })).statusCode).toBe(200);
      expect((await t.call('GET', '/api/site-settings', { headers })).statusCode).toBe(200);
      expect((await t.call('GET', '/api/two-factor', { headers })).json()).toEqual({
        enabled: false,
        required: true,
        recoveryCodesLeft: 0,
      });
      for (const [method, url] of [
        ['GET', '/api/api-tokens'],
        ['GET', '/api/project-modules'],
        ['PATCH', '/api/user'],
        ['POST', '/api/user/change-password'],
      ] as const) {
        const blocked = await t.call(method, url, { headers, body: {} });
        expect(blocked.statusCode, `${method} ${url}`).toBe(403);
        expect(blocked.json()).toEqual(REQUIRED);
      }

      // Setting it up is allowed, and lifts the block.
      const { secret } = (await t.call('POST', '/api/two-factor/setup', { headers })).json();
      const enable = await t.call('POST', '/api/two-factor/enable', { headers, body: { code: await codeNow(secret) } });
      expect(enable.statusCode).toBe(200);
      expect((await t.call('GET', '/api/api-tokens', { headers })).statusCode).toBe(200);

      // Required: it cannot be turned off.
      nextStep();
      const off = await t.call('POST', '/api/two-factor/disable', {
        headers,
        body: { password: TEST_PASSWORD, code: await codeNow(secret) },
      });
      expect(off.statusCode).toBe(403);
      expect(off.json()).toEqual({
        message: 'Two-factor sign-in is required for your role and cannot be turned off.',
      });

      // A Renter is not concerned.
      const renter = await t.createUser({ roles: ['Renter'] });
      const renterLogin = (await login(renter.email)).json();
      expect(renterLogin.twoFactorSetupRequired).toBeUndefined();
      const renterHeaders = bearer(renterLogin.tokenInfo.access_token);
      expect((await t.call('GET', '/api/api-tokens', { headers: renterHeaders })).statusCode).toBe(200);
      expect((await t.call('GET', '/api/two-factor', { headers: renterHeaders })).json().required).toBe(false);
    } finally {
      await setRequired(false);
    }
  });

  it('binds by permission: a custom role with the administrator permissions is held to it, Support is not', async () => {
    await setRequired(true);
    try {
      const [role] = await t.db
        .insert(roles)
        .values({ name: `Back Office ${Date.now()}` })
        .returning({ id: roles.id });
      if (!role) throw new Error('no role');
      const granted = await t.db
        .select({ id: permissions.id })
        .from(permissions)
        .where(inArray(permissions.name, [...ADMIN_PERMISSIONS]));
      await t.db.insert(rolePermissions).values(granted.map((p) => ({ roleId: role.id, permissionId: p.id })));
      const custom = await t.createUser({ roles: [] });
      await t.db.insert(userRoles).values({ userId: custom.id, roleId: role.id });

      const body = (await login(custom.email)).json();
      expect(body.twoFactorSetupRequired).toBe(true);
      const headers = bearer(body.tokenInfo.access_token);
      expect((await t.call('GET', '/api/two-factor', { headers })).json().required).toBe(true);
      expect((await t.call('GET', '/api/api-tokens', { headers })).statusCode).toBe(403);

      const support = (await login((await t.createUser({ roles: ['Support'] })).email)).json();
      expect(support.twoFactorSetupRequired).toBeUndefined();
      const supportHeaders = bearer(support.tokenInfo.access_token);
      expect((await t.call('GET', '/api/two-factor', { headers: supportHeaders })).json().required).toBe(false);
    } finally {
      await setRequired(false);
    }
  });

  it('does nothing while the setting is off or missing', async () => {
    await t.db.delete(siteSettings).where(eq(siteSettings.key, REQUIRE_TWO_FACTOR_SETTING));
    forgetTwoFactorSetting(t.db);
    const owner = await t.createUser({ roles: ['Site Owner'] });
    const body = (await login(owner.email)).json();
    expect(body.twoFactorSetupRequired).toBeUndefined();
    expect((await t.call('GET', '/api/api-tokens', { headers: bearer(body.tokenInfo.access_token) })).statusCode).toBe(
      200,
    );
  });
});

describe('rate limit of the second step (RATE_LIMIT_FACTOR 1)', () => {
  let limited: TestApp;
  let cookies: Headers;
  beforeAll(async () => {
    limited = await buildTestApp({ env: { RATE_LIMIT_FACTOR: '1' } });
    cookies = await limited.csrf();
  });
  afterAll(() => limited.close());

  it('allows 10 tries a minute per address, then 429 with Retry-After', async () => {
    const attempt = (remoteAddress: string) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/login/two-factor',
        remoteAddress,
        headers: cookies,
        payload: { challenge: 'made-up', code: '123456' },
      });
    for (let i = 0; i < 10; i++) expect((await attempt('10.2.0.1')).statusCode).toBe(422);
    const over = await attempt('10.2.0.1');
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.json().message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
    expect((await attempt('10.2.0.2')).statusCode).toBe(422);
  });
});
