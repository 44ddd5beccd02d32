import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { failedChecks } from '../../lib/operations/readiness.ts';
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

  it('names the version and the commit it runs (git here, APP_COMMIT in an image)', async () => {
    const { version, commit } = (await t.call('GET', '/api/health')).json();
    expect(version).toMatch(/^\d+\.\d+\.\d+/);
    expect(commit).toMatch(/^([0-9a-f]{12}|unknown)$/);
    const pinned = await buildTestApp({ env: { APP_COMMIT: 'abc1234' } });
    try {
      expect((await pinned.call('GET', '/api/health')).json()).toMatchObject({ version, commit: 'abc1234' });
    } finally {
      await pinned.close();
    }
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

describe('GET /api/ready', () => {
  it('answers 200 naming the parts it checked', async () => {
    const res = await t.call('GET', '/api/ready');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { status, checks } = res.json();
    expect(status).toBe('ready');
    expect(checks).toEqual(expect.arrayContaining(['database', 'storage']));
  });

  it('answers 503 naming the part that failed, never its error text', async () => {
    const detail = 'connect ECONNREFUSED 10.20.30.40:5432 (user rentals_admin)';
    const db = vi.spyOn(t.app.db, 'execute').mockRejectedValueOnce(new Error(detail));
    const storage = vi.spyOn(t.app.storage, 'get').mockRejectedValueOnce(new Error('AccessDenied for key s3://x'));
    try {
      const res = await t.call('GET', '/api/ready');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', failed: ['database', 'storage'] });
      expect(res.body).not.toContain('10.20.30.40');
      expect(res.body).not.toContain('AccessDenied');
    } finally {
      db.mockRestore();
      storage.mockRestore();
    }
    expect((await t.call('GET', '/api/ready')).statusCode).toBe(200);
  });

  it('fails a part that does not answer within the time limit', async () => {
    const errors: string[] = [];
    const started = Date.now();
    const failed = await failedChecks(
      [
        { name: 'stuck', probe: () => new Promise(() => {}) },
        { name: 'fine', probe: async () => 'pong' },
      ],
      (name, err) => errors.push(`${name}: ${(err as Error).message}`),
      50,
    );
    expect(failed).toEqual(['stuck']);
    expect(errors).toEqual(['stuck: no answer within 50 ms']);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('answers 503 while the instance drains, with every answer closing its connection', async () => {
    t.app.operations.draining = true;
    try {
      const res = await t.call('GET', '/api/ready');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'draining', failed: [] });
      expect(res.headers.connection).toBe('close');
      expect((await t.call('GET', '/api/health')).statusCode).toBe(200);
    } finally {
      t.app.operations.draining = false;
    }
    expect((await t.call('GET', '/api/ready')).statusCode).toBe(200);
  });
});

describe('GET /api/ready with Redis (REDIS_URL)', () => {
  it('stays ready when Redis does not answer (report-only: the limits fail open), listing it as down', async () => {
    const offline = await buildTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1', REDIS_PREFIX: 'h4-ready:' } });
    try {
      const res = await offline.call('GET', '/api/ready');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status: 'ready',
        checks: ['database', 'redis', 'storage'],
        reportOnly: { redis: 'down' },
      });
      expect(res.body).not.toContain('127.0.0.1');
      // The database still decides: with it down too, 503 names the database only, Redis still listed.
      const db = vi.spyOn(offline.app.db, 'execute').mockRejectedValueOnce(new Error('gone'));
      try {
        const both = await offline.call('GET', '/api/ready');
        expect(both.statusCode).toBe(503);
        expect(both.json()).toEqual({ status: 'unavailable', failed: ['database'], reportOnly: { redis: 'down' } });
      } finally {
        db.mockRestore();
      }
    } finally {
      await offline.close();
    }
  });

  it.runIf(Boolean(process.env.TEST_REDIS_URL))('checks Redis when it answers', async () => {
    const url = new URL(process.env.TEST_REDIS_URL ?? '');
    url.pathname = '/2'; // this suite's Redis database index
    const online = await buildTestApp({ env: { REDIS_URL: url.toString(), REDIS_PREFIX: 'h4-ready:' } });
    try {
      const res = await online.call('GET', '/api/ready');
      expect(res.statusCode).toBe(200);
      expect(res.json().checks).toEqual(['database', 'redis', 'storage']);
      expect(res.json().reportOnly).toEqual({ redis: 'up' });
    } finally {
      await online.close();
    }
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
