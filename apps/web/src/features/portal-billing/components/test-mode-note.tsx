// "Test mode" on every payment screen while the sandbox provider takes the payments, with its test cards.
import { Alert, Badge, Stack, Text } from '@mantine/core';
import type { PaymentConfig } from '@rentals/shared/resources/billing';
import { useTranslation } from '../../../lib/i18n/index.ts';

export function TestModeNote({ cards = false }: { cards?: boolean }) {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" variant="light" data-testid="test-mode">
      <Stack gap={4}>
        <Badge color="yellow" variant="filled" w="fit-content">
          {t('billing.testMode')}
        </Badge>
        <Text size="sm">{t('billing.testModeHint')}</Text>
        {cards && <Text size="xs">{t('billing.testCards')}</Text>}
      </Stack>
    </Alert>
  );
}

/** The note while the sandbox takes the payments; nothing with Stripe. */
export function TestModeIfSandbox({ config, cards }: { config: PaymentConfig | undefined; cards?: boolean }) {
  return config?.testMode ? <TestModeNote cards={cards} /> : null;
}
