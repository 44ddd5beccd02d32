// The landlord's billing details (spec 3 and 7 "Commerce"): GET and PATCH commerce/billing-information (the
// address taxes are computed from), GET and DELETE commerce/payment-method (the saved card: brand, last four
// and expiry only; PUT saves one without a payment) and GET commerce/payment-config (which provider, test mode, Stripe's publishable key).
import {
  billingInformationInputSchema,
  billingInformationSchema,
  membershipRenewalSchema,
  normalisePostalCode,
  paymentConfigSchema,
  paymentMethodSchema,
  savePaymentMethodSchema,
} from '@rentals/shared/resources/billing';
import { walletSchema } from '@rentals/shared/resources/credits';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { billingInformation, creditWallets, paymentMethods } from '../../../db/schema/index.ts';
import type { AuthUser } from '../../../lib/auth-user.ts';
import { HttpError, invalidFields } from '../../../lib/http-error.ts';
import { translate } from '../../../lib/messages.ts';
import { caller, errorResponses, messageResponse } from '../../auth/auth.http.ts';
import { LANDLORD_ONLY } from '../../landlord/listings/landlord-listings.resource.ts';
import { lockWallet, walletOf } from '../ledger.ts';
import { PaymentMethodError } from '../payments/provider.ts';
import { keepCard } from './saved-card.ts';

const tags = ['commerce'];

export function companyOf(user: AuthUser): number {
  if (user.companyId === null) throw new HttpError(409, 'noCompanyWallet');
  return user.companyId;
}

type BillingRow = typeof billingInformation.$inferSelect;
const billingView = (row: BillingRow) => ({
  id: row.companyId,
  name: row.name,
  phone: row.phone,
  line1: row.line1,
  line2: row.line2,
  city: row.city,
  postalCode: row.postalCode,
  province: row.province,
  country: row.country,
});

type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export const paymentMethodView = (row: PaymentMethodRow) => ({
  id: row.companyId,
  name: row.name,
  type: row.type,
  typeExt: row.typeExt,
  partialIdentifier: row.partialIdentifier,
  postalCode: row.postalCode,
  paymentMethodId: row.paymentMethodId,
  expMonth: row.expMonth,
  expYear: row.expYear,
});

const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/commerce/payment-config',
    {
      config: { access: LANDLORD_ONLY },
      schema: {
        tags,
        summary: 'Which payment provider is in use, whether it is test mode, and Stripe’s publishable key',
        response: { 200: paymentConfigSchema, ...errorResponses(401, 403) },
      },
    },
    async () => ({
      provider: app.payments.name,
      testMode: app.payments.testMode,
      publishableKey: app.payments.publishableKey,
    }),
  );

  app.get(
    '/commerce/billing-information',
    {
      config: { access: LANDLORD_ONLY },
      schema: {
        tags,
        summary: "The company's billing information (null until saved): the taxes follow its province",
        response: { 200: billingInformationSchema.nullable(), ...errorResponses(401, 403, 409) },
      },
    },
    async (request) => {
      const companyId = companyOf(caller(request));
      const [row] = await app.db.select().from(billingInformation).where(eq(billingInformation.companyId, companyId));
      return row ? billingView(row) : null;
    },
  );

  app.patch(
    '/commerce/billing-information',
    {
      config: { access: LANDLORD_ONLY },
      schema: {
        tags,
        summary: 'Saves the billing information (postal code and province checked against the country)',
        body: billingInformationInputSchema,
        response: {
          200: z.object({ message: z.string(), billingInformation: billingInformationSchema }),
          ...errorResponses(401, 403, 409, 422),
        },
      },
    },
    async (request) => {
      const companyId = companyOf(caller(request));
      const input = request.body;
      const values = { ...input, postalCode: normalisePostalCode(input.country, input.postalCode) };
      const [row] = await app.db
        .insert(billingInformation)
        .values({ companyId, ...values })
        .onConflictDoUpdate({ target: billingInformation.companyId, set: values })
        .returning();
      if (!row) throw new Error('the billing information upsert returned no row');
      return { message: translate('saved', request.locale), billingInformation: billingView(row) };
    },
  );

  app.get(
    '/commerce/payment-method',
    {
      config: { access: LANDLORD_ONLY },
      schema: {
        tags,
        summary: "The company's saved card (null when none): brand, last four digits and expiry, never the number",
        response: { 200: paymentMethodSchema.nullable(), ...errorResponses(401, 403, 409) },
      },
    },
    async (request) => {
      const companyId = companyOf(caller(request));
      const [row] = await app.db.select().from(paymentMethods).where(eq(paymentMethods.companyId, companyId));
      return row ? paymentMethodView(row) : null;
    },
  );

  app.put(
    '/commerce/payment-method',
    {
      config: { access: LANDLORD_ONLY },
      schema: {
        tags,
        summary:
          'Saves a card for the next purchases and membership renewals without charging it (Stripe: a SetupIntent); replaces the saved one',
        headers: z.object({ 'idempotency-key': z.string().trim().min(8).max(200).optional() }),
        body: savePaymentMethodSchema,
        response: {
          200: z.object({ message: z.string(), paymentMethod: paymentMethodSchema }),
          ...errorResponses(401, 403, 409, 422),
        },
      },
    },
    async (request) => {
      const companyId = companyOf(caller(request));
      const { paymentMethodId } = request.body;
      const provider = app.payments;
      let card: Awaited<ReturnType<typeof provider.describePaymentMethod>>;
      try {
        card = await provider.describePaymentMethod(paymentMethodId);
      } catch (error) {
        if (error instanceof PaymentMethodError) throw invalidFields({ paymentMethodId: error.code });
        throw error;
      }
      const [saved] = await app.db.select().from(paymentMethods).where(eq(paymentMethods.companyId, companyId));
      const setup = await provider.setUpCard({
        paymentMethodId,
        customerId: saved?.providerCustomerId ?? null,
        idempotencyKey: request.headers['idempotency-key'] ?? `setup-${companyId}-${paymentMethodId}`,
      });
      if (setup.status === 'failed')
        throw invalidFields({
          paymentMethodId: setup.failureCode === 'authentication_required' ? 'card.authentication' : 'card.declined',
        });
      const row = await keepCard(app.db, companyId, provider.name, card, setup.customerId);
      return { message: translate('paymentMethodSaved', request.locale), paymentMethod: paymentMethodView(row) };
    },
  );

  app.patch(
    '/commerce/membership',
    {
      config: { access: LANDLORD_ONLY },
      schema: {
        tags,
        summary:
          'Renew the membership with the saved card a few days before it ends (autoRenew: true needs a saved card)',
        body: membershipRenewalSchema,
        response: {
          200: z.object({ message: z.string(), wallet: walletSchema }),
          ...errorResponses(401, 403, 409, 422),
        },
      },
    },
    async (request) => {
      const companyId = companyOf(caller(request));
      const { autoRenew } = request.body;
      if (autoRenew) {
        const [card] = await app.db.select().from(paymentMethods).where(eq(paymentMethods.companyId, companyId));
        if (!card) throw invalidFields({ autoRenew: 'card.required' });
      }
      await lockWallet(app.db, companyId);
      await app.db
        .update(creditWallets)
        .set({ membershipAutoRenew: autoRenew })
        .where(eq(creditWallets.companyId, companyId));
      return {
        message: translate(autoRenew ? 'membershipAutoRenewOn' : 'membershipAutoRenewOff', request.locale),
        wallet: await walletOf(app.db, companyId),
      };
    },
  );

  app.delete(
    '/commerce/payment-method',
    {
      config: { access: LANDLORD_ONLY },
      schema: {
        tags,
        summary: 'Forgets the saved card (membership renewal by card stops with it)',
        response: { 200: messageResponse, ...errorResponses(401, 403, 409) },
      },
    },
    async (request) => {
      const companyId = companyOf(caller(request));
      await app.db.delete(paymentMethods).where(eq(paymentMethods.companyId, companyId));
      // No card, no renewal by card.
      await app.db
        .update(creditWallets)
        .set({ membershipAutoRenew: false })
        .where(eq(creditWallets.companyId, companyId));
      return { message: translate('paymentMethodRemoved', request.locale) };
    },
  );
};

export default billingRoutes;
