// /portal/billing: the landlord's credits and membership, the bundles on sale (each leads to the checkout),
// the billing information, the saved card and the latest payments with their receipts.
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import type { PaymentConfig } from '@rentals/shared/resources/billing';
import type { CreditBundleOffer } from '@rentals/shared/resources/credit-bundles';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OrderStatusBadge } from '../../../components/order-status-badge.tsx';
import { ScrollTable } from '../../../components/scroll-table.tsx';
import { flash } from '../../../lib/alerts.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useWallet } from '../../portal/index.ts';
import {
  useBillingInformation,
  useCreditBundles,
  useMembershipRenewal,
  usePaymentConfig,
  usePaymentMethod,
  useRecentOrders,
  useRemovePaymentMethod,
  useSavePaymentMethod,
} from '../api.ts';
import { BillingForm } from '../components/billing-form.tsx';
import {
  type CardErrors,
  type CardValues,
  EMPTY_CARD,
  SandboxCardFields,
  sandboxCardMethod,
} from '../components/card-fields.tsx';
import { StripeCardField, type StripeCardHandle } from '../components/stripe-card.tsx';
import { TestModeNote } from '../components/test-mode-note.tsx';
import '../i18n/index.ts';

function WalletCard() {
  const { t, i18n } = useTranslation();
  const wallet = useWallet();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="wallet-title">
      <Stack gap={4}>
        <Title order={2} size="h4" id="wallet-title">
          {t('billing.wallet.title')}
        </Title>
        {wallet.data ? (
          <>
            <Text size="xl" fw={700} data-testid="billing-credits">
              {t('billing.wallet.credits', { count: wallet.data.credits })}
            </Text>
            <Text size="sm" c="dimmed" data-testid="billing-membership">
              {wallet.data.isMember && wallet.data.membershipExpiryDate
                ? t('billing.wallet.member', {
                    date: new Date(wallet.data.membershipExpiryDate).toLocaleDateString(i18n.language),
                  })
                : t('billing.wallet.notMember')}
            </Text>
          </>
        ) : (
          <Loader size="sm" aria-label={t('common.loading')} />
        )}
        {wallet.data?.isMember && <AutoRenewSwitch on={wallet.data.membershipAutoRenew} />}
        <Anchor component={Link} to="/portal/billing/usage" size="sm">
          {t('billing.wallet.usage')}
        </Anchor>
      </Stack>
    </Paper>
  );
}

function AutoRenewSwitch({ on }: { on: boolean }) {
  const { t } = useTranslation();
  const card = usePaymentMethod();
  const renewal = useMembershipRenewal();
  const toggle = async (autoRenew: boolean) => {
    try {
      flash((await renewal.mutateAsync(autoRenew)).message, 'success');
    } catch (error) {
      flash(errorMessage(error), 'error');
    }
  };
  return (
    <Switch
      checked={on}
      disabled={renewal.isPending || (!on && !card.data)}
      onChange={(event) => void toggle(event.currentTarget.checked)}
      label={t('billing.wallet.autoRenew')}
      description={card.data ? undefined : t('billing.wallet.autoRenewNeedsCard')}
      data-testid="auto-renew"
    />
  );
}

function BundleCard({ bundle }: { bundle: CreditBundleOffer }) {
  const { t, i18n } = useTranslation();
  const total = bundle.credits + bundle.bonusCredits;
  return (
    <Card withBorder radius="md" padding="md" data-testid={`bundle-${bundle.id}`}>
      <Stack gap={6} h="100%">
        <Title order={3} size="h5">
          {bundle.name}
        </Title>
        <Group gap={6} align="baseline">
          <Text fw={700} size="lg">
            {t('billing.bundles.credits', { count: bundle.credits })}
          </Text>
          {bundle.bonusCredits > 0 && (
            <Badge color="green" variant="light">
              {t('billing.bundles.bonus', { count: bundle.bonusCredits })}
            </Badge>
          )}
        </Group>
        {bundle.membershipMonths > 0 && (
          <Text size="sm">{t('billing.bundles.membership', { count: bundle.membershipMonths })}</Text>
        )}
        <Text fw={600}>{formatMoney(bundle.price, bundle.currency, i18n.language)}</Text>
        <Text size="xs" c="dimmed">
          {t('billing.bundles.perCredit', {
            price: formatMoney(Math.round(bundle.price / total), bundle.currency, i18n.language),
          })}{' '}
          · {t('billing.bundles.plusTax')}
        </Text>
        <Button
          component={Link}
          to={`/portal/billing/checkout?bundle=${bundle.id}`}
          mt="auto"
          aria-label={t('billing.bundles.buyNamed', { name: bundle.name })}
          data-testid={`buy-${bundle.id}`}
        >
          {t('billing.bundles.buy')}
        </Button>
      </Stack>
    </Card>
  );
}

function Bundles() {
  const { t } = useTranslation();
  const bundles = useCreditBundles();
  return (
    <Stack gap="sm" component="section" aria-labelledby="bundles-title">
      <Title order={2} size="h4" id="bundles-title">
        {t('billing.bundles.title')}
      </Title>
      {bundles.isPending ? (
        <Loader size="sm" aria-label={t('common.loading')} />
      ) : bundles.isError ? (
        <Alert color="red">{errorMessage(bundles.error)}</Alert>
      ) : bundles.data.data.length === 0 ? (
        <Text c="dimmed">{t('billing.bundles.empty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
          {bundles.data.data.map((bundle) => (
            <BundleCard key={bundle.id} bundle={bundle} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** A card saved without paying (in test mode one of the test cards; with Stripe, its card field). */
function SaveCardDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const config = usePaymentConfig();
  const save = useSavePaymentMethod();
  const [card, setCard] = useState<CardValues>(EMPTY_CARD);
  const [errors, setErrors] = useState<CardErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const stripeCard = useRef<StripeCardHandle | null>(null);
  const onStripeReady = useCallback((handle: StripeCardHandle | null) => {
    stripeCard.current = handle;
  }, []);
  const stripeKey = config.data?.provider === 'stripe' ? config.data.publishableKey : null;
  const submit = async () => {
    setErrors({});
    setFormError(null);
    try {
      const method = stripeKey ? await stripeCard.current?.() : await sandboxCardMethod(card, t);
      if (!method) return;
      if (typeof method !== 'string') return setErrors(method);
      flash((await save.mutateAsync(method)).message, 'success');
      setCard(EMPTY_CARD);
      onClose();
    } catch (error) {
      setFormError(
        error instanceof ApiError && error.errors.paymentMethodId?.[0]
          ? error.errors.paymentMethodId[0]
          : errorMessage(error),
      );
    }
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('billing.card.add')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="sm">
        <TestModeIfSandbox config={config.data} cards />
        {stripeKey ? (
          <StripeCardField publishableKey={stripeKey} onReady={onStripeReady} />
        ) : (
          <SandboxCardFields value={card} onChange={setCard} errors={errors} />
        )}
        {formError && (
          <Alert color="red" data-testid="save-card-error">
            {formError}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('resource.cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={save.isPending} data-testid="save-card">
            {t('billing.card.saveButton')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function SavedCard() {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const card = usePaymentMethod();
  const remove = useRemovePaymentMethod();
  const confirmRemove = () =>
    modals.openConfirmModal({
      title: t('billing.card.removeTitle'),
      children: t('billing.card.removeBody'),
      labels: { confirm: t('billing.card.remove'), cancel: t('resource.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'remove-card-confirm' } as never,
      onConfirm: async () => {
        try {
          flash((await remove.mutateAsync()).message, 'success');
        } catch (error) {
          flash(errorMessage(error), 'error');
        }
      },
    });
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="card-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="card-title">
          {t('billing.card.title')}
        </Title>
        {card.isPending ? (
          <Loader size="sm" aria-label={t('common.loading')} />
        ) : card.data ? (
          <Group justify="space-between">
            <Text data-testid="saved-card">
              {t('billing.card.saved', {
                brand: card.data.typeExt.toUpperCase(),
                last4: card.data.partialIdentifier,
                month: String(card.data.expMonth).padStart(2, '0'),
                year: card.data.expYear,
              })}
            </Text>
            <Button variant="subtle" color="red" onClick={confirmRemove} loading={remove.isPending}>
              {t('billing.card.remove')}
            </Button>
          </Group>
        ) : (
          <Text c="dimmed">{t('billing.card.none')}</Text>
        )}
        <Button variant="light" w="fit-content" onClick={() => setAdding(true)} data-testid="add-card">
          {card.data ? t('billing.card.replace') : t('billing.card.add')}
        </Button>
        <SaveCardDialog opened={adding} onClose={() => setAdding(false)} />
      </Stack>
    </Paper>
  );
}

function RecentPayments() {
  const { t, i18n } = useTranslation();
  const orders = useRecentOrders();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="payments-title">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h4" id="payments-title">
            {t('billing.orders.title')}
          </Title>
          <Anchor component={Link} to="/portal/tax-receipts" size="sm">
            {t('billing.orders.receipts')}
          </Anchor>
        </Group>
        {orders.isPending ? (
          <Loader size="sm" aria-label={t('common.loading')} />
        ) : orders.isError ? (
          <Alert color="red">{errorMessage(orders.error)}</Alert>
        ) : orders.data.data.length === 0 ? (
          <Text c="dimmed">{t('billing.orders.empty')}</Text>
        ) : (
          <ScrollTable minWidth={480} label={t('billing.orders.title')}>
            <Table data-testid="payments">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('billing.orders.date')}</Table.Th>
                  <Table.Th>{t('billing.orders.bundle')}</Table.Th>
                  <Table.Th>{t('billing.orders.total')}</Table.Th>
                  <Table.Th>{t('billing.orders.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {orders.data.data.map((order) => (
                  <Table.Tr key={order.id}>
                    <Table.Td>{new Date(order.createdAt).toLocaleDateString(i18n.language)}</Table.Td>
                    <Table.Td>{order.bundleName}</Table.Td>
                    <Table.Td>{formatMoney(order.total, order.currency, i18n.language)}</Table.Td>
                    <Table.Td>
                      <OrderStatusBadge status={order.status} label={t(`billing.orders.statuses.${order.status}`)} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        )}
      </Stack>
    </Paper>
  );
}

export function TestModeIfSandbox({ config, cards }: { config: PaymentConfig | undefined; cards?: boolean }) {
  return config?.testMode ? <TestModeNote cards={cards} /> : null;
}

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
