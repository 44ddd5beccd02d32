// The profile form that My Account's edit page and the landlord portal's account details share (PATCH user):
// name, email (the current password when it changes), phone, language; the server's 422 under each field.
import { PasswordInput, Select } from '@mantine/core';
import { useForm } from '@mantine/form';
import { updateUserSchema } from '@rentals/shared/resources/accounts';
import { useState } from 'react';
import { EmailField, NameFields, PhoneField } from '../../components/account-fields.tsx';
import { applyServerErrors, zodValidator } from '../../components/forms.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { authApi, useAuthStore } from '../auth/index.ts';

interface ProfileValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  locale: 'en' | 'fr';
  /** Asked for only when the email changes (the server requires it then). */
  current_password: string;
}

/** The form, its top-level error and its submit handler; `onSaved` runs once the server has the profile. */
export function useProfileForm(onSaved: () => void | Promise<void>) {
  const user = useAuthStore((s) => s.user);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ProfileValues>({
    mode: 'controlled',
    initialValues: {
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      email: user?.email ?? '',
      phone: user?.phone ?? '',
      locale: user?.locale ?? 'en',
      current_password: '',
    },
    validate: zodValidator<ProfileValues>(updateUserSchema),
  });
  const emailChanged = form.getValues().email.trim().toLowerCase() !== (user?.email ?? '');

  const submit = form.onSubmit(async ({ current_password, ...values }) => {
    setFormError(null);
    try {
      const payload = emailChanged ? { ...values, current_password } : values;
      const updated = await authApi.updateUser(updateUserSchema.parse(payload));
      useAuthStore.getState().setUser(updated);
      form.setFieldValue('current_password', '');
      form.resetDirty();
      await onSaved();
    } catch (error) {
      setFormError(applyServerErrors(form, error));
    }
  });

  return { form, formError, emailChanged, submit };
}

export function ProfileFields({ profile }: { profile: ReturnType<typeof useProfileForm> }) {
  const { t } = useTranslation();
  const { form, emailChanged } = profile;
  return (
    <>
      <NameFields form={form} />
      <EmailField form={form} />
      {emailChanged && (
        <PasswordInput
          label={t('account.currentPassword')}
          description={t('account.emailChangeHint')}
          autoComplete="current-password"
          required
          {...form.getInputProps('current_password')}
        />
      )}
      <PhoneField form={form} />
      <Select
        label={t('account.language')}
        data={[
          { value: 'en', label: t('common.english') },
          { value: 'fr', label: t('common.french') },
        ]}
        allowDeselect={false}
        {...form.getInputProps('locale')}
      />
    </>
  );
}
