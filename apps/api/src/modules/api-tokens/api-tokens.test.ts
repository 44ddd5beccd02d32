// Personal API tokens: made, listed and revoked by their owner only; they authenticate like a sign-in session
// and carry the user's permissions, never more.
import { MAX_PERSONAL_TOKENS } from '@rentals/shared/resources/api-tokens';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens, auditEvents } from '../../db/schema/index.ts';
import { issueToken } from '../../lib/tokens.ts';
import { buildTestApp, TEST_PASSWORD, type TestApp } from '../../test/build-app.ts';
import { expectNoSecrets, NEW_PASSWORD } from '../auth/testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const DAY = 86_400_000;

async function create(headers: Record<string, string>, body: unknown) {
  return t.call('POST', '/api/api-tokens', { headers, body });
}

describe('POST /api/api-tokens', () => {
  it('creates a personal token shown once, which then authenticates like a session', async () => {
    const { user, headers } = await t.loginAs('Renter');
    const res = await create(headers, { name: '  Deploy script ', expiresInDays: 30 });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.accessToken).toMatch(/^[\w-]+\.[\w-]{43}$/);
    expect(body.token).toEqual({
      id: body.accessToken.split('.')[0],
      name: 'Deploy script',
      createdAt: expect.any(String),
      expiresAt: expect.any(String),
      lastUsedAt: null,
    });
    const expires = Date.parse(body.token.expiresAt);
    expect(expires).toBeGreaterThan(Date.now() + 29.9 * DAY);
    expect(expires).toBeLessThan(Date.now() + 30.1 * DAY);

    const [row] = await t.db.select().from(accessTokens).where(eq(accessTokens.id, body.token.id));
    expect(row).toMatchObject({ userId: user.id, kind: 'personal', name: 'Deploy script' });

    const me = await t.call('GET', '/api/user', { headers: bearer(body.accessToken) });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(user.id);

    // The list shows it with its last use, never the secret or its hash.
    const list = await t.call('GET', '/api/api-tokens', { headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().tokens).toEqual([{ ...body.token, lastUsedAt: expect.any(String) }]);
    expectNoSecrets(list.body, body.accessToken.split('.')[1], row?.secretHash);
  });

  it('takes a chosen expiry date (to the end of that day, UTC)', async () => {
    const { headers } = await t.loginAs('Landlord');
    const day = new Date(Date.now() + 45 * DAY).toISOString().slice(0, 10);
    const res = await create(headers, { name: 'Feed sync', expiresAt: day });
    expect(res.statusCode).toBe(201);
    expect(res.json().token.expiresAt).toBe(`${day}T23:59:59.999Z`);
  });

  it('validates the name and the expiry, in English and French', async () => {
    const { headers } = await t.loginAs('Renter');
    const res = await create(headers, { name: '', expiresInDays: 31 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      name: ['The name field is required.'],
      expiresInDays: ['The selected expires in days is invalid.'],
    });
    const missing = await create({ ...headers, 'accept-language': 'fr' }, { name: 'x'.repeat(101) });
    expect(missing.json().errors).toEqual({
      name: ['Le texte nom ne peut pas contenir plus de 100 caractères.'],
      expiresInDays: ['Le champ expiration est obligatoire.'],
    });
    const past = await create(headers, { name: 'Old', expiresAt: '2020-01-01' });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors.expiresAt[0]).toMatch(/^The expires at field must be a date between \d{4}-\d\d-\d\d/);
  });

  it(`keeps at most ${MAX_PERSONAL_TOKENS} active tokens per user (expired ones do not count)`, async () => {
    const { user, headers } = await t.loginAs('Renter');
    for (let i = 0; i < MAX_PERSONAL_TOKENS; i++) {
      expect((await create(headers, { name: `t${i}`, expiresInDays: 7 })).statusCode).toBe(201);
    }
    const over = await create(headers, { name: 'one more', expiresInDays: 7 });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toEqual({
      message: `You can keep at most ${MAX_PERSONAL_TOKENS} active API tokens. Revoke one to create another.`,
    });
    // An expired one frees its place.
    await t.db
      .update(accessTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(accessTokens.userId, user.id), eq(accessTokens.name, 't0')));
    expect((await create(headers, { name: 'one more', expiresInDays: 7 })).statusCode).toBe(201);
  });

  it('cannot be called with a personal token (a leaked token cannot mint successors)', async () => {
    const { headers } = await t.loginAs('Renter');
    const { accessToken } = (await create(headers, { name: 'cli', expiresInDays: 7 })).json();
    const res = await create(bearer(accessToken), { name: 'child', expiresInDays: 365 });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'This cannot be done with an API token. Sign in to the site to do it.' });
  });

  it('writes an audit event without the secret', async () => {
    const { user, headers } = await t.loginAs('Support');
    const { token, accessToken } = (await create(headers, { name: 'Reports', expiresInDays: 90 })).json();
    const [event] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.resource, 'api-tokens'), eq(auditEvents.recordId, token.id)));
    expect(event).toMatchObject({ actorId: user.id, action: 'create', resource: 'api-tokens' });
    expect(event?.changes).toEqual({
      name: { old: null, new: 'Reports' },
      expiresAt: { old: null, new: token.expiresAt },
    });
    expect(JSON.stringify(event)).not.toContain(accessToken.split('.')[1]);
  });
});

describe('a personal token', () => {
  it('has its user permissions and no more: a Renter token gets 403 on GET /api/project-modules', async () => {
    const renter = await t.loginAs('Renter');
    const { accessToken } = (await create(renter.headers, { name: 'mine', expiresInDays: 7 })).json();
    const res = await t.call('GET', '/api/project-modules', { headers: bearer(accessToken) });
    expect(res.statusCode).toBe(403);
    expect((await t.call('GET', '/api/favourite-listings', { headers: bearer(accessToken) })).statusCode).toBe(200);

    const admin = await t.loginAs('Site Administrator');
    const adminToken = (await create(admin.headers, { name: 'admin', expiresInDays: 7 })).json().accessToken;
    // The same route lets an administrator's token through the guard (what it then answers is not the point).
    const allowed = await t.call('GET', '/api/project-modules', { headers: bearer(adminToken) });
    expect([401, 403]).not.toContain(allowed.statusCode);
  });

  it('stops working once expired or revoked', async () => {
    const { headers } = await t.loginAs('Renter');
    const { token, accessToken } = (await create(headers, { name: 'short', expiresInDays: 7 })).json();
    await t.db
      .update(accessTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accessTokens.id, token.id));
    expect((await t.call('GET', '/api/user', { headers: bearer(accessToken) })).statusCode).toBe(401);
  });

  it('logging out with it revokes only that token', async () => {
    const { headers } = await t.loginAs('Renter');
    const a = (await create(headers, { name: 'a', expiresInDays: 7 })).json();
    const b = (await create(headers, { name: 'b', expiresInDays: 7 })).json();
    expect((await t.call('POST', '/api/logout', { headers: bearer(a.accessToken) })).statusCode).toBe(200);
    expect((await t.call('GET', '/api/user', { headers: bearer(a.accessToken) })).statusCode).toBe(401);
    expect((await t.call('GET', '/api/user', { headers: bearer(b.accessToken) })).statusCode).toBe(200);
    expect((await t.call('GET', '/api/user', { headers })).statusCode).toBe(200);
  });

  it('is revoked by a password change made from another session', async () => {
    const { headers } = await t.loginAs('Renter');
    const { accessToken } = (await create(headers, { name: 'ci', expiresInDays: 7 })).json();
    const change = await t.call('POST', '/api/user/change-password', {
      headers,
      body: { current_password: TEST_PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expect(change.statusCode).toBe(200);
    expect((await t.call('GET', '/api/user', { headers: bearer(accessToken) })).statusCode).toBe(401);
    expect((await t.call('GET', '/api/user', { headers })).statusCode).toBe(200);
  });
});

describe('GET /api/api-tokens', () => {
  it('lists only personal tokens of the caller, never sign-in sessions, newest first', async () => {
    const { user, headers } = await t.loginAs('Renter');
    await issueToken(t.db, user.id, 1); // another sign-in session
    const other = await t.loginAs('Renter');
    await create(other.headers, { name: 'not mine', expiresInDays: 7 });
    const first = (await create(headers, { name: 'first', expiresInDays: 7 })).json().token;
    const second = (await create(headers, { name: 'second', expiresInDays: 30 })).json().token;
    const res = await t.call('GET', '/api/api-tokens', { headers });
    expect(res.json().tokens.map((x: { id: string }) => x.id)).toEqual([second.id, first.id]);
  });
});

describe('DELETE /api/api-tokens/:id', () => {
  it('revokes the caller own token, with an audit event', async () => {
    const { user, headers } = await t.loginAs('Renter');
    const { token, accessToken } = (await create(headers, { name: 'gone', expiresInDays: 7 })).json();
    const res = await t.call('DELETE', `/api/api-tokens/${token.id}`, { headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'The API token has been revoked.' });
    expect((await t.call('GET', '/api/user', { headers: bearer(accessToken) })).statusCode).toBe(401);
    expect((await t.call('GET', '/api/api-tokens', { headers })).json().tokens).toEqual([]);
    const [event] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'revoke'), eq(auditEvents.recordId, token.id)));
    expect(event).toMatchObject({ actorId: user.id, resource: 'api-tokens' });
    expect(event?.changes).toMatchObject({ name: { old: 'gone', new: null } });
  });

  it("answers 404 for another user's token, which keeps working", async () => {
    const owner = await t.loginAs('Renter');
    const { token, accessToken } = (await create(owner.headers, { name: 'theirs', expiresInDays: 7 })).json();
    const intruder = await t.loginAs('Site Owner');
    const res = await t.call('DELETE', `/api/api-tokens/${token.id}`, { headers: intruder.headers });
    expect(res.statusCode).toBe(404);
    expect((await t.call('GET', '/api/user', { headers: bearer(accessToken) })).statusCode).toBe(200);
  });

  it('answers 404 for a sign-in session, even the caller own', async () => {
    const { user, headers } = await t.loginAs('Renter');
    const session = await issueToken(t.db, user.id, 1);
    const res = await t.call('DELETE', `/api/api-tokens/${session.id}`, { headers });
    expect(res.statusCode).toBe(404);
    expect((await t.call('GET', '/api/user', { headers: bearer(session.access_token) })).statusCode).toBe(200);
  });
});
