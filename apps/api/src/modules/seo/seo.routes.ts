// Placeholder: routes arrive with the listing-search issue.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const seoRoutes: FastifyPluginAsyncZod = async () => {};

export default seoRoutes;
