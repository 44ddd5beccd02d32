// One error format for every route: { message, errors? } with the statuses of DESIGN section 3.
import { fieldErrors, localeFromHeader, summaryMessage, validationMessage } from '@rentals/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../lib/http-error.ts';
import { type MessageKey, translate } from '../../lib/messages.ts';
import { RequestValidationError } from '../../lib/validator.ts';

declare module 'fastify' {
  interface FastifyRequest {
    readonly locale: 'en' | 'fr';
  }
}

const statusKeys: Record<number, MessageKey> = {
  400: 'badRequest',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'notFound',
  413: 'payloadTooLarge',
  415: 'unsupportedMediaType',
};

/**
 * PostgreSQL SQLSTATEs that mean the input could not be stored or compared as given: 22021 (a byte sequence the
 * encoding cannot hold, such as U+0000 in text), 22P05 (the same in jsonb), 22003 (a number out of range),
 * 22007 and 22008 (a date or time out of range). Schemas refuse these first;
 * this is the safety net, so such input never gives a 500.
 */
const INVALID_INPUT_SQLSTATES = new Set(['22021', '22P05', '22003', '22007', '22008']);

/** Constraint violations a write can meet when two requests race past a service's own check: 409, never 500. */
const CONFLICT_SQLSTATES: Record<string, MessageKey> = { '23505': 'alreadyExists', '23503': 'stillInUse' };

/** The sentence an HttpError stands for, in the request's language. */
export function httpErrorMessage(
  error: HttpError,
  locale: 'en' | 'fr',
): { message: string; errors?: Record<string, string[]> } {
  if (!error.fields) return { message: translate(error.key, locale, error.params) };
  if (error.key !== 'badRequest') {
    // A rule of our own (guardRail): its sentence, shown under the field as well.
    const message = translate(error.key, locale, error.params);
    return { message, errors: Object.fromEntries(Object.keys(error.fields).map((field) => [field, [message]])) };
  }
  const errors: Record<string, string[]> = {};
  for (const [field, spec] of Object.entries(error.fields)) {
    const { rule, params } = typeof spec === 'string' ? { rule: spec, params: undefined } : spec;
    errors[field] = [validationMessage(rule, field, locale, params)];
  }
  return { message: summaryMessage(errors, locale), errors };
}

/** The SQLSTATE of a database error from either engine, possibly wrapped (Drizzle puts it in `cause`). */
export function sqlStateOf(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
}

export default fp(async function errors(app: FastifyInstance) {
  app.decorateRequest('locale', {
    getter(this: FastifyRequest) {
      return localeFromHeader(this.headers['accept-language']);
    },
  });

  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const locale = request.locale;
    if (error instanceof RequestValidationError) {
      const errors = fieldErrors(error.issues, locale);
      return reply.status(422).send({ message: summaryMessage(errors, locale), errors });
    }
    if (error instanceof HttpError) {
      if (error.statusCode === 429 && typeof error.params.retryAfter === 'number') {
        reply.header('retry-after', error.params.retryAfter);
      }
      return reply.status(error.statusCode).send(httpErrorMessage(error, locale));
    }
    const sqlState = sqlStateOf(error);
    if (sqlState && INVALID_INPUT_SQLSTATES.has(sqlState)) {
      request.log.warn({ sqlState }, 'input the database cannot store');
      return reply.status(422).send({ message: translate('invalidData', locale) });
    }
    const conflict = sqlState ? CONFLICT_SQLSTATES[sqlState] : undefined;
    if (conflict) {
      request.log.warn({ sqlState }, 'constraint violation');
      return reply.status(409).send({ message: translate(conflict, locale) });
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status === 429) {
      const seconds = Number(reply.getHeader('retry-after') ?? 60);
      return reply.status(429).send({ message: translate('tooManyRequests', locale, { seconds }) });
    }
    if (status >= 400 && status < 500) {
      const key = statusKeys[status] ?? 'badRequest';
      return reply.status(status).send({ message: translate(key, locale) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: translate('serverError', locale) });
  });
});

/** Unknown /api paths answer 404 JSON; the web plugin serves the app for every other path. */
export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send({ message: translate('notFound', request.locale) });
}
