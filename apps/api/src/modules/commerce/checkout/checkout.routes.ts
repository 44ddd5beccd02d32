// Buying credits (issue 14 section 3, spec 7 "Commerce"): POST commerce/promo-code (the cart's price with a
// code), POST commerce/checkout (an order per Idempotency-Key, paid with the provider), POST
// commerce/post-checkout (finish an order after the buyer's 3-D Secure step, or check it again), the sandbox's
// stand-ins for Stripe.js (a card's payment method, the 3-D Secure answer), and the providers' webhooks.

import type { Locale } from '@rentals/shared';
import {
  checkoutResultSchema,
  checkoutSchema,
  postCheckoutSchema,
  promoCodeCheckSchema,
  promoCodeResultSchema,
  quoteSchema,
  sandboxCardSchema,
  sandboxConfirmSchema,
  sandboxPaymentMethodSchema,
} from '@rentals/shared/resources/billing';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import { orders, paymentEvents, paymentMethods } from '../../../db/schema/index.ts';
import { HttpError, invalidFields, notFound } from '../../../lib/http-error.ts';
import { type MessageKey, translate } from '../../../lib/messages.ts';
import { resourceRoutes } from '../../../lib/resources/index.ts';
import { caller, errorResponses } from '../../auth/auth.http.ts';
import { LANDLORD_ONLY } from '../../landlord/listings/landlord-listings.resource.ts';
import { balanceOf } from '../ledger.ts';
import { type Payment, type PaymentEvent, PaymentMethodError, WebhookSignatureError } from '../payments/provider.ts';
import { companyOf } from './billing.routes.ts';
import { bundleOnSale, cartQuote } from './cart.ts';
import { RENEWAL_CRON, RENEWAL_QUEUE, renewMemberships } from './membership.ts';
import { moneyTransactionsResource } from './money-transactions.resource.ts';
import { attachPayment, failOrder, type OrderRow, orderView, ownOrder, placeOrder, settleOrder } from './orders.ts';
import { checkCompanyLimit, usablePromo } from './promo.ts';
import { keepCard } from './saved-card.ts';
import { transactionsResource } from './transactions.resource.ts';

const tags = ['commerce'];
const checkoutHeaders = z.object({ 'idempotency-key': z.string().trim().min(8).max(200) });

/** What the buyer reads about an order's state, failure reasons in the provider's codes. */
function orderMessage(order: OrderRow, locale: Locale): string {
  if (order.status === 'paid')
    return translate('orderPaid', locale, { credits: order.credits + order.bonusCredits + order.promoCredits });
  if (order.status === 'requires_action') return translate('orderNeedsConfirmation', locale);
  if (order.status === 'pending') return translate('orderPending', locale);
  const reasons: Record<string, MessageKey> = {
    card_declined: 'paymentDeclined',
    generic_decline: 'paymentDeclined',
    insufficient_funds: 'paymentInsufficientFunds',
    authentication_failed: 'paymentAuthenticationFailed',
    abandoned: 'paymentAbandoned',
  };
  return translate(reasons[order.failureReason ?? ''] ?? 'paymentFailed', locale);
}

/** Open orders are checked with the provider this often (after a crash, a lost webhook, a closed tab). */
const RECOVERY_QUEUE = 'commerce-recover-orders';
const RECOVERY_CRON = '*/10 * * * *';

const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(resourceRoutes(moneyTransactionsResource));
  await app.register(resourceRoutes(transactionsResource));
  app.jobs.define(
    RECOVERY_QUEUE,
    async () => {
      const summary = await recoverOpenOrders(app);
      if (summary.settled || summary.refunded || summary.abandoned || summary.errors)
        app.log.info(summary, 'open orders recovered');
    },
    { cron: RECOVERY_CRON },
  );
  app.jobs.define(
    RENEWAL_QUEUE,
    async () => {
      const summary = await renewMemberships(app);
      if (summary.renewed || summary.failed.length) app.log.info(summary, 'memberships renewed');
    },
    { cron: RENEWAL_CRON },
  );

  const answer = async (order: OrderRow, locale: Locale, payment: Payment | null = null) => ({
    message: orderMessage(order, locale),
    order: await orderView(app.db, order),
    nextAction:
      order.status === 'requires_action' && order.providerPaymentId
        ? { clientSecret: payment?.clientSecret ?? null, paymentId: order.providerPaymentId }
        : null,
    credits: await balanceOf(app.db, order.companyId),
  });

  app.get(
    '/commerce/cart',
    {
      config: { access: LANDLORD_ONLY },
      schema: {
        tags,
        summary:
          'A bundle’s price for the caller’s company before any promo code: taxes of the billing province, total',
        querystring: z.object({ bundleId: z.coerce.number().int().positive() }),
        response: { 200: quoteSchema, ...errorResponses(401, 403, 409, 422) },
      },
    },
    async (request) => {
      const companyId = companyOf(caller(request));
      const bundle = await bundleOnSale(app.db, request.query.bundleId);
      const { country: _, province: __, ...cart } = await cartQuote(app.db, companyId, bundle, null, request.locale);
      return cart;
    },
  );

  app.post(
    '/commerce/promo-code',
    {
      config: { access: LANDLORD_ONLY },
      schema: {
        tags,
        summary:
          'Checks a promo code for a bundle and answers the cart with it: discount or bonus credits, taxes, total',
        body: promoCodeCheckSchema,
        response: { 200: promoCodeResultSchema, ...errorResponses(401, 403, 409, 422) },
      },
    },
    async (request) => {
      const companyId = companyOf(caller(request));
      const bundle = await bundleOnSale(app.db, request.body.bundleId);
      const promo = await usablePromo(app.db, request.body.code, bundle.id, 'code');
      await checkCompanyLimit(app.db, promo, companyId, 'code');
      const { country: _, province: __, ...cart } = await cartQuote(app.db, companyId, bundle, promo, request.locale);
      return { ...cart, message: translate('promoApplied', request.locale, { code: promo.code }) };
    },
  );

  app.post(
    '/commerce/checkout',
    {
      config: { access: LANDLORD_ONLY },
      schema: {
        tags,
        summary:
          'Buys a bundle: an order (bundle, promo, taxes of the billing province) paid with the payment method; a retry with the same Idempotency-Key answers the same order and never charges twice',
        headers: checkoutHeaders,
        body: checkoutSchema,
        response: { 200: checkoutResultSchema, ...errorResponses(401, 403, 409, 422) },
      },
    },
    async (request) => {
      const user = caller(request);
      const companyId = companyOf(user);
      const { bundleId, promoCode, paymentMethodId, saveCard } = request.body;
      const provider = app.payments;
      // The card first: a number the provider refuses is a field error, before any order exists.
      let card: Awaited<ReturnType<typeof provider.describePaymentMethod>>;
      try {
        card = await provider.describePaymentMethod(paymentMethodId);
      } catch (error) {
        if (error instanceof PaymentMethodError) throw invalidFields({ paymentMethodId: error.code });
        throw error;
      }
      let order = await placeOrder(app.db, {
        companyId,
        userId: user.id,
        clientKey: request.headers['idempotency-key'],
        bundleId,
        promoCode,
        locale: request.locale,
        provider: provider.name,
      });
      if (order.status !== 'pending' || order.providerPaymentId) {
        // A retry: the order's state, checked with the provider once more.
        order = await settleOrder(app.db, provider, order.id);
        return answer(order, request.locale);
      }
      const [saved] = await app.db.select().from(paymentMethods).where(eq(paymentMethods.companyId, companyId));
      const payment = await provider.createPayment({
        amount: order.total,
        currency: order.currency,
        paymentMethodId,
        idempotencyKey: `order-${order.id}`,
        orderId: order.id,
        description: `${order.bundleName} (order ${order.id})`,
        saveCard,
        customerId: saved?.providerCustomerId ?? null,
      });
      await attachPayment(app.db, order, payment, card);
      if (saveCard && payment.status !== 'failed')
        await keepCard(app.db, companyId, provider.name, card, payment.customerId);
      order = await settleOrder(app.db, provider, order.id, payment);
      return answer(order, request.locale, payment);
    },
  );

  app.post(
    '/commerce/post-checkout',
    {
      config: { access: LANDLORD_ONLY },
      schema: {
        tags,
        summary:
          "Finishes the caller's order after the buyer's confirmation step (or checks it again): credits are granted once, whoever asks first",
        body: postCheckoutSchema,
        response: { 200: checkoutResultSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const companyId = companyOf(caller(request));
      const order = await ownOrder(app.db, companyId, request.body.orderId);
      return answer(await settleOrder(app.db, app.payments, order.id), request.locale);
    },
  );

  // The sandbox's stand-ins for what Stripe.js does in the browser; absent when Stripe takes the payments.
  app.post(
    '/commerce/sandbox/payment-methods',
    {
      config: { access: LANDLORD_ONLY },
      schema: {
        tags,
        summary: 'Test mode only: a payment method for a Stripe test card (4242 4242 4242 4242 and the others)',
        body: sandboxCardSchema,
        response: { 200: sandboxPaymentMethodSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const sandbox = app.sandboxPayments;
      if (!sandbox) throw notFound();
      try {
        const card = sandbox.createPaymentMethod(request.body);
        return { ...card, paymentMethodId: card.paymentMethodId };
      } catch (error) {
        if (!(error instanceof PaymentMethodError)) throw error;
        throw invalidFields({ [error.code === 'card.expired' ? 'expYear' : 'number']: error.code });
      }
    },
  );

  app.post(
    '/commerce/sandbox/confirm/:paymentId',
    {
      config: { access: LANDLORD_ONLY },
      schema: {
        tags,
        summary: "Test mode only: the buyer's answer to the bank's confirmation step (3-D Secure) for their order",
        params: z.object({ paymentId: z.string().min(3).max(100) }),
        body: sandboxConfirmSchema,
        response: { 200: checkoutResultSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const sandbox = app.sandboxPayments;
      if (!sandbox) throw notFound();
      const companyId = companyOf(caller(request));
      const [order] = await app.db
        .select()
        .from(orders)
        .where(and(eq(orders.providerPaymentId, request.params.paymentId), eq(orders.companyId, companyId)));
      if (!order) throw notFound();
      const payment = await sandbox.confirm(order.providerPaymentId ?? '', request.body.approve);
      return answer(await settleOrder(app.db, sandbox, order.id, payment), request.locale);
    },
  );

  // Webhooks: the raw body is what the signature covers, so this context parses JSON as bytes.
  await app.register(async (context) => {
    const hooks = context.withTypeProvider<ZodTypeProvider>();
    hooks.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    hooks.post(
      '/commerce/webhooks/:provider',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary:
            "The payment provider's events (Stripe-Signature or Sandbox-Signature verified on the raw body); each event is handled once",
          params: z.object({ provider: z.enum(['stripe', 'sandbox']) }),
          response: { 200: z.object({ received: z.boolean(), duplicate: z.boolean() }), ...errorResponses(400, 404) },
        },
      },
      async (request) => {
        const provider = app.payments;
        if (request.params.provider !== provider.name) throw notFound();
        const signature = request.headers[provider.name === 'stripe' ? 'stripe-signature' : 'sandbox-signature'];
        let event: ReturnType<typeof provider.parseWebhook>;
        try {
          event = provider.parseWebhook(request.body as Buffer, typeof signature === 'string' ? signature : undefined);
        } catch (error) {
          if (error instanceof WebhookSignatureError) throw new HttpError(400, 'webhookSignature');
          throw error;
        }
        const order = await orderOfEvent(app.db, provider.name, event);
        const fresh = await app.db
          .insert(paymentEvents)
          .values({ provider: provider.name, eventId: event.id, type: event.type, orderId: order?.id ?? null })
          .onConflictDoNothing()
          .returning({ eventId: paymentEvents.eventId });
        if (fresh.length === 0) return { received: true, duplicate: true };
        try {
          if (order && event.type !== 'other') await settleOrder(app.db, provider, order.id);
        } catch (error) {
          // Not handled: forget the event so the provider's retry is handled, and let it retry.
          await app.db
            .delete(paymentEvents)
            .where(and(eq(paymentEvents.provider, provider.name), eq(paymentEvents.eventId, event.id)));
          throw error;
        }
        return { received: true, duplicate: false };
      },
    );
  });
};

/**
 * The order an event is about: by its payment id, or by the order id the payment carries (a crash between the
 * provider's answer and saving its id on the order leaves only that), then given the payment's id.
 */
async function orderOfEvent(db: Database, provider: string, event: PaymentEvent) {
  if (!event.paymentId) return null;
  const [byPayment] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.provider, provider), eq(orders.providerPaymentId, event.paymentId)));
  if (byPayment || event.orderId === null) return byPayment ?? null;
  const [byId] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, event.orderId), eq(orders.provider, provider), isNull(orders.providerPaymentId)));
  if (!byId) return null;
  await db.update(orders).set({ providerPaymentId: event.paymentId }).where(eq(orders.id, byId.id));
  return byId;
}

/**
 * Orders left open (a crash, a lost webhook, a closed tab), each asked about with the provider, by its payment
 * id or, when a crash came before that id was saved, by the order's own key (`findPaymentForOrder`): granted
 * once when the payment succeeded, refunded when it succeeded but cannot be granted, failed when it failed.
 * Only an order whose payment neither succeeded nor is still processing is failed as abandoned after a day;
 * an order the provider could not be asked about is left for the next run.
 */
export async function recoverOpenOrders(
  app: Parameters<FastifyPluginAsyncZod>[0],
  { olderThanMinutes = 5, abandonAfterHours = 24 } = {},
): Promise<{ settled: number; refunded: number; abandoned: number; errors: number }> {
  const open = await app.db.query.orders.findMany({
    where: (order, { and: all, inArray, lt }) =>
      all(
        inArray(order.status, ['pending', 'requires_action']),
        lt(order.createdAt, new Date(Date.now() - olderThanMinutes * 60_000)),
      ),
    orderBy: (order, { asc }) => [asc(order.createdAt)],
    limit: 500,
  });
  const summary = { settled: 0, refunded: 0, abandoned: 0, errors: 0 };
  for (const order of open) {
    try {
      const after = await settleOrder(app.db, app.payments, order.id);
      if (after.status === 'paid') summary.settled++;
      else if (after.refundedAt) summary.refunded++;
      else if (
        (after.status === 'pending' || after.status === 'requires_action') &&
        after.createdAt < new Date(Date.now() - abandonAfterHours * 3_600_000)
      ) {
        // Asked once more right before: never abandon an order whose money was taken or is on its way.
        const payment = after.providerPaymentId
          ? await app.payments.retrievePayment(after.providerPaymentId)
          : await app.payments.findPaymentForOrder(after);
        if (payment?.status === 'succeeded' || payment?.status === 'processing') continue;
        const failed = await failOrder(app.db, after.id, 'abandoned');
        if (failed.status === 'failed') summary.abandoned++;
      }
    } catch (error) {
      summary.errors++;
      app.log.error({ err: error, orderId: order.id }, 'an open order could not be recovered');
    }
  }
  return summary;
}

export default checkoutRoutes;
