// The audit log screen (/admin/audit-log, Site Owner): every audit event with filters, and the values its
// filter dropdowns offer. The event itself is audit-events.ts.
import { z } from 'zod';
import { auditEventFiltersSchema } from './audit-events.ts';
import { dateRangeFiltersSchema } from './date-range.ts';

/** GET /api/admin/audit-log filters: resource, action, actorId, recordId (exact), from/to (days, inclusive). */
export const auditLogFiltersSchema = auditEventFiltersSchema.extend(dateRangeFiltersSchema.shape);
export type AuditLogFilters = z.infer<typeof auditLogFiltersSchema>;

/** GET /api/admin/audit-log/facets: the resources and actions the filters offer, sorted. */
export const auditLogFacetsSchema = z.object({
  resources: z.array(z.string()),
  actions: z.array(z.string()),
});
export type AuditLogFacets = z.infer<typeof auditLogFacetsSchema>;
