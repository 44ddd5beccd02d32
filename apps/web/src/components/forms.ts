// Form helpers: client-side validation with the shared zod schemas and the same English/French
// sentences the API answers with (fieldErrors), server 422 errors shown under their fields, and a form's own
// sentences for the answers it explains itself (429, 404, no answer).
import type { UseFormReturnType } from '@mantine/form';
import type { Locale } from '@rentals/shared/api';
import { fieldErrors, validationMessage } from '@rentals/shared/validation-messages';
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

/**
 * The "password confirmation does not match" sentence, which the API puts under `password` (Laravel's way),
 * moved beside the confirmation field, so a password too short and a mismatch are both shown.
 */
export function confirmationBeside(errors: Record<string, string[]>, locale: Locale): Record<string, string[]> {
  const mismatch = validationMessage('confirmed', 'password', locale);
  if (!errors.password?.includes(mismatch)) return errors;
  const { password, ...rest } = errors;
  const others = password.filter((message) => message !== mismatch);
  return {
    ...rest,
    ...(others.length > 0 ? { password: others } : {}),
    password_confirmation: [mismatch, ...(errors.password_confirmation ?? [])],
  };
}

/**
 * A Mantine form `validate` function: the schema's issues as one message per field. `confirmation`: the
 * password mismatch is shown beside `password_confirmation` (confirmationBeside).
 */
export function zodValidator<Values>(
  schema: z.ZodType,
  locale: () => Locale = currentLanguage,
  options: { confirmation?: boolean } = {},
): (values: Values) => FieldErrors {
  return (values) => {
    // reportInput lets an empty field say it is required rather than that its format is wrong.
    const result = schema.safeParse(values, { reportInput: true });
    if (result.success) return {};
    const errors = fieldErrors(result.error.issues, locale());
    return firstOfEach(options.confirmation ? confirmationBeside(errors, locale()) : errors);
  };
}

/** The same errors with some fields renamed (`names`: field -> new name), the others as they are. */
export function renameFields(errors: FieldErrors, names: Record<string, string>): FieldErrors {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [names[field] ?? field, message]));
}

/**
 * Shows a failed request on the form: field errors under their fields, and returns the message for the
 * form as a whole (null when every error found its field). `formFieldOf` names the form's field of a request
 * field where they differ.
 */
export function applyServerErrors(
  // biome-ignore lint/suspicious/noExplicitAny: any form's values
  form: UseFormReturnType<any>,
  error: unknown,
  formFieldOf: Record<string, string> = {},
): string | null {
  if (error instanceof ApiError && Object.keys(error.errors).length > 0) {
    const errors = renameFields(firstOfEach(error.errors), formFieldOf);
    const known = Object.keys(form.getValues() as object);
    const onFields = Object.fromEntries(Object.entries(errors).filter(([field]) => known.includes(field)));
    form.setErrors(onFields);
    const leftover = Object.entries(errors).filter(([field]) => !known.includes(field));
    if (leftover.length === 0) return null;
    return leftover.map(([, message]) => message).join(' ');
  }
  return errorMessage(error);
}

/** ApiError's status when no answer came (network failure, or the request was aborted). */
export const NO_ANSWER = 0;

/**
 * The message for a failed submit: the form's own sentence for the statuses it explains (`byStatus`, e.g.
 * 429 too many, 404 gone, NO_ANSWER), otherwise what applyServerErrors shows.
 */
export function submitErrorMessage(
  // biome-ignore lint/suspicious/noExplicitAny: any form's values
  form: UseFormReturnType<any>,
  error: unknown,
  byStatus: Partial<Record<number, string>>,
): string | null {
  const own = error instanceof ApiError ? byStatus[error.status] : undefined;
  return own ?? applyServerErrors(form, error);
}
