// POST /api/forms/{id}/submissions: anyone may send a form (signed in or not: then the XSRF double submit, as
// inquiries). 5 per 10 minutes per address and form, counted before anything else, spam included.
// POST /api/forms/{id}/browser-submissions: the same form sent by a browser without JavaScript (urlencoded), the
// same checks and the same counter, answered 303 back to the page (browser-post.ts), over the limit too.
import { formSubmissionRequestSchema, formSubmissionResponseSchema } from '@rentals/shared/resources/forms';
import { idParam } from '@rentals/shared/resources/site';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error.ts';
import { extraRateLimit } from '../../lib/rate-limit.ts';
import { RequestValidationError } from '../../lib/validator.ts';
import { errorResponses } from '../auth/auth.http.ts';
import {
  answerUrl,
  errorFieldsOf,
  localeOf,
  parseUrlencoded,
  refuseCrossSite,
  returnPathOf,
  submissionOf,
} from './browser-post.ts';
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

  // A browser's post over the limit is counted as early, but answered as its other outcomes are: back to the page
  // (?form=limited), which says so, instead of a JSON 429 the browser would show as it is.
  const limitedPosts = new WeakSet<FastifyRequest>();
  const countBrowserPost = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      await perAddressAndForm(request, reply);
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode !== 429) throw error;
      limitedPosts.add(request);
    }
  };

  // Its own plugin: only this route reads urlencoded bodies.
  const browserPosts: FastifyPluginAsyncZod = async (browser) => {
    browser.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, parseUrlencoded(String(body))),
    );
    browser.post(
      '/forms/:id/browser-submissions',
      {
        config: { access: 'public' },
        onRequest: [countBrowserPost, async (request) => refuseCrossSite(request, app.config.appUrl)],
        schema: {
          tags: ['forms'],
          summary:
            'Send a form placed on a page without JavaScript (application/x-www-form-urlencoded: values.<key>, ' +
            'token, the honeypot, pagePath, language, returnTo): the same checks and limit as POST ' +
            '/api/forms/{id}/submissions, answered 303 to returnTo (a path on this site) or the page, with ' +
            '?form=sent, ?form=invalid&error=<key>:<rule> or, over the limit, ?form=limited (nothing stored). A ' +
            'post from another site is refused (403)',
          consumes: ['application/x-www-form-urlencoded'],
          params: z.object({ id: idParam }),
          body: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
          response: { 303: z.null(), ...errorResponses(403, 404) },
        },
      },
      async (request, reply) => {
        const locale = localeOf(request.body, request.locale);
        const back = returnPathOf(request.body, locale);
        if (limitedPosts.has(request)) return reply.redirect(answerUrl(back, 'limited'), 303);
        const parsed = formSubmissionRequestSchema.safeParse(submissionOf(request.body));
        try {
          if (!parsed.success) throw new RequestValidationError(parsed.error.issues);
          await submitForm(app, request.params.id, parsed.data, locale);
        } catch (error) {
          if (!(error instanceof RequestValidationError)) throw error;
          return reply.redirect(answerUrl(back, 'invalid', errorFieldsOf(error.issues)), 303);
        }
        return reply.redirect(answerUrl(back, 'sent'), 303);
      },
    );
  };
  await app.register(browserPosts);
};

export default submissionsRoutes;
