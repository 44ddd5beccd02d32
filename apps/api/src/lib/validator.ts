// Validates requests with zod, asking it to report each issue's input. With it the 422 messages tell a
// missing or empty field ("The phone field is required.") from a wrong one ("The phone field format is
// invalid."), as the web forms do with the same shared messages. The error handler turns the issues of a
// RequestValidationError into the `{ message, errors }` answer.
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { type $ZodType, safeParse } from 'zod/v4/core';

export class RequestValidationError extends Error {
  readonly issues: readonly z.core.$ZodIssue[];
  readonly statusCode = 422;

  constructor(issues: readonly z.core.$ZodIssue[]) {
    super('The given data was invalid.');
    this.issues = issues;
  }
}

export const validatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema }) =>
  (data) => {
    const result = safeParse(schema, data, { reportInput: true });
    if (result.error) return { error: new RequestValidationError(result.error.issues) };
    return { value: result.data };
  };
