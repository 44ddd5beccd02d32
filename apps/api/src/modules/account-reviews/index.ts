// account-reviews: routes (issue 16). Registered in modules/index.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const accountReviewsRoutes: FastifyPluginAsyncZod = async () => {};

export default accountReviewsRoutes;
