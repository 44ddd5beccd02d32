// The stripe provider (STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET): PaymentIntents
// created and confirmed with the card Stripe.js collected (3-D Secure finishes in the browser through
// handleNextAction with the client secret), an idempotency key on every call that creates something, refunds,
// and webhooks verified on the raw body with the signing secret. A card decline is an answer, not an error:
// the PaymentIntent comes back with its last_payment_error's code.
import Stripe from 'stripe';
import {
  type CardSetup,
  type CardSummary,
  type Payment,
  type PaymentEvent,
  PaymentMethodError,
  type PaymentProvider,
  type PaymentStatus,
  pickOrderPayment,
  WebhookSignatureError,
} from './provider.ts';

export interface StripeKeys {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Where the API is (tests point it at a local server). */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

function statusOf(intent: Stripe.PaymentIntent): PaymentStatus {
  switch (intent.status) {
    case 'succeeded':
      return 'succeeded';
    case 'processing':
      return 'processing';
    case 'canceled':
      return 'canceled';
    case 'requires_action':
    case 'requires_confirmation':
      return 'requires_action';
    default:
      // requires_payment_method after a decline; requires_capture is never asked for.
      return intent.last_payment_error ? 'failed' : 'requires_action';
  }
}

const idOf = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === 'string' ? value : value.id;

function toPayment(intent: Stripe.PaymentIntent): Payment {
  const status = statusOf(intent);
  return {
    id: intent.id,
    status,
    amount: intent.amount,
    currency: intent.currency,
    failureCode:
      status === 'failed'
        ? (intent.last_payment_error?.decline_code ?? intent.last_payment_error?.code ?? 'card_declined')
        : null,
    clientSecret: status === 'requires_action' ? intent.client_secret : null,
    customerId: idOf(intent.customer),
  };
}

export function stripeProvider(keys: StripeKeys): PaymentProvider {
  const stripe = new Stripe(keys.secretKey, {
    maxNetworkRetries: 2,
    ...(keys.host ? { host: keys.host, port: keys.port, protocol: keys.protocol ?? 'https' } : {}),
  });

  return {
    name: 'stripe',
    testMode: keys.secretKey.startsWith('sk_test_'),
    publishableKey: keys.publishableKey,

    async createPayment(input) {
      let customer = input.customerId;
      if (input.saveCard && !customer)
        customer = (
          await stripe.customers.create(
            { metadata: { orderId: String(input.orderId) } },
            { idempotencyKey: `${input.idempotencyKey}-customer` },
          )
        ).id;
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amount,
            currency: input.currency.toLowerCase(),
            payment_method: input.paymentMethodId,
            confirm: true,
            ...(customer ? { customer } : {}),
            ...(input.saveCard ? { setup_future_usage: 'off_session' as const } : {}),
            ...(input.offSession ? { off_session: true } : {}),
            description: input.description,
            metadata: { orderId: String(input.orderId) },
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return toPayment(intent);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError && error.payment_intent)
          return toPayment(error.payment_intent);
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.param === 'payment_method')
          throw new PaymentMethodError('card.number');
        throw error;
      }
    },

    /**
     * A SetupIntent confirmed at once for use while the landlord is away (membership renewals). A card that
     * asks for 3-D Secure to be saved is refused: it is saved while paying instead, where the step is taken.
     */
    async setUpCard({ paymentMethodId, customerId, idempotencyKey }): Promise<CardSetup> {
      const customer =
        customerId ?? (await stripe.customers.create({}, { idempotencyKey: `${idempotencyKey}-customer` })).id;
      try {
        const intent = await stripe.setupIntents.create(
          {
            customer,
            payment_method: paymentMethodId,
            confirm: true,
            usage: 'off_session',
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          },
          { idempotencyKey },
        );
        if (intent.status === 'succeeded') return { status: 'succeeded', customerId: customer, failureCode: null };
        return {
          status: 'failed',
          customerId: customer,
          failureCode: intent.status === 'requires_action' ? 'authentication_required' : 'card_declined',
        };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError)
          return {
            status: 'failed',
            customerId: customer,
            failureCode: error.decline_code ?? error.code ?? 'card_declined',
          };
        throw error;
      }
    },

    async retrievePayment(id) {
      return toPayment(await stripe.paymentIntents.retrieve(id));
    },

    /**
     * The PaymentIntents whose metadata carries the order (every one we create does), by Stripe's search.
     * Search is eventually consistent (about a minute behind): recovery asks only about orders older than that.
     */
    async findPaymentForOrder(order) {
      const found = await stripe.paymentIntents.search({
        query: `metadata['orderId']:'${Number(order.id)}'`,
        limit: 20,
      });
      return pickOrderPayment(
        found.data.filter((intent) => intent.metadata?.orderId === String(order.id)).map(toPayment),
      );
    },

    async describePaymentMethod(paymentMethodId): Promise<CardSummary> {
      const method = await stripe.paymentMethods.retrieve(paymentMethodId);
      if (!method.card) throw new PaymentMethodError('card.number');
      return {
        paymentMethodId,
        brand: method.card.brand,
        last4: method.card.last4,
        expMonth: method.card.exp_month,
        expYear: method.card.exp_year,
        name: method.billing_details.name ?? '',
        postalCode: method.billing_details.address?.postal_code ?? '',
      };
    },

    async refund(paymentId, amount, idempotencyKey) {
      await stripe.refunds.create({ payment_intent: paymentId, amount }, { idempotencyKey });
    },

    parseWebhook(rawBody, signature): PaymentEvent {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', keys.webhookSecret);
      } catch {
        throw new WebhookSignatureError('bad Stripe webhook signature');
      }
      if (event.type === 'payment_intent.succeeded' || event.type === 'payment_intent.payment_failed')
        return {
          id: event.id,
          type: event.type === 'payment_intent.succeeded' ? 'payment.succeeded' : 'payment.failed',
          paymentId: event.data.object.id,
          orderId: Number(event.data.object.metadata?.orderId) || null,
        };
      return { id: event.id, type: 'other', paymentId: null, orderId: null };
    },
  };
}
