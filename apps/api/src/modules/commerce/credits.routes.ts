// The credit wallet's routes (issue 14 sections 1 and 4): GET landlord/wallet, the credit transactions
// (GET landlord/transactions/credits, its CSV and rows: a declared resource), spending on a listing (POST
// commerce/enable/{id}, POST commerce/featured/{id}) and a staff adjustment (POST admin/companies/{id}/credits,
// modifyCompanies, audited). Every change goes through postToLedger.
import {
  creditAdjustmentResultSchema,
  creditAdjustmentSchema,
  featureListingSchema,
  spendResultSchema,
  walletSchema,
} from '@rentals/shared/resources/credits';
import { idParam } from '@rentals/shared/resources/site';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companies } from '../../db/schema/index.ts';
import { auditContextOf, recordAudit } from '../../lib/audit.ts';
import { notFound } from '../../lib/http-error.ts';
import { translate } from '../../lib/messages.ts';
import { resourceRoutes } from '../../lib/resources/index.ts';
import { entitiesByIds } from '../../lib/resources/list.ts';
import { caller, errorResponses } from '../auth/auth.http.ts';
import { LANDLORD_ONLY } from '../landlord/listings/landlord-listings.resource.ts';
import { creditTransactionsResource } from './credit-transactions.resource.ts';
import { postToLedger, walletOf } from './ledger.ts';
import { enableListing, featureListing, type SpendContext } from './spend.ts';

const idParams = z.object({ id: idParam });
/** Idempotency-Key: what makes a retried spend answer its first result instead of spending again. */
const spendHeaders = z.object({ 'idempotency-key': z.string().trim().min(8).max(200).optional() });
const spendResponses = { 200: spendResultSchema, ...errorResponses(401, 403, 404, 409, 422) };

const creditsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(resourceRoutes(creditTransactionsResource));

  app.get(
    '/landlord/wallet',
    {
      config: { access: LANDLORD_ONLY },
      schema: {
        tags: ['commerce'],
        summary: "The caller's company's credits and membership (bundles with membership months extend it)",
        response: { 200: walletSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => walletOf(app.db, caller(request).companyId),
  );

  const spend = <T>(request: FastifyRequest, work: (ctx: SpendContext) => Promise<T>) =>
    app.db.transaction((tx) =>
      work({
        tx,
        user: caller(request),
        audit: auditContextOf(request),
        clientKey: (request.headers as { 'idempotency-key'?: string })['idempotency-key'],
        say: (key, params) => translate(key, request.locale, params),
      }),
    );

  app.post(
    '/commerce/enable/:id',
    {
      config: { access: LANDLORD_ONLY },
      schema: {
        tags: ['commerce'],
        summary:
          'Publish a listing: its activation price in credits (the featured activation price while it is featured)',
        params: idParams,
        headers: spendHeaders,
        response: spendResponses,
      },
    },
    async (request) => spend(request, (ctx) => enableListing(ctx, request.params.id)),
  );

  app.post(
    '/commerce/featured/:id',
    {
      config: { access: LANDLORD_ONLY },
      schema: {
        tags: ['commerce'],
        summary: 'Feature a published listing for some days: the featured activation price in credits',
        params: idParams,
        headers: spendHeaders,
        body: featureListingSchema,
        response: spendResponses,
      },
    },
    async (request) => spend(request, (ctx) => featureListing(ctx, request.params.id, request.body.days)),
  );

  app.post(
    '/admin/companies/:id/credits',
    {
      config: { access: { permission: 'modifyCompanies' } },
      schema: {
        tags: ['commerce'],
        summary: "Add or take back a company's credits, with the reason (audited)",
        params: idParams,
        headers: spendHeaders,
        body: creditAdjustmentSchema,
        response: { 200: creditAdjustmentResultSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { amount, note } = request.body;
      const clientKey = (request.headers as { 'idempotency-key'?: string })['idempotency-key'];
      const posted = await app.db.transaction(async (tx) => {
        const [company] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, id));
        if (!company) throw notFound();
        const result = await postToLedger(tx, {
          companyId: id,
          amount,
          reason: 'adjustment',
          idempotencyKey: `adjustment:${id}:${clientKey ?? crypto.randomUUID()}`,
          actorId: caller(request).id,
          note,
        });
        if (!result.replayed) {
          await recordAudit(tx, auditContextOf(request), {
            action: 'adjust-credits',
            resource: 'companies',
            recordId: id,
            changes: { credits: { old: result.balance - amount, new: result.balance }, note: { old: null, new: note } },
          });
        }
        const [transaction] = await entitiesByIds(tx, creditTransactionsResource, null, [result.row.id]);
        if (!transaction) throw new Error(`ledger row ${result.row.id} is missing after its insert`);
        return { ...result, transaction };
      });
      return {
        message: translate('creditsAdjusted', request.locale, { credits: posted.balance }),
        credits: posted.balance,
        transaction: posted.transaction,
      };
    },
  );
};

export default creditsRoutes;
