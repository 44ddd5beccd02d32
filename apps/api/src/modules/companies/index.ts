// Companies (/admin/companies): the declared resource and the routes of a company's users.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resourceRoutes } from '../../lib/resources/index.ts';
import { companiesResource } from './companies.resource.ts';
import companyUsersRoutes from './company-users.ts';

export const companiesResources = [companiesResource];

const companiesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(companyUsersRoutes);
  for (const resource of companiesResources) await app.register(resourceRoutes(resource));
};

export default companiesRoutes;
