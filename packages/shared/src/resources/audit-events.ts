// The audit log (/admin/audit-log and every detail page's History tab): who changed what, when.
import { z } from 'zod';
import { idParam } from './site.ts';

export const auditChangesSchema = z.record(z.string(), z.object({ old: z.unknown(), new: z.unknown() }).partial());

export const auditEventSchema = z.object({
  id: z.number().int(),
  occurredAt: z.string(),
  actorId: z.number().int().nullable(),
  actorEmail: z.string().nullable(),
  /** The actor's name now (History tabs; absent from the audit log's rows). */
  actorName: z.string().nullable().optional(),
  action: z.string(),
  resource: z.string(),
  recordId: z.string().nullable(),
  changes: auditChangesSchema,
  ip: z.string().nullable(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const auditEventFiltersSchema = z.object({
  resource: z.string().max(64).optional(),
  action: z.string().max(64).optional(),
  actorId: idParam.optional(),
  recordId: z.string().max(64).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type AuditEventFilters = z.infer<typeof auditEventFiltersSchema>;
