import { useState } from 'react';
import { flash } from '../../lib/alerts.ts';
import { ApiError, errorMessage } from '../../lib/api-client.ts';

/**
 * Runs a support decision (a review decision, a report outcome): flashes the server's message on success, and
 * on failure keeps the first error of each field and the form-level message for the form to show.
 */
export function useSupportAction() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const run = async (action: () => Promise<{ message: string }>, onDone: () => void) => {
    setErrors({});
    setFormError(null);
    try {
      const result = await action();
      flash(result.message, 'success');
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.errors) {
        setErrors(Object.fromEntries(Object.entries(error.errors).map(([field, list]) => [field, list[0] ?? ''])));
      }
      setFormError(errorMessage(error));
    }
  };

  return { errors, setErrors, formError, run };
}
