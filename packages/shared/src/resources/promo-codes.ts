// Promo codes (issue 14 section 2; /admin/promo-codes, /create, /{id}/edit: createCreditBundles to create,
// modifyCreditBundles otherwise). A code takes a percentage or an amount off a bundle, or adds bonus credits;
// it can be limited in time, in uses overall and per company, and to some bundles (none named: all of them).
// How many times it was used (`used`) is the checkout's to count: the back office only reads it.
import { z } from 'zod';
import { text } from '../fields.ts';
import { ruleParams } from '../validation-messages.ts';
import { BUNDLE_CREDITS_MAX, optionalInstant, refuseEndBeforeStart } from './credit-bundles.ts';
import { DOLLARS_INPUT, dollarsToCents } from './money-input.ts';
import { idField } from './site.ts';

export const PROMO_KINDS = ['percent', 'amount', 'bonus'] as const;
export type PromoKind = (typeof PROMO_KINDS)[number];
export const PROMO_STATUSES = ['active', 'scheduled', 'expired', 'used-up'] as const;
export type PromoStatus = (typeof PROMO_STATUSES)[number];

export const PROMO_CODE_MIN = 2;
export const PROMO_CODE_MAX = 40;
/** Letters, digits and dashes; stored upper case. */
export const PROMO_CODE_PATTERN = /^[A-Za-z0-9-]+$/;
/** $1,000,000.00 off at most. */
export const PROMO_AMOUNT_MAX = 100_000_000;
export const PROMO_USES_MAX = 1_000_000;
export const PROMO_BUNDLES_MAX = 100;

/** The most `value` may be for a kind: 100 (%), cents off, bonus credits. */
export const PROMO_VALUE_MAX: Record<PromoKind, number> = {
  percent: 100,
  amount: PROMO_AMOUNT_MAX,
  bonus: BUNDLE_CREDITS_MAX,
};

export const promoCodeField = text()
  .trim()
  .min(PROMO_CODE_MIN)
  .max(PROMO_CODE_MAX)
  .regex(PROMO_CODE_PATTERN)
  .transform((code) => code.toUpperCase());

const uses = z.number().int().min(1).max(PROMO_USES_MAX).nullable();

const promoFields = {
  code: promoCodeField,
  kind: z.enum(PROMO_KINDS),
  /** percent: 1..100; amount: cents off; bonus: extra credits. */
  value: z.number().int().min(1).max(PROMO_AMOUNT_MAX),
  /** Usable from (null: now) to (null: for good), ISO 8601 instants. */
  validFrom: optionalInstant,
  validTo: optionalInstant,
  /** Uses overall (null: no limit); never below what is already used. */
  maxRedemptions: uses,
  /** Uses per company (null: no limit). */
  maxPerCompany: uses,
  /** The bundles it applies to; empty: all of them. */
  bundleIds: z.array(idField).max(PROMO_BUNDLES_MAX),
};

type PromoShape = {
  kind?: PromoKind | undefined;
  value?: number | undefined;
  validFrom?: string | null | undefined;
  validTo?: string | null | undefined;
};

/** The checks across fields: a percentage is at most 100, the end comes after the start. */
export function promoCodeRules(value: PromoShape, ctx: z.RefinementCtx) {
  if (value.kind && value.value !== undefined && value.value > PROMO_VALUE_MAX[value.kind]) {
    const max = PROMO_VALUE_MAX[value.kind];
    ctx.addIssue({ code: 'custom', path: ['value'], ...ruleParams('max.numeric', { max }) });
  }
  if (!refuseEndBeforeStart(value.validFrom, value.validTo)) {
    ctx.addIssue({ code: 'custom', path: ['validTo'], ...ruleParams('after_start') });
  }
}

/** POST /api/admin/promo-codes: code, kind and value are required; no limits and all bundles by default. */
export const createPromoCodeSchema = z
  .object({
    code: promoFields.code,
    kind: promoFields.kind,
    value: promoFields.value,
    validFrom: promoFields.validFrom.optional(),
    validTo: promoFields.validTo.optional(),
    maxRedemptions: promoFields.maxRedemptions.optional(),
    maxPerCompany: promoFields.maxPerCompany.optional(),
    bundleIds: promoFields.bundleIds.optional(),
  })
  .strict()
  .superRefine(promoCodeRules);
export type CreatePromoCodeInput = z.input<typeof createPromoCodeSchema>;

/** PATCH /api/admin/promo-codes/{id}: only the fields sent change (checked again with the stored ones). */
export const updatePromoCodeSchema = z.object(promoFields).partial().strict().superRefine(promoCodeRules);
export type UpdatePromoCodeInput = z.input<typeof updatePromoCodeSchema>;

/**
 * The web form's check: the value as typed, read by its kind (a whole percentage, dollars off with up to 2
 * decimals, whole bonus credits); the page sends percent and bonus as they are and the amount in cents.
 */
export const promoCodeFormSchema = z
  .object({ ...promoFields, value: text().trim().min(1) })
  .strict()
  .superRefine((form, ctx) => {
    if (!refuseEndBeforeStart(form.validFrom, form.validTo)) {
      ctx.addIssue({ code: 'custom', path: ['validTo'], ...ruleParams('after_start') });
    }
    const issue = (rule: Parameters<typeof ruleParams>[0], params?: Record<string, string | number>) =>
      ctx.addIssue({ code: 'custom', path: ['value'], ...ruleParams(rule, params) });
    if (form.kind === 'amount') {
      if (!DOLLARS_INPUT.test(form.value)) return issue('regex');
      if ((dollarsToCents(form.value) ?? 0) < 1) return issue('min.numeric', { min: '0.01' });
      return;
    }
    if (!/^\d+$/.test(form.value)) return issue('integer');
    const number = Number(form.value);
    if (number < 1) return issue('min.numeric', { min: 1 });
    if (number > PROMO_VALUE_MAX[form.kind]) issue('max.numeric', { max: PROMO_VALUE_MAX[form.kind] });
  });

/** A row of /admin/promo-codes (and the edit form's record). */
export const promoCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(PROMO_KINDS),
  value: z.number().int(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  maxRedemptions: z.number().int().nullable(),
  maxPerCompany: z.number().int().nullable(),
  /** Reserved or redeemed by checkouts (read-only). */
  used: z.number().int(),
  bundleIds: z.array(z.number().int()),
  /** The bundles it is limited to, by id, with their English names (empty: all bundles). */
  bundles: z.array(z.object({ id: z.number().int(), name: z.string() })),
  status: z.enum(PROMO_STATUSES),
  createdAt: z.string(),
});
export type PromoCode = z.infer<typeof promoCodeSchema>;

/** GET /api/admin/promo-codes filters. */
export const promoCodeFiltersSchema = z.object({
  kind: z.enum(PROMO_KINDS).optional(),
  status: z.enum(PROMO_STATUSES).optional(),
});
