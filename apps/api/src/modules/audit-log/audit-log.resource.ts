// The audit log (/admin/audit-log, Site Owner only: the spec names no permission for it): every audit event,
// newest first, filtered by resource, action, actor, record and days. Read only: nobody edits history.
import { auditEventSchema } from '@rentals/shared/resources/audit-events';
import { auditLogFiltersSchema } from '@rentals/shared/resources/audit-log';
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { auditEvents } from '../../db/schema/index.ts';
import { dayRangeFilters, defineResource } from '../../lib/resources/index.ts';

export const AUDIT_LOG_ACCESS = { anyRole: ['Site Owner'] } as const;

const auditRows = (db: Queryable) =>
  db
    .select({
      id: auditEvents.id,
      occurredAt: auditEvents.occurredAt,
      actorId: auditEvents.actorId,
      actorEmail: auditEvents.actorEmail,
      action: auditEvents.action,
      resource: auditEvents.resource,
      recordId: auditEvents.recordId,
      changes: auditEvents.changes,
      ip: auditEvents.ip,
    })
    .from(auditEvents)
    .$dynamic();

type AuditRow = Awaited<ReturnType<typeof auditRows>>[number];

export const toAuditEvents = async (_db: Queryable, rows: AuditRow[]) =>
  rows.map((row) => ({ ...row, id: Number(row.id), occurredAt: row.occurredAt.toISOString() }));

export const auditLogResource = defineResource({
  name: 'audit-log',
  path: '/admin/audit-log',
  id: auditEvents.id,
  schemas: { entity: auditEventSchema, filters: auditLogFiltersSchema },
  access: { list: AUDIT_LOG_ACCESS, export: AUDIT_LOG_ACCESS },
  query: auditRows,
  toEntities: toAuditEvents,
  list: {
    search: sql`lower(coalesce(${auditEvents.actorEmail}, '') || ' ' || ${auditEvents.resource} || ' ' || ${auditEvents.action})`,
    sort: { id: auditEvents.id },
    defaultSort: '-id',
    filters: {
      resource: (resource: string) => eq(auditEvents.resource, resource),
      action: (action: string) => eq(auditEvents.action, action),
      actorId: (actorId: number) => eq(auditEvents.actorId, actorId),
      recordId: (recordId: string) => eq(auditEvents.recordId, recordId),
      ...dayRangeFilters(auditEvents.occurredAt),
    },
  },
  exportColumns: {
    id: (e) => e.id,
    occurredAt: (e) => e.occurredAt,
    actorId: (e) => e.actorId,
    actorEmail: (e) => e.actorEmail,
    action: (e) => e.action,
    resource: (e) => e.resource,
    recordId: (e) => e.recordId,
    changes: (e) => e.changes,
    ip: (e) => e.ip,
  },
});

export const auditLogResources = [auditLogResource];
