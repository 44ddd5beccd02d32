// The ecommerce settings as the form holds them (rates as the percentages people type) and the body a save
// sends: only the members that changed, rates back in thousandths of a percent.
import type { UseFormReturnType } from '@mantine/form';
import type {
  CommerceCountry,
  CreditPriceSet,
  EcommerceSettingsResponse,
  UpdateEcommerceSettingsInput,
} from '@rentals/shared/resources/ecommerce-settings';
import { percentToRate, rateToPercent } from '@rentals/shared/resources/money-input';

export interface TaxLineValues {
  country: CommerceCountry;
  province: string;
  name: string;
  /** As typed: "9.975". */
  rate: string;
}

export interface SettingsFormValues {
  creditPrices: CreditPriceSet;
  memberPrices: CreditPriceSet;
  currencies: { CA: 'CAD' | 'USD'; US: 'CAD' | 'USD' };
  legalName: string;
  legalAddress: string;
  receiptPrefix: string;
  taxRegistrations: { name: string; number: string }[];
  taxRates: TaxLineValues[];
}

export type SettingsForm = UseFormReturnType<SettingsFormValues>;

export function formValuesOf(answer: EcommerceSettingsResponse): SettingsFormValues {
  const { settings, taxRates } = answer;
  return {
    creditPrices: { ...settings.creditPrices },
    memberPrices: { ...settings.memberPrices },
    currencies: { ...settings.currencies },
    legalName: settings.legalName,
    legalAddress: settings.legalAddress,
    receiptPrefix: settings.receiptPrefix,
    taxRegistrations: settings.taxRegistrations.map((r) => ({ ...r })),
    taxRates: taxRates.map(({ country, province, name, rate }) => ({
      country,
      province,
      name,
      rate: rateToPercent(rate),
    })),
  };
}

const KEYS = [
  'creditPrices',
  'memberPrices',
  'currencies',
  'legalName',
  'legalAddress',
  'receiptPrefix',
  'taxRegistrations',
  'taxRates',
] as const;

/** What changed since `initial`, as PATCH admin/ecommerce takes it; empty when nothing did. */
export function changedBody(values: SettingsFormValues, initial: SettingsFormValues): UpdateEcommerceSettingsInput {
  const body: Record<string, unknown> = {};
  for (const key of KEYS) {
    if (JSON.stringify(values[key]) === JSON.stringify(initial[key])) continue;
    body[key] =
      key === 'taxRates'
        ? values.taxRates.map((line) => ({ ...line, rate: percentToRate(line.rate) ?? Number.NaN }))
        : values[key];
  }
  return body as UpdateEcommerceSettingsInput;
}
