// POST /api/forms/{id}/submissions: anyone may send a form (signed in or not: then the XSRF double submit, as
// inquiries). 5 per 10 minutes per address and form, counted before anything else, spam included.
import { formSubmissionRequestSchema, formSubmissionResponseSchema } from '@rentals/shared/resources/forms';
import { idParam } from '@rentals/shared/resources/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { extraRateLimit } from '../../lib/rate-limit.ts';
import { errorResponses } from '../auth/auth.http.ts';
import { submitForm } from './submissions.service.ts';

const TEN_MINUTES = 10 * 60_000;

const submissionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const perAddressAndForm = extraRateLimit(app, {
    max: 5,
    timeWindow: TEN_MINUTES,
    keyGenerator: (request) => `form:${(request.params as { id?: unknown }).id}:${request.ip}`,
  });
  app.post(
    '/forms/:id/submissions',
    {
      config: { access: 'public', csrf: true },
      // onRequest: counted before the body is read or checked, so bad or spam requests count too.
      onRequest: perAddressAndForm,
      schema: {
        tags: ['forms'],
        summary:
          "Send a form placed on a page: checked against the form's fields (422 names values.<key>), stored and " +
          'emailed to its recipients. A filled honeypot or a token younger than 3 seconds (or forged, or a day ' +
          'old) is answered the same but dropped. 5 per 10 minutes per address and form',
        params: z.object({ id: idParam }),
        body: formSubmissionRequestSchema,
        response: { 201: formSubmissionResponseSchema, ...errorResponses(403, 404, 422, 429) },
      },
    },
    async (request, reply) => {
      const { message } = await submitForm(app, request.params.id, request.body, request.locale);
      return reply.status(201).send({ message });
    },
  );
};

export default submissionsRoutes;
