// /api/admin/settings (spec 2 "/admin/settings", viewSiteSettings): every site setting, typed and grouped,
// and their validated save. The spec names no permission to change settings; viewSiteSettings, the one the
// screen needs, guards the save too (decision in README "Site settings").
import { summaryMessage } from '@rentals/shared';
import {
  adminSettingsResponseSchema,
  settingDefinition,
  updateSiteSettingsResponseSchema,
  updateSiteSettingsSchema,
} from '@rentals/shared/resources/site-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditContextOf } from '../../lib/audit.ts';
import { forbidden } from '../../lib/http-error.ts';
import { translate } from '../../lib/messages.ts';
import { caller, errorResponses } from '../auth/auth.http.ts';
import { listAdminSettings, saveSiteSettings } from './settings.service.ts';
import { forgetSiteData } from './site.service.ts';

const tags = ['site'];

const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/settings',
    {
      config: { access: { permission: 'viewSiteSettings' } },
      schema: {
        tags,
        summary: 'Every site setting: key, group, type, options, value, default, label and description',
        response: { 200: adminSettingsResponseSchema },
      },
    },
    async (request) => ({ settings: await listAdminSettings(app.db, request.locale) }),
  );

  app.patch(
    '/admin/settings',
    {
      config: { access: { permission: 'viewSiteSettings' } },
      schema: {
        tags,
        summary:
          'Saves some settings ({ values: { key: value } }); each value is checked against its setting, errors under values.<key>; audited',
        body: updateSiteSettingsSchema,
        response: { 200: updateSiteSettingsResponseSchema, ...errorResponses(403, 422) },
      },
    },
    async (request, reply) => {
      const locale = request.locale;
      // Who must sign in with two-factor is access control: only holders of modifyRoles (the Site Owner by
      // default) change the security group, or an administrator could lift the rule that binds them.
      const security = Object.keys(request.body.values).some((key) => settingDefinition(key)?.group === 'security');
      if (security && !caller(request).permissions.has('modifyRoles')) throw forbidden();
      const result = await saveSiteSettings(app.db, auditContextOf(request), request.body.values, locale);
      forgetSiteData(app.db);
      if (!result.ok) {
        const errors = Object.fromEntries(Object.entries(result.errors).map(([key, list]) => [`values.${key}`, list]));
        return reply.code(422).send({ message: summaryMessage(errors, locale), errors });
      }
      if (result.changed.length) request.log.info({ settings: result.changed }, 'site settings changed');
      return { message: translate('saved', locale), settings: await listAdminSettings(app.db, locale) };
    },
  );
};

export default settingsRoutes;
