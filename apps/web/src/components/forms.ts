// Form helpers: client-side validation with the shared zod schemas and the same English/French
// sentences the API answers with (fieldErrors), and server 422 errors shown under their fields.
import type { UseFormReturnType } from '@mantine/form';
import type { Locale } from '@rentals/shared/api';
import { fieldErrors } from '@rentals/shared/validation-messages';
import type { z } from 'zod';
import { ApiError, errorMessage } from '../lib/api-client.ts';
import { currentLanguage } from '../lib/i18n/index.ts';

export type FieldErrors = Record<string, string>;

function firstOfEach(errors: Record<string, string[]>): FieldErrors {
  const result: FieldErrors = {};
  for (const [field, messages] of Object.entries(errors)) {
    if (messages[0]) result[field] = messages[0];
  }
  return result;
}

/** A Mantine form `validate` function: the schema's issues as one message per field. */
export function zodValidator<Values>(
  schema: z.ZodType,
  locale: () => Locale = currentLanguage,
): (values: Values) => FieldErrors {
  return (values) => {
    // reportInput lets an empty field say it is required rather than that its format is wrong.
    const result = schema.safeParse(values, { reportInput: true });
    return result.success ? {} : firstOfEach(fieldErrors(result.error.issues, locale()));
  };
}

/**
 * Shows a failed request on the form: field errors under their fields, and returns the message for the
 * form as a whole (null when every error found its field).
 */
// biome-ignore lint/suspicious/noExplicitAny: any form's values
export function applyServerErrors(form: UseFormReturnType<any>, error: unknown): string | null {
  if (error instanceof ApiError && Object.keys(error.errors).length > 0) {
    const errors = firstOfEach(error.errors);
    const known = Object.keys(form.getValues() as object);
    const onFields = Object.fromEntries(Object.entries(errors).filter(([field]) => known.includes(field)));
    form.setErrors(onFields);
    const leftover = Object.entries(errors).filter(([field]) => !known.includes(field));
    if (leftover.length === 0) return null;
    return leftover.map(([, message]) => message).join(' ');
  }
  return errorMessage(error);
}
