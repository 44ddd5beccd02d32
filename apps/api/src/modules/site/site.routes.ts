// Site (spec 7): settings, menus and company info for the shell, content blocks, project modules.
import { createHash } from 'node:crypto';
import {
  CONTENT_BLOCKS_CACHE_CONTROL,
  contentBlocksResponseSchema,
  idParam,
  projectModuleResponseSchema,
  projectModulesFormattedResponseSchema,
  projectModulesResponseSchema,
  siteSettingsResponseSchema,
  updateProjectModuleSchema,
  updateProjectModuleSettingsSchema,
} from '@rentals/shared/resources/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditContextOf } from '../../lib/audit.ts';
import { notFound } from '../../lib/http-error.ts';
import settingsRoutes from './settings.routes.ts';
import {
  findProjectModule,
  forgetSiteData,
  formattedProjectModules,
  listProjectModules,
  loadContentBlocks,
  loadSiteSettings,
  setProjectModuleEnabled,
  upsertProjectModuleSettings,
} from './site.service.ts';

const tags = ['site'];

/** A strong validator of the exact bytes sent. */
export const etagOf = (body: string | Buffer) =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;

/** If-None-Match: "*", a list, weak validators (W/"...") compared weakly, as RFC 9110 says for GET. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(settingsRoutes);

  app.get(
    '/site-settings',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Site settings, permalinks, menus (titles in the request language) and company info',
        response: { 200: siteSettingsResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('vary', 'Accept-Language');
      return loadSiteSettings(app.db, request.locale);
    },
  );

  app.get(
    '/content-blocks/get-content',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'Every content block in the request language (English when untranslated); ETag, revalidated on each use',
        headers: z.object({ 'if-none-match': z.string().optional() }),
        response: { 200: contentBlocksResponseSchema, 304: z.void().describe('Not modified') },
      },
    },
    async (request, reply) => {
      const body = { contentBlocks: await loadContentBlocks(app.db, request.locale) };
      const etag = etagOf(JSON.stringify(body));
      // The 48 hours of the spec are the web app's own cache (lib/site/store.ts), which an editor's save clears;
      // a browser or CDN must ask again each time (a 304 while the ETag holds), so a saved block shows at once.
      reply
        .header('cache-control', CONTENT_BLOCKS_CACHE_CONTROL)
        .header('etag', etag)
        .header('vary', 'Accept-Language');
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return body;
    },
  );

  app.get(
    '/project-modules-formatted',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "Modules by key with their public settings as values ('true'/'false' as booleans)",
        response: { 200: projectModulesFormattedResponseSchema },
      },
    },
    async () => ({ projectModules: await formattedProjectModules(app.db) }),
  );

  app.get(
    '/project-modules',
    {
      config: { access: { permission: 'viewSiteSettings' } },
      schema: {
        tags,
        summary: 'Modules with their settings as stored (secret values never answered: isSecret, isSet)',
        response: { 200: projectModulesResponseSchema },
      },
    },
    async () => ({ projectModules: await listProjectModules(app.db) }),
  );

  app.get(
    '/project-modules/:id',
    {
      config: { access: { permission: 'modifyProjectModules' } },
      schema: {
        tags,
        summary: 'One module with its settings',
        params: z.object({ id: idParam }),
        response: { 200: projectModuleResponseSchema },
      },
    },
    async (request) => {
      const projectModule = await findProjectModule(app.db, request.params.id);
      if (!projectModule) throw notFound();
      return { projectModule };
    },
  );

  app.post(
    '/project-modules',
    {
      config: { access: { permission: 'modifyProjectModules' } },
      schema: {
        tags,
        summary: 'Turns a module on or off (audited)',
        body: updateProjectModuleSchema,
        response: { 200: projectModuleResponseSchema },
      },
    },
    async (request) => {
      const projectModule = await setProjectModuleEnabled(
        app.db,
        auditContextOf(request),
        request.body.id,
        request.body.isEnabled,
      );
      forgetSiteData(app.db);
      if (!projectModule) throw notFound();
      request.log.info({ moduleId: projectModule.id, isEnabled: projectModule.isEnabled }, 'project module toggled');
      return { projectModule };
    },
  );

  app.post(
    '/project-module-settings',
    {
      config: { access: { permission: 'modifyProjectModules' } },
      schema: {
        tags,
        summary:
          'Adds or replaces settings of a module (string values; others are kept; isPublic defaults to false; a secret stays private and an empty value keeps it; audited)',
        body: updateProjectModuleSettingsSchema,
        response: { 200: projectModuleResponseSchema },
      },
    },
    async (request) => {
      const projectModule = await upsertProjectModuleSettings(
        app.db,
        auditContextOf(request),
        request.body.moduleId,
        request.body.settings,
      );
      forgetSiteData(app.db);
      if (!projectModule) throw notFound();
      return { projectModule };
    },
  );
};

export default siteRoutes;
