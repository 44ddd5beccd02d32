// HTTP pieces the account routes share: the `{ message }` shape, error answers for the OpenAPI document,
// and the signed-in caller.
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AuthUser } from '../../lib/auth-user.ts';
import { unauthenticated } from '../../lib/http-error.ts';

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
