// Support's moderation of reported listings (issue 16): the reports grouped per listing, one listing's reports
// with its landlord, and the outcomes that close them.
import { z } from 'zod';
import { listQuerySchema, pagedSchema } from '../pagination.ts';
import { ruleParams } from '../validation-messages.ts';
import { LISTING_STATUSES, REPORT_REASON_KEYS } from './listing-vocabularies.ts';

/** How support closes a listing's open reports. */
export const REPORT_OUTCOMES = ['dismiss', 'ask-fix', 'hide', 'remove'] as const;
export type ReportOutcome = (typeof REPORT_OUTCOMES)[number];

export const REPORT_QUEUE_STATES = ['open', 'handled'] as const;
export const REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;

/** The longest agent note and message to the landlord. */
export const REPORT_NOTE_MAX = 2000;

export const reportedListingsQuerySchema = listQuerySchema.extend({
  /** open (default): listings with an open report, oldest first; handled: every report closed, latest first. */
  state: z.enum(REPORT_QUEUE_STATES).default('open'),
  reason: z.enum(REPORT_REASON_KEYS).optional(),
});
export type ReportedListingsQuery = z.infer<typeof reportedListingsQuerySchema>;

/** One row of the queue: a listing and its reports (in the queue's state). `id` is the listing's. */
export const reportedListingRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  listingStatus: z.enum(LISTING_STATUSES),
  onHold: z.boolean(),
  landlordName: z.string().nullable(),
  companyName: z.string().nullable(),
  reportCount: z.number().int(),
  openCount: z.number().int(),
  reasons: z.array(z.string()),
  firstReportedAt: z.string(),
  lastReportedAt: z.string(),
  /** The outcome of the latest closed report (handled listings). */
  lastOutcome: z.string().nullable(),
});
export type ReportedListingRow = z.infer<typeof reportedListingRowSchema>;
export const reportedListingsPageSchema = pagedSchema(reportedListingRowSchema);

export const listingReportSchema = z.object({
  id: z.number().int(),
  reason: z.string(),
  details: z.string(),
  status: z.enum(REPORT_STATUSES),
  /** The reporter's account (name), else only their email, else anonymous. */
  reporterId: z.number().int().nullable(),
  reporterName: z.string().nullable(),
  reporterEmail: z.string().nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  outcome: z.string().nullable(),
  note: z.string().nullable(),
});
export type ListingReport = z.infer<typeof listingReportSchema>;

const otherListingSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.enum(LISTING_STATUSES),
  onHold: z.boolean(),
  rent: z.number().int(),
  cityName: z.string(),
  openReports: z.number().int(),
});

/** GET /api/support/reported-listings/{listingId}. */
export const reportedListingDetailSchema = z.object({
  id: z.number().int(),
  listing: z.object({
    id: z.number().int(),
    title: z.string(),
    slug: z.string(),
    status: z.enum(LISTING_STATUSES),
    streetAddress: z.string(),
    unit: z.string().nullable(),
    postalCode: z.string().nullable(),
    cityId: z.number().int(),
    cityName: z.string(),
    provinceCode: z.string(),
    rent: z.number().int(),
    beds: z.number().int(),
    baths: z.number(),
    description: z.string(),
    createdAt: z.string(),
    enabledAt: z.string().nullable(),
    moderationHoldAt: z.string().nullable(),
    moderationHoldReason: z.string().nullable(),
    /** The public page, e.g. /listing/123/sunny-2-bedroom. */
    publicPath: z.string(),
    photos: z.array(z.object({ id: z.number().int(), url: z.string(), alt: z.string() })),
  }),
  landlord: z
    .object({
      id: z.number().int(),
      name: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
      status: z.string(),
      createdAt: z.string(),
    })
    .nullable(),
  company: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  reports: z.array(listingReportSchema),
  otherListings: z.array(otherListingSchema),
  otherListingsTotal: z.number().int(),
});
export type ReportedListingDetail = z.infer<typeof reportedListingDetailSchema>;

const note = z.string().trim().max(REPORT_NOTE_MAX);

/**
 * POST /api/support/reported-listings/{listingId}/outcome: closes every open report of the listing.
 * `note` stays internal; `message` (ask-fix: required) is emailed to the landlord.
 */
export const reportOutcomeSchema = z
  .object({
    outcome: z.enum(REPORT_OUTCOMES),
    note: note.default(''),
    message: note.default(''),
  })
  .superRefine((value, ctx) => {
    if (value.outcome === 'ask-fix' && value.message === '') {
      ctx.addIssue({ code: 'custom', path: ['message'], input: value.message, ...ruleParams('required') });
    }
  });
export type ReportOutcomeInput = z.input<typeof reportOutcomeSchema>;

export const reportOutcomeResultSchema = z.object({
  message: z.string(),
  closed: z.number().int(),
  reportersEmailed: z.number().int(),
  landlordEmailed: z.boolean(),
});
export type ReportOutcomeResult = z.infer<typeof reportOutcomeResultSchema>;
