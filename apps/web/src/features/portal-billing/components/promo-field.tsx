// The promo code at the checkout: applied to the cart (its quote), removed, or refused with the reason on the field.
import { Button, Group, Text, TextInput } from '@mantine/core';
import type { Quote } from '@rentals/shared/resources/billing';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { checkPromoCode } from '../api.ts';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

export function PromoField({ bundleId, onQuote }: { bundleId: number; onQuote: (quote: Quote | null) => void }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [applied, setApplied] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const apply = async () => {
    setBusy(true);
    setError(null);
    try {
      const quote = await checkPromoCode(code.trim(), bundleId);
      setApplied(quote.promoCode);
      onQuote(quote);
    } catch (failure) {
      setError(failure instanceof ApiError ? (failure.errors.code?.[0] ?? failure.message) : errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  if (applied)
    return (
      <Group gap="xs">
        <Text size="sm" data-testid="promo-applied">
          {t('billing.checkout.promo')}: <strong>{applied}</strong>
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => {
            setApplied(null);
            setCode('');
            onQuote(null);
          }}
        >
          {t('billing.checkout.removePromo')}
        </Button>
      </Group>
    );
  return (
    <Group align="flex-start" gap="xs" wrap="nowrap">
      <TextInput
        label={t('billing.checkout.promo')}
        value={code}
        onChange={(event) => setCode(event.currentTarget.value)}
        error={error}
        autoComplete="off"
        style={{ flex: 1 }}
        data-testid="promo-code"
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            if (code.trim()) void apply();
          }
        }}
      />
      <Button
        variant="default"
        mt={25}
        onClick={() => void apply()}
        loading={busy}
        disabled={!code.trim()}
        data-testid="promo-apply"
      >
        {t('billing.checkout.applyPromo')}
      </Button>
    </Group>
  );
}
