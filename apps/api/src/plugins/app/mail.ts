// One mail mechanism: every message is written to the outbox table, then delivered by a queued job:
// through SMTP when SMTP_URL is set, otherwise as an .eml file under DATA_DIR/mail for reading locally.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Queryable } from '../../db/client.ts';
import { outboundEmails } from '../../db/schema/index.ts';
import { currentRequestId } from '../../lib/operations/request-context.ts';
import { mailSender } from '../../modules/site/settings.service.ts';
import { defineOutboxSweep } from './outbox-sweep.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where the recipient's replies go (e.g. the renter who sent an inquiry), instead of supportEmail or MAIL_FROM. */
  replyTo?: string;
  /** Extra headers (e.g. List-Unsubscribe, RFC 8058), stored with the message and sent as they are. */
  headers?: Record<string, string>;
  /** What kind of message this is (password-reset, verify-email, ...), for the outbox and tests. */
  template: string;
}

export interface Mailer {
  /** Records the message in the outbox and queues its delivery. Call it after your transaction commits. */
  send(message: MailMessage): Promise<number>;
  /**
   * Writes the outbox row only, with `db` (pass your transaction, so the message exists exactly when the
   * rest of your work does); call queue(id) once that transaction has committed.
   */
  record(message: MailMessage, db?: Queryable): Promise<number>;
  /** Queues the delivery of a recorded message. */
  queue(id: number): Promise<void>;
  deliver(id: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mailer;
  }
}

export const MAIL_QUEUE = 'mail.deliver';
export const REQUEST_ID_HEADER = 'X-Request-Id';

export default fp(
  async function mail(app: FastifyInstance) {
    const { SMTP_URL, MAIL_FROM, DATA_DIR } = app.config;
    const transport = SMTP_URL
      ? nodemailer.createTransport(SMTP_URL)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    const mailDir = path.join(DATA_DIR, 'mail');

    async function deliver(id: number) {
      const [row] = await app.db.select().from(outboundEmails).where(eq(outboundEmails.id, id));
      if (!row || row.status === 'sent') return; // already delivered: a retried job sends nothing twice
      try {
        const info = await transport.sendMail({
          headers: row.headers ?? undefined,
          from: row.from,
          to: row.to,
          subject: row.subject,
          text: row.text,
          html: row.html ?? undefined,
          replyTo: row.replyTo ?? undefined,
        });
        if (!SMTP_URL && 'message' in info && Buffer.isBuffer(info.message)) {
          await mkdir(mailDir, { recursive: true });
          await writeFile(path.join(mailDir, `${String(row.id).padStart(6, '0')}-${row.template}.eml`), info.message);
        }
        await app.db
          .update(outboundEmails)
          .set({
            status: 'sent',
            sentAt: new Date(),
            messageId: info.messageId,
            attempts: sql`${outboundEmails.attempts} + 1`,
          })
          .where(eq(outboundEmails.id, id));
        const requestId = row.headers?.[REQUEST_ID_HEADER];
        app.log.info({ emailId: id, template: row.template, requestId }, 'email delivered');
      } catch (err) {
        await app.db
          .update(outboundEmails)
          .set({ status: 'failed', error: String(err), attempts: sql`${outboundEmails.attempts} + 1` })
          .where(eq(outboundEmails.id, id));
        throw err; // pg-boss retries with backoff
      }
    }

    app.jobs.define<{ id: number }>(MAIL_QUEUE, ({ id }) => deliver(id), { retryLimit: 5 });
    // Messages whose delivery was never queued (the process died after their transaction) are queued again.
    defineOutboxSweep(app, MAIL_QUEUE);

    async function record(message: MailMessage, db: Queryable = app.db) {
      // The site settings mailFromName (the sender's name) and supportEmail (Reply-To unless the message has one).
      const sender = await mailSender(db, MAIL_FROM);
      // The request that caused the message (directly or through a job), for following one story through the logs.
      const requestId = currentRequestId();
      const headers = requestId ? { ...message.headers, [REQUEST_ID_HEADER]: requestId } : message.headers;
      const [row] = await db
        .insert(outboundEmails)
        .values({ ...message, headers, from: sender.from, replyTo: message.replyTo ?? sender.replyTo })
        .returning({ id: outboundEmails.id });
      if (!row) throw new Error('outbox insert returned nothing');
      app.log.info({ emailId: row.id, template: message.template, requestId }, 'email recorded');
      return row.id;
    }

    async function queue(id: number) {
      await app.jobs.send(MAIL_QUEUE, { id });
    }

    app.decorate('mail', {
      async send(message) {
        const id = await record(message);
        await queue(id);
        return id;
      },
      record,
      queue,
      deliver,
    } satisfies Mailer);

    app.addHook('onClose', async () => transport.close());
  },
  { name: 'mail', dependencies: ['jobs'] },
);
