// Credit bundles (issue 14 section 2): what landlords buy credits in. The back office's resource
// (/admin/credit-bundles, /create, /{id}/edit: createCreditBundles to create, modifyCreditBundles otherwise) and
// the landlords' list of the bundles on sale now (GET /api/commerce/credit-bundles). Prices in integer cents.
import { z } from 'zod';
import { text } from '../fields.ts';
import { ruleParams } from '../validation-messages.ts';
import { dollarsField } from './money-input.ts';
import { idField } from './site.ts';

export const BUNDLE_NAME_MAX = 80;
export const BUNDLE_CREDITS_MAX = 1_000_000;
/** $1,000,000.00 */
export const BUNDLE_PRICE_MAX = 100_000_000;
export const MEMBERSHIP_MONTHS_MAX = 120;
export const POSITION_MAX = 10_000;

/** An instant with its offset ("2026-12-01T00:00:00Z", "2026-12-01T00:00:00-05:00"), or null for none. */
export const optionalInstant = z.iso.datetime({ offset: true }).nullable();

/** A start and end where both are set: the end must come after the start (under the end's field). */
export function refuseEndBeforeStart(from: string | null | undefined, to: string | null | undefined): boolean {
  return !from || !to || new Date(to).getTime() > new Date(from).getTime();
}

export const BUNDLE_STATUSES = ['active', 'scheduled', 'ended'] as const;
export type BundleStatus = (typeof BUNDLE_STATUSES)[number];

/** The fields both the API and the form take; the price differs (cents in the API, dollars in the form). */
const bundleFields = {
  name: text().trim().min(1).max(BUNDLE_NAME_MAX),
  nameFr: text().trim().min(1).max(BUNDLE_NAME_MAX),
  credits: z.number().int().min(1).max(BUNDLE_CREDITS_MAX),
  bonusCredits: z.number().int().min(0).max(BUNDLE_CREDITS_MAX),
  membershipMonths: z.number().int().min(0).max(MEMBERSHIP_MONTHS_MAX),
  /** On sale from (null: since always) to (null: for good), ISO 8601 instants. */
  activeFrom: optionalInstant,
  activeTo: optionalInstant,
  /** The lists' order: lowest first. */
  position: z.number().int().min(0).max(POSITION_MAX),
};
const priceInCents = z.number().int().min(1).max(BUNDLE_PRICE_MAX);

const windowRule = { path: ['activeTo'], ...ruleParams('after_start') };
const inWindow = (v: { activeFrom?: string | null | undefined; activeTo?: string | null | undefined }) =>
  refuseEndBeforeStart(v.activeFrom, v.activeTo);

/** POST /api/admin/credit-bundles: names, credits and price are required; the rest default to 0 and "always". */
export const createCreditBundleSchema = z
  .object({
    name: bundleFields.name,
    nameFr: bundleFields.nameFr,
    credits: bundleFields.credits,
    /** In cents, before taxes. */
    price: priceInCents,
    bonusCredits: bundleFields.bonusCredits.optional(),
    membershipMonths: bundleFields.membershipMonths.optional(),
    activeFrom: optionalInstant.optional(),
    activeTo: optionalInstant.optional(),
    position: bundleFields.position.optional(),
  })
  .strict()
  .refine(inWindow, windowRule);
export type CreateCreditBundleInput = z.input<typeof createCreditBundleSchema>;

/** PATCH /api/admin/credit-bundles/{id}: only the fields sent change (the window is checked with the stored one). */
export const updateCreditBundleSchema = z
  .object({ ...bundleFields, price: priceInCents })
  .partial()
  .strict()
  .refine(inWindow, windowRule);
export type UpdateCreditBundleInput = z.input<typeof updateCreditBundleSchema>;

/** The web form's check: the same fields with the price in dollars as typed ("25", "25.50"). */
export const creditBundleFormSchema = z
  .object({ ...bundleFields, price: dollarsField() })
  .strict()
  .refine(inWindow, windowRule);

/** A row of /admin/credit-bundles (and the edit form's record). */
export const creditBundleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameFr: z.string(),
  credits: z.number().int(),
  /** In cents, before taxes. */
  price: z.number().int(),
  bonusCredits: z.number().int(),
  membershipMonths: z.number().int(),
  activeFrom: z.string().nullable(),
  activeTo: z.string().nullable(),
  position: z.number().int(),
  /** On sale now, later, or no longer. */
  status: z.enum(BUNDLE_STATUSES),
  createdAt: z.string(),
});
export type CreditBundle = z.infer<typeof creditBundleSchema>;

/** GET /api/admin/credit-bundles filters. */
export const creditBundleFiltersSchema = z.object({ status: z.enum(BUNDLE_STATUSES).optional() });

/** A bundle on sale, as landlords see it: its name in their language, its price in their currency. */
export const creditBundleOfferSchema = z.object({
  id: idField,
  name: z.string(),
  credits: z.number().int(),
  bonusCredits: z.number().int(),
  membershipMonths: z.number().int(),
  /** In cents, before taxes. */
  price: z.number().int(),
  /** CAD or USD: the buyer's billing country's (the ecommerce settings), Canada's without one. */
  currency: z.string(),
});
export type CreditBundleOffer = z.infer<typeof creditBundleOfferSchema>;

/** GET /api/commerce/credit-bundles: the bundles on sale now, by position. */
export const creditBundleOffersSchema = z.object({ data: z.array(creditBundleOfferSchema) });
export type CreditBundleOffers = z.infer<typeof creditBundleOffersSchema>;
