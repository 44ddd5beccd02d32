// The cart or order's lines: the bundle, the promo's discount or bonus credits, each tax with its rate, the
// total, and the credits it brings.
import { Divider, Group, Stack, Text } from '@mantine/core';
import type { Quote } from '@rentals/shared/resources/billing';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { formatMoney, formatRate } from '../../../lib/money.ts';

export function OrderSummary({ quote }: { quote: Quote }) {
  const { t, i18n } = useTranslation();
  const money = (cents: number) => formatMoney(cents, quote.currency, i18n.language);
  const line = (label: string, value: string, testId?: string) => (
    <Group justify="space-between" wrap="nowrap" data-testid={testId}>
      <Text size="sm">{label}</Text>
      <Text size="sm" ta="right">
        {value}
      </Text>
    </Group>
  );
  return (
    <Stack gap={6} data-testid="order-summary">
      {line(quote.bundleName, money(quote.subtotal))}
      {quote.discount > 0 &&
        line(
          t('billing.checkout.discount', { code: quote.promoCode }),
          `− ${money(quote.discount)}`,
          'summary-discount',
        )}
      {quote.promoCredits > 0 &&
        line(
          t('billing.checkout.promoCredits', { code: quote.promoCode }),
          `+ ${quote.promoCredits}`,
          'summary-promo-credits',
        )}
      {quote.taxLines.map((tax) =>
        line(`${tax.name} ${formatRate(tax.rate, i18n.language)}`, money(tax.amount), `summary-tax-${tax.name}`),
      )}
      {!quote.taxesKnown && (
        <Text size="xs" c="dimmed">
          {t('billing.checkout.taxesLater')}
        </Text>
      )}
      <Divider />
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700}>{t('billing.checkout.total')}</Text>
        <Text fw={700} data-testid="summary-total">
          {money(quote.total)}
        </Text>
      </Group>
      <Text size="sm" c="dimmed" data-testid="summary-credits">
        {t('billing.checkout.youGet', { count: quote.totalCredits })}
      </Text>
    </Stack>
  );
}
