// /admin/ecommerce (issue 14 section 2; GET and PATCH /api/admin/ecommerce, modifyCreditBundles): the credit
// prices (everyone's and members'), the currency each country pays in, the seller printed on tax receipts with
// its tax registration numbers, the receipts' prefix, and the sales taxes of every province and state.
import { z } from 'zod';
import { text } from '../fields.ts';
import { ruleParams } from '../validation-messages.ts';
import { percentField } from './money-input.ts';

export const COMMERCE_COUNTRIES = ['CA', 'US'] as const;
export type CommerceCountry = (typeof COMMERCE_COUNTRIES)[number];
export const CURRENCIES = ['CAD', 'USD'] as const;
export const CREDIT_PRICE_KEYS = ['activation', 'featuredActivation', 'daily', 'featuredDaily'] as const;
export type CreditPriceKey = (typeof CREDIT_PRICE_KEYS)[number];

export const CREDIT_PRICE_MAX = 10_000;
export const LEGAL_NAME_MAX = 200;
export const LEGAL_ADDRESS_MAX = 500;
export const TAX_REGISTRATIONS_MAX = 10;
export const RECEIPT_PREFIX_MAX = 10;
/** Letters, digits and dashes: "R-", "INV-", "2026-". */
export const RECEIPT_PREFIX = /^[A-Za-z0-9-]+$/;
export const TAX_NAME_MAX = 20;
/** Every tax line of every province and state, with room to spare (64 regions). */
export const TAX_RATES_MAX = 500;
/** Rates are in thousandths of a percent: 100% is 100000, 9.975% is 9975. */
export const TAX_RATE_MAX = 100_000;

const creditPrice = z.number().int().min(0).max(CREDIT_PRICE_MAX);

/** Credits each listing action costs: all four are sent together. */
export const creditPriceSetSchema = z
  .object({ activation: creditPrice, featuredActivation: creditPrice, daily: creditPrice, featuredDaily: creditPrice })
  .strict();
export type CreditPriceSet = z.infer<typeof creditPriceSetSchema>;

const currency = z.enum(CURRENCIES);
export const currenciesSchema = z.object({ CA: currency, US: currency }).strict();

/** A GST/HST registration (business) number: 9 digits, "RT", 4 digits, e.g. 123456789RT0001 (a space allowed). */
export const GST_HST_NUMBER = /^\d{9} ?RT\d{4}$/;
/** The names under which a registration is the federal GST/HST one (English or French). */
const GST_HST_NAMES = /^(GST|HST|GST\/HST|TPS|TVH|TPS\/TVH)$/i;

export const taxRegistrationSchema = z
  .object({ name: text().trim().min(1).max(40), number: text().trim().min(1).max(40) })
  .strict()
  .superRefine((registration, ctx) => {
    if (GST_HST_NAMES.test(registration.name) && !GST_HST_NUMBER.test(registration.number))
      ctx.addIssue({ code: 'custom', path: ['number'], ...ruleParams('regex') });
  });
export type TaxRegistration = z.infer<typeof taxRegistrationSchema>;

const provinceCode = text()
  .trim()
  .refine((code) => /^[A-Za-z]{2}$/.test(code), ruleParams('in'))
  .transform((code) => code.toUpperCase());

const taxLineFields = {
  country: z.enum(COMMERCE_COUNTRIES),
  /** The province's or state's 2-letter code (QC, ON, NY); one of the answer's `regions`. */
  province: provinceCode,
  /** GST, HST, QST, PST, RST, Sales tax... */
  name: text().trim().min(1).max(TAX_NAME_MAX),
};

/** One tax line as the API takes it: its rate in thousandths of a percent (9.975% = 9975). */
export const taxRateInputSchema = z
  .object({ ...taxLineFields, rate: z.number().int().min(0).max(TAX_RATE_MAX) })
  .strict();
export type TaxRateInput = z.input<typeof taxRateInputSchema>;

/** Two lines of one province with the same name (whatever the case): the later one is "a duplicate". */
function refuseDuplicateTaxNames(
  lines: { country: string; province: string; name: string }[] | undefined,
  ctx: z.RefinementCtx,
  path: (string | number)[],
) {
  const seen = new Set<string>();
  lines?.forEach((line, index) => {
    const key = `${line.country}:${line.province.toUpperCase()}:${line.name.trim().toLowerCase()}`;
    if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [...path, index, 'name'], ...ruleParams('distinct') });
    seen.add(key);
  });
}

const settingsFields = {
  creditPrices: creditPriceSetSchema,
  memberPrices: creditPriceSetSchema,
  currencies: currenciesSchema,
  /** The seller as tax receipts print it. */
  legalName: text().trim().max(LEGAL_NAME_MAX),
  legalAddress: text().trim().max(LEGAL_ADDRESS_MAX),
  /** [{ name: "GST/HST", number: "123456789 RT0001" }, ...], printed on receipts in this order. */
  taxRegistrations: z.array(taxRegistrationSchema).max(TAX_REGISTRATIONS_MAX),
  /** Printed before each receipt's number: "R-" gives ... */
  receiptPrefix: text().trim().min(1).max(RECEIPT_PREFIX_MAX).regex(RECEIPT_PREFIX),
  /**
   * Every tax line of every province and state: the table as it must be afterwards (lines left out are removed).
   * Within a province, the order given is the order receipts print them in.
   */
  taxRates: z.array(taxRateInputSchema).max(TAX_RATES_MAX),
};

/** PATCH /api/admin/ecommerce: only the members sent change (no defaults). */
export const updateEcommerceSettingsSchema = z
  .object(settingsFields)
  .partial()
  .strict()
  .superRefine((value, ctx) => refuseDuplicateTaxNames(value.taxRates, ctx, ['taxRates']));
export type UpdateEcommerceSettingsInput = z.input<typeof updateEcommerceSettingsSchema>;

/**
 * The web form's check of the same body before it is sent: rates as typed, a percentage with up to 3 decimals
 * ("9.975"); the page turns them into thousandths of a percent.
 */
export const ecommerceSettingsFormSchema = z
  .object({
    ...settingsFields,
    taxRates: z.array(z.object({ ...taxLineFields, rate: percentField() })).max(TAX_RATES_MAX),
  })
  .superRefine((value, ctx) => refuseDuplicateTaxNames(value.taxRates, ctx, ['taxRates']));

export const ecommerceSettingsSchema = z.object({
  creditPrices: creditPriceSetSchema,
  memberPrices: creditPriceSetSchema,
  currencies: currenciesSchema,
  legalName: z.string(),
  legalAddress: z.string(),
  taxRegistrations: z.array(taxRegistrationSchema),
  receiptPrefix: z.string(),
  updatedAt: z.string(),
});
export type EcommerceSettings = z.infer<typeof ecommerceSettingsSchema>;

export const taxRateSchema = z.object({
  id: z.number().int(),
  country: z.enum(COMMERCE_COUNTRIES),
  province: z.string(),
  name: z.string(),
  /** Thousandths of a percent: 9975 is 9.975%. */
  rate: z.number().int(),
  position: z.number().int(),
});
export type TaxRate = z.infer<typeof taxRateSchema>;

/** A province, territory or state taxes can be set for, named in the request's language. */
export const taxRegionSchema = z.object({
  country: z.enum(COMMERCE_COUNTRIES),
  code: z.string(),
  name: z.string(),
});
export type TaxRegion = z.infer<typeof taxRegionSchema>;

export const ecommerceSettingsResponseSchema = z.object({
  settings: ecommerceSettingsSchema,
  /** By country, province and position. */
  taxRates: z.array(taxRateSchema),
  /** Canada's 13 provinces and territories, then the US states, each by name. */
  regions: z.array(taxRegionSchema),
});
export type EcommerceSettingsResponse = z.infer<typeof ecommerceSettingsResponseSchema>;

export const saveEcommerceSettingsResponseSchema = ecommerceSettingsResponseSchema.extend({ message: z.string() });
export type SaveEcommerceSettingsResponse = z.infer<typeof saveEcommerceSettingsResponseSchema>;
