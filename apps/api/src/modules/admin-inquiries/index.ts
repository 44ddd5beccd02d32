// Every inquiry for the back office (/admin/inquiries): a read-only declared resource.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resourceRoutes } from '../../lib/resources/index.ts';
import { adminInquiriesResource } from './admin-inquiries.resource.ts';

export const adminInquiriesResources = [adminInquiriesResource];

const adminInquiriesRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const resource of adminInquiriesResources) await app.register(resourceRoutes(resource));
};

export default adminInquiriesRoutes;
