// The commerce back office (issue 14 section 2): /admin/ecommerce (settings and tax rates), the credit bundles
// and promo codes (declared resources), and the landlords' list of bundles on sale (GET commerce/credit-bundles).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resourceRoutes } from '../../../lib/resources/index.ts';
import creditBundleOffersRoutes from './credit-bundle-offers.routes.ts';
import { creditBundlesResource } from './credit-bundles.resource.ts';
import ecommerceSettingsRoutes from './ecommerce-settings.routes.ts';
import { promoCodesResource } from './promo-codes.resource.ts';

export { ECOMMERCE_SETTINGS_AUDIT } from './ecommerce-settings.service.ts';

export const commerceAdminResources = [creditBundlesResource, promoCodesResource];

const commerceAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(ecommerceSettingsRoutes);
  await app.register(creditBundleOffersRoutes);
  for (const resource of commerceAdminResources) await app.register(resourceRoutes(resource));
};

export default commerceAdminRoutes;
