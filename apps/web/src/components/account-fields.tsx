// Fields and field groups that several account forms share (login, sign-up, landlord sign-up, profile,
// password forms), so each is labelled, autocompleted and laid out the same way everywhere.
import { PasswordInput, SimpleGrid, TextInput, type TextInputProps } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import './i18n/index.ts';
import { useTranslation } from '../lib/i18n/index.ts';

// biome-ignore lint/suspicious/noExplicitAny: any form that has these fields
type AnyForm = UseFormReturnType<any>;

/** First and last name, side by side from `xs` up. */
export function NameFields({ form, autoFocus = false }: { form: AnyForm; autoFocus?: boolean }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <TextInput
        label={t('accountFields.firstName')}
        autoComplete="given-name"
        required
        data-autofocus={autoFocus || undefined}
        {...form.getInputProps('firstName')}
      />
      <TextInput
        label={t('accountFields.lastName')}
        autoComplete="family-name"
        required
        {...form.getInputProps('lastName')}
      />
    </SimpleGrid>
  );
}

/** The account's email (`email`); other props (autofocus, test id) go to the input. */
export function EmailField({ form, ...inputProps }: { form: AnyForm } & Omit<TextInputProps, 'form'>) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('accountFields.email')}
      type="email"
      autoComplete="email"
      required
      {...inputProps}
      {...form.getInputProps('email')}
    />
  );
}

/** A phone number (`phone`), marked optional unless required. */
export function PhoneField({ form, required = false }: { form: AnyForm; required?: boolean }) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('accountFields.phone')}
      description={required ? undefined : t('accountFields.phoneOptional')}
      type="tel"
      autoComplete="tel"
      required={required}
      {...form.getInputProps('phone')}
    />
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
        label={label ?? t('accountFields.password')}
        description={t('accountFields.passwordHint')}
        autoComplete="new-password"
        required
        {...form.getInputProps('password')}
      />
      <PasswordInput
        label={t('accountFields.confirmPassword')}
        autoComplete="new-password"
        required
        {...form.getInputProps('password_confirmation')}
      />
    </SimpleGrid>
  );
}
