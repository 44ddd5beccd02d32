// Membership renewals by support (issue 16 section 2): companies picked by the end of their membership, renewed
// in bulk with a chosen membership bundle, each through the commerce issue's order, ledger and membership path
// with the company's saved card; a batch keeps each company's result. Money in cents.
import { z } from 'zod';
import { listQuerySchema, MAX_BULK_IDS, pagedSchema } from '../pagination.ts';
import { ruleParams } from '../validation-messages.ts';
import { isoDateParam } from './date-range.ts';

/** The expiry windows the screen offers; `custom` takes `from` and `to` (calendar days, UTC, inclusive). */
export const RENEWAL_WINDOWS = ['next7', 'next30', 'next60', 'expired30', 'custom'] as const;
export type RenewalWindow = (typeof RENEWAL_WINDOWS)[number];

/** Why a company was not renewed. */
export const RENEWAL_FAILURES = [
  'company_missing',
  'no_membership_bundle',
  'no_saved_card',
  'no_billing_information',
  'no_account_holder',
  'card_declined',
  'insufficient_funds',
  'authentication_required',
  'payment_failed',
] as const;
export type RenewalFailure = (typeof RENEWAL_FAILURES)[number];

export const RENEWAL_ITEM_STATUSES = ['pending', 'renewed', 'failed'] as const;
export type RenewalItemStatus = (typeof RENEWAL_ITEM_STATUSES)[number];
export const RENEWAL_BATCH_STATUSES = ['queued', 'running', 'done'] as const;
export type RenewalBatchStatus = (typeof RENEWAL_BATCH_STATUSES)[number];

/** A batch of at most this many companies runs inside the request; a larger one runs as a background job. */
export const RENEWAL_INLINE_LIMIT = 10;

const windowFields = {
  window: z.enum(RENEWAL_WINDOWS).default('next30'),
  from: isoDateParam.optional(),
  to: isoDateParam.optional(),
};

type WindowValue = { window: RenewalWindow; from?: string | undefined; to?: string | undefined };
function checkWindow(value: WindowValue, ctx: z.RefinementCtx) {
  if (value.window !== 'custom') return;
  if (!value.from) ctx.addIssue({ code: 'custom', path: ['from'], ...ruleParams('required') });
  if (!value.to) ctx.addIssue({ code: 'custom', path: ['to'], ...ruleParams('required') });
  if (value.from && value.to && value.to < value.from)
    ctx.addIssue({ code: 'custom', path: ['to'], ...ruleParams('after_start') });
}

export const renewalWindowSchema = z.object(windowFields).superRefine(checkWindow);
export type RenewalWindowQuery = z.input<typeof renewalWindowSchema>;

/** GET support/membership-renewals/companies */
export const renewalCompaniesQuerySchema = listQuerySchema
  .pick({ page: true, perPage: true, q: true })
  .extend(windowFields)
  .superRefine(checkWindow);

export const renewalCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  membershipExpiresAt: z.string().nullable(),
  hasSavedCard: z.boolean(),
  autoRenew: z.boolean(),
  lastRenewalAt: z.string().nullable(),
});
export type RenewalCompany = z.infer<typeof renewalCompanySchema>;
export const renewalCompaniesPageSchema = pagedSchema(renewalCompanySchema);

/** The bundles a renewal may use: those with membership months, on sale now. */
export const membershipBundleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameFr: z.string(),
  credits: z.number().int(),
  price: z.number().int(),
  membershipMonths: z.number().int(),
});
export type MembershipBundle = z.infer<typeof membershipBundleSchema>;

/** POST support/membership-renewals/batches: the chosen companies, or every company of a window. */
export const createRenewalBatchSchema = z
  .object({
    bundleId: z.number().int().min(1),
    companyIds: z.array(z.number().int().min(1).max(2_147_483_647)).min(1).max(MAX_BULK_IDS).optional(),
    /** Every company whose membership ends in this window (the "select all" of the list). */
    all: renewalWindowSchema.optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (!value.companyIds && !value.all)
      ctx.addIssue({ code: 'custom', path: ['companyIds'], ...ruleParams('required') });
  });
export type CreateRenewalBatch = z.input<typeof createRenewalBatchSchema>;

export const renewalItemSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int().nullable(),
  companyName: z.string(),
  status: z.enum(RENEWAL_ITEM_STATUSES),
  reason: z.enum(RENEWAL_FAILURES).nullable(),
  /** The failure explained in the caller's language. */
  reasonText: z.string().nullable(),
  orderId: z.number().int().nullable(),
  expiresBefore: z.string().nullable(),
  expiresAfter: z.string().nullable(),
  processedAt: z.string().nullable(),
});
export type RenewalItem = z.infer<typeof renewalItemSchema>;

export const renewalBatchSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  bundleId: z.number().int().nullable(),
  bundleName: z.string(),
  status: z.enum(RENEWAL_BATCH_STATUSES),
  total: z.number().int(),
  renewed: z.number().int(),
  failed: z.number().int(),
  finishedAt: z.string().nullable(),
});
export type RenewalBatch = z.infer<typeof renewalBatchSchema>;

export const renewalBatchesPageSchema = pagedSchema(renewalBatchSchema);

/** GET support/membership-renewals/batches/{id|latest}: the batch and a page of its companies. */
export const renewalBatchItemsQuerySchema = listQuerySchema.pick({ page: true, perPage: true }).extend({
  status: z.enum(RENEWAL_ITEM_STATUSES).optional(),
});
export const renewalBatchDetailSchema = z.object({
  batch: renewalBatchSchema.nullable(),
  items: pagedSchema(renewalItemSchema),
});
export type RenewalBatchDetail = z.infer<typeof renewalBatchDetailSchema>;
