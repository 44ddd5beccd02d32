// Errors a route or service throws on purpose; the error handler localises them.
import type { ValidationRule } from '@rentals/shared';
import type { MessageKey } from './messages.ts';

export type FieldRules = Record<
  string,
  ValidationRule | { rule: ValidationRule; params?: Record<string, string | number> }
>;

export class HttpError extends Error {
  readonly statusCode: number;
  readonly key: MessageKey;
  readonly params: Record<string, string | number>;
  readonly fields: FieldRules | undefined;

  constructor(statusCode: number, key: MessageKey, params: Record<string, string | number> = {}, fields?: FieldRules) {
    super(key);
    this.statusCode = statusCode;
    this.key = key;
    this.params = params;
    this.fields = fields;
  }
}

export const unauthenticated = () => new HttpError(401, 'unauthenticated');
export const forbidden = () => new HttpError(403, 'forbidden');
export const notFound = () => new HttpError(404, 'notFound');
/** A 422 naming the fields at fault, e.g. `invalidFields({ email: 'unique' })`. */
export const invalidFields = (fields: FieldRules) => new HttpError(422, 'badRequest', {}, fields);
