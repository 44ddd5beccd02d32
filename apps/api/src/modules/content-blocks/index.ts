// Content blocks in the back office (issue 15): /api/admin/content-blocks. The public read is
// GET content-blocks/get-content (modules/site).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resourceRoutes } from '../../lib/resources/index.ts';
import { contentBlocksResource } from './content-blocks.resource.ts';

export const contentBlocksResources = [contentBlocksResource];

const contentBlocksRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const resource of contentBlocksResources) await app.register(resourceRoutes(resource));
};

export default contentBlocksRoutes;
