// Every feature's routes, mounted under /api. A new feature adds one line here.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import healthRoutes from './health/health.routes.ts';

export const apiModules: FastifyPluginAsyncZod[] = [healthRoutes];
