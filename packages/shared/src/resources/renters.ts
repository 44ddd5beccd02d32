// Renters in the back office (/admin/renters, /admin/renters/{id}), read only: accounts holding the Renter
// role with their activity, and on the detail page their profile, latest inquiries and email alerts.
import { z } from 'zod';
import { LEAD_STATUSES } from './admin-inquiries.ts';
import { savedSearchSchema } from './email-alerts.ts';
import { renterProfileSchema } from './renter-profile.ts';
import { USER_STATUSES } from './user-management.ts';

export const adminRenterSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  status: z.enum(USER_STATUSES),
  /** ISO timestamps. */
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  /** The latest sign-in or use of one of their tokens; null when never seen. */
  lastSeenAt: z.string().nullable(),
  favouriteCount: z.number().int(),
  inquiryCount: z.number().int(),
  /** Saved searches with an email alert. */
  alertCount: z.number().int(),
});
export type AdminRenter = z.infer<typeof adminRenterSchema>;

/** How many of the renter's inquiries the detail page shows, newest first. */
export const RENTER_DETAIL_INQUIRIES = 20;

export const renterInquiryRowSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  /** The first characters of the message (the inquiry's own page has all of it). */
  message: z.string(),
  listing: z.object({ id: z.number().int(), title: z.string(), path: z.string() }),
  leadStatus: z.enum(LEAD_STATUSES).nullable(),
});
export type RenterInquiryRow = z.infer<typeof renterInquiryRowSchema>;

export const adminRenterDetailSchema = adminRenterSchema.extend({
  /** The renter profile (defaults when never saved; updatedAt null then). */
  profile: renterProfileSchema,
  /** The RENTER_DETAIL_INQUIRIES latest (inquiryCount says how many in all). */
  inquiries: z.array(renterInquiryRowSchema),
  /** Every saved search / email alert (at most MAX_EMAIL_ALERTS); `summary` is in English. */
  alerts: z.array(savedSearchSchema),
});
export type AdminRenterDetail = z.infer<typeof adminRenterDetailSchema>;

export const renterFiltersSchema = z.object({
  status: z.enum(USER_STATUSES).optional(),
});
export type RenterFilters = z.infer<typeof renterFiltersSchema>;
