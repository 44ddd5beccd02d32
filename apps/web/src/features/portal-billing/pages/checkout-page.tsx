// /portal/billing/checkout?bundle={id}: the bundle's price with the billing province's taxes, a promo code,
// the card (the saved one or a new one, in test mode one of Stripe's test cards), then the payment: paid
// (the credits are in the wallet), declined (why, and nothing charged), or the bank's confirmation step.
// One Idempotency-Key per attempt, kept across a network failure so pressing Pay again never pays twice.
import { Alert, Anchor, Button, Group, Loader, Modal, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { CheckoutResult, Quote } from '@rentals/shared/resources/billing';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { formatMoney } from '../../../lib/money.ts';
import {
  billingKeys,
  cartFor,
  checkout,
  confirmSandboxPayment,
  postCheckout,
  useAfterPurchase,
  useBillingInformation,
  usePaymentConfig,
  usePaymentMethod,
  useRememberBundle,
} from '../api.ts';
import { BillingForm } from '../components/billing-form.tsx';
import { type CardErrors, type CardValues, EMPTY_CARD, sandboxCardMethod } from '../components/card-fields.tsx';
import { OrderSummary } from '../components/order-summary.tsx';
import { confirmWithStripe, type StripeCardHandle } from '../components/stripe-card.tsx';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { CheckoutOutcome } from '../components/checkout-outcome.tsx';
import { PaySection } from '../components/pay-section.tsx';
import { PromoField } from '../components/promo-field.tsx';
import { TestModeIfSandbox } from '../components/test-mode-note.tsx';

export function CheckoutPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const bundleId = Number(params.get('bundle'));
  const config = usePaymentConfig();
  const billing = useBillingInformation();
  const saved = usePaymentMethod();
  const afterPurchase = useAfterPurchase();
  useRememberBundle(bundleId);
  const cart = useQuery({
    queryKey: [...billingKeys.bundles, 'cart', bundleId, billing.data?.province ?? null],
    queryFn: () => cartFor(bundleId),
    enabled: Number.isInteger(bundleId) && bundleId > 0 && !billing.isPending,
    retry: false,
  });
  const [promoQuote, setPromoQuote] = useState<Quote | null>(null);
  const quote = promoQuote ?? cart.data ?? null;

  const [useSaved, setUseSaved] = useState(true);
  const [card, setCard] = useState<CardValues>(EMPTY_CARD);
  const [cardErrors, setCardErrors] = useState<CardErrors>({});
  // Opt-in: a card is kept only when the landlord asks for it.
  const [saveCard, setSaveCard] = useState(false);
  const [paying, setPaying] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [result, setResult] = useState<CheckoutResult | null>(null);
  const [confirming, setConfirming] = useState(false);
  /** The attempt's Idempotency-Key: kept when no answer came back, renewed after an answer. */
  const attemptKey = useRef(crypto.randomUUID());
  const stripeCard = useRef<StripeCardHandle | null>(null);
  const onStripeReady = useCallback((handle: StripeCardHandle | null) => {
    stripeCard.current = handle;
  }, []);
  const stripeKey = config.data?.provider === 'stripe' ? config.data.publishableKey : null;

  if (!Number.isInteger(bundleId) || bundleId <= 0 || cart.isError)
    return (
      <Stack gap="md" maw={720}>
        <Title order={1} size="h2">
          {t('billing.checkout.title')}
        </Title>
        <Alert color="red" data-testid="checkout-no-bundle">
          {t('billing.checkout.noBundle')}
        </Alert>
        <Anchor component={Link} to="/portal/billing">
          {t('billing.checkout.back')}
        </Anchor>
      </Stack>
    );

  const savedCard = saved.data ?? null;
  const payWithSaved = savedCard !== null && useSaved;

  const paymentMethodId = async (): Promise<string | null> => {
    if (payWithSaved) return savedCard.paymentMethodId;
    if (stripeKey) return stripeCard.current ? stripeCard.current() : null;
    const method = await sandboxCardMethod(card, t);
    if (typeof method === 'string') return method;
    setCardErrors(method);
    return null;
  };

  const finish = async (first: CheckoutResult) => {
    let answer = first;
    // Stripe runs its own confirmation step in the page, then the server is asked to finish the order.
    if (stripeKey && answer.order.status === 'requires_action' && answer.nextAction?.clientSecret) {
      await confirmWithStripe(stripeKey, answer.nextAction.clientSecret).catch(() => undefined);
      answer = await postCheckout(answer.order.id);
    }
    setResult(answer);
    setConfirming(!stripeKey && answer.order.status === 'requires_action' && answer.nextAction !== null);
    if (answer.order.status !== 'requires_action') attemptKey.current = crypto.randomUUID();
    await afterPurchase();
  };

  const pay = async () => {
    setFormError(null);
    setCardErrors({});
    setPaying(true);
    try {
      const method = await paymentMethodId();
      if (!method || !quote) return;
      await finish(
        await checkout({
          bundleId,
          promoCode: quote.promoCode ?? undefined,
          paymentMethodId: method,
          saveCard: !payWithSaved && saveCard,
          key: attemptKey.current,
        }),
      );
    } catch (error) {
      if (error instanceof ApiError && error.kind !== 'http') setFormError(t('billing.checkout.retryNetwork'));
      else {
        attemptKey.current = crypto.randomUUID();
        const fields = error instanceof ApiError ? Object.values(error.errors).flat() : [];
        setFormError(fields.length > 0 ? fields.join(' ') : errorMessage(error));
      }
    } finally {
      setPaying(false);
    }
  };

  const answerConfirmation = async (approve: boolean) => {
    const paymentId = result?.nextAction?.paymentId;
    if (!paymentId) return;
    setPaying(true);
    try {
      await finish(await confirmSandboxPayment(paymentId, approve));
    } catch (error) {
      setFormError(errorMessage(error));
    } finally {
      setPaying(false);
    }
  };

  const money = (cents: number) => formatMoney(cents, quote?.currency ?? 'CAD', i18n.language);

  /** A saved card pays in one click: the landlord confirms the amount and the card first. */
  const payClicked = () => {
    if (!payWithSaved || !quote) return void pay();
    const total = money(quote.total);
    const card = { brand: savedCard.typeExt.toUpperCase(), last4: savedCard.partialIdentifier };
    modals.openConfirmModal({
      title: t('billing.card.confirmSavedTitle'),
      children: t('billing.card.confirmSavedBody', { total, ...card }),
      labels: { confirm: t('billing.card.confirmSavedPay', { total }), cancel: t('common.cancel') },
      confirmProps: { 'data-testid': 'pay-saved-confirm' } as never,
      onConfirm: () => void pay(),
    });
  };
  const done = result !== null && result.order.status !== 'requires_action';

  return (
    <Stack gap="lg" maw={980} data-testid="checkout-page">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('billing.checkout.title')}
        </Title>
        <Anchor component={Link} to="/portal/billing" size="sm">
          {t('billing.checkout.back')}
        </Anchor>
      </Group>
      <TestModeIfSandbox config={config.data} cards />
      {billing.isPending || cart.isPending ? (
        <Loader aria-label={t('common.loading')} />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Stack gap="lg">
            {billing.data ? null : (
              <>
                <Alert color="blue" data-testid="billing-missing">
                  {t('billing.info.missing')}
                </Alert>
                <BillingForm billing={null} onSaved={() => setPromoQuote(null)} />
              </>
            )}
            {done && result ? (
              <CheckoutOutcome result={result} onRetry={() => setResult(null)} />
            ) : (
              <PaySection
                savedCard={savedCard}
                payWithSaved={payWithSaved}
                onUseSaved={setUseSaved}
                stripeKey={stripeKey}
                onStripeReady={onStripeReady}
                card={card}
                onCard={setCard}
                cardErrors={cardErrors}
                saveCard={saveCard}
                onSaveCard={setSaveCard}
                formError={formError}
                onPay={payClicked}
                paying={paying}
                disabled={!quote || !billing.data}
                payLabel={
                  quote ? t('billing.checkout.pay', { total: money(quote.total) }) : t('billing.checkout.paying')
                }
              />
            )}
          </Stack>
          <Paper withBorder p="md" radius="md" component="section" aria-labelledby="summary-title">
            <Stack gap="md">
              <Title order={2} size="h4" id="summary-title">
                {t('billing.checkout.summary')}
              </Title>
              {quote && <OrderSummary quote={quote} />}
              {/* Saving the billing information changes the taxes: a code is applied again to the new cart. */}
              {!done && (
                <PromoField key={billing.data?.province ?? 'none'} bundleId={bundleId} onQuote={setPromoQuote} />
              )}
            </Stack>
          </Paper>
        </SimpleGrid>
      )}
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('billing.checkout.confirmTitle')}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Stack gap="md">
          <Text size="sm">{t('billing.checkout.confirmBody', { total: money(result?.order.total ?? 0) })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => void answerConfirmation(false)} disabled={paying}>
              {t('billing.checkout.confirmRefuse')}
            </Button>
            <Button onClick={() => void answerConfirmation(true)} loading={paying} data-testid="confirm-payment">
              {t('billing.checkout.confirmApprove')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
