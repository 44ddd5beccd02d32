// What staff do with a company's money: see its credits, membership and latest orders (GET
// admin/companies/{id}/commerce, viewCompanies) and refund a paid order through the provider (POST
// admin/orders/{id}/refund, modifyCompanies, audited). Credit adjustments are in ../credits.routes.ts.
import { companyCommerceSchema, orderSchema } from '@rentals/shared/resources/billing';
import { idParam } from '@rentals/shared/resources/site';
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companies, orders } from '../../../db/schema/index.ts';
import { auditContextOf } from '../../../lib/audit.ts';
import { notFound } from '../../../lib/http-error.ts';
import { translate } from '../../../lib/messages.ts';
import { errorResponses } from '../../auth/auth.http.ts';
import { walletOf } from '../ledger.ts';
import { orderView } from './orders.ts';
import { refundOrder } from './refund.ts';

const tags = ['commerce'];
const idParams = z.object({ id: idParam });
/** The latest orders staff see on a company's page. */
const LATEST_ORDERS = 20;

const staffCommerceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/companies/:id/commerce',
    {
      config: { access: { permission: 'viewCompanies' } },
      schema: {
        tags,
        summary: "A company's credits, membership and latest orders",
        params: idParams,
        response: { 200: companyCommerceSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const [company] = await app.db.select({ id: companies.id }).from(companies).where(eq(companies.id, id));
      if (!company) throw notFound();
      const latest = await app.db
        .select()
        .from(orders)
        .where(eq(orders.companyId, id))
        .orderBy(desc(orders.id))
        .limit(LATEST_ORDERS);
      return {
        ...(await walletOf(app.db, id)),
        orders: await Promise.all(latest.map((order) => orderView(app.db, order))),
      };
    },
  );

  app.post(
    '/admin/orders/:id/refund',
    {
      config: { access: { permission: 'modifyCompanies' } },
      schema: {
        tags,
        summary:
          'Refunds a paid order through the payment provider: its credits are taken back and a credit note issued (audited); 409 when the credits were spent',
        params: idParams,
        response: { 200: z.object({ message: z.string(), order: orderSchema }), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const order = await refundOrder(app.db, app.payments, request.params.id, auditContextOf(request));
      return { message: translate('orderRefunded', request.locale), order: await orderView(app.db, order) };
    },
  );
};

export default staffCommerceRoutes;
