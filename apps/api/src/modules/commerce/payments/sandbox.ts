// The sandbox provider: the default when no Stripe keys are set, shown as "Test mode" on every payment screen.
// It answers as Stripe does for its test cards (docs.stripe.com/testing): 4242 4242 4242 4242 succeeds,
// 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 is declined for insufficient funds, 4000 0027 6000 3184
// asks the buyer to confirm (3-D Secure) first; any other number is refused with the reason. Its payments are
// rows of sandbox_payments (a retried create with the same key answers the same payment, after a restart too);
// its webhook events are signed like Stripe's ("t=<unix seconds>,v1=<HMAC-SHA256 of t.body>").
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq, or } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { sandboxPayments } from '../../../db/schema/index.ts';
import {
  type CardSummary,
  orderPaymentKey,
  type Payment,
  PaymentMethodError,
  type PaymentProvider,
  pickOrderPayment,
  WebhookSignatureError,
} from './provider.ts';

type Behaviour = 'succeeds' | 'declined' | 'insufficient' | 'confirm';

/** Stripe's test cards the sandbox knows, by number. */
export const SANDBOX_CARDS: Record<string, { behaviour: Behaviour; brand: string }> = {
  '4242424242424242': { behaviour: 'succeeds', brand: 'visa' },
  '4000000000000002': { behaviour: 'declined', brand: 'visa' },
  '4000000000009995': { behaviour: 'insufficient', brand: 'visa' },
  '4000002760003184': { behaviour: 'confirm', brand: 'visa' },
  '5555555555554444': { behaviour: 'succeeds', brand: 'mastercard' },
};

/** The Luhn check every card number passes. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

const PM_PATTERN = /^pm_sandbox_(succeeds|declined|insufficient|confirm)_([a-z]+)_(\d{4})_(\d{1,2})_(\d{4})$/;

/** The signature header of a sandbox event, as the sandbox sends it (and tests forge it). */
export function signSandboxPayload(payload: string, secret: string, at = Math.floor(Date.now() / 1000)): string {
  const v1 = createHmac('sha256', secret).update(`${at}.${payload}`).digest('hex');
  return `t=${at},v1=${v1}`;
}

/** Events older than this are refused, as Stripe's default tolerance. */
const SIGNATURE_TOLERANCE_SECONDS = 300;

export function sandboxProvider(
  db: Queryable,
  webhookSecret: string,
): PaymentProvider & {
  createPaymentMethod(card: { number: string; expMonth: number; expYear: number }, now?: Date): CardSummary;
  confirm(paymentId: string, approve: boolean): Promise<Payment>;
} {
  const toPayment = (row: typeof sandboxPayments.$inferSelect): Payment => ({
    id: row.id,
    status: row.status === 'refunded' ? 'succeeded' : row.status,
    amount: row.amount,
    currency: row.currency,
    failureCode: row.failureCode,
    clientSecret: null,
    customerId: null,
  });
  const find = async (id: string, on: Queryable = db) => {
    const [row] = await on.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
    if (!row) throw new Error(`no sandbox payment ${id}`);
    return row;
  };
  const describe = (paymentMethodId: string): CardSummary & { behaviour: Behaviour } => {
    const match = PM_PATTERN.exec(paymentMethodId);
    if (!match) throw new PaymentMethodError('card.number');
    const [, behaviour, brand, last4, month, year] = match as unknown as [
      string,
      Behaviour,
      string,
      string,
      string,
      string,
    ];
    return {
      paymentMethodId,
      behaviour,
      brand,
      last4,
      expMonth: Number(month),
      expYear: Number(year),
      name: '',
      postalCode: '',
    };
  };

  return {
    name: 'sandbox',
    testMode: true,
    publishableKey: null,

    createPaymentMethod(card, now = new Date()) {
      const digits = card.number.replace(/\s+/g, '');
      if (!luhnValid(digits)) throw new PaymentMethodError('card.number');
      const known = SANDBOX_CARDS[digits];
      if (!known) throw new PaymentMethodError('card.unsupported');
      const endOfExpiry = new Date(Date.UTC(card.expYear, card.expMonth, 1));
      if (endOfExpiry <= now) throw new PaymentMethodError('card.expired');
      const last4 = digits.slice(-4);
      return {
        paymentMethodId: `pm_sandbox_${known.behaviour}_${known.brand}_${last4}_${card.expMonth}_${card.expYear}`,
        brand: known.brand,
        last4,
        expMonth: card.expMonth,
        expYear: card.expYear,
        name: '',
        postalCode: '',
      };
    },

    async describePaymentMethod(paymentMethodId) {
      const { behaviour: _, ...card } = describe(paymentMethodId);
      return card;
    },

    /** Test cards that decline a payment decline their setup too; the others are kept. */
    async setUpCard({ paymentMethodId }) {
      const { behaviour } = describe(paymentMethodId);
      const failureCode =
        behaviour === 'declined' ? 'card_declined' : behaviour === 'insufficient' ? 'card_declined' : null;
      return { status: failureCode ? 'failed' : 'succeeded', customerId: null, failureCode };
    },

    async createPayment(input) {
      const { behaviour } = describe(input.paymentMethodId);
      const status = behaviour === 'succeeds' ? 'succeeded' : behaviour === 'confirm' ? 'requires_action' : 'failed';
      const failureCode =
        behaviour === 'declined' ? 'card_declined' : behaviour === 'insufficient' ? 'insufficient_funds' : null;
      await db
        .insert(sandboxPayments)
        .values({
          id: `pi_sandbox_${randomBytes(12).toString('hex')}`,
          idempotencyKey: input.idempotencyKey,
          amount: input.amount,
          currency: input.currency.toLowerCase(),
          paymentMethodId: input.paymentMethodId,
          status,
          failureCode,
          orderId: input.orderId,
        })
        .onConflictDoNothing({ target: sandboxPayments.idempotencyKey });
      const [row] = await db
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.idempotencyKey, input.idempotencyKey));
      if (!row) throw new Error(`the sandbox payment for ${input.idempotencyKey} is missing after its insert`);
      return toPayment(row);
    },

    async retrievePayment(id) {
      return toPayment(await find(id));
    },

    async findPaymentForOrder(order) {
      const rows = await db
        .select()
        .from(sandboxPayments)
        .where(
          or(eq(sandboxPayments.idempotencyKey, orderPaymentKey(order.id)), eq(sandboxPayments.orderId, order.id)),
        );
      return pickOrderPayment(rows.map(toPayment));
    },

    /** The buyer's answer on the 3-D Secure step; only a payment waiting for it changes. */
    async confirm(paymentId, approve) {
      const row = await find(paymentId);
      if (row.status !== 'requires_action') return toPayment(row);
      const [updated] = await db
        .update(sandboxPayments)
        .set(
          approve
            ? { status: 'succeeded', failureCode: null }
            : { status: 'failed', failureCode: 'authentication_failed' },
        )
        .where(eq(sandboxPayments.id, paymentId))
        .returning();
      return toPayment(updated ?? row);
    },

    async refund(paymentId, _amount, _idempotencyKey, within = db) {
      const row = await find(paymentId, within);
      if (row.status !== 'succeeded' && row.status !== 'refunded') throw new Error('only a paid payment is refunded');
      await within.update(sandboxPayments).set({ status: 'refunded' }).where(eq(sandboxPayments.id, paymentId));
    },

    parseWebhook(rawBody, signature) {
      const parts = Object.fromEntries((signature ?? '').split(',').map((part) => part.split('=', 2)));
      const at = Number(parts.t);
      const expected = createHmac('sha256', webhookSecret)
        .update(`${parts.t}.${rawBody.toString('utf8')}`)
        .digest();
      const given = Buffer.from(String(parts.v1 ?? ''), 'hex');
      const fresh = Number.isFinite(at) && Math.abs(Date.now() / 1000 - at) <= SIGNATURE_TOLERANCE_SECONDS;
      if (!fresh || given.length !== expected.length || !timingSafeEqual(given, expected))
        throw new WebhookSignatureError('bad sandbox webhook signature');
      const event = JSON.parse(rawBody.toString('utf8')) as {
        id?: unknown;
        type?: unknown;
        paymentId?: unknown;
        orderId?: unknown;
      };
      if (typeof event.id !== 'string') throw new WebhookSignatureError('a sandbox event has an id');
      const type = event.type === 'payment.succeeded' || event.type === 'payment.failed' ? event.type : 'other';
      return {
        id: event.id,
        type,
        paymentId: typeof event.paymentId === 'string' ? event.paymentId : null,
        orderId: typeof event.orderId === 'number' ? event.orderId : null,
      };
    },
  };
}
