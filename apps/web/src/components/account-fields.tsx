// Field groups that several account forms share (sign-up, landlord sign-up, profile, password forms), so
// each is labelled, autocompleted and laid out the same way everywhere.
import { PasswordInput, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import '../features/auth/i18n/index.ts';

// biome-ignore lint/suspicious/noExplicitAny: any form that has these fields
type AnyForm = UseFormReturnType<any>;

/** First and last name, side by side from `xs` up. */
export function NameFields({ form, autoFocus = false }: { form: AnyForm; autoFocus?: boolean }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <TextInput
        label={t('auth.firstName')}
        autoComplete="given-name"
        required
        data-autofocus={autoFocus || undefined}
        {...form.getInputProps('firstName')}
      />
      <TextInput label={t('auth.lastName')} autoComplete="family-name" required {...form.getInputProps('lastName')} />
    </SimpleGrid>
  );
}

/** A new password (`password`) and its confirmation (`password_confirmation`). */
export function NewPasswordFields({
  form,
  label,
  sideBySide = false,
}: {
  form: AnyForm;
  /** 'Password' when signing up, 'New password' when changing or resetting it. */
  label?: string;
  sideBySide?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, xs: sideBySide ? 2 : 1 }} spacing="sm">
      <PasswordInput
        label={label ?? t('auth.password')}
        description={t('auth.passwordHint')}
        autoComplete="new-password"
        required
        {...form.getInputProps('password')}
      />
      <PasswordInput
        label={t('auth.confirmPassword')}
        autoComplete="new-password"
        required
        {...form.getInputProps('password_confirmation')}
      />
    </SimpleGrid>
  );
}
