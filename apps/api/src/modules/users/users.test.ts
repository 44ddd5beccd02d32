// The signed-in user's own account: profile, company, password change, permissions, acknowledgement.
import { PERMISSIONS } from '@rentals/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, companies, oneTimeCodes, uploads, users } from '../../db/schema/index.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { issueToken } from '../../lib/tokens.ts';
import { buildTestApp, TEST_PASSWORD, type TestApp, uniqueEmail } from '../../test/build-app.ts';
import { createVerifyCode } from '../auth/auth.service.ts';
import { emailsTo, expectNoSecrets, NEW_PASSWORD } from '../auth/testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const userRow = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0];

describe('GET /api/user', () => {
  it('answers the signed-in user, with roles and company, and nothing secret', async () => {
    const { user, headers, token } = await t.loginAs('Landlord', { phone: '514 555 0101' });
    const res = await t.call('GET', '/api/user', { headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: user.id,
      firstName: 'Test',
      lastName: 'User',
      email: user.email,
      phone: '514 555 0101',
      photo: null,
      locale: 'en',
      emailVerified: true,
      status: 'active',
      roles: [{ name: 'Landlord' }],
      company: {
        id: user.companyId,
        name: 'Test Rentals Inc.',
        website: null,
        phone: null,
        address: null,
        addressCont: null,
        city: null,
        province: null,
        postalCode: null,
        logo: null,
        taxCompanyName: null,
        taxCompanyAddress: null,
        taxCompanyAddressCont: null,
        taxCompanyWebsite: null,
      },
      loggedInAcknowledged: false,
    });
    expectNoSecrets(res.body, user.passwordHash, user.userHash, token.split('.')[1]);
  });

  it('lists every role and no company for a renter', async () => {
    const { headers } = await t.loginAs('Renter', { roles: ['Renter', 'Support'] });
    const res = await t.call('GET', '/api/user', { headers });
    expect(res.json()).toMatchObject({ roles: [{ name: 'Renter' }, { name: 'Support' }], company: null });
  });

  it('answers 401 without a valid token', async () => {
    const res = await t.call('GET', '/api/user');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthenticated.' });
    const fr = await t.call('GET', '/api/user', { headers: { authorization: 'Bearer x.y', 'accept-language': 'fr' } });
    expect(fr.json()).toEqual({ message: 'Non authentifié.' });
  });
});

describe('PATCH /api/user', () => {
  it('updates the profile, with or without the trailing slash', async () => {
    const { user, headers } = await t.loginAs('Renter', { phone: '514 555 0102' });
    const res = await t.call('PATCH', '/api/user/', {
      headers,
      body: { firstName: ' Grace ', lastName: 'Hopper', phone: '', locale: 'fr' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', phone: null, locale: 'fr' });
    expect(await userRow(user.id)).toMatchObject({ firstName: 'Grace', phone: null, locale: 'fr' });

    const photo = await t.call('PATCH', '/api/user', { headers, body: { photo: 'https://cdn.example/me.webp' } });
    expect(photo.json()).toMatchObject({ photo: 'https://cdn.example/me.webp', firstName: 'Grace' });
  });

  it('stores a new email lower-cased and marks it unverified', async () => {
    const { user, headers } = await t.loginAs('Landlord');
    const email = uniqueEmail('Moved');
    const res = await t.call('PATCH', '/api/user', {
      headers,
      body: { email: ` ${email.toUpperCase()} `, current_password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: email.toLowerCase(), emailVerified: false });
    expect((await userRow(user.id))?.email).toBe(email.toLowerCase());
  });

  it('keeps the account verified when the same email is sent back', async () => {
    const { user, headers } = await t.loginAs('Landlord');
    const res = await t.call('PATCH', '/api/user', { headers, body: { email: user.email.toUpperCase() } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: user.email, emailVerified: true });
  });

  it("refuses another account's email, whatever its case", async () => {
    const other = await t.createUser();
    const { user, headers } = await t.loginAs('Renter');
    const res = await t.call('PATCH', '/api/user', {
      headers,
      body: { email: other.email.toUpperCase(), current_password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The email has already been taken.',
      errors: { email: ['The email has already been taken.'] },
    });
    expect((await userRow(user.id))?.email).toBe(user.email);
  });

  it('validates each field, in English and French', async () => {
    const { headers } = await t.loginAs('Renter');
    const res = await t.call('PATCH', '/api/user', {
      headers,
      body: { email: 'nope', locale: 'de', firstName: '', passwordHash: 'x' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      email: ['The email field must be a valid email address.'],
      locale: ['The selected locale is invalid.'],
      firstName: ['The first name field is required.'],
      passwordHash: ['The password hash field is not allowed.'],
    });
    const fr = await t.call('PATCH', '/api/user', {
      headers: { ...headers, 'accept-language': 'fr' },
      body: { phone: 'call me' },
    });
    expect(fr.json().errors).toEqual({ phone: ['Le format du champ téléphone est invalide.'] });
  });

  it('answers 401 without a token', async () => {
    expect((await t.call('PATCH', '/api/user', { body: { firstName: 'X' } })).statusCode).toBe(401);
  });
  it('needs the current password to change the email, and only then', async () => {
    const { user, headers } = await t.loginAs('Renter');
    const email = uniqueEmail('taken-over');
    const missing = await t.call('PATCH', '/api/user', { headers, body: { email } });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({
      message: 'The current password field is required.',
      errors: { current_password: ['The current password field is required.'] },
    });
    const empty = await t.call('PATCH', '/api/user', {
      headers: { ...headers, 'accept-language': 'fr' },
      body: { email, current_password: '' },
    });
    expect(empty.json().errors).toEqual({ current_password: ['Le champ mot de passe actuel est obligatoire.'] });
    const wrong = await t.call('PATCH', '/api/user', { headers, body: { email, current_password: 'guess-1234' } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({
      message: 'The password is incorrect.',
      errors: { current_password: ['The password is incorrect.'] },
    });
    expect(await userRow(user.id)).toMatchObject({ email: user.email });
    expect(await emailsTo(t.db, user.email)).toHaveLength(0);

    // Other fields need no password; a current_password sent along is ignored.
    const name = await t.call('PATCH', '/api/user', { headers, body: { firstName: 'Ann', current_password: 'x' } });
    expect(name.statusCode).toBe(200);
    expect(name.json()).toMatchObject({ firstName: 'Ann', email: user.email });
  });

  it('tells the old address of a new email, in the user language', async () => {
    const { user, headers } = await t.loginAs('Renter', { locale: 'fr' });
    const email = uniqueEmail('new-home');
    const res = await t.call('PATCH', '/api/user', { headers, body: { email, current_password: TEST_PASSWORD } });
    expect(res.statusCode).toBe(200);
    const [notice, ...rest] = await emailsTo(t.db, user.email);
    expect(rest).toHaveLength(0);
    expect(notice).toMatchObject({ template: 'email-changed', subject: 'Votre adresse courriel a été modifiée' });
    expect(notice?.text).toContain(email);
    expect(await emailsTo(t.db, email)).toHaveLength(0);
  });

  it('ends the verification code and reset link sent to the old address', async () => {
    const landlord = await t.loginAs('Landlord', { emailVerified: false, status: 'pending' });
    const code = await createVerifyCode(t.db, landlord.user.id);
    const csrf = await t.csrf();
    expect(
      (await t.call('POST', '/api/password-reset', { headers: csrf, body: { email: landlord.user.email } })).statusCode,
    ).toBe(200);
    const [resetMail] = await emailsTo(t.db, landlord.user.email);
    const token = resetMail?.text.match(/\/password-reset\/([\w-]+)/)?.[1] as string;
    expect(token).toBeTruthy();

    const moved = await t.call('PATCH', '/api/user', {
      headers: landlord.headers,
      body: { email: uniqueEmail('moved'), current_password: TEST_PASSWORD },
    });
    expect(moved.statusCode).toBe(200);
    const open = await t.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, landlord.user.id));
    expect(open).toHaveLength(0);

    // The code mailed to the old address does not verify the new one.
    const verify = await t.call('POST', '/api/landlord/verify', { headers: landlord.headers, body: { code } });
    expect(verify.statusCode).toBe(422);
    expect((await userRow(landlord.user.id))?.emailVerifiedAt).toBeNull();
    const reset = await t.call('POST', `/api/password-reset/${token}`, {
      headers: csrf,
      body: { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expect(reset.statusCode).toBe(422);
  });

  it('accepts only http and https links for the photo', async () => {
    const { headers } = await t.loginAs('Renter');
    for (const photo of ['javascript:alert(document.cookie)', 'data:image/png;base64,AAAA', 'ftp://x.example/a.png']) {
      const res = await t.call('PATCH', '/api/user', { headers, body: { photo } });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ photo: ['The photo field must be a valid URL.'] });
    }
    const ok = await t.call('PATCH', '/api/user', { headers, body: { photo: 'http://cdn.example/a.png' } });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses a NUL character with 422, never a 500', async () => {
    const { headers } = await t.loginAs('Renter');
    const res = await t.call('PATCH', '/api/user', { headers, body: { firstName: 'Ada\u0000', lastName: '\u0000' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      firstName: ['The first name field format is invalid.'],
      lastName: ['The last name field format is invalid.'],
    });
  });

  it('names the rule of a field that also accepts an empty string', async () => {
    const { headers } = await t.loginAs('Renter');
    const res = await t.call('PATCH', '/api/user', { headers, body: { phone: 5551234567, photo: 'not a url' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      phone: ['The phone field must be a string.'],
      photo: ['The photo field must be a valid URL.'],
    });
  });
});

describe('PATCH /api/user/company', () => {
  it("updates the landlord's own company; empty optional fields become null", async () => {
    const { user, headers } = await t.loginAs('Landlord');
    await t.db
      .update(companies)
      .set({ city: 'Laval' })
      .where(eq(companies.id, user.companyId as number));
    const res = await t.call('PATCH', '/api/user/company', {
      headers,
      body: { name: ' Maple Homes ', website: 'https://maple.example', city: '', taxCompanyName: 'Maple Homes Ltd' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: user.companyId,
      name: 'Maple Homes',
      website: 'https://maple.example',
      city: null,
      taxCompanyName: 'Maple Homes Ltd',
    });
    const [row] = await t.db
      .select()
      .from(companies)
      .where(eq(companies.id, user.companyId as number));
    expect(row).toMatchObject({ name: 'Maple Homes', city: null });
    // One audit event with what changed; sending the same again changes nothing and writes none.
    const trail = () =>
      t.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.resource, 'companies'), eq(auditEvents.recordId, String(user.companyId))));
    const [event, ...more] = await trail();
    expect(more).toEqual([]);
    expect(event).toMatchObject({ action: 'update', actorId: user.id });
    expect(event?.changes).toMatchObject({
      city: { old: 'Laval', new: null },
      taxCompanyName: { new: 'Maple Homes Ltd' },
    });
    await t.call('PATCH', '/api/user/company', { headers, body: { name: 'Maple Homes' } });
    expect(await trail()).toHaveLength(1);
  });

  it('validates the fields, in English and French', async () => {
    const { headers } = await t.loginAs('Landlord');
    const res = await t.call('PATCH', '/api/user/company', { headers, body: { website: 'not a url', name: '' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      name: ['The name field is required.'],
      website: ['The website field must be a valid URL.'],
    });
    const fr = await t.call('PATCH', '/api/user/company', {
      headers: { ...headers, 'accept-language': 'fr' },
      body: { postalCode: 'x'.repeat(21) },
    });
    expect(fr.json().errors).toEqual({
      postalCode: ['Le texte code postal ne peut pas contenir plus de 20 caractères.'],
    });
  });

  it('answers 404 to a landlord without a company', async () => {
    const { headers } = await t.loginAs('Landlord', { companyName: undefined });
    const res = await t.call('PATCH', '/api/user/company', { headers, body: { name: 'New Co' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Your account has no company.' });
    const fr = await t.call('PATCH', '/api/user/company', {
      headers: { ...headers, 'accept-language': 'fr' },
      body: { name: 'New Co' },
    });
    expect(fr.json()).toEqual({ message: "Votre compte n'a pas d'entreprise." });
  });

  it('accepts only http and https links, and names every field in French', async () => {
    const { headers } = await t.loginAs('Landlord');
    const res = await t.call('PATCH', '/api/user/company', {
      headers: { ...headers, 'accept-language': 'fr' },
      body: {
        website: 'javascript:alert(1)',
        logo: 'data:image/svg+xml,<svg onload=alert(1)>',
        taxCompanyWebsite: 'vbscript:x',
        taxCompanyName: 'x'.repeat(151),
        addressCont: 'x'.repeat(201),
        phone: 'call me',
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      website: ["Le format de l'URL de site web n'est pas valide."],
      logo: ['Le champ logo doit être une image téléversée sur ce site.'],
      taxCompanyWebsite: ["Le format de l'URL de site web de l'entreprise (reçus fiscaux) n'est pas valide."],
      taxCompanyName: ["Le texte nom de l'entreprise (reçus fiscaux) ne peut pas contenir plus de 150 caractères."],
      addressCont: ["Le texte complément d'adresse ne peut pas contenir plus de 200 caractères."],
      phone: ['Le format du champ téléphone est invalide.'],
    });
  });

  it('takes only a logo that is one of our own company-logo uploads (422 on logo for any other URL)', async () => {
    const { user, headers } = await t.loginAs('Landlord');
    const key = `company-logo/${'7e'.repeat(16)}`;
    // A key of the logo's shape stored as another kind of file.
    const photoKey = `company-logo/${'8f'.repeat(16)}`;
    await t.db.insert(uploads).values([
      { storageKey: key, kind: 'company-logo', originalName: 'l.png', mimeType: 'image/png', bytes: 10 },
      { storageKey: photoKey, kind: 'listing-photo', originalName: 'p.png', mimeType: 'image/png', bytes: 10 },
    ]);
    const message = 'The logo field must be an image uploaded to this site.';
    for (const logo of [
      'http://127.0.0.1:4291/logo.png',
      'https://cdn.example/logo.png',
      '//evil.example/logo.png',
      '/uploads/../admin',
      // the right shape, but no such upload / another kind's file
      `/uploads/company-logo/${'9a'.repeat(16)}-512.webp`,
      `/uploads/${photoKey}-512.webp`,
    ]) {
      const res = await t.call('PATCH', '/api/user/company', { headers, body: { logo } });
      expect(res.statusCode, logo).toBe(422);
      expect(res.json(), logo).toEqual({ message, errors: { logo: [message] } });
    }
    const fr = await t.call('PATCH', '/api/user/company', {
      headers: { ...headers, 'accept-language': 'fr' },
      body: { logo: 'http://127.0.0.1:4291/logo.png' },
    });
    expect(fr.json().errors).toEqual({ logo: ['Le champ logo doit être une image téléversée sur ce site.'] });
    expect(
      (
        await t.db
          .select()
          .from(companies)
          .where(eq(companies.id, user.companyId ?? 0))
      )[0]?.logo,
    ).toBeNull();

    // The upload field's answer (POST /api/admin/uploads?kind=company-logo) is taken, and '' clears it.
    const ok = await t.call('PATCH', '/api/user/company', { headers, body: { logo: `/uploads/${key}-256.webp` } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().logo).toBe(`/uploads/${key}-256.webp`);
    const cleared = await t.call('PATCH', '/api/user/company', { headers, body: { logo: '' } });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().logo).toBeNull();
  });

  it('takes an http(s) website and refuses javascript:, data: and the like on the field', async () => {
    const { headers } = await t.loginAs('Landlord');
    for (const website of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'ftp://x.example/']) {
      const res = await t.call('PATCH', '/api/user/company', { headers, body: { website } });
      expect(res.statusCode, website).toBe(422);
      expect(res.json().errors).toEqual({ website: ['The website field must be a valid URL.'] });
    }
    const ok = await t.call('PATCH', '/api/user/company', { headers, body: { website: 'https://maple.example/' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().website).toBe('https://maple.example/');
  });

  it('refuses a NUL character with 422, never a 500', async () => {
    const { headers } = await t.loginAs('Landlord');
    const res = await t.call('PATCH', '/api/user/company', {
      headers,
      body: { name: 'Maple\u0000', city: 'Laval\u0000', website: 'https://maple.example/\u0000' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      name: ['The name field format is invalid.'],
      city: ['The city field format is invalid.'],
      website: ['The website field format is invalid.'],
    });
  });

  it('is for landlords only', async () => {
    expect((await t.call('PATCH', '/api/user/company', { body: { name: 'X' } })).statusCode).toBe(401);
    const renter = await t.loginAs('Renter');
    const res = await t.call('PATCH', '/api/user/company', { headers: renter.headers, body: { name: 'X' } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'This action is unauthorized.' });
  });
});

describe('GET /api/permissions/get-user-permissions', () => {
  it("maps the caller's permissions to true", async () => {
    const renter = await t.loginAs('Renter');
    const res = await t.call('GET', '/api/permissions/get-user-permissions', { headers: renter.headers });
    expect(res.statusCode).toBe(200);
    const { permissions } = res.json();
    expect(permissions).toMatchObject({ viewMyInquiries: true, viewFavouriteListings: true });
    expect(permissions).not.toHaveProperty('viewBlogs');
    expect(Object.values(permissions).every((v) => v === true)).toBe(true);

    const owner = await t.loginAs('Site Owner');
    const all = await t.call('GET', '/api/permissions/get-user-permissions', { headers: owner.headers });
    expect(Object.keys(all.json().permissions).sort()).toEqual([...PERMISSIONS].sort());

    const landlord = await t.loginAs('Landlord');
    const none = await t.call('GET', '/api/permissions/get-user-permissions', { headers: landlord.headers });
    expect(none.json().permissions).not.toHaveProperty('viewUsers');
  });

  it('answers 401 without a token', async () => {
    expect((await t.call('GET', '/api/permissions/get-user-permissions')).statusCode).toBe(401);
  });
});

describe('PATCH /api/acknowledge-user-logged-in', () => {
  it('records the acknowledgement and answers the user', async () => {
    const { user, headers } = await t.loginAs('Renter');
    expect((await t.call('GET', '/api/user', { headers })).json().loggedInAcknowledged).toBe(false);
    const res = await t.call('PATCH', '/api/acknowledge-user-logged-in', { headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, loggedInAcknowledged: true });
    expect((await userRow(user.id))?.loggedInAcknowledgedAt).toBeInstanceOf(Date);
  });

  it('answers 401 without a token', async () => {
    const res = await t.call('PATCH', '/api/acknowledge-user-logged-in');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthenticated.' });
  });
});

const change = (headers: Record<string, string>, body: unknown) =>
  t.call('POST', '/api/user/change-password', { headers, body });
const valid = { current_password: TEST_PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };

describe('POST /api/user/change-password', () => {
  it('re-hashes the password, signs out the other sessions but not this one, and emails a notice', async () => {
    const { user, headers } = await t.loginAs('Renter');
    const other = await issueToken(t.db, user.id, 1);
    const res = await change(headers, valid);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your password has been changed.' });

    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toBe(user.passwordHash);
    expect(await verifyPassword(row?.passwordHash ?? '', NEW_PASSWORD)).toBe(true);

    expect((await t.call('GET', '/api/user', { headers })).statusCode).toBe(200);
    const otherSession = await t.call('GET', '/api/user', {
      headers: { authorization: `Bearer ${other.access_token}` },
    });
    expect(otherSession.statusCode).toBe(401);
    expect(otherSession.json()).toEqual({ message: 'Unauthenticated.' });

    const [mail, ...rest] = await emailsTo(t.db, user.email);
    expect(rest).toHaveLength(0);
    expect(mail).toMatchObject({ template: 'password-changed', subject: 'Your password was changed' });
  });

  it('says so in French and writes to a French speaker in French', async () => {
    const { user, headers } = await t.loginAs('Landlord', { locale: 'fr' });
    const res = await change({ ...headers, 'accept-language': 'fr' }, valid);
    expect(res.json()).toEqual({ message: 'Votre mot de passe a été modifié.' });
    const [mail] = await emailsTo(t.db, user.email);
    expect(mail?.subject).toBe('Votre mot de passe a été modifié');
  });

  it('refuses a wrong current password and keeps every session', async () => {
    const { user, headers } = await t.loginAs('Renter');
    const other = await issueToken(t.db, user.id, 1);
    const res = await change(headers, { ...valid, current_password: 'not-my-password' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The password is incorrect.',
      errors: { current_password: ['The password is incorrect.'] },
    });
    const fr = await change({ ...headers, 'accept-language': 'fr' }, { ...valid, current_password: 'nope' });
    expect(fr.json().errors).toEqual({ current_password: ['Le mot de passe est incorrect.'] });

    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toBe(user.passwordHash);
    const otherSession = await t.call('GET', '/api/user', {
      headers: { authorization: `Bearer ${other.access_token}` },
    });
    expect(otherSession.statusCode).toBe(200);
    expect(await emailsTo(t.db, user.email)).toHaveLength(0);
  });

  it('validates the new password', async () => {
    const { headers } = await t.loginAs('Renter');
    const res = await change(headers, { ...valid, password_confirmation: 'different-pass-2' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ password: ['The password field confirmation does not match.'] });
    const short = await change(headers, { current_password: '', password: 'short', password_confirmation: 'short' });
    expect(short.json().errors).toEqual({
      current_password: ['The current password field is required.'],
      password: ['The password field must be at least 8 characters.'],
    });
    const fr = await change({ ...headers, 'accept-language': 'fr' }, { current_password: TEST_PASSWORD });
    expect(fr.json().errors).toEqual({
      password: ['Le champ mot de passe est obligatoire.'],
      password_confirmation: ['Le champ confirmation du mot de passe est obligatoire.'],
    });
  });

  it('answers 401 without a token', async () => {
    const res = await change({}, valid);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthenticated.' });
  });
});
