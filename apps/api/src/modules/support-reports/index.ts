// support-reports: routes (issue 16). Registered in modules/index.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const supportReportsRoutes: FastifyPluginAsyncZod = async () => {};

export default supportReportsRoutes;
