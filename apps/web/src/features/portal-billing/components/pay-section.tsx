// The checkout's pay section: the saved card or a new one (Stripe's field, or the sandbox's card fields), the
// opt-in to keep a new card, the attempt's error and the Pay button. The page keeps the state and the payment.
import { Alert, Button, Checkbox, Paper, Radio, Stack, Title } from '@mantine/core';
import type { PaymentMethod } from '@rentals/shared/resources/billing';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { type CardErrors, type CardValues, SandboxCardFields } from './card-fields.tsx';
import { StripeCardField, type StripeCardHandle } from './stripe-card.tsx';

export interface PaySectionProps {
  savedCard: PaymentMethod | null;
  payWithSaved: boolean;
  onUseSaved: (useSaved: boolean) => void;
  /** Stripe's publishable key; null in the sandbox. */
  stripeKey: string | null;
  onStripeReady: (handle: StripeCardHandle | null) => void;
  card: CardValues;
  onCard: (card: CardValues) => void;
  cardErrors: CardErrors;
  saveCard: boolean;
  onSaveCard: (save: boolean) => void;
  formError: string | null;
  onPay: () => void;
  paying: boolean;
  disabled: boolean;
  payLabel: string;
}

export function PaySection(props: PaySectionProps) {
  const { t } = useTranslation();
  const { savedCard, payWithSaved, stripeKey } = props;
  const keepCard = (
    <Checkbox
      label={t('billing.card.save')}
      checked={props.saveCard}
      onChange={(event) => props.onSaveCard(event.currentTarget.checked)}
    />
  );
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="pay-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="pay-title">
          {t('billing.card.title')}
        </Title>
        {savedCard && (
          <Radio.Group value={payWithSaved ? 'saved' : 'new'} onChange={(value) => props.onUseSaved(value === 'saved')}>
            <Stack gap={6}>
              <Radio
                value="saved"
                label={t('billing.card.useSaved', {
                  brand: savedCard.typeExt.toUpperCase(),
                  last4: savedCard.partialIdentifier,
                })}
              />
              <Radio value="new" label={t('billing.card.useNew')} data-testid="use-new-card" />
            </Stack>
          </Radio.Group>
        )}
        {!payWithSaved && stripeKey && (
          <>
            <StripeCardField publishableKey={stripeKey} onReady={props.onStripeReady} />
            {keepCard}
          </>
        )}
        {!payWithSaved && !stripeKey && (
          <>
            <SandboxCardFields value={props.card} onChange={props.onCard} errors={props.cardErrors} />
            {keepCard}
          </>
        )}
        {props.formError && (
          <Alert color="red" data-testid="checkout-error">
            {props.formError}
          </Alert>
        )}
        <Button size="md" onClick={props.onPay} loading={props.paying} disabled={props.disabled} data-testid="pay">
          {props.payLabel}
        </Button>
      </Stack>
    </Paper>
  );
}
