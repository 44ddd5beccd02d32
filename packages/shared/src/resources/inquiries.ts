// Renter inquiries: what a renter sends a landlord from a listing page (POST renter-inquire, spec 7
// "Renter"). The listing page validates its form with this schema; the API reuses it for the endpoint.
import { z } from 'zod';
import { text } from '../fields.ts';
import { ruleParams } from '../validation-messages.ts';
import { emailField, phoneField } from './accounts.ts';
import { idField } from './site.ts';

export const INQUIRY_NAME_MAX = 100;
export const INQUIRY_MESSAGE_MAX = 2000;

const DAY_MS = 24 * 60 * 60 * 1000;

/** YYYY-MM-DD of `date` in the time zone of whoever runs the code (the renter's, in the browser). */
export function localIsoDate(date: Date = new Date()): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

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
