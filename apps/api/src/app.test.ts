// The server's own options: the request log line never carries a password-reset token.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, redactUrl, serializeRequest } from './app.ts';
import { buildTestApp, type TestApp } from './test/build-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('request log serializer', () => {
  it('redacts the token of the reset path (API and page) and any token= query parameter', () => {
    expect(redactUrl('/api/password-reset/abc.DEF-123_x')).toBe('/api/password-reset/[redacted]');
    expect(redactUrl('/password-reset/abcDEF?next=/x')).toBe('/password-reset/[redacted]?next=/x');
    expect(redactUrl('/api/new-listings-alerts/unsubscribe/h4sh')).toBe(
      '/api/new-listings-alerts/unsubscribe/[redacted]',
    );
    expect(redactUrl('/fr/claim-account/h4sh?x=1')).toBe('/fr/claim-account/[redacted]?x=1');
    expect(redactUrl('/fr/password-reset/abcDEF/')).toBe('/fr/password-reset/[redacted]/');
    expect(redactUrl('/api/unsubscribe?token=s3cret&list=1')).toBe('/api/unsubscribe?token=[redacted]&list=1');
    expect(redactUrl('/x?a=1&TOKEN=s3cret')).toBe('/x?a=1&TOKEN=[redacted]');
    expect(redactUrl('/api/password-reset')).toBe('/api/password-reset');
    expect(redactUrl('/api/user?tokens=1')).toBe('/api/user?tokens=1');
  });

  it('keeps what Fastify logs of a request, with the URL redacted', () => {
    const line = serializeRequest({
      method: 'POST',
      url: '/api/password-reset/s3cret-token',
      host: 'rentals.example',
      ip: '203.0.113.9',
      socket: { remotePort: 51234 },
    } as never);
    expect(line).toEqual({
      method: 'POST',
      url: '/api/password-reset/[redacted]',
      host: 'rentals.example',
      remoteAddress: '203.0.113.9',
      remotePort: 51234,
    });
  });

  it('is what the server logs', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildApp({
      config: t.config,
      database: t.app.database,
      jobs: 'inline',
      logger: { level: 'info', stream },
    });
    try {
      await app.ready();
      const csrf = await t.csrf();
      const res = await app.inject({
        method: 'POST',
        url: '/api/password-reset/s3cret-token-value',
        headers: csrf,
        payload: { password: 'brand-New-pass-7', password_confirmation: 'brand-New-pass-7' },
      });
      expect(res.statusCode).toBe(422);
    } finally {
      await app.close();
    }
    const log = lines.join('');
    expect(log).toContain('/api/password-reset/[redacted]');
    expect(log).not.toContain('s3cret-token-value');
  });
});
