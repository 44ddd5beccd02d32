// GET /api/admin/dashboard: what the back office's dashboard shows. Each part is null when the caller's
// permissions do not open it (the sections' links come from the web app's route table).
import { z } from 'zod';
import { auditEventSchema } from './audit-events.ts';

/** New in the last 7 and 30 days (rolling, from now). */
export const recentCountSchema = z.object({ d7: z.number().int(), d30: z.number().int() });
export type RecentCount = z.infer<typeof recentCountSchema>;

/** How many audit events the dashboard shows, newest first. */
export const DASHBOARD_AUDIT_EVENTS = 10;

/** Counts are kept a minute (the `countedAt` instant says when they were taken). */
export const DASHBOARD_CACHE_SECONDS = 60;

export const adminDashboardSchema = z.object({
  counts: z.object({
    /** Listings that went live in the window and are active now (showListings). */
    newListings: recentCountSchema.nullable(),
    /** Active listings now (showListings). */
    activeListings: z.number().int().nullable(),
    /** Accounts holding the Landlord role created in the window (viewUsers). */
    newLandlords: recentCountSchema.nullable(),
    /** Accounts holding the Renter role created in the window (viewUsers or viewRenters). */
    newRenters: recentCountSchema.nullable(),
    /** Inquiries sent in the window (viewInquiries). */
    inquiries: recentCountSchema.nullable(),
  }),
  waiting: z.object({
    /** Open listing reports (showReportedListings). */
    reportedListings: z.number().int().nullable(),
  }),
  /** The latest audit events (Site Owner only). */
  latestAudit: z.array(auditEventSchema).nullable(),
  /** ISO instant the counts were taken (at most DASHBOARD_CACHE_SECONDS ago). */
  countedAt: z.string(),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
