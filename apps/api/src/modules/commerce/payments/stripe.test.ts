// The stripe provider against a local HTTP server answering the official SDK's requests as Stripe's API does
// for its test payment methods (a success, a decline, 3-D Secure), and webhooks signed with the SDK's own
// test header helper.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebhookSignatureError } from './provider.ts';
import { stripeProvider } from './stripe.ts';

const WEBHOOK_SECRET = 'whsec_test_local';

interface Seen {
  method: string;
  path: string;
  body: URLSearchParams;
  idempotencyKey: string | undefined;
}

let server: Server;
const seen: Seen[] = [];
const intents = new Map<string, Record<string, unknown>>();

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => resolve(body));
  });

function intentFor(id: string, body: URLSearchParams): Record<string, unknown> {
  const method = body.get('payment_method');
  const base = {
    id,
    object: 'payment_intent',
    amount: Number(body.get('amount')),
    currency: body.get('currency'),
    customer: body.get('customer'),
    client_secret: `${id}_secret_abc`,
    metadata: { orderId: body.get('metadata[orderId]') },
    last_payment_error: null,
  };
  if (method === 'pm_card_chargeDeclined')
    return {
      ...base,
      status: 'requires_payment_method',
      last_payment_error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline' },
    };
  if (method === 'pm_card_threeDSecure2Required') return { ...base, status: 'requires_action' };
  return { ...base, status: 'succeeded' };
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = new URLSearchParams(await readBody(request));
    const path = request.url ?? '';
    const key = request.headers['idempotency-key'];
    seen.push({ method: request.method ?? '', path, body, idempotencyKey: typeof key === 'string' ? key : undefined });
    const send = (status: number, json: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_local' });
      response.end(JSON.stringify(json));
    };
    if (request.method === 'POST' && path === '/v1/payment_intents') {
      const id = `pi_local_${intents.size + 1}`;
      const intent = intentFor(id, body);
      intents.set(id, intent);
      if (intent.status === 'requires_payment_method')
        return send(402, {
          error: {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'generic_decline',
            message: 'Your card was declined.',
            payment_intent: intent,
          },
        });
      return send(200, intent);
    }
    if (request.method === 'GET' && path.startsWith('/v1/payment_intents/search?')) {
      const query = new URL(path, 'http://local').searchParams.get('query') ?? '';
      const orderId = /^metadata\['orderId'\]:'(\d+)'$/.exec(query)?.[1];
      const data = [...intents.values()].filter(
        (intent) => (intent.metadata as { orderId: string | null }).orderId === orderId,
      );
      return send(200, {
        object: 'search_result',
        data,
        has_more: false,
        next_page: null,
        url: '/v1/payment_intents/search',
      });
    }
    if (request.method === 'GET' && path.startsWith('/v1/payment_intents/')) {
      const intent = intents.get(path.split('/')[3] ?? '');
      return intent ? send(200, intent) : send(404, { error: { type: 'invalid_request_error', message: 'No such' } });
    }
    if (request.method === 'POST' && path === '/v1/customers')
      return send(200, { id: 'cus_local_1', object: 'customer' });
    if (request.method === 'POST' && path === '/v1/setup_intents') {
      const method = body.get('payment_method');
      if (method === 'pm_card_chargeDeclined')
        return send(402, {
          error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Declined.' },
        });
      return send(200, {
        id: 'seti_local_1',
        object: 'setup_intent',
        status: method === 'pm_card_threeDSecure2Required' ? 'requires_action' : 'succeeded',
        customer: body.get('customer'),
        payment_method: method,
      });
    }
    if (request.method === 'POST' && path === '/v1/refunds')
      return send(200, { id: 're_local_1', object: 'refund', status: 'succeeded' });
    if (request.method === 'GET' && path.startsWith('/v1/payment_methods/'))
      return send(200, {
        id: path.split('/')[3],
        object: 'payment_method',
        type: 'card',
        card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
        billing_details: { name: 'Rosa Landlord', address: { postal_code: 'M5V 2T6' } },
      });
    return send(404, { error: { type: 'invalid_request_error', message: `unexpected ${request.method} ${path}` } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const provider = () =>
  stripeProvider({
    secretKey: 'sk_test_local',
    publishableKey: 'pk_test_local',
    webhookSecret: WEBHOOK_SECRET,
    host: '127.0.0.1',
    port: (server.address() as AddressInfo).port,
    protocol: 'http',
  });

const create = (paymentMethodId: string, saveCard = false) =>
  provider().createPayment({
    amount: 11_300,
    currency: 'CAD',
    paymentMethodId,
    idempotencyKey: `order-${paymentMethodId}`,
    orderId: 42,
    description: 'Standard (order 42)',
    saveCard,
    customerId: null,
  });

describe('the stripe provider', () => {
  it('creates and confirms a PaymentIntent with the order’s idempotency key; a success is succeeded', async () => {
    const payment = await create('pm_card_visa');
    expect(payment).toMatchObject({ status: 'succeeded', amount: 11_300, currency: 'cad', failureCode: null });
    const request = seen.find(
      (r) => r.path === '/v1/payment_intents' && r.body.get('payment_method') === 'pm_card_visa',
    );
    expect(request?.idempotencyKey).toBe('order-pm_card_visa');
    expect(request?.body.get('confirm')).toBe('true');
    expect(request?.body.get('metadata[orderId]')).toBe('42');
    expect((await provider().retrievePayment(payment.id)).status).toBe('succeeded');
  });

  it('answers a decline as a failed payment with its code, not an error', async () => {
    const payment = await create('pm_card_chargeDeclined');
    expect(payment).toMatchObject({ status: 'failed', failureCode: 'generic_decline' });
  });

  it('hands 3-D Secure to the browser with the client secret', async () => {
    const payment = await create('pm_card_threeDSecure2Required');
    expect(payment.status).toBe('requires_action');
    expect(payment.clientSecret).toMatch(/_secret_/);
  });

  it('saves the card on a customer when asked, and describes a card by brand, last four and expiry', async () => {
    const payment = await create('pm_card_mastercard', true);
    expect(payment.customerId).toBe('cus_local_1');
    const request = seen.find((r) => r.body.get('payment_method') === 'pm_card_mastercard');
    expect(request?.body.get('setup_future_usage')).toBe('off_session');
    expect(await provider().describePaymentMethod('pm_card_visa')).toMatchObject({
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
    });
  });

  it('saves a card with a confirmed off-session SetupIntent on a customer; a decline or 3-D Secure is refused', async () => {
    const setUp = (paymentMethodId: string) =>
      provider().setUpCard({ paymentMethodId, customerId: null, idempotencyKey: `setup-${paymentMethodId}` });
    expect(await setUp('pm_card_visa')).toEqual({ status: 'succeeded', customerId: 'cus_local_1', failureCode: null });
    const request = seen.find((r) => r.path === '/v1/setup_intents');
    expect(request?.body.get('usage')).toBe('off_session');
    expect(request?.body.get('confirm')).toBe('true');
    expect(request?.idempotencyKey).toBe('setup-pm_card_visa');
    expect(await setUp('pm_card_chargeDeclined')).toMatchObject({ status: 'failed', failureCode: 'generic_decline' });
    expect(await setUp('pm_card_threeDSecure2Required')).toMatchObject({
      status: 'failed',
      failureCode: 'authentication_required',
    });
  });

  it('finds the PaymentIntent of an order by the orderId of its metadata, a succeeded one first', async () => {
    await create('pm_card_chargeDeclined');
    await create('pm_card_visa');
    const found = await provider().findPaymentForOrder({ id: 42 });
    expect(found).toMatchObject({ status: 'succeeded', amount: 11_300, currency: 'cad' });
    const request = seen.findLast((r) => r.path.startsWith('/v1/payment_intents/search'));
    expect(new URL(request?.path ?? '', 'http://local').searchParams.get('query')).toBe("metadata['orderId']:'42'");
    expect(await provider().findPaymentForOrder({ id: 7 })).toBeNull();
  });

  it('refunds with an idempotency key', async () => {
    await provider().refund('pi_local_1', 11_300, 'refund-order-42');
    const request = seen.find((r) => r.path === '/v1/refunds');
    expect(request?.idempotencyKey).toBe('refund-order-42');
    expect(request?.body.get('amount')).toBe('11300');
  });

  it('verifies webhooks with the signing secret: a good one is read, a bad or stale one refused', () => {
    const payload = JSON.stringify({
      id: 'evt_local_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_local_1', object: 'payment_intent', metadata: { orderId: '42' } } },
    });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect(provider().parseWebhook(Buffer.from(payload), header)).toEqual({
      id: 'evt_local_1',
      type: 'payment.succeeded',
      paymentId: 'pi_local_1',
      orderId: 42,
    });
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    expect(() => provider().parseWebhook(Buffer.from(payload), forged)).toThrow(WebhookSignatureError);
    const stale = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    expect(() => provider().parseWebhook(Buffer.from(payload), stale)).toThrow(WebhookSignatureError);
    expect(() => provider().parseWebhook(Buffer.from(payload), undefined)).toThrow(WebhookSignatureError);
  });
});
