// The credit wallet (issue 14 section 1, spec 3 "Landlord wallet"): a company's credits, the ledger rows that
// moved them, spending them on a listing (activate, feature) and staff adjustments. Credits are whole numbers.
import { z } from 'zod';
import { text } from '../fields.ts';
import { ruleParams } from '../validation-messages.ts';
import { dateRangeFiltersSchema } from './date-range.ts';
import { LISTING_STATUSES } from './listing-vocabularies.ts';

/** Why a company's credits changed: each ledger row has one. */
export const CREDIT_REASONS = [
  'purchase',
  'promo',
  'activation',
  'featuring',
  'daily-usage',
  'refund',
  'adjustment',
] as const;
export type CreditReason = (typeof CREDIT_REASONS)[number];

/** GET landlord/wallet (spec 3). Memberships come with the bundles that include them. */
export const walletSchema = z.object({
  credits: z.number().int(),
  isMember: z.boolean(),
  membershipExpiryDate: z.string().nullable(),
  /** The landlord agreed to renew the membership with the saved card before it ends. */
  membershipAutoRenew: z.boolean(),
});
export type Wallet = z.infer<typeof walletSchema>;

/** One row of GET landlord/transactions/credits: what changed, why, and the balance it left. */
export const creditTransactionSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  reason: z.enum(CREDIT_REASONS),
  listing: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  /** The staff member's reason for an adjustment; empty otherwise. */
  note: z.string(),
});
export type CreditTransaction = z.infer<typeof creditTransactionSchema>;

export const creditTransactionFiltersSchema = dateRangeFiltersSchema.extend({
  reason: z.enum(CREDIT_REASONS).optional(),
});

/** Days a listing can be featured for at once. */
export const FEATURE_DAYS = [7, 14, 30] as const;
export const MAX_FEATURE_DAYS = 90;

/** POST commerce/enable/{id}: publish the listing, featured or not (the featured activation price). */
export const enableListingSchema = z.object({ featured: z.boolean().optional() }).strict();

/** POST commerce/featured/{id}: feature the listing for some days (a live listing, or published with it). */
export const featureListingSchema = z.object({ days: z.number().int().min(1).max(MAX_FEATURE_DAYS) }).strict();

/** What a spend answers: the listing's new state and what is left in the wallet. */
export const spendResultSchema = z.object({
  message: z.string(),
  listingId: z.number().int(),
  status: z.enum(LISTING_STATUSES),
  featuredUntil: z.string().nullable(),
  spent: z.number().int(),
  credits: z.number().int(),
});
export type SpendResult = z.infer<typeof spendResultSchema>;

/** The most staff can add or take back in one adjustment. */
export const MAX_CREDIT_ADJUSTMENT = 100_000;

/** POST admin/companies/{id}/credits: a staff adjustment, always with its reason. */
export const creditAdjustmentSchema = z
  .object({
    amount: z
      .number()
      .int()
      .min(-MAX_CREDIT_ADJUSTMENT)
      .max(MAX_CREDIT_ADJUSTMENT)
      .refine((n) => n !== 0, ruleParams('not_zero')),
    note: text().trim().min(3).max(500),
  })
  .strict();
export type CreditAdjustment = z.infer<typeof creditAdjustmentSchema>;

export const creditAdjustmentResultSchema = z.object({
  message: z.string(),
  credits: z.number().int(),
  transaction: creditTransactionSchema,
});
