// Renter inquiries: what a renter sends a landlord from a listing page (POST renter-inquire, spec 7
// "Renter"), and what the renter reads back in My Inquiries (recent-inquiries, inquiry-listings,
// my-inquiries/{id}, listing-inquiries/{id}). The request and its answer are in renter-inquiry.ts.
import { z } from 'zod';
import { listQuerySchema, type Paged, pagedSchema } from '../pagination.ts';
import { listingCardSchema } from './listings.ts';

export * from './renter-inquiry.ts';

/** How long a message excerpt in the inquiry lists is, in characters. */
export const INQUIRY_EXCERPT_MAX = 160;
/** A same-person, same-listing, same-message inquiry within this window is refused as a repeat (409). */
export const INQUIRY_REPEAT_WINDOW_MS = 60_000;

/** What the listing was when the renter wrote, from its row: shown even once it is no longer active. */
const inquiryListingFields = {
  listingId: z.number(),
  listingTitle: z.string(),
  /** "120 Queen St, Unit 4, Toronto, ON" */
  listingAddress: z.string(),
  /** The card while the listing is active; null once it is rented, paused or removed. */
  listing: listingCardSchema.nullable(),
};

/** One inquiry in GET recent-inquiries: newest first, the message shortened. */
export const inquirySummarySchema = z.object({
  id: z.number(),
  /** ISO timestamp. */
  createdAt: z.string(),
  /** At most INQUIRY_EXCERPT_MAX characters. */
  message: z.string(),
  /** YYYY-MM-DD, or null: not sure yet. */
  moveInDate: z.string().nullable(),
  ...inquiryListingFields,
});
export type InquirySummary = z.infer<typeof inquirySummarySchema>;

/** GET my-inquiries/{id}: one inquiry in full, as it was sent. */
export const inquiryDetailSchema = inquirySummarySchema.extend({
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
});
export type InquiryDetail = z.infer<typeof inquiryDetailSchema>;
export const myInquiryResponseSchema = z.object({ inquiry: inquiryDetailSchema });
export type MyInquiryResponse = z.infer<typeof myInquiryResponseSchema>;

/** GET recent-inquiries, GET inquiry-listings: ?page=&perPage=&q= (q searches messages and listing titles). */
export const inquiryListQuerySchema = listQuerySchema.extend({
  sort: z.enum(['-createdAt', 'createdAt']).default('-createdAt'),
});
export type InquiryListQuery = z.infer<typeof inquiryListQuerySchema>;

export const recentInquiriesResponseSchema = pagedSchema(inquirySummarySchema);
export type RecentInquiriesResponse = Paged<InquirySummary>;

/** A listing the renter enquired about (GET inquiry-listings), most recently contacted first. */
export const inquiryListingSchema = z.object({
  ...inquiryListingFields,
  inquiryCount: z.number(),
  /** ISO timestamp of the latest inquiry. */
  lastInquiryAt: z.string(),
});
export type InquiryListing = z.infer<typeof inquiryListingSchema>;
export const inquiryListingsResponseSchema = pagedSchema(inquiryListingSchema);
export type InquiryListingsResponse = Paged<InquiryListing>;

/** GET listing-inquiries/{id}: the caller's inquiries about one listing, newest first. */
export const listingInquirySchema = z.object({
  id: z.number(),
  createdAt: z.string(),
  moveInDate: z.string().nullable(),
  message: z.string(),
});
export type ListingInquiry = z.infer<typeof listingInquirySchema>;
export const listingInquiriesResponseSchema = z.object({ inquiries: z.array(listingInquirySchema) });
export type ListingInquiriesResponse = z.infer<typeof listingInquiriesResponseSchema>;
