// Forms (issue 15 section 3): the back office's forms and their submissions (declared resources), and the public
// submission route. Pages place a form through a page type's `form` field (modules/pages/page-fields.ts), and the
// page's resolve answer carries it (page-resolver.ts, publicFormOf).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resourceRoutes } from '../../lib/resources/index.ts';
import { formSubmissionsResource } from './form-submissions.resource.ts';
import { formsResource } from './forms.resource.ts';
import submissionsRoutes from './submissions.routes.ts';

export const formsResources = [formsResource, formSubmissionsResource];

const formsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const resource of formsResources) await app.register(resourceRoutes(resource));
  await app.register(submissionsRoutes);
};

export default formsRoutes;
