// The auth routes: sign-up (renter and landlord), login, logout, password reset, landlord verification.
import { PASSWORD_RESET_MINUTES } from '@rentals/shared/resources/accounts';
import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens, oneTimeCodes, users } from '../../db/schema/index.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { issueToken, sha256 } from '../../lib/tokens.ts';
import { buildTestApp, TEST_PASSWORD, type TestApp, uniqueEmail } from '../../test/build-app.ts';
import { createVerifyCode, VERIFY_CODE_MAX_ATTEMPTS, VERIFY_CODES_PER_DAY } from './auth.service.ts';
import { emailsTo, expectNoSecrets, landlordPayload, NEW_PASSWORD, renterPayload } from './testing.ts';

let t: TestApp;
let csrf: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp({ env: { APP_URL: 'https://rentals.example/' } });
  csrf = await t.csrf();
});
afterAll(() => t.close());

const userByEmail = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0];

describe('POST /api/register', () => {
  it('creates a renter, answers a working token and the user, and sends a welcome email', async () => {
    const email = uniqueEmail('Ada');
    const res = await t.call('POST', '/api/register', {
      headers: csrf,
      body: renterPayload({ email: `  ${email.toUpperCase()} `, phone: '514-555-0199' }),
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.tokenInfo.access_token).toMatch(/^[\w-]+\.[\w-]{43}$/);
    expect(Date.parse(body.tokenInfo.expires_at)).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    expect(body.user).toEqual({
      id: expect.any(Number),
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: email.toLowerCase(),
      phone: '514-555-0199',
      photo: null,
      locale: 'en',
      emailVerified: false,
      status: 'active',
      roles: [{ name: 'Renter' }],
      company: null,
      loggedInAcknowledged: false,
    });

    const row = await userByEmail(email.toLowerCase());
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expectNoSecrets(res.body, row?.userHash);

    const me = await t.call('GET', '/api/user', {
      headers: { authorization: `Bearer ${body.tokenInfo.access_token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(email.toLowerCase());

    const [welcome, ...others] = await emailsTo(t.db, email.toLowerCase());
    expect(others).toHaveLength(0);
    expect(welcome).toMatchObject({ template: 'welcome', subject: 'Welcome to Rentals' });
    expect(welcome?.text).toContain('Hello Ada,');
  });

  it('remembers a French speaker and welcomes them in French', async () => {
    const payload = renterPayload({ firstName: '<Zoé>' });
    const res = await t.call('POST', '/api/register', {
      headers: { ...csrf, 'accept-language': 'fr-CA,fr;q=0.9' },
      body: payload,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.locale).toBe('fr');
    const [welcome] = await emailsTo(t.db, payload.email);
    expect(welcome?.subject).toBe('Bienvenue sur Rentals');
    expect(welcome?.text).toContain('Bonjour <Zoé>,');
    expect(welcome?.html).toContain('Bonjour &lt;Zoé&gt;,');
  });

  it('refuses an email already taken, whatever its case', async () => {
    const existing = await t.createUser();
    const payload = renterPayload({ email: existing.email.toUpperCase() });
    const res = await t.call('POST', '/api/register', { headers: csrf, body: payload });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The email has already been taken.',
      errors: { email: ['The email has already been taken.'] },
    });
    const fr = await t.call('POST', '/api/register', { headers: { ...csrf, 'accept-language': 'fr' }, body: payload });
    expect(fr.json().errors).toEqual({ email: ['La valeur du champ adresse courriel est déjà utilisée.'] });
    expect(await emailsTo(t.db, existing.email)).toHaveLength(0);
  });

  it('answers 422 with a message per field, in English and French', async () => {
    const res = await t.call('POST', '/api/register', {
      headers: csrf,
      body: { firstName: '', email: 'not-an-email', password: 'short', password_confirmation: 'short' },
    });
    expect(res.statusCode).toBe(422);
    const { errors, message } = res.json();
    expect(errors).toEqual({
      firstName: ['The first name field is required.'],
      lastName: ['The last name field is required.'],
      email: ['The email field must be a valid email address.'],
      password: ['The password field must be at least 8 characters.'],
    });
    expect(message).toBe('The first name field is required. (and 3 more errors)');

    const fr = await t.call('POST', '/api/register', {
      headers: { ...csrf, 'accept-language': 'fr' },
      body: { ...renterPayload(), email: '' },
    });
    expect(fr.statusCode).toBe(422);
    expect(fr.json()).toEqual({
      message: 'Le champ adresse courriel est obligatoire.',
      errors: { email: ['Le champ adresse courriel est obligatoire.'] },
    });
  });

  it('refuses a NUL character with 422, never a 500', async () => {
    const payload = renterPayload({ firstName: 'Ada\u0000', lastName: 'Love\u0000lace' });
    const res = await t.call('POST', '/api/register', { headers: csrf, body: payload });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      firstName: ['The first name field format is invalid.'],
      lastName: ['The last name field format is invalid.'],
    });
    const landlord = await t.call('POST', '/api/landlord/register', {
      headers: { ...csrf, 'accept-language': 'fr' },
      body: landlordPayload({ companyName: 'Maple\u0000' }),
    });
    expect(landlord.statusCode).toBe(422);
    expect(landlord.json().errors).toEqual({ companyName: ["Le format du champ nom de l'entreprise est invalide."] });
    expect(await userByEmail(payload.email)).toBeUndefined();
  });

  it('checks the password confirmation', async () => {
    const res = await t.call('POST', '/api/register', {
      headers: csrf,
      body: renterPayload({ password_confirmation: 'something-else-1' }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ password: ['The password field confirmation does not match.'] });
  });

  it('needs the XSRF double submit', async () => {
    const payload = renterPayload();
    const res = await t.call('POST', '/api/register', { body: payload });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'CSRF token mismatch.' });
    const mismatch = await t.call('POST', '/api/register', {
      headers: { cookie: csrf.cookie as string, 'x-xsrf-token': 'forged' },
      body: payload,
    });
    expect(mismatch.statusCode).toBe(403);
    expect(await userByEmail(payload.email)).toBeUndefined();
  });
});

describe('POST /api/landlord/register', () => {
  it('creates a pending landlord with a company and emails a 6-digit code that verifies the account', async () => {
    const payload = landlordPayload();
    const res = await t.call('POST', '/api/landlord/register', { headers: csrf, body: payload });
    expect(res.statusCode).toBe(201);
    const { tokenInfo, user } = res.json();
    expect(user).toMatchObject({
      email: payload.email,
      phone: '+1 514 555 0100',
      emailVerified: false,
      status: 'pending',
      roles: [{ name: 'Landlord' }],
      company: { id: expect.any(Number), name: 'Maple Rentals Inc.', website: null },
    });

    const [mail, ...others] = await emailsTo(t.db, payload.email);
    expect(others).toHaveLength(0);
    expect(mail).toMatchObject({ template: 'verify-email', subject: 'Your verification code' });
    const code = mail?.text.match(/\b(\d{6})\b/)?.[1] as string;
    expect(code).toMatch(/^\d{6}$/);
    expect(mail?.html).toContain(code);

    const [stored] = await t.db
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.userId, user.id), eq(oneTimeCodes.purpose, 'verify-email')));
    expect(stored?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.codeHash).not.toContain(code);
    const minutes = ((stored?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
    expectNoSecrets(res.body, stored?.codeHash, code);

    const verified = await t.call('POST', '/api/landlord/verify', {
      headers: { authorization: `Bearer ${tokenInfo.access_token}` },
      body: { code },
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user).toMatchObject({ emailVerified: true, status: 'active' });
  });

  it('requires the company name and a phone', async () => {
    const res = await t.call('POST', '/api/landlord/register', {
      headers: csrf,
      body: landlordPayload({ companyName: undefined, phone: undefined }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      phone: ['The phone field is required.'],
      companyName: ['The company name field is required.'],
    });
    const fr = await t.call('POST', '/api/landlord/register', {
      headers: { ...csrf, 'accept-language': 'fr' },
      body: landlordPayload({ companyName: '' }),
    });
    expect(fr.json().errors).toEqual({ companyName: ["Le champ nom de l'entreprise est obligatoire."] });
    // Left empty (not just absent), a field with a format or a minimum length says it is required.
    const empty = await t.call('POST', '/api/landlord/register', {
      headers: csrf,
      body: landlordPayload({ phone: '', password: '', password_confirmation: '' }),
    });
    expect(empty.json().errors).toEqual({
      phone: ['The phone field is required.'],
      password: ['The password field is required.'],
    });
  });

  it('refuses an email already taken', async () => {
    const existing = await t.createUser();
    const res = await t.call('POST', '/api/landlord/register', {
      headers: csrf,
      body: landlordPayload({ email: ` ${existing.email.toUpperCase()}` }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ['The email has already been taken.'] });
  });

  it('needs the XSRF double submit', async () => {
    const res = await t.call('POST', '/api/landlord/register', { body: landlordPayload() });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'CSRF token mismatch.' });
  });
});

const login = (body: unknown, headers: Record<string, string> = {}) =>
  t.call('POST', '/api/login', { headers: { ...csrf, ...headers }, body });

const FAILED = {
  message: 'These credentials do not match our records.',
  errors: { email: ['These credentials do not match our records.'] },
};

describe('POST /api/login', () => {
  it('signs in with any case of the email, records the time and answers a token and the user', async () => {
    const user = await t.createUser({ roles: ['Landlord'], companyName: 'Acme Lettings' });
    const before = Date.now();
    const res = await login({ email: `  ${user.email.toUpperCase()} `, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    const { tokenInfo, user: view } = res.json();
    expect(view).toMatchObject({
      id: user.id,
      email: user.email,
      roles: [{ name: 'Landlord' }],
      company: { name: 'Acme Lettings' },
    });
    const ttlDays = (Date.parse(tokenInfo.expires_at) - before) / 86_400_000;
    expect(ttlDays).toBeGreaterThanOrEqual(t.config.TOKEN_TTL_DAYS - 0.01);
    expect(ttlDays).toBeLessThan(t.config.TOKEN_TTL_DAYS + 0.01);

    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.lastLoginAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const [token] = await t.db.select().from(accessTokens).where(eq(accessTokens.userId, user.id));
    expect(token?.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(tokenInfo.access_token).not.toContain(token?.secretHash);
    expectNoSecrets(res.body, row?.passwordHash, row?.userHash, token?.secretHash);

    const me = await t.call('GET', '/api/user', { headers: { authorization: `Bearer ${tokenInfo.access_token}` } });
    expect(me.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown email identically, in English and French', async () => {
    const user = await t.createUser();
    const wrong = await login({ email: user.email, password: 'not-the-password' });
    const unknown = await login({ email: `nobody.${user.email}`, password: 'not-the-password' });
    expect(wrong.statusCode).toBe(422);
    expect(unknown.statusCode).toBe(422);
    expect(wrong.json()).toEqual(FAILED);
    expect(unknown.body).toBe(wrong.body);

    const fr = await login({ email: user.email, password: 'nope' }, { 'accept-language': 'fr' });
    expect(fr.json()).toEqual({
      message: 'Ces identifiants ne correspondent pas à nos enregistrements.',
      errors: { email: ['Ces identifiants ne correspondent pas à nos enregistrements.'] },
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.lastLoginAt).toBeNull();
  });

  it('tells a suspended account so, but only once the password is right', async () => {
    const user = await t.createUser({ status: 'suspended' });
    const res = await login({ email: user.email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'This account has been suspended.' });
    const fr = await login({ email: user.email, password: TEST_PASSWORD }, { 'accept-language': 'fr' });
    expect(fr.json()).toEqual({ message: 'Ce compte a été suspendu.' });
    const wrong = await login({ email: user.email, password: 'guess-guess' });
    expect(wrong.json()).toEqual(FAILED);
  });

  it('validates the payload', async () => {
    const res = await login({ email: 'not-an-email' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      email: ['The email field must be a valid email address.'],
      password: ['The password field is required.'],
    });
    const fr = await login({ password: 'x' }, { 'accept-language': 'fr' });
    expect(fr.json().errors).toEqual({ email: ['Le champ adresse courriel est obligatoire.'] });
  });

  it('needs the XSRF double submit', async () => {
    const user = await t.createUser();
    const res = await t.call('POST', '/api/login', { body: { email: user.email, password: TEST_PASSWORD } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'CSRF token mismatch.' });
  });
});

describe('POST /api/logout', () => {
  it('revokes the token used for the call, and only that one', async () => {
    const { user, headers } = await t.loginAs('Renter');
    const other = await issueToken(t.db, user.id, 1);
    const res = await t.call('POST', '/api/logout', { headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'You are logged out' });

    const after = await t.call('GET', '/api/user', { headers });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: 'Unauthenticated.' });
    const again = await t.call('POST', '/api/logout', { headers });
    expect(again.statusCode).toBe(401);

    const stillIn = await t.call('GET', '/api/user', { headers: { authorization: `Bearer ${other.access_token}` } });
    expect(stillIn.statusCode).toBe(200);
  });

  it('says so in French', async () => {
    const { headers } = await t.loginAs('Landlord');
    const res = await t.call('POST', '/api/logout', { headers: { ...headers, 'accept-language': 'fr' } });
    expect(res.json()).toEqual({ message: 'Vous êtes déconnecté' });
  });

  it('answers 401 without a token', async () => {
    const res = await t.call('POST', '/api/logout', { headers: csrf });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthenticated.' });
  });
});

const requestReset = (email: string, headers: Record<string, string> = {}) =>
  t.call('POST', '/api/password-reset', { headers: { ...csrf, ...headers }, body: { email } });
const reset = (token: string, body: unknown, headers: Record<string, string> = {}) =>
  t.call('POST', `/api/password-reset/${token}`, { headers: { ...csrf, ...headers }, body });
const newPassword = { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };

/** Asks for a reset link and returns the token it carries. */
async function resetTokenFor(email: string) {
  const res = await requestReset(email);
  expect(res.statusCode).toBe(200);
  const mails = await emailsTo(t.db, email);
  const link = mails.at(-1)?.text.match(/https:\/\/rentals\.example\/password-reset\/([\w-]+)/);
  if (!link?.[1]) throw new Error('no reset link was emailed');
  return link[1];
}

const SENT = { message: 'If an account exists for that email, we have emailed a password reset link.' };

describe('POST /api/password-reset', () => {
  it('emails a single-use link carrying a long random token, of which only the hash is kept', async () => {
    const user = await t.createUser({ locale: 'fr' });
    const res = await requestReset(` ${user.email.toUpperCase()}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(SENT);

    const [mail, ...others] = await emailsTo(t.db, user.email);
    expect(others).toHaveLength(0);
    expect(mail).toMatchObject({ template: 'password-reset', subject: 'Réinitialisation du mot de passe' });
    const token = mail?.text.match(/https:\/\/rentals\.example\/password-reset\/([\w-]+)/)?.[1] ?? '';
    expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    expect(mail?.html).toContain(`href="https://rentals.example/password-reset/${token}"`);
    expectNoSecrets(res.body, token);

    const [stored] = await t.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, user.id));
    expect(stored).toMatchObject({ purpose: 'password-reset', codeHash: sha256(token), usedAt: null });
    const minutes = ((stored?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(PASSWORD_RESET_MINUTES - 1);
    expect(minutes).toBeLessThanOrEqual(PASSWORD_RESET_MINUTES);
  });

  it('answers an unknown email exactly as a known one, and sends nothing', async () => {
    const user = await t.createUser();
    const known = await requestReset(user.email);
    const ghost = uniqueEmail('ghost');
    const unknown = await requestReset(ghost);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(unknown.headers['content-type']).toBe(known.headers['content-type']);
    expect(await emailsTo(t.db, ghost)).toHaveLength(0);

    const fr = await requestReset(ghost, { 'accept-language': 'fr' });
    expect(fr.json()).toEqual({
      message: 'Si un compte existe pour cette adresse, nous avons envoyé un lien de réinitialisation du mot de passe.',
    });
  });

  it('validates the email', async () => {
    const res = await requestReset('nope');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ['The email field must be a valid email address.'] });
    const fr = await requestReset('', { 'accept-language': 'fr' });
    expect(fr.json().errors).toEqual({ email: ['Le champ adresse courriel est obligatoire.'] });
  });

  it('needs the XSRF double submit', async () => {
    const user = await t.createUser();
    const res = await t.call('POST', '/api/password-reset', { body: { email: user.email } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'CSRF token mismatch.' });
    expect(await emailsTo(t.db, user.email)).toHaveLength(0);
  });
});

describe('POST /api/password-reset/:token', () => {
  it('sets the new password, signs out every session and works only once', async () => {
    const user = await t.createUser();
    const session = await issueToken(t.db, user.id, 1);
    const token = await resetTokenFor(user.email);

    const res = await reset(token, newPassword);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your password has been reset.' });

    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row?.passwordHash ?? '', NEW_PASSWORD)).toBe(true);
    const old = await t.call('GET', '/api/user', { headers: { authorization: `Bearer ${session.access_token}` } });
    expect(old.statusCode).toBe(401);
    expect(old.json()).toEqual({ message: 'Unauthenticated.' });

    const signIn = await t.call('POST', '/api/login', {
      headers: csrf,
      body: { email: user.email, password: NEW_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    const oldPassword = await t.call('POST', '/api/login', {
      headers: csrf,
      body: { email: user.email, password: TEST_PASSWORD },
    });
    expect(oldPassword.statusCode).toBe(422);

    const replay = await reset(token, { password: 'another-pass-9', password_confirmation: 'another-pass-9' });
    expect(replay.statusCode).toBe(422);
    expect(replay.json()).toEqual({
      message: 'The token is invalid or has expired.',
      errors: { token: ['The token is invalid or has expired.'] },
    });
  });

  it('refuses an expired token, in English and French', async () => {
    const user = await t.createUser();
    const token = await resetTokenFor(user.email);
    await t.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(oneTimeCodes.userId, user.id), eq(oneTimeCodes.purpose, 'password-reset')));
    const res = await reset(token, newPassword);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ token: ['The token is invalid or has expired.'] });
    const fr = await reset(token, newPassword, { 'accept-language': 'fr' });
    expect(fr.json().errors).toEqual({ token: ['Le champ jeton est invalide ou a expiré.'] });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword(row?.passwordHash ?? '', TEST_PASSWORD)).toBe(true);
  });

  it('refuses a made-up token and an older link once a newer one was sent', async () => {
    const user = await t.createUser();
    const first = await resetTokenFor(user.email);
    const second = await resetTokenFor(user.email);
    expect(second).not.toBe(first);
    expect((await reset('made-up-token', newPassword)).statusCode).toBe(422);
    expect((await reset(first, newPassword)).statusCode).toBe(422);
    expect((await reset(second, newPassword)).statusCode).toBe(200);
  });

  it('validates the new password before touching the token', async () => {
    const user = await t.createUser();
    const token = await resetTokenFor(user.email);
    const res = await reset(token, { password: NEW_PASSWORD, password_confirmation: 'different-pass-1' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ password: ['The password field confirmation does not match.'] });
    const fr = await reset(token, { password: 'short', password_confirmation: 'short' }, { 'accept-language': 'fr' });
    expect(fr.json().errors).toEqual({ password: ['Le texte mot de passe doit contenir au moins 8 caractères.'] });
    expect((await reset(token, newPassword)).statusCode).toBe(200);
  });

  it('needs the XSRF double submit', async () => {
    const user = await t.createUser();
    const token = await resetTokenFor(user.email);
    const res = await t.call('POST', `/api/password-reset/${token}`, { body: newPassword });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'CSRF token mismatch.' });
    expect((await reset(token, newPassword)).statusCode).toBe(200);
  });
});

/** A landlord who signed up but has not entered the emailed code yet. */
async function pendingLandlord() {
  const landlord = await t.loginAs('Landlord', { emailVerified: false, status: 'pending' });
  const code = await createVerifyCode(t.db, landlord.user.id);
  return { ...landlord, code };
}

const verify = (headers: Record<string, string>, body: unknown) =>
  t.call('POST', '/api/landlord/verify', { headers, body });
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const INVALID = {
  message: 'The code is invalid or has expired.',
  errors: { code: ['The code is invalid or has expired.'] },
};

describe('POST /api/landlord/verify', () => {
  it('verifies the email and activates the account; the code then stops working', async () => {
    const { user, headers, code } = await pendingLandlord();
    const res = await verify(headers, { code });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Your email address has been verified.');
    expect(body.user).toMatchObject({ id: user.id, emailVerified: true, status: 'active' });

    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(row?.status).toBe('active');
    const [stored] = await t.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, user.id));
    expect(stored?.usedAt).toBeInstanceOf(Date);

    const again = await verify(headers, { code });
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe('Your email address is already verified.');
    const fr = await verify({ ...headers, 'accept-language': 'fr' }, { code: '000000' });
    expect(fr.json().message).toBe('Votre adresse courriel est déjà vérifiée.');
  });

  it('refuses a wrong code, in English and French', async () => {
    const { user, headers, code } = await pendingLandlord();
    const res = await verify(headers, { code: wrongCode(code) });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(INVALID);
    const fr = await verify({ ...headers, 'accept-language': 'fr' }, { code: wrongCode(code) });
    expect(fr.json().errors).toEqual({ code: ['Le champ code est invalide ou a expiré.'] });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ emailVerifiedAt: null, status: 'pending' });
  });

  it(`kills the code after ${VERIFY_CODE_MAX_ATTEMPTS} wrong tries`, async () => {
    const { headers, code } = await pendingLandlord();
    for (let i = 0; i < VERIFY_CODE_MAX_ATTEMPTS; i++) {
      expect((await verify(headers, { code: wrongCode(code) })).statusCode).toBe(422);
    }
    const res = await verify(headers, { code });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(INVALID);
  });

  it(`still accepts the right code after ${VERIFY_CODE_MAX_ATTEMPTS - 1} wrong tries`, async () => {
    const { headers, code } = await pendingLandlord();
    for (let i = 0; i < VERIFY_CODE_MAX_ATTEMPTS - 1; i++) {
      expect((await verify(headers, { code: wrongCode(code) })).statusCode).toBe(422);
    }
    expect((await verify(headers, { code })).statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    const { user, headers, code } = await pendingLandlord();
    await t.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.userId, user.id));
    const res = await verify(headers, { code });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(INVALID);
  });

  it('validates the code format', async () => {
    const { headers } = await pendingLandlord();
    const res = await verify(headers, { code: '12ab' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ code: ['The code field format is invalid.'] });
    const fr = await verify({ ...headers, 'accept-language': 'fr' }, {});
    expect(fr.json().errors).toEqual({ code: ['Le champ code est obligatoire.'] });
  });

  it('is for signed-in landlords only', async () => {
    const anonymous = await verify({}, { code: '123456' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Unauthenticated.' });
    const renter = await t.loginAs('Renter');
    const res = await verify(renter.headers, { code: '123456' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'This action is unauthorized.' });
  });
});

describe('POST /api/landlord/resend-verify', () => {
  it('emails a new code in the landlord language; the older code stops working', async () => {
    const { user, headers, code: old } = await pendingLandlord();
    await t.db.update(users).set({ locale: 'fr' }).where(eq(users.id, user.id));
    const res = await t.call('POST', '/api/landlord/resend-verify', { headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'A new verification code has been sent to your email address.' });

    const [mail, ...others] = await emailsTo(t.db, user.email);
    expect(others).toHaveLength(0);
    expect(mail).toMatchObject({ template: 'verify-email', subject: 'Votre code de vérification' });
    const code = mail?.text.match(/\b(\d{6})\b/)?.[1] as string;
    const open = await t.db
      .select()
      .from(oneTimeCodes)
      .where(
        and(
          eq(oneTimeCodes.userId, user.id),
          eq(oneTimeCodes.purpose, 'verify-email'),
          gt(oneTimeCodes.expiresAt, new Date()),
        ),
      );
    expect(open).toHaveLength(1);

    if (code !== old) expect((await verify(headers, { code: old })).statusCode).toBe(422);
    expect((await verify(headers, { code })).statusCode).toBe(200);
  });

  it('sends nothing to a landlord already verified', async () => {
    const { user, headers } = await t.loginAs('Landlord');
    const res = await t.call('POST', '/api/landlord/resend-verify', {
      headers: { ...headers, 'accept-language': 'fr' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Votre adresse courriel est déjà vérifiée.' });
    expect(await emailsTo(t.db, user.email)).toHaveLength(0);
  });

  it(`sends at most ${VERIFY_CODES_PER_DAY} codes a day, then answers 429 with Retry-After`, async () => {
    const { user, headers } = await pendingLandlord(); // the sign-up code counts
    const resend = (extra: Record<string, string> = {}) =>
      t.call('POST', '/api/landlord/resend-verify', { headers: { ...headers, ...extra } });
    for (let i = 1; i < VERIFY_CODES_PER_DAY; i++) expect((await resend()).statusCode).toBe(200);
    const refused = await resend();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: 'Too many verification codes were sent today. Please try again in 24 hours.',
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    const fr = await resend({ 'accept-language': 'fr' });
    expect(fr.json().message).toMatch(/^Trop de codes de vérification/);
    expect(await emailsTo(t.db, user.email)).toHaveLength(VERIFY_CODES_PER_DAY - 1);

    // Codes older than a day no longer count.
    await t.db
      .update(oneTimeCodes)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(oneTimeCodes.userId, user.id));
    expect((await resend()).statusCode).toBe(200);
  });

  it('is for signed-in landlords only', async () => {
    expect((await t.call('POST', '/api/landlord/resend-verify')).statusCode).toBe(401);
    const admin = await t.loginAs('Site Owner');
    expect((await t.call('POST', '/api/landlord/resend-verify', { headers: admin.headers })).statusCode).toBe(403);
  });
});

describe('OpenAPI document', () => {
  it('documents every account route', async () => {
    const res = await t.call('GET', '/api/docs/json');
    const paths = res.json().paths;
    for (const path of [
      '/api/register',
      '/api/landlord/register',
      '/api/login',
      '/api/logout',
      '/api/password-reset',
      '/api/password-reset/{token}',
      '/api/landlord/verify',
      '/api/landlord/resend-verify',
      '/api/user',
      '/api/user/company',
      '/api/user/change-password',
      '/api/permissions/get-user-permissions',
      '/api/acknowledge-user-logged-in',
    ]) {
      expect(paths, path).toHaveProperty([path]);
    }
    expect(paths['/api/login'].post.tags).toEqual(['auth']);
  });
});
