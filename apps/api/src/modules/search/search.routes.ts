// Placeholder: routes arrive with the listing-search issue.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const searchRoutes: FastifyPluginAsyncZod = async () => {};

export default searchRoutes;
