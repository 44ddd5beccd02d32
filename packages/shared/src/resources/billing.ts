// Buying credits (issue 14 section 3, spec 3 and 7 "Commerce"): the billing information taxes are computed
// from, the saved card, a cart's quote with a promo code, the checkout and what it answers. Money is in cents.
import { z } from 'zod';
import { text } from '../fields.ts';
import { REGIONS } from '../regions.ts';
import { ruleParams } from '../validation-messages.ts';
import { creditTransactionSchema } from './credits.ts';
import { dateRangeFiltersSchema } from './date-range.ts';

export const BILLING_COUNTRIES = ['CA', 'US'] as const;
export type BillingCountry = (typeof BILLING_COUNTRIES)[number];

/** Canadian "A1A 1A1" (space optional) and US ZIP "12345" or "12345-6789". */
export const POSTAL_CODE_FORMATS: Record<BillingCountry, { pattern: RegExp; example: string }> = {
  CA: { pattern: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i, example: 'M5V 2T6' },
  US: { pattern: /^\d{5}(-\d{4})?$/, example: '94103' },
};

/** "m5v2t6" -> "M5V 2T6"; ZIP codes as typed. */
export function normalisePostalCode(country: BillingCountry, code: string): string {
  const trimmed = code.trim().toUpperCase();
  if (country !== 'CA') return trimmed;
  const compact = trimmed.replace(/\s+/g, '');
  return compact.length === 6 ? `${compact.slice(0, 3)} ${compact.slice(3)}` : trimmed;
}

/**
 * A phone number as people write it: digits, spaces, +, -, parentheses and dots, then an optional extension
 * ("ext. 12", "x12", "#12"); 7 to 20 digits before the extension. "zzz" is not one.
 */
export const PHONE_PATTERN = /^\+?[\d\s().-]+?(\s*(ext\.?|x|#)\s*\d{1,6})?$/i;
export const isPhoneNumber = (value: string) => {
  if (!PHONE_PATTERN.test(value)) return false;
  const digits = value.replace(/\s*(ext\.?|x|#)\s*\d{1,6}$/i, '').replace(/\D/g, '').length;
  return digits >= 7 && digits <= 20;
};

/** PATCH commerce/billing-information: the spec's fields and the country; the province is its 2-letter code. */
export const billingInformationInputSchema = z
  .object({
    name: text().trim().min(2).max(120),
    phone: text()
      .trim()
      .max(40)
      .refine((phone) => phone === '' || isPhoneNumber(phone), ruleParams('phone_number'))
      .default(''),
    line1: text().trim().min(3).max(200),
    line2: text().trim().max(200).default(''),
    city: text().trim().min(2).max(120),
    postalCode: text().trim().min(3).max(12),
    province: text()
      .trim()
      .max(2)
      .transform((code) => code.toUpperCase()),
    country: z.enum(BILLING_COUNTRIES).default('CA'),
  })
  .strict()
  .superRefine((value, ctx) => {
    const format = POSTAL_CODE_FORMATS[value.country];
    if (!format.pattern.test(value.postalCode.trim()))
      ctx.addIssue({ code: 'custom', path: ['postalCode'], ...ruleParams('postal_code', { example: format.example }) });
    if (!REGIONS[value.country].some((region) => region.code === value.province))
      ctx.addIssue({ code: 'custom', path: ['province'], ...ruleParams('in') });
  });
export type BillingInformationInput = z.input<typeof billingInformationInputSchema>;

export const billingInformationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  postalCode: z.string(),
  province: z.string(),
  country: z.enum(BILLING_COUNTRIES),
});
export type BillingInformation = z.infer<typeof billingInformationSchema>;

/** GET commerce/payment-method (spec 3): only what identifies the card; the card itself stays with the provider. */
export const paymentMethodSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.string(),
  /** The brand: visa, mastercard, amex... */
  typeExt: z.string(),
  /** The last four digits. */
  partialIdentifier: z.string(),
  postalCode: z.string(),
  paymentMethodId: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** Which provider takes payments, and whether this is test mode ("Test mode" is shown on every payment screen). */
export const paymentConfigSchema = z.object({
  provider: z.enum(['sandbox', 'stripe']),
  testMode: z.boolean(),
  /** Stripe's publishable key, for Stripe.js; null for the sandbox. */
  publishableKey: z.string().nullable(),
});
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;

const promoCodeField = text()
  .trim()
  .min(2)
  .max(40)
  .regex(/^[A-Za-z0-9-]+$/)
  .transform((code) => code.toUpperCase());

/** POST commerce/promo-code: is this code good for this bundle, and what does the cart cost with it? */
export const promoCodeCheckSchema = z.object({ code: promoCodeField, bundleId: z.number().int().positive() }).strict();

export const taxLineSchema = z.object({ name: z.string(), rate: z.number().int(), amount: z.number().int() });

/** A cart's price: the bundle, the promo code's discount or bonus credits, and the buyer's province's taxes. */
export const quoteSchema = z.object({
  bundleId: z.number().int(),
  bundleName: z.string(),
  promoCode: z.string().nullable(),
  subtotal: z.number().int(),
  discount: z.number().int(),
  promoCredits: z.number().int(),
  taxLines: z.array(taxLineSchema),
  tax: z.number().int(),
  total: z.number().int(),
  totalCredits: z.number().int(),
  currency: z.string(),
  /** Taxes need the billing province: false until the billing information is saved. */
  taxesKnown: z.boolean(),
});
export type Quote = z.infer<typeof quoteSchema>;

export const promoCodeResultSchema = quoteSchema.extend({ message: z.string() });

/**
 * A card as the sandbox provider takes it (the stand-in for Stripe.js, which never lets the number reach us).
 * POST commerce/sandbox/payment-methods answers a payment method id for it.
 */
export const sandboxCardSchema = z
  .object({
    number: text()
      .trim()
      .refine((number) => /^[\d ]{12,23}$/.test(number), ruleParams('card.number')),
    expMonth: z.number().int().min(1).max(12),
    expYear: z.number().int().min(2000).max(2100),
    cvc: text()
      .trim()
      .refine((cvc) => /^\d{3,4}$/.test(cvc), ruleParams('card.cvc')),
    name: text().trim().max(120).default(''),
    postalCode: text().trim().max(12).default(''),
  })
  .strict();

export const sandboxPaymentMethodSchema = z.object({
  paymentMethodId: z.string(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
});

/** POST commerce/checkout, sent with an Idempotency-Key: a retry answers the same order, never a second charge. */
export const checkoutSchema = z
  .object({
    bundleId: z.number().int().positive(),
    promoCode: promoCodeField.optional(),
    /** The provider's payment method: a new card's, or the saved one's. */
    paymentMethodId: text().trim().min(3).max(200),
    /** Keep this card for the next purchases and membership renewals. */
    saveCard: z.boolean().default(false),
  })
  .strict();
export type CheckoutInput = z.input<typeof checkoutSchema>;

export const ORDER_STATUSES = ['pending', 'requires_action', 'paid', 'failed', 'canceled', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const orderSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  bundleName: z.string(),
  credits: z.number().int(),
  bonusCredits: z.number().int(),
  promoCredits: z.number().int(),
  promoCode: z.string().nullable(),
  subtotal: z.number().int(),
  discount: z.number().int(),
  tax: z.number().int(),
  total: z.number().int(),
  currency: z.string(),
  taxLines: z.array(taxLineSchema),
  failureReason: z.string().nullable(),
  paidAt: z.string().nullable(),
  receiptId: z.number().int().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

/** What the checkout and post-checkout answer: the order, and for requires_action what the buyer must do. */
export const checkoutResultSchema = z.object({
  message: z.string(),
  order: orderSchema,
  /** Present while the bank asks the buyer to confirm (3-D Secure). */
  nextAction: z
    .object({
      /** Stripe.js's client secret for handleNextAction; null in the sandbox, whose step is on our page. */
      clientSecret: z.string().nullable(),
      paymentId: z.string(),
    })
    .nullable(),
  credits: z.number().int(),
});
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;

/** POST commerce/post-checkout: check the order's payment with the provider and finish it. */
export const postCheckoutSchema = z.object({ orderId: z.number().int().positive() }).strict();

/** POST commerce/sandbox/confirm/{paymentId}: the sandbox's stand-in for the bank's 3-D Secure page. */
export const sandboxConfirmSchema = z.object({ approve: z.boolean() }).strict();

/** GET landlord/transactions/money: the company's orders, with the list contract and the date range. */
export const moneyTransactionFiltersSchema = dateRangeFiltersSchema.extend({
  status: z.enum(ORDER_STATUSES).optional(),
});

/** GET admin/companies/{id}/commerce: what staff see of a company's credits and payments. */
export const companyCommerceSchema = z.object({
  credits: z.number().int(),
  isMember: z.boolean(),
  membershipExpiryDate: z.string().nullable(),
  membershipAutoRenew: z.boolean(),
  orders: z.array(orderSchema),
});
export type CompanyCommerce = z.infer<typeof companyCommerceSchema>;

/** PATCH commerce/membership: renew the membership with the saved card before it ends (needs a saved card). */
export const membershipRenewalSchema = z.object({ autoRenew: z.boolean() }).strict();

/**
 * One row of GET landlord/transactions: every change of the company's credits, with the money paid (a
 * purchase) or returned (a refund) when it belongs to an order.
 */
export const transactionSchema = creditTransactionSchema.extend({
  order: z
    .object({ id: z.number().int(), total: z.number().int(), currency: z.string(), bundleName: z.string() })
    .nullable(),
});
export type Transaction = z.infer<typeof transactionSchema>;

/** PUT commerce/payment-method: the card to keep (a sandbox test card's id, or Stripe.js's pm_...). */
export const savePaymentMethodSchema = z.object({ paymentMethodId: text().trim().min(3).max(200) }).strict();
