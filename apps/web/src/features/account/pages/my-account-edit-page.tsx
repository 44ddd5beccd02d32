// /admin/my-account/edit: the profile form (updateUserSchema), language included.

import { PasswordInput, Select } from '@mantine/core';
import { useForm } from '@mantine/form';
import { updateUserSchema } from '@rentals/shared/resources/accounts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmailField, NameFields, PhoneField } from '../../../components/account-fields.tsx';
import { applyServerErrors, zodValidator } from '../../../components/forms.ts';
import { flash } from '../../../lib/alerts.ts';
import { authApi, useAuthStore } from '../../auth/index.ts';
import { AccountFormPage } from '../components/account-form-page.tsx';

interface Values {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  locale: 'en' | 'fr';
  /** Asked for only when the email changes (the server requires it then). */
  current_password: string;
}

export function MyAccountEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useAuthStore((s) => s.user);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      email: user?.email ?? '',
      phone: user?.phone ?? '',
      locale: user?.locale ?? 'en',
      current_password: '',
    },
    validate: zodValidator<Values>(updateUserSchema),
  });

  const emailChanged = form.getValues().email.trim().toLowerCase() !== (user?.email ?? '');

  const submit = form.onSubmit(async ({ current_password, ...values }) => {
    setFormError(null);
    try {
      const payload = emailChanged ? { ...values, current_password } : values;
      const updated = await authApi.updateUser(updateUserSchema.parse(payload));
      useAuthStore.getState().setUser(updated);
      flash(t('account.profileUpdated'), 'success');
      await navigate('/admin/my-account');
    } catch (error) {
      setFormError(applyServerErrors(form, error));
    }
  });

  return (
    <AccountFormPage
      title={t('routes.myAccountEdit')}
      name="profile"
      maxWidth={720}
      onSubmit={submit}
      formError={formError}
      submitting={form.submitting}
    >
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
    </AccountFormPage>
  );
}
