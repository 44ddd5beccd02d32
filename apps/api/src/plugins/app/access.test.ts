// The guard mechanism itself: deny by default at registration, rules checked before validation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../app.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('access plugin', () => {
  it('refuses to start an app with an API route that declares no access rule', async () => {
    const app = await buildApp({ config: t.config, database: t.app.database, jobs: 'off', logger: false });
    app.register(
      async (api) => {
        api.get('/unguarded', async () => ({ ok: true }));
      },
      { prefix: '/api' },
    );
    await expect(app.ready()).rejects.toThrow('GET /api/unguarded declares no config.access rule');
  });

  it('checks the rule before validating the body: 401 for anonymous, 403 without the permission', async () => {
    const app = await buildApp({ config: t.config, database: t.app.database, jobs: 'off', logger: false });
    app.register(
      async (api) => {
        api.post(
          '/guarded',
          {
            config: { access: { permission: 'modifyUsers' } },
            schema: { body: z.object({ name: z.string() }) },
          },
          async () => ({ ok: true }),
        );
      },
      { prefix: '/api' },
    );
    await app.ready();
    try {
      const anonymous = await app.inject({ method: 'POST', url: '/api/guarded', payload: {} });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ message: 'Unauthenticated.' });

      const renter = await t.loginAs('Renter');
      const forbidden = await app.inject({ method: 'POST', url: '/api/guarded', payload: {}, headers: renter.headers });
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toEqual({ message: 'This action is unauthorized.' });

      const admin = await t.loginAs('Site Administrator');
      const invalid = await app.inject({ method: 'POST', url: '/api/guarded', payload: {}, headers: admin.headers });
      expect(invalid.statusCode).toBe(422);
      expect(invalid.json()).toEqual({
        message: 'The name field is required.',
        errors: { name: ['The name field is required.'] },
      });
      const ok = await app.inject({
        method: 'POST',
        url: '/api/guarded',
        payload: { name: 'x' },
        headers: admin.headers,
      });
      expect(ok.json()).toEqual({ ok: true });
    } finally {
      await app.close();
    }
  });

  it('refuses a suspended user whose token is still stored', async () => {
    const { headers } = await t.loginAs('Renter', { status: 'suspended' });
    const res = await t.call('GET', '/api/health', { headers });
    expect(res.statusCode).toBe(401);
  });
});

describe('malformed requests get a 4xx, never a 500', () => {
  it('answers a body over the limit with 413 (in French when asked) and broken JSON with 400', async () => {
    const app = await buildApp({ config: t.config, database: t.app.database, jobs: 'off', logger: false });
    app.register(
      async (api) => {
        api.post('/echo', { config: { access: 'public' } }, async () => ({ ok: true }));
      },
      { prefix: '/api' },
    );
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/echo',
        headers: { 'content-type': 'application/json', 'accept-language': 'fr' },
        payload: JSON.stringify({ text: 'x'.repeat(1_100_000) }),
      });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ message: 'La requête est trop volumineuse.' });
      const broken = await app.inject({
        method: 'POST',
        url: '/api/echo',
        headers: { 'content-type': 'application/json' },
        payload: '{"email":',
      });
      expect(broken.statusCode).toBe(400);
      expect(broken.json()).toEqual({ message: 'The request could not be understood.' });
    } finally {
      await app.close();
    }
  });
});
