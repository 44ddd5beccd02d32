// Who changed what in the back office: one row per write, appended in the write's own transaction.
import { bigint, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './users.ts';

/** `{ field: { old, new } }`; secrets are stored as "[redacted]". */
export type AuditChanges = Record<string, { old?: unknown; new?: unknown }>;

export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    occurredAt: createdAt(),
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** Kept so the history still names the actor after the account is deleted. */
    actorEmail: text(),
    /** create, update, delete, or a resource's own action (suspend, revoke, ...). */
    action: text().notNull(),
    /** The resource's name, e.g. "users", "roles", "companies". */
    resource: text().notNull(),
    recordId: text(),
    changes: jsonb().$type<AuditChanges>().notNull().default({}),
    ip: text(),
  },
  (t) => [
    index('audit_events_record_idx').on(t.resource, t.recordId, t.id),
    index('audit_events_actor_idx').on(t.actorId, t.id),
    index('audit_events_action_idx').on(t.resource, t.action, t.id),
    // The audit log's date range.
    index('audit_events_occurred_idx').on(t.occurredAt, t.id),
  ],
);
