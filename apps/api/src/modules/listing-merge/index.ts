// listing-merge: routes (issue 16). Registered in modules/index.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const listingMergeRoutes: FastifyPluginAsyncZod = async () => {};

export default listingMergeRoutes;
