// Every inquiry, for the back office (/admin/inquiries, /admin/inquiries/{id}): who wrote about which listing,
// to which landlord and company, and what became of the lead. The renter's own inquiries are inquiries.ts.
import { z } from 'zod';
import { dateRangeFiltersSchema } from './date-range.ts';
import { idParam } from './site.ts';

/** Where a landlord is with a lead, in the portal's inbox (issue 13); whether it was opened is `readAt`. */
export const LEAD_STATUSES = ['new', 'contacted', 'viewing-booked', 'applied', 'closed'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

const ref = z.object({ id: z.number().int(), name: z.string() });

export const adminInquiryListingSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  cityName: z.string(),
  provinceCode: z.string(),
  /** The public listing page, e.g. /rentals/ontario/toronto/2-bed-apartment-12. */
  path: z.string(),
});

export const adminInquirySchema = z.object({
  id: z.number().int(),
  /** ISO timestamp. */
  createdAt: z.string(),
  /** The sender, as they typed it. */
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** The sender's account, null when sent logged out. */
  userId: z.number().int().nullable(),
  listing: adminInquiryListingSchema,
  /** The landlord account and company the inquiry went to (the lead's; kept if the listing changes hands). */
  landlord: ref.nullable(),
  company: ref.nullable(),
  /** The lead's status; null when there is no lead. */
  leadStatus: z.enum(LEAD_STATUSES).nullable(),
});
export type AdminInquiry = z.infer<typeof adminInquirySchema>;

export const adminInquiryDetailSchema = adminInquirySchema.extend({
  message: z.string(),
  /** yyyy-mm-dd or null. */
  moveInDate: z.string().nullable(),
  lead: z
    .object({
      id: z.number().int(),
      status: z.enum(LEAD_STATUSES),
      /** The landlord removed it from their leads (ISO), or null. */
      deletedAt: z.string().nullable(),
      updatedAt: z.string(),
    })
    .nullable(),
});
export type AdminInquiryDetail = z.infer<typeof adminInquiryDetailSchema>;

/** GET /api/admin/inquiries filters: city of the listing, company the inquiry went to, a range of days. */
export const adminInquiryFiltersSchema = dateRangeFiltersSchema.extend({
  cityId: idParam.optional(),
  companyId: idParam.optional(),
});
export type AdminInquiryFilters = z.infer<typeof adminInquiryFiltersSchema>;
