// key-metrics: routes (issue 16). Registered in modules/index.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const keyMetricsRoutes: FastifyPluginAsyncZod = async () => {};

export default keyMetricsRoutes;
