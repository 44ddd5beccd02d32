// The 6-digit code input of the two-factor forms (numeric keyboard, one-time-code autofill).
import { TextInput, type TextInputProps } from '@mantine/core';

export function CodeField(props: TextInputProps & { 'data-testid'?: string }) {
  return <TextInput inputMode="numeric" autoComplete="one-time-code" maxLength={7} required {...props} />;
}
