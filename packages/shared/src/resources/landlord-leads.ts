// The landlord portal's leads inbox (/portal/leads, issue 13 section 2) and dashboard (/portal/dashboard,
// section 3): a lead is the landlord's side of a renter's inquiry. Statuses are LEAD_STATUSES; "read" is
// whether a landlord of the account opened it.
import { z } from 'zod';
import { text } from '../fields.ts';
import { LEAD_STATUSES } from './admin-inquiries.ts';
import { dateRangeFiltersSchema } from './date-range.ts';
import { idParam } from './site.ts';

export { LEAD_STATUSES, type LeadStatus } from './admin-inquiries.ts';

/** How much of the message a list row shows. */
export const LEAD_EXCERPT_MAX = 140;
export const LEAD_NOTES_MAX = 5_000;
export const LEAD_REPLY_MAX = 5_000;
/** Spec 9: a landlord with fewer listings than this sees the getting-started checklist. */
export const NEW_LANDLORD_LISTINGS = 5;

export const leadListingSchema = z.object({ id: z.number().int(), title: z.string() });

/** One row of the inbox. */
export const landlordLeadSchema = z.object({
  id: z.number().int(),
  /** ISO timestamp of the inquiry. */
  createdAt: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  excerpt: z.string(),
  listing: leadListingSchema,
  status: z.enum(LEAD_STATUSES),
  read: z.boolean(),
});
export type LandlordLead = z.infer<typeof landlordLeadSchema>;

export const leadReplySchema = z.object({
  id: z.number().int(),
  body: z.string(),
  createdAt: z.string(),
  /** Who sent it (a landlord of the account), or null once that account is gone. */
  authorName: z.string().nullable(),
});
export type LeadReply = z.infer<typeof leadReplySchema>;

export const landlordLeadDetailSchema = landlordLeadSchema.extend({
  message: z.string(),
  /** yyyy-mm-dd or null. */
  moveInDate: z.string().nullable(),
  notes: z.string(),
  /** When a landlord of the account first opened it (ISO). */
  readAt: z.string().nullable(),
  replies: z.array(leadReplySchema),
});
export type LandlordLeadDetail = z.infer<typeof landlordLeadDetailSchema>;

/** GET landlord/leads and GET landlord/export/leads: status, listing and a range of days (UTC, inclusive). */
export const landlordLeadFiltersSchema = dateRangeFiltersSchema.extend({
  status: z.enum(LEAD_STATUSES).optional(),
  listingId: idParam.optional(),
});
export type LandlordLeadFilters = z.infer<typeof landlordLeadFiltersSchema>;

/** PATCH landlord/leads/{id}: only what is sent changes (no defaults). */
export const updateLeadSchema = z
  .object({
    status: z.enum(LEAD_STATUSES),
    notes: text().trim().max(LEAD_NOTES_MAX),
  })
  .partial()
  .strict();
export type UpdateLeadInput = z.infer<typeof updateLeadSchema>;

/** POST landlord/leads/{id}/reply. */
export const leadReplyInputSchema = z.object({ message: text().trim().min(1).max(LEAD_REPLY_MAX) }).strict();
export type LeadReplyInput = z.infer<typeof leadReplyInputSchema>;

export const unreadLeadsSchema = z.object({ count: z.number().int() });

/** GET landlord/account-stats (spec 3). */
export const accountStatsSchema = z.object({
  numOfListings: z.number().int(),
  numOfEnabledListings: z.number().int(),
  /** Whole days the wallet pays for at the current usage; null when no listing is live. */
  numOfDaysLeft: z.number().int().nullable(),
  /** Credits the live listings cost a day (featuredDaily while featured, daily otherwise). */
  dailyCreditUsage: z.number(),
  /** Spec 9: fewer than NEW_LANDLORD_LISTINGS listings. */
  isNewLandlord: z.boolean(),
  newLandlordListings: z.number().int(),
  /** What the getting-started checklist ticks. */
  checklist: z.object({
    hasListing: z.boolean(),
    hasPhotos: z.boolean(),
    hasActiveListing: z.boolean(),
    accountDetailsComplete: z.boolean(),
  }),
});
export type AccountStats = z.infer<typeof accountStatsSchema>;

export const LANDLORD_ACTIVITY_KINDS = [
  'lead-received',
  'lead-status-changed',
  'lead-notes-changed',
  'lead-replied',
  'lead-deleted',
  'listing-created',
  'listing-updated',
  'listing-published',
  'listing-paused',
  'listing-deleted',
  'photo-added',
  'credits-spent',
] as const;

export const landlordActivitySchema = z.object({
  id: z.number().int(),
  /** Kebab-case, e.g. 'lead-received' (LANDLORD_ACTIVITY_KINDS; others may come with later issues). */
  kind: z.string(),
  createdAt: z.string(),
  actorName: z.string().nullable(),
  listing: leadListingSchema.nullable(),
  leadId: z.number().int().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type LandlordActivity = z.infer<typeof landlordActivitySchema>;

export const activitiesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(500).default(1),
  perPage: z.coerce.number().int().min(1).max(50).default(20),
});

export const activitiesResponseSchema = z.object({
  data: z.array(landlordActivitySchema),
  meta: z.object({ currentPage: z.number().int(), perPage: z.number().int(), hasMore: z.boolean() }),
});
export type ActivitiesResponse = z.infer<typeof activitiesResponseSchema>;
