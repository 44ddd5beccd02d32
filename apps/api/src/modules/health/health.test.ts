import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('reports the database', async () => {
    const res = await t.call('GET', '/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: { ok: true, engine: t.app.database.kind } });
  });

  it('answers 503 with a generic message when the database fails, never its error text', async () => {
    const detail = 'connect ECONNREFUSED 10.20.30.40:5432 (user rentals_admin)';
    const spy = vi.spyOn(t.app.db, 'execute').mockRejectedValueOnce(new Error(detail));
    try {
      const res = await t.call('GET', '/api/health');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'error', message: 'The database is unavailable.' });
      expect(res.body).not.toContain('10.20.30.40');
      expect(res.body).not.toContain('ECONNREFUSED');
    } finally {
      spy.mockRestore();
    }
    expect((await t.call('GET', '/api/health')).statusCode).toBe(200);
  });

  it('hands out an XSRF-TOKEN cookie', async () => {
    const res = await t.call('GET', '/api/csrf-cookie');
    expect(res.statusCode).toBe(204);
    expect(res.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value).toMatch(/^[\w-]{40,}$/);
  });
});

describe('conventions every route shares', () => {
  it('answers unknown API paths with 404 JSON, in French when asked', async () => {
    const en = await t.call('GET', '/api/no-such-thing');
    expect(en.statusCode).toBe(404);
    expect(en.json()).toEqual({ message: 'Not Found.' });
    const fr = await t.call('GET', '/api/no-such-thing', { headers: { 'accept-language': 'fr-CA,fr;q=0.9' } });
    expect(fr.json()).toEqual({ message: 'Introuvable.' });
  });

  it('rejects a forged or expired bearer token with Unauthenticated.', async () => {
    const res = await t.call('GET', '/api/health', { headers: { authorization: 'Bearer abc.def' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('sets security headers', async () => {
    const res = await t.call('GET', '/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('publishes the OpenAPI document', async () => {
    const res = await t.call('GET', '/api/docs/json');
    expect(res.statusCode).toBe(200);
    expect(res.json().paths).toHaveProperty('/api/health');
  });
});
