// support-search: routes (issue 16). Registered in modules/index.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const supportSearchRoutes: FastifyPluginAsyncZod = async () => {};

export default supportSearchRoutes;
