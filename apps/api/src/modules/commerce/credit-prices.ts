// GET commerce/credit-prices (spec 3 and 7): what activating and featuring a listing, and each live day,
// cost in credits. No setting holds them yet (the ecommerce settings will), so every price is the spec's
// default of 1.
import { type CreditPrices, creditPricesSchema } from '@rentals/shared/resources/landlord-listings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Queryable } from '../../db/client.ts';

export const DEFAULT_CREDIT_PRICES: CreditPrices = { activation: 1, featuredActivation: 1, daily: 1, featuredDaily: 1 };

/** The credit prices (read from the ecommerce settings once they exist; `db` is for then). */
export async function creditPrices(_db: Queryable): Promise<CreditPrices> {
  return { ...DEFAULT_CREDIT_PRICES };
}

const creditPricesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/commerce/credit-prices',
    {
      config: { access: 'public' },
      schema: {
        tags: ['commerce'],
        summary: 'Credits each listing action costs: activation, featuredActivation, daily, featuredDaily',
        response: { 200: creditPricesSchema },
      },
    },
    async () => creditPrices(app.db),
  );
};

export default creditPricesRoutes;
