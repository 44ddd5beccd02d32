// The card as the sandbox provider takes it (test mode): number, expiry MM/YY and security code, turned into
// the sandbox's payment method id (what Stripe.js does in the browser in live mode), the server's field
// errors shown on their fields.
import { SimpleGrid, TextInput } from '@mantine/core';
import { ApiError } from '../../../lib/api-client.ts';
import { type TFunction, useTranslation } from '../../../lib/i18n/index.ts';
import { sandboxPaymentMethod } from '../api.ts';

export interface CardValues {
  number: string;
  expiry: string;
  cvc: string;
}
export type CardErrors = Partial<Record<keyof CardValues, string>>;
export const EMPTY_CARD: CardValues = { number: '', expiry: '', cvc: '' };

/** "12/29" -> { month: 12, year: 2029 }; null when it is not MM/YY. */
export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return null;
  const month = Number(match[1]);
  const year = Number(match[2]) + ((match[2] ?? '').length === 2 ? 2000 : 0);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** The sandbox's payment method id for the card, or the errors to show on its fields. */
export async function sandboxCardMethod(card: CardValues, t: TFunction): Promise<string | CardErrors> {
  const expiry = parseExpiry(card.expiry);
  if (!expiry) return { expiry: t('billing.card.expiryInvalid') };
  try {
    const method = await sandboxPaymentMethod({
      number: card.number,
      expMonth: expiry.month,
      expYear: expiry.year,
      cvc: card.cvc,
    });
    return method.paymentMethodId;
  } catch (error) {
    if (error instanceof ApiError && Object.keys(error.errors).length > 0)
      return {
        number: error.errors.number?.[0],
        expiry: error.errors.expYear?.[0] ?? error.errors.expMonth?.[0],
        cvc: error.errors.cvc?.[0],
      };
    throw error;
  }
}

export function SandboxCardFields({
  value,
  onChange,
  errors,
}: {
  value: CardValues;
  onChange: (card: CardValues) => void;
  errors: CardErrors;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        label={t('billing.card.number')}
        inputMode="numeric"
        autoComplete="cc-number"
        value={value.number}
        onChange={(event) => onChange({ ...value, number: event.currentTarget.value })}
        error={errors.number}
        required
        data-testid="card-number"
      />
      <SimpleGrid cols={2}>
        <TextInput
          label={t('billing.card.expiry')}
          autoComplete="cc-exp"
          placeholder="12/30"
          value={value.expiry}
          onChange={(event) => onChange({ ...value, expiry: event.currentTarget.value })}
          error={errors.expiry}
          required
          data-testid="card-expiry"
        />
        <TextInput
          label={t('billing.card.cvc')}
          inputMode="numeric"
          autoComplete="cc-csc"
          value={value.cvc}
          onChange={(event) => onChange({ ...value, cvc: event.currentTarget.value })}
          error={errors.cvc}
          required
          data-testid="card-cvc"
        />
      </SimpleGrid>
    </>
  );
}
