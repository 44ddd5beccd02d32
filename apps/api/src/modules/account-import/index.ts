// account-import: routes (issue 16). Registered in modules/index.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const accountImportRoutes: FastifyPluginAsyncZod = async () => {};

export default accountImportRoutes;
