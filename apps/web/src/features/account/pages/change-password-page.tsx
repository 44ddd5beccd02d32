// /admin/my-account/change-password (changePasswordSchema); flashes the server's message.

import { Button, Group, Paper, PasswordInput, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { changePasswordSchema } from '@rentals/shared/resources/accounts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { NewPasswordFields } from '../../../components/account-fields.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { applyServerErrors, zodValidator } from '../../../components/forms.ts';
import { flash } from '../../../lib/alerts.ts';
import { authApi } from '../../auth/index.ts';

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
    <Stack gap="lg" maw={520}>
      <Title order={1} size="h2">
        {t('routes.changePassword')}
      </Title>
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={submit} noValidate data-testid="change-password-form">
          <Stack gap="sm">
            <FormAlert message={formError} />
            <PasswordInput
              label={t('account.currentPassword')}
              autoComplete="current-password"
              required
              {...form.getInputProps('current_password')}
            />
            <NewPasswordFields form={form} label={t('account.newPassword')} />
            <Group justify="flex-end" gap="sm" mt="sm">
              <Button component={Link} to="/admin/my-account" variant="default">
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={form.submitting} data-testid="change-password-submit">
                {t('common.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
