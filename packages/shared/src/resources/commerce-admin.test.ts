// The commerce back office's schemas: every request field named in French, updates that fill nothing in, and
// amounts read as people type them (never through a float: 0.29 is 29 cents).
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { FR_ATTRIBUTES, fieldErrors } from '../validation-messages.ts';
import {
  createCreditBundleSchema,
  creditBundleFiltersSchema,
  creditBundleFormSchema,
  updateCreditBundleSchema,
} from './credit-bundles.ts';
import {
  creditPriceSetSchema,
  currenciesSchema,
  taxRateInputSchema,
  taxRegistrationSchema,
  updateEcommerceSettingsSchema,
} from './ecommerce-settings.ts';
import { centsToDollars, dollarsToCents, percentToRate, rateToPercent } from './money-input.ts';
import {
  createPromoCodeSchema,
  promoCodeFiltersSchema,
  promoCodeFormSchema,
  updatePromoCodeSchema,
} from './promo-codes.ts';

const shapes: Record<string, Record<string, unknown>> = {
  updateEcommerceSettingsSchema: updateEcommerceSettingsSchema.shape,
  creditPriceSetSchema: creditPriceSetSchema.shape,
  currenciesSchema: currenciesSchema.shape,
  taxRegistrationSchema: taxRegistrationSchema.shape,
  taxRateInputSchema: taxRateInputSchema.shape,
  createCreditBundleSchema: createCreditBundleSchema.shape,
  creditBundleFiltersSchema: creditBundleFiltersSchema.shape,
  createPromoCodeSchema: createPromoCodeSchema.shape,
  promoCodeFiltersSchema: promoCodeFiltersSchema.shape,
};

const errorsOf = (schema: z.ZodType, input: unknown, locale: 'en' | 'fr' = 'en') => {
  const result = schema.safeParse(input, { reportInput: true });
  return result.success ? {} : fieldErrors(result.error.issues, locale);
};

describe('commerce back-office schemas', () => {
  it('name every request field in French', () => {
    for (const [name, shape] of Object.entries(shapes)) {
      for (const field of Object.keys(shape)) expect(FR_ATTRIBUTES, `${name}.${field}`).toHaveProperty(field);
    }
  });

  it('fill nothing in on update: a field left out stays as it is', () => {
    expect(updateEcommerceSettingsSchema.parse({})).toEqual({});
    expect(updateCreditBundleSchema.parse({})).toEqual({});
    expect(updatePromoCodeSchema.parse({ code: 'spring-5' })).toEqual({ code: 'SPRING-5' });
  });

  it('read dollars and percentages as typed, and write them back the same', () => {
    expect(['0.29', '25', '25.5', '25.50', '9999999.99'].map(dollarsToCents)).toEqual([
      29, 2500, 2550, 2550, 999_999_999,
    ]);
    expect(['', '1.234', '-1', '1e3', '25.'].map(dollarsToCents)).toEqual([null, null, null, null, null]);
    expect([29, 2500, 2550].map(centsToDollars)).toEqual(['0.29', '25.00', '25.50']);
    expect(['9.975', '5', '0.001', '100', '14.5'].map(percentToRate)).toEqual([9975, 5000, 1, 100_000, 14_500]);
    expect(['100.001', '9.9755', '', 'x'].map(percentToRate)).toEqual([null, null, null, null]);
    expect([9975, 5000, 14_500, 1].map(rateToPercent)).toEqual(['9.975', '5', '14.5', '0.001']);
  });

  it('say one thing at a time about an amount or a rate typed wrong', () => {
    const bundle = {
      name: 'S',
      nameFr: 'D',
      credits: 1,
      bonusCredits: 0,
      membershipMonths: 0,
      activeFrom: null,
      activeTo: null,
      position: 0,
    };
    expect(errorsOf(creditBundleFormSchema, { ...bundle, price: '0.001' })).toEqual({
      price: ['The price field format is invalid.'],
    });
    expect(errorsOf(creditBundleFormSchema, { ...bundle, price: '0' })).toEqual({
      price: ['The price field must be at least 0.01.'],
    });
    const promo = {
      code: 'AB',
      validFrom: null,
      validTo: null,
      maxRedemptions: null,
      maxPerCompany: null,
      bundleIds: [],
    };
    expect(errorsOf(promoCodeFormSchema, { ...promo, kind: 'percent', value: '12.5' })).toEqual({
      value: ['The value field must be an integer.'],
    });
    expect(errorsOf(promoCodeFormSchema, { ...promo, kind: 'bonus', value: '0' }, 'fr')).toEqual({
      value: ['La valeur de valeur doit être supérieure ou égale à 1.'],
    });
  });
});
