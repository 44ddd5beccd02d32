// Pages and page types (issue 15 section 2): the back office's two declared resources. The public side is the
// resolver in page-resolver.ts (GET resolve and the server-rendered HTML) and the sitemap's entries.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resourceRoutes } from '../../lib/resources/index.ts';
import { pageTypesResource } from './page-types.resource.ts';
import { pagesResource } from './pages.resource.ts';

export const pagesResources = [pageTypesResource, pagesResource];

const pagesRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const resource of pagesResources) await app.register(resourceRoutes(resource));
};

export default pagesRoutes;
