// Personal API tokens (/admin/api-dashboard): GET, POST api-tokens and DELETE api-tokens/{id}, for any signed-in
// user, on their own tokens only. Sign-in sessions are neither listed nor revocable here.
import {
  apiTokenListResponseSchema,
  apiTokenParams,
  createApiTokenResponseSchema,
  createApiTokenSchema,
} from '@rentals/shared/resources/api-tokens';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditContextOf } from '../../lib/audit.ts';
import { notFound } from '../../lib/http-error.ts';
import { translate } from '../../lib/messages.ts';
import { caller, errorResponses, messageResponse, sessionCaller } from '../auth/auth.http.ts';
import { createApiToken, listApiTokens, revokeApiToken } from './api-tokens.service.ts';

const tags = ['api tokens'];

const apiTokensRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api-tokens',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: "The caller's personal API tokens (never the secret), newest first",
        response: { 200: apiTokenListResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ tokens: await listApiTokens(app.db, caller(request).id) }),
  );

  app.post(
    '/api-tokens',
    {
      config: {
        access: 'signed-in',
        rateLimit: {
          max: 20,
          timeWindow: 60 * 60_000,
          keyGenerator: (request) => `api-tokens:${request.user?.id ?? request.ip}`,
        },
      },
      schema: {
        tags,
        summary:
          'Create a personal API token: name, and expiresInDays (7, 30, 90, 365) or expiresAt (YYYY-MM-DD). ' +
          'The answer carries the token ("<id>.<secret>") this once; it acts with your permissions, never more.',
        body: createApiTokenSchema,
        response: { 201: createApiTokenResponseSchema, ...errorResponses(401, 403, 422, 429) },
      },
    },
    async (request, reply) => {
      // A leaked token must not be able to mint itself successors that outlive it.
      const user = sessionCaller(request);
      return reply.status(201).send(await createApiToken(app.db, auditContextOf(request), user.id, request.body));
    },
  );

  app.delete(
    '/api-tokens/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Revoke one of your personal API tokens (404 for any other id)',
        params: apiTokenParams,
        response: { 200: messageResponse, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      if (!(await revokeApiToken(app.db, auditContextOf(request), caller(request).id, request.params.id))) {
        throw notFound();
      }
      return { message: translate('apiTokenRevoked', request.locale) };
    },
  );
};

export default apiTokensRoutes;
