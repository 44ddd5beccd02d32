// The guard mechanism itself: deny by default at registration, rules checked before validation.

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../app.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { underPrefix } from './access.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('access plugin', () => {
  it('refuses to start an app with an API route that declares no access rule', async () => {
    const app = await buildApp({ config: t.config, database: t.app.database, jobs: 'inline', logger: false });
    app.register(
      async (api) => {
        api.get('/unguarded', async () => ({ ok: true }));
      },
      { prefix: '/api' },
    );
    await expect(app.ready()).rejects.toThrow('GET /api/unguarded declares no config.access rule');
  });

  it('lets only /api/docs and the paths below it go without a rule, not /api/documents or /api/docsearch', async () => {
    expect(underPrefix('/api/docs', '/api/docs')).toBe(true);
    expect(underPrefix('/api/docs/json', '/api/docs')).toBe(true);
    expect(underPrefix('/api/documents', '/api/docs')).toBe(false);
    expect(underPrefix('/api/docsearch', '/api/docs')).toBe(false);
    for (const path of ['/documents', '/docsearch', '/docs-internal/users']) {
      const app = await buildApp({ config: t.config, database: t.app.database, jobs: 'inline', logger: false });
      app.register(
        async (api) => {
          api.get(path, async () => ({ secret: true }));
        },
        { prefix: '/api' },
      );
      await expect(app.ready()).rejects.toThrow(`GET /api${path} declares no config.access rule`);
      await app.close().catch(() => {});
    }
  });

  it('checks the rule before validating the body: 401 for anonymous, 403 without the permission', async () => {
    const app = await buildApp({ config: t.config, database: t.app.database, jobs: 'inline', logger: false });
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
    const app = await buildApp({ config: t.config, database: t.app.database, jobs: 'inline', logger: false });
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

  it('answers a URL the router cannot decode with our { message } 400, in French when asked', async () => {
    const res = await t.call('GET', '/api/%');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request could not be understood.' });
    const fr = await t.call('GET', '/api/%E0%A4%A', { headers: { 'accept-language': 'fr' } });
    expect(fr.statusCode).toBe(400);
    expect(fr.json()).toEqual({ message: "La requête n'a pas pu être comprise." });
  });

  it('answers 422, not 500, when the database refuses a value it cannot store (U+0000)', async () => {
    const app = await buildApp({ config: t.config, database: t.app.database, jobs: 'inline', logger: false });
    app.register(
      async (api) => {
        // A route without a schema, writing what it gets: the safety net behind the schemas.
        api.post('/store', { config: { access: 'public' } }, async (request) => {
          const { text } = request.body as { text: string };
          await app.db.execute(sql`select ${text}::text as stored`);
          await app.db.execute(sql`select ${JSON.stringify({ text })}::jsonb as stored`);
          return { ok: true };
        });
        api.post('/store-json', { config: { access: 'public' } }, async (request) => {
          await app.db.execute(sql`select ${JSON.stringify(request.body)}::jsonb as stored`);
          return { ok: true };
        });
      },
      { prefix: '/api' },
    );
    try {
      const ok = await app.inject({ method: 'POST', url: '/api/store', payload: { text: 'fine' } });
      expect(ok.json()).toEqual({ ok: true });
      for (const url of ['/api/store', '/api/store-json']) {
        const res = await app.inject({ method: 'POST', url, payload: { text: 'a\u0000b' } });
        expect(res.statusCode).toBe(422);
        expect(res.json()).toEqual({ message: 'The given data was invalid.' });
      }
    } finally {
      await app.close();
    }
  });
});
