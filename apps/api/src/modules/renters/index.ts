// Renters (/admin/renters): a read-only declared resource.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resourceRoutes } from '../../lib/resources/index.ts';
import { rentersResource } from './renters.resource.ts';

export const rentersResources = [rentersResource];

const rentersRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const resource of rentersResources) await app.register(resourceRoutes(resource));
};

export default rentersRoutes;
