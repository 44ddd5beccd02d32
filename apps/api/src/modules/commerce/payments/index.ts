// Which provider takes payments: Stripe when its three keys are set, else the sandbox (test mode).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PaymentProvider } from './provider.ts';
import { sandboxProvider } from './sandbox.ts';
import { stripeProvider } from './stripe.ts';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentProvider;
    /** The sandbox provider when it is the one in use (its card and 3-D Secure stand-ins), else null. */
    sandboxPayments: ReturnType<typeof sandboxProvider> | null;
  }
}

export default fp(async function payments(app: FastifyInstance) {
  const { STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET } = app.config;
  if (STRIPE_SECRET_KEY && STRIPE_PUBLISHABLE_KEY && STRIPE_WEBHOOK_SECRET) {
    app.decorate(
      'payments',
      stripeProvider({
        secretKey: STRIPE_SECRET_KEY,
        publishableKey: STRIPE_PUBLISHABLE_KEY,
        webhookSecret: STRIPE_WEBHOOK_SECRET,
      }),
    );
    app.decorate('sandboxPayments', null);
    return;
  }
  const sandbox = sandboxProvider(app.db, app.config.SANDBOX_WEBHOOK_SECRET);
  app.decorate('payments', sandbox);
  app.decorate('sandboxPayments', sandbox);
});
