// GET commerce/credit-prices (spec 3 and 7): what activating and featuring a listing, and each live day,
// cost in credits: the ecommerce settings' prices (each 1 by default, spec 9), or the member prices for a
// company whose membership is current.
import { type CreditPrices, creditPricesSchema } from '@rentals/shared/resources/landlord-listings';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Queryable } from '../../db/client.ts';
import { creditWallets } from '../../db/schema/index.ts';
import { loadEcommerceSettings } from './ecommerce-settings.ts';

/** Whether the company's membership runs past `at`. */
export async function isMember(db: Queryable, companyId: number, at = new Date()): Promise<boolean> {
  const [wallet] = await db
    .select({ expires: creditWallets.membershipExpiresAt })
    .from(creditWallets)
    .where(eq(creditWallets.companyId, companyId));
  return wallet?.expires != null && wallet.expires > at;
}

/** The credit prices a company pays (the member prices while its membership runs); the public's without one. */
export async function creditPrices(db: Queryable, companyId: number | null = null): Promise<CreditPrices> {
  const settings = await loadEcommerceSettings(db);
  const member = companyId !== null && (await isMember(db, companyId));
  return { ...(member ? settings.memberPrices : settings.creditPrices) };
}

const creditPricesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/commerce/credit-prices',
    {
      config: { access: 'public' },
      schema: {
        tags: ['commerce'],
        summary:
          "Credits each listing action costs: activation, featuredActivation, daily, featuredDaily (a member landlord's own prices)",
        response: { 200: creditPricesSchema },
      },
    },
    async (request) => creditPrices(app.db, request.user?.companyId ?? null),
  );
};

export default creditPricesRoutes;
