// /api/admin/ecommerce (spec 2 "/admin/ecommerce"): the ecommerce settings and the tax rates, read and saved.
// The spec marks the screen "sign-in only"; these settings set what every landlord pays, so the server still
// asks for modifyCreditBundles, the permission of the other commerce screens (README, "Ecommerce settings").
import {
  ecommerceSettingsResponseSchema,
  saveEcommerceSettingsResponseSchema,
  updateEcommerceSettingsSchema,
} from '@rentals/shared/resources/ecommerce-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditContextOf } from '../../../lib/audit.ts';
import { translate } from '../../../lib/messages.ts';
import { errorResponses } from '../../auth/auth.http.ts';
import { ECOMMERCE_SETTINGS_ACCESS } from './access.ts';
import { ecommerceSettingsView, saveEcommerceSettings } from './ecommerce-settings.service.ts';

const tags = ['commerce'];

const ecommerceSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/ecommerce',
    {
      config: { access: ECOMMERCE_SETTINGS_ACCESS },
      schema: {
        tags,
        summary:
          'The ecommerce settings (credit and member prices, currencies, seller, receipt prefix), every tax line and the regions',
        response: { 200: ecommerceSettingsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ecommerceSettingsView(app.db, request.locale),
  );

  app.patch(
    '/admin/ecommerce',
    {
      config: { access: ECOMMERCE_SETTINGS_ACCESS },
      schema: {
        tags,
        summary:
          'Saves the members sent; taxRates, when sent, is the whole table afterwards (rates in thousandths of a percent); audited',
        body: updateEcommerceSettingsSchema,
        response: { 200: saveEcommerceSettingsResponseSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const changed = await saveEcommerceSettings(app.db, auditContextOf(request), request.body);
      if (changed.length > 0) request.log.info({ changed }, 'ecommerce settings changed');
      return { message: translate('saved', request.locale), ...(await ecommerceSettingsView(app.db, request.locale)) };
    },
  );
};

export default ecommerceSettingsRoutes;
