// /admin/my-account/change-password (changePasswordSchema); flashes the server's message.

import { PasswordInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { changePasswordSchema } from '@rentals/shared/resources/accounts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { NewPasswordFields } from '../../../components/account-fields.tsx';
import { applyServerErrors, zodValidator } from '../../../components/forms.ts';
import { flash } from '../../../lib/alerts.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { authApi } from '../../auth/index.ts';
import { AccountFormPage } from '../components/account-form-page.tsx';

interface Values {
  current_password: string;
  password: string;
  password_confirmation: string;
}

export function ChangePasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { current_password: '', password: '', password_confirmation: '' },
    validate: zodValidator<Values>(changePasswordSchema),
  });

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      const { message } = await authApi.changePassword(values);
      flash(message, 'success');
      await navigate('/admin/my-account');
    } catch (error) {
      setFormError(applyServerErrors(form, error));
    }
  });

  return (
    <AccountFormPage
      title={t('routes.changePassword')}
      name="change-password"
      maxWidth={520}
      onSubmit={submit}
      formError={formError}
      submitting={form.submitting}
    >
      <PasswordInput
        label={t('account.currentPassword')}
        autoComplete="current-password"
        required
        {...form.getInputProps('current_password')}
      />
      <NewPasswordFields form={form} label={t('account.newPassword')} />
    </AccountFormPage>
  );
}
