// Request ids: answered in X-Request-Id, and carried from a request to the job it queues, from that job to the
// email it sends and to that email's delivery job, in the outbox row, the message and every log line on the way.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app.ts';
import { outboundEmails } from '../../db/schema/index.ts';
import { PASSWORD_RESET_QUEUE } from '../../modules/auth/auth.routes.ts';
import { MAIL_QUEUE, REQUEST_ID_HEADER } from '../../plugins/app/mail.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let t: TestApp;
beforeAll(async () => {
  // app.inject's requests come from 127.0.0.1: the load balancer, here.
  t = await buildTestApp({ env: { TRUST_PROXY: 'loopback' } });
});
afterAll(() => t.close());

describe('X-Request-Id', () => {
  it("takes a client's id only from a proxy TRUST_PROXY names", async () => {
    const headers = { 'x-request-id': 'client-chosen-0123456789' };
    for (const TRUST_PROXY of ['', 'false', '10.0.0.0/8']) {
      const direct = await buildTestApp({ env: { TRUST_PROXY } });
      try {
        const res = await direct.call('GET', '/api/health', { headers });
        expect(String(res.headers['x-request-id']), TRUST_PROXY).toMatch(UUID);
      } finally {
        await direct.close();
      }
    }
    for (const TRUST_PROXY of ['1', 'true', '127.0.0.1']) {
      const behind = await buildTestApp({ env: { TRUST_PROXY } });
      try {
        expect((await behind.call('GET', '/api/health', { headers })).headers['x-request-id'], TRUST_PROXY).toBe(
          headers['x-request-id'],
        );
      } finally {
        await behind.close();
      }
    }
  });

  it("answers with the load balancer's id, or a new UUID when there is none or it is malformed", async () => {
    const given = await t.call('GET', '/api/health', { headers: { 'x-request-id': 'lb-0123456789abcdef' } });
    expect(given.headers['x-request-id']).toBe('lb-0123456789abcdef');
    expect(String((await t.call('GET', '/api/health')).headers['x-request-id'])).toMatch(UUID);
    const forged = await t.call('GET', '/api/health', { headers: { 'x-request-id': 'x\u00a0<script>' } });
    expect(String(forged.headers['x-request-id'])).toMatch(UUID);
    expect(String((await t.call('GET', '/api/no-such-route')).headers['x-request-id'])).toMatch(UUID);
  });
});

describe('a request that sends an email through jobs', () => {
  const lines: Record<string, unknown>[] = [];
  let worker: App;
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n')) if (line) lines.push(JSON.parse(line));
        done();
      },
    });
    worker = await buildApp({
      config: t.config,
      database: t.app.database,
      jobs: 'work',
      logger: { level: 'info', stream },
    });
    await worker.ready();
  });
  afterAll(() => worker.close());

  it('carries the id to the job, the email, its delivery job and their log lines', async () => {
    const requestId = 'lb-req-7f3a9c21e0';
    const user = await t.createUser();
    const csrf = await t.csrf();
    const res = await worker.inject({
      method: 'POST',
      url: '/api/password-reset',
      headers: { ...csrf, 'x-request-id': requestId },
      payload: { email: user.email },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBe(requestId);

    const deadline = Date.now() + 20_000;
    let email = (await t.db.select().from(outboundEmails).where(eq(outboundEmails.to, user.email)))[0];
    while (email?.status !== 'sent' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      email = (await t.db.select().from(outboundEmails).where(eq(outboundEmails.to, user.email)))[0];
    }
    if (!email) throw new Error('no email was recorded');
    expect(email.status).toBe('sent');
    expect(email.headers?.[REQUEST_ID_HEADER]).toBe(requestId);

    const mailDir = path.join(t.config.DATA_DIR, 'mail');
    const file = (await readdir(mailDir)).find((name) => name.startsWith(`${String(email.id).padStart(6, '0')}-`));
    const message = await readFile(path.join(mailDir, file ?? 'missing'), 'utf8');
    expect(message).toMatch(new RegExp(`^X-Request-Id: ${requestId}$`, 'im')); // nodemailer writes X-Request-ID

    const carrying = (msg: string, queue?: string) =>
      lines.filter((l) => l.msg === msg && l.requestId === requestId && (!queue || l.queue === queue));
    expect(carrying('incoming request')).toHaveLength(1);
    expect(carrying('job done', PASSWORD_RESET_QUEUE)).toHaveLength(1);
    expect(carrying('email recorded')).toHaveLength(1);
    expect(carrying('job done', MAIL_QUEUE)).toHaveLength(1);
    expect(carrying('email delivered')).toHaveLength(1);
  });
});
