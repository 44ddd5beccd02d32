// The mail mechanism end to end: outbox row -> pg-boss job -> SMTP server (or an .eml file).
import { readdir, readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboundEmails } from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-app.ts';

interface Received {
  to: string[];
  raw: string;
}

async function waitFor<T>(check: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await check();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('timed out waiting');
}

describe('mail through SMTP', () => {
  const received: Received[] = [];
  let smtp: SMTPServer;
  let port: number;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => {
          raw += chunk.toString();
        });
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

  it('records the message, then a job delivers it once', async () => {
    const t = await buildTestApp({ jobs: 'work', env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    try {
      const id = await t.app.mail.send({
        to: 'renter@example.test',
        subject: 'Welcome to Rentals',
        text: 'Hello there',
        template: 'welcome',
      });
      const row = await waitFor(async () => {
        const [r] = await t.db.select().from(outboundEmails).where(eq(outboundEmails.id, id));
        return r?.status === 'sent' ? r : undefined;
      });
      expect(row.attempts).toBe(1);
      expect(received).toHaveLength(1);
      expect(received[0]?.to).toEqual(['renter@example.test']);
      expect(received[0]?.raw).toContain('Subject: Welcome to Rentals');

      // A repeated delivery (a retried job) sends nothing twice.
      await t.app.mail.deliver(id);
      expect(received).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});

describe('mail without SMTP', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await buildTestApp({ jobs: 'work' });
  });
  afterAll(() => t.close());

  it('writes an .eml file under DATA_DIR/mail', async () => {
    const id = await t.app.mail.send({
      to: 'landlord@example.test',
      subject: 'Your verification code',
      text: 'Your code is 123456',
      template: 'verify-email',
    });
    const file = await waitFor(async () => {
      const files = await readdir(path.join(t.config.DATA_DIR, 'mail')).catch(() => []);
      return files.find((f) => f.endsWith('-verify-email.eml'));
    });
    expect(file).toBe(`${String(id).padStart(6, '0')}-verify-email.eml`);
    const eml = await readFile(path.join(t.config.DATA_DIR, 'mail', file), 'utf8');
    expect(eml).toContain('To: landlord@example.test');
    expect(eml).toContain('Your code is 123456');
  });
});
