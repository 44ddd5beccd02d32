// The audit trail (DESIGN section 10): every back-office write appends one audit_events row, in the
// write's own transaction, naming who did it, what and which fields changed (secrets redacted).
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/client.ts';
import { type AuditChanges, auditEvents } from '../db/schema/index.ts';

export interface AuditActor {
  id: number;
  email: string;
}

/** Who acts and from where; `actor` is null for the system (jobs, commands). */
export interface AuditContext {
  actor: AuditActor | null;
  ip?: string | null;
}

export interface AuditEntry {
  action: string;
  resource: string;
  recordId?: string | number | null;
  changes?: AuditChanges;
}

export const REDACTED = '[redacted]';

/** Fields never written to the trail in clear, whatever the resource says. */
const ALWAYS_SECRET = /password|secret|token|hash|recovery/i;

export function auditContextOf(request: FastifyRequest): AuditContext {
  return { actor: request.user ? { id: request.user.id, email: request.user.email } : null, ip: request.ip };
}

export async function recordAudit(db: Queryable, context: AuditContext, entry: AuditEntry): Promise<void> {
  await db.insert(auditEvents).values({
    actorId: context.actor?.id ?? null,
    actorEmail: context.actor?.email ?? null,
    action: entry.action,
    resource: entry.resource,
    recordId: entry.recordId == null ? null : String(entry.recordId),
    changes: entry.changes ?? {},
    ip: context.ip ?? null,
  });
}

function comparable(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return JSON.stringify([...value].map(comparable).sort());
  return JSON.stringify(value ?? null);
}

function storable(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : (value ?? null);
}

/**
 * The fields that differ between `before` and `after` (only the keys of `after` are compared; arrays as
 * sets), as `{ field: { old, new } }`. `secret` fields, and any whose name says password/secret/token,
 * keep their name with both values redacted. A create passes `before` = {}; a delete passes `after` = the
 * old row and `before` = {} the other way round (see `removedFields`).
 */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  secret: readonly string[] = [],
): AuditChanges {
  const changes: AuditChanges = {};
  for (const [field, value] of Object.entries(after)) {
    if (value === undefined || comparable(before[field]) === comparable(value)) continue;
    const hidden = secret.includes(field) || ALWAYS_SECRET.test(field);
    changes[field] = hidden
      ? { old: field in before ? REDACTED : null, new: REDACTED }
      : { old: field in before ? storable(before[field]) : null, new: storable(value) };
  }
  return changes;
}

/** A deleted record's fields, as changes to nothing. */
export function removedFields(before: Record<string, unknown>, secret: readonly string[] = []): AuditChanges {
  const changes: AuditChanges = {};
  for (const [field, value] of Object.entries(before)) {
    const hidden = secret.includes(field) || ALWAYS_SECRET.test(field);
    changes[field] = { old: hidden ? REDACTED : storable(value), new: null };
  }
  return changes;
}
