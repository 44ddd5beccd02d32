// What a renter sends a landlord from a listing page (POST renter-inquire, spec 7 "Renter") and its answer:
// the listing page's inquiry form validates with this schema and the API reuses it for the endpoint. A module
// of its own, apart from the inquiry lists (inquiries.ts): the form's code loads without the account,
// listing and list schemas, whose construction was most of its evaluation on a phone.
import { z } from 'zod';
import { emailField, phoneField, text } from '../fields.ts';
import { ruleParams } from '../validation-messages.ts';
import { idField } from './site.ts';

export const INQUIRY_NAME_MAX = 100;
export const INQUIRY_MESSAGE_MAX = 2000;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The earliest calendar date that is still today somewhere (UTC-12). A date before it is in the past for
 * everyone, so the server can refuse it without knowing the renter's time zone; a renter writing late in the
 * evening west of the server is never refused. The form also checks against the renter's own today.
 */
export function earliestTodayIso(now: Date = new Date()): string {
  return new Date(now.getTime() - DAY_MS / 2).toISOString().slice(0, 10);
}

/** An ISO date (YYYY-MM-DD) that is not in the past, or '' for "not sure yet". */
export const moveInDateField = z
  .union([
    z.literal(''),
    z.iso.date().refine((value) => value >= earliestTodayIso(), ruleParams('invalid', { reason: 'past' })),
  ])
  .optional();

export const renterInquirySchema = z.object({
  listingId: idField,
  name: text().trim().min(1).max(INQUIRY_NAME_MAX),
  email: emailField,
  phone: z.union([z.literal(''), phoneField]).optional(),
  moveInDate: moveInDateField,
  message: text().trim().min(1).max(INQUIRY_MESSAGE_MAX),
});
export type RenterInquiryInput = z.input<typeof renterInquirySchema>;
export type RenterInquiry = z.output<typeof renterInquirySchema>;

// ---------------------------------------------------------------- answers

/** POST renter-inquire. `accountExists`: null when signed in; false offers "Create an account". */
export const renterInquiryResponseSchema = z.object({
  message: z.string(),
  inquiryId: z.number(),
  accountExists: z.boolean().nullable(),
});
export type RenterInquiryResponse = z.infer<typeof renterInquiryResponseSchema>;
