// GET /api/commerce/credit-bundles (spec 7 "Commerce"): the bundles on sale now, by position, named in the
// request's language and priced in the buyer's currency (their company's billing country, Canada without one).
// Public: what credits cost is no secret, and the pricing can be shown before signing up.
import type { Locale } from '@rentals/shared';
import { type CreditBundleOffer, creditBundleOffersSchema } from '@rentals/shared/resources/credit-bundles';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Queryable } from '../../../db/client.ts';
import { billingInformation, creditBundles } from '../../../db/schema/index.ts';
import { currencyOf, loadEcommerceSettings } from '../ecommerce-settings.ts';
import { BUNDLE_ON_SALE } from './credit-bundles.resource.ts';

/** The billing country of a company (CA until its billing information says otherwise). */
async function billingCountry(db: Queryable, companyId: number | null): Promise<'CA' | 'US'> {
  if (companyId === null) return 'CA';
  const [row] = await db
    .select({ country: billingInformation.country })
    .from(billingInformation)
    .where(eq(billingInformation.companyId, companyId));
  return row?.country ?? 'CA';
}

/** The bundles on sale now for a buyer of this company (null: anyone), in `locale`. */
export async function creditBundleOffers(
  db: Queryable,
  locale: Locale,
  companyId: number | null,
): Promise<CreditBundleOffer[]> {
  const [settings, country, rows] = await Promise.all([
    loadEcommerceSettings(db),
    billingCountry(db, companyId),
    db
      .select({
        id: creditBundles.id,
        name: creditBundles.name,
        nameFr: creditBundles.nameFr,
        credits: creditBundles.credits,
        bonusCredits: creditBundles.bonusCredits,
        membershipMonths: creditBundles.membershipMonths,
        price: creditBundles.price,
      })
      .from(creditBundles)
      .where(BUNDLE_ON_SALE)
      .orderBy(asc(creditBundles.position), asc(creditBundles.id)),
  ]);
  const currency = currencyOf(settings, country);
  return rows.map(({ nameFr, name, ...bundle }) => ({
    ...bundle,
    name: locale === 'fr' ? nameFr || name : name,
    currency,
  }));
}

const creditBundleOffersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/commerce/credit-bundles',
    {
      config: { access: 'public' },
      schema: {
        tags: ['commerce'],
        summary:
          "The credit bundles on sale now, by position: name in the request's language, credits, bonus, membership months, price in cents, currency",
        response: { 200: creditBundleOffersSchema },
      },
    },
    async (request) => ({
      data: await creditBundleOffers(app.db, request.locale, request.user?.companyId ?? null),
    }),
  );
};

export default creditBundleOffersRoutes;
