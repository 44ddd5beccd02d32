// What the checkout ends with: paid (where the credits and the receipt are) or failed (why, and try again).
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { CheckoutResult } from '@rentals/shared/resources/billing';
import { Link } from 'react-router';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

export function CheckoutOutcome({ result, onRetry }: { result: CheckoutResult; onRetry: () => void }) {
  const { t } = useTranslation();
  if (result.order.status === 'paid')
    return (
      <Alert color="green" title={t('billing.checkout.paidTitle')} data-testid="checkout-paid">
        <Stack gap="xs">
          <Text size="sm">{result.message}</Text>
          <Text size="sm">{t('billing.checkout.paidBody')}</Text>
          {/* Blue links on the green alert fell under 4.5:1 (issue 27): the theme's buttons, filled (white on blue 8)
              and default (dark text on white), keep the contrast on any background. */}
          <Group gap="sm">
            <Button component={Link} to="/portal/listings" size="sm">
              {t('billing.checkout.goListings')}
            </Button>
            <Button component={Link} to="/portal/tax-receipts" variant="default" size="sm">
              {t('billing.checkout.goReceipts')}
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  return (
    <Alert color="red" title={t('billing.checkout.failedTitle')} data-testid="checkout-failed">
      <Stack gap="xs">
        <Text size="sm">{result.message}</Text>
        <Button variant="light" color="red" w="fit-content" onClick={onRetry}>
          {t('billing.checkout.tryAgain')}
        </Button>
      </Stack>
    </Alert>
  );
}
