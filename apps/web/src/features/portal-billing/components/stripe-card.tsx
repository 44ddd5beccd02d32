// The card field when Stripe takes the payments: Stripe.js's card Element (the number never reaches our
// server: Stripe answers a payment method id), and Stripe's own 3-D Secure step (handleNextAction). Stripe.js
// is fetched from js.stripe.com only on this screen, only in that mode.
import { Input } from '@mantine/core';
import { loadStripe, type Stripe, type StripeCardElement } from '@stripe/stripe-js';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n/index.ts';

const loaded = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = loaded.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    loaded.set(publishableKey, stripe);
  }
  return stripe;
}

/** Turns the card typed in the Element into Stripe's payment method id. */
export type StripeCardHandle = () => Promise<string>;

export function StripeCardField({
  publishableKey,
  onReady,
}: {
  publishableKey: string;
  onReady: (handle: StripeCardHandle | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let card: StripeCardElement | null = null;
    let cancelled = false;
    void stripeFor(publishableKey).then((stripe) => {
      if (!stripe || cancelled || !host.current) return;
      const element = stripe.elements({ locale: i18n.language === 'fr' ? 'fr-CA' : 'en-CA' }).create('card');
      element.mount(host.current);
      card = element;
      onReady(async () => {
        const result = await stripe.createPaymentMethod({ type: 'card', card: element });
        if (result.error) throw new Error(result.error.message ?? t('billing.card.number'));
        return result.paymentMethod.id;
      });
    });
    return () => {
      cancelled = true;
      card?.destroy();
      onReady(null);
    };
  }, [publishableKey, onReady, i18n.language, t]);
  return (
    <Input.Wrapper label={t('billing.card.number')} required>
      <div
        ref={host}
        data-testid="stripe-card"
        style={{ padding: '10px 12px', border: '1px solid var(--mantine-color-gray-4)', borderRadius: 4 }}
      />
    </Input.Wrapper>
  );
}

/** Stripe's own confirmation step (3-D Secure) for a payment that asks for it. */
export async function confirmWithStripe(publishableKey: string, clientSecret: string): Promise<void> {
  const stripe = await stripeFor(publishableKey);
  if (!stripe) throw new Error('Stripe.js could not be loaded.');
  const result = await stripe.handleNextAction({ clientSecret });
  if (result.error) throw new Error(result.error.message ?? 'The payment was not confirmed.');
}
