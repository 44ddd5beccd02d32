import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';

/** Every email the site sends, kept for delivery retries and for reading locally without SMTP. */
export const outboundEmails = pgTable(
  'outbound_emails',
  {
    id: id(),
    to: text().notNull(),
    from: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    /** Where replies go when not to the sender (an inquiry's renter, for the landlord's copy). */
    replyTo: text(),
    /** Extra headers, written with the message (e.g. List-Unsubscribe on alert emails). */
    headers: jsonb().$type<Record<string, string>>(),
    template: text().notNull(),
    status: text({ enum: ['queued', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer().notNull().default(0),
    error: text(),
    messageId: text(),
    createdAt: createdAt(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('outbound_emails_to_idx').on(t.to, t.createdAt), index('outbound_emails_status_idx').on(t.status)],
);
