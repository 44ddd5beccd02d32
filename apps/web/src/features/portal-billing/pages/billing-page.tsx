// /portal/billing: the landlord's credits and membership, the bundles on sale (each leads to the checkout),
// the billing information, the saved card and the latest payments with their receipts.
import { Loader, SimpleGrid, Stack, Title } from '@mantine/core';
import { useBillingInformation, usePaymentConfig } from '../api.ts';
import { BillingForm } from '../components/billing-form.tsx';
import { Bundles } from '../components/bundle-offers.tsx';
import { RecentPayments } from '../components/recent-payments.tsx';
import { SavedCard } from '../components/saved-card.tsx';
import { TestModeIfSandbox } from '../components/test-mode-note.tsx';
import { WalletCard } from '../components/wallet-card.tsx';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

export function BillingPage() {
  const { t } = useTranslation();
  const config = usePaymentConfig();
  const billing = useBillingInformation();
  return (
    <Stack gap="lg" maw={980} data-testid="billing-page">
      <Title order={1} size="h2">
        {t('routes.portalBilling')}
      </Title>
      <TestModeIfSandbox config={config.data} />
      <WalletCard />
      <Bundles />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {billing.isPending ? (
          <Loader size="sm" aria-label={t('common.loading')} />
        ) : (
          <BillingForm billing={billing.data ?? null} />
        )}
        <SavedCard />
      </SimpleGrid>
      <RecentPayments />
    </Stack>
  );
}
