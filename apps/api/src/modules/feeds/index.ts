// feeds: routes (issue 16). Registered in modules/index.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const feedsRoutes: FastifyPluginAsyncZod = async () => {};

export default feedsRoutes;
