// Placeholder: routes arrive with the listing-search issue.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const listingsRoutes: FastifyPluginAsyncZod = async () => {};

export default listingsRoutes;
