// HTTP pieces the account routes share: the `{ message }` shape, error answers for the OpenAPI document,
// and the signed-in caller.
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AuthUser } from '../../lib/auth-user.ts';
import { HttpError, unauthenticated } from '../../lib/http-error.ts';

export const messageResponse = z.object({ message: z.string() });

const errorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

/** `{ 401: errorBody, 422: errorBody, ... }` for the statuses a route can answer besides success. */
export function errorResponses<const S extends number>(...statuses: S[]) {
  return Object.fromEntries(statuses.map((status) => [status, errorBody])) as Record<S, typeof errorBody>;
}

/** The caller of a route whose access rule requires sign-in (the access plugin has already checked). */
export function caller(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}

/**
 * The caller, signed in through the site (a sign-in session), for what a personal API token must not do:
 * make more tokens, or change how the account signs in. 403 for a personal token.
 */
export function sessionCaller(request: FastifyRequest): AuthUser {
  const user = caller(request);
  if (user.tokenKind === 'personal') throw new HttpError(403, 'notWithApiToken');
  return user;
}
