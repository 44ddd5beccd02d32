// The audit log (/admin/audit-log): the declared resource and the values its filter dropdowns offer.
import { auditLogFacetsSchema } from '@rentals/shared/resources/audit-log';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resourceRoutes } from '../../lib/resources/index.ts';
import { errorResponses } from '../auth/auth.http.ts';
import { ECOMMERCE_SETTINGS_AUDIT } from '../commerce/admin/index.ts';
import { BACK_OFFICE_RESOURCES } from '../resources.ts';
import { SITE_SETTINGS_AUDIT } from '../site/settings.service.ts';
import { PROJECT_MODULES_AUDIT } from '../site/site.service.ts';
import { AUDIT_LOG_ACCESS, auditLogResources } from './audit-log.resource.ts';

/** Resources written by hand-written routes (not declared resources) and the actions they write. */
const OTHER_RESOURCES = [SITE_SETTINGS_AUDIT, PROJECT_MODULES_AUDIT, ECOMMERCE_SETTINGS_AUDIT, 'uploads', 'api-tokens'];
const OTHER_ACTIONS = [
  'add-user', // companies: a landlord joins
  'remove-user', // companies: a user leaves
  'enable', // project modules
  'disable',
  'update-settings',
  'upload', // uploads
  'revoke', // api tokens
  'two-factor-enable', // users
  'two-factor-disable',
  'two-factor-recovery-codes',
];

/** What can appear in the log, from the declarations (no scan of the events table). */
export function auditLogFacets() {
  const resources = new Set(OTHER_RESOURCES);
  const actions = new Set(OTHER_ACTIONS);
  for (const { name, access, schemas, bulk } of BACK_OFFICE_RESOURCES) {
    const writes = [
      access.create && schemas.create ? 'create' : null,
      access.update && schemas.update ? 'update' : null,
      access.delete ? 'delete' : null,
      ...Object.entries(bulk ?? {}).map(([key, action]) => action.auditAction ?? key),
    ].filter((action): action is string => action !== null);
    if (writes.length === 0) continue; // read-only resources write no events
    resources.add(name);
    for (const action of writes) actions.add(action);
  }
  return { resources: [...resources].sort(), actions: [...actions].sort() };
}

const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/audit-log/facets',
    {
      config: { access: AUDIT_LOG_ACCESS },
      schema: {
        tags: ['audit-log'],
        summary: 'The resources and actions the audit log filters offer',
        response: { 200: auditLogFacetsSchema, ...errorResponses(401, 403) },
      },
    },
    async () => auditLogFacets(),
  );
  for (const resource of auditLogResources) await app.register(resourceRoutes(resource));
};

export default auditLogRoutes;
