// The PaymentProvider of DESIGN section 1: what the checkout needs from whoever moves the money. Shaped on
// Stripe's PaymentIntents: a payment is created with the buyer's payment method and an idempotency key (a retry
// gets the same payment, never a second charge), may need the buyer's confirmation (3-D Secure), and ends
// succeeded or failed; events come back through a signed webhook.
import type { Queryable } from '../../../db/client.ts';

export type PaymentStatus = 'requires_action' | 'processing' | 'succeeded' | 'failed' | 'canceled';

export interface Payment {
  id: string;
  status: PaymentStatus;
  /** In the currency's smallest unit (cents). */
  amount: number;
  /** Lower case, as Stripe answers it: "cad". */
  currency: string;
  /** Why it failed, in Stripe's codes: card_declined, insufficient_funds, authentication_failed... */
  failureCode: string | null;
  /** Stripe.js needs it to take the buyer through 3-D Secure; null in the sandbox. */
  clientSecret: string | null;
  /** The provider's customer a saved card is attached to (Stripe's cus_...); null in the sandbox. */
  customerId: string | null;
}

export interface CardSummary {
  paymentMethodId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  name: string;
  postalCode: string;
}

export interface PaymentEvent {
  /** Unique per provider: a replayed event has the same id. */
  id: string;
  type: 'payment.succeeded' | 'payment.failed' | 'other';
  paymentId: string | null;
  /** The order the payment was made for (its metadata), when the event says. */
  orderId: number | null;
}

export interface CreatePayment {
  amount: number;
  currency: string;
  paymentMethodId: string;
  /** Stable per order ("order-42"): a retried create answers the first payment. */
  idempotencyKey: string;
  orderId: number;
  description: string;
  /** Keep the card for later payments (Stripe's setup_future_usage). */
  saveCard: boolean;
  /** The customer of the company's saved card, if it has one. */
  customerId: string | null;
  /** Charged while the buyer is away (a membership renewal with the saved card). */
  offSession?: boolean;
}

/** A card saved without a payment (Stripe's SetupIntent). */
export interface CardSetup {
  status: 'succeeded' | 'failed';
  /** The customer the card is attached to (Stripe's cus_...); null in the sandbox. */
  customerId: string | null;
  /** Why it failed: card_declined, authentication_required... */
  failureCode: string | null;
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  readonly testMode: boolean;
  readonly publishableKey: string | null;
  createPayment(input: CreatePayment): Promise<Payment>;
  retrievePayment(id: string): Promise<Payment>;
  /**
   * The payment made for an order, found by the order's own key (its idempotency key `order-<id>`, or the
   * `orderId` its metadata carries), or null when the provider has none. Recovery asks this when a crash came
   * between the provider's charge and saving its payment id on the order. When several payments carry the
   * order, a succeeded one is answered first.
   */
  findPaymentForOrder(order: { id: number }): Promise<Payment | null>;
  describePaymentMethod(paymentMethodId: string): Promise<CardSummary>;
  /** Checks and keeps a card for later payments without charging it; `idempotencyKey` as for payments. */
  setUpCard(input: { paymentMethodId: string; customerId: string | null; idempotencyKey: string }): Promise<CardSetup>;
  /**
   * `within`: the caller's open transaction. A provider that keeps its records in our database (the sandbox)
   * writes through it; otherwise, on the single connection of the embedded database, it would wait on itself.
   */
  refund(paymentId: string, amount: number, idempotencyKey: string, within?: Queryable): Promise<void>;
  /** The event in a webhook's raw body; throws WebhookSignatureError unless its signature holds. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}

/** The idempotency key of an order's payment: the same on every retry and for every provider. */
export const orderPaymentKey = (orderId: number) => `order-${orderId}`;

/** Which of several payments for one order tells its outcome: a succeeded one, then one still going. */
export function pickOrderPayment(payments: Payment[]): Payment | null {
  const rank: Record<Payment['status'], number> = {
    succeeded: 0,
    processing: 1,
    requires_action: 2,
    failed: 3,
    canceled: 4,
  };
  return [...payments].sort((a, b) => rank[a.status] - rank[b.status])[0] ?? null;
}

export class WebhookSignatureError extends Error {}

/** A payment method the provider refuses (unknown card, wrong owner): the checkout answers 422 with the code. */
export class PaymentMethodError extends Error {
  readonly code: 'card.number' | 'card.unsupported' | 'card.expired';

  constructor(code: PaymentMethodError['code']) {
    super(code);
    this.code = code;
  }
}
