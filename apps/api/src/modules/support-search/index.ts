// support-search: support's read-only search of users, listings and companies (issue 16, section 4), three
// declared resources under /api/support/{users,listings,companies}. Registered in modules/index.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resourceRoutes } from '../../lib/resources/index.ts';
import { supportCompaniesResource } from './support-companies.resource.ts';
import { supportListingsResource } from './support-listings.resource.ts';
import { supportUsersResource } from './support-users.resource.ts';

export const supportSearchResources = [supportUsersResource, supportListingsResource, supportCompaniesResource];

const supportSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const resource of supportSearchResources) await app.register(resourceRoutes(resource));
};

export default supportSearchRoutes;
