// membership-renewals: routes (issue 16). Registered in modules/index.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const membershipRenewalsRoutes: FastifyPluginAsyncZod = async () => {};

export default membershipRenewalsRoutes;
