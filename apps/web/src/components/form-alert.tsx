// A message about a form as a whole (server error, or a confirmation), announced to screen readers.
import { Alert } from '@mantine/core';

export function FormAlert({ message, tone = 'error' }: { message: string | null; tone?: 'error' | 'success' }) {
  if (!message) return null;
  return (
    <Alert
      color={tone === 'error' ? 'red' : 'green'}
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={tone === 'error' ? 'form-error' : 'form-success'}
    >
      {message}
    </Alert>
  );
}
