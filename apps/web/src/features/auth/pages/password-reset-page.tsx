// /password-reset/:token: choose a new password (passwordResetSchema); success flashes the server's
// message and opens the login modal.

import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { passwordResetSchema } from '@rentals/shared/resources/accounts';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { NewPasswordFields } from '../../../components/account-fields.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { applyServerErrors, zodValidator } from '../../../components/forms.ts';
import { flash } from '../../../lib/alerts.ts';
import { useLocalePath } from '../../../lib/use-locale-path.ts';
import { authApi } from '../api.ts';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

interface Values {
  password: string;
  password_confirmation: string;
}

export function PasswordResetPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { password: '', password_confirmation: '' },
    validate: zodValidator<Values>(passwordResetSchema),
  });

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      const { message } = await authApi.resetPassword(token, values);
      flash(message, 'success');
      await navigate(localePath('/login'));
    } catch (error) {
      setFormError(applyServerErrors(form, error));
    }
  });

  return (
    <Container size={460} py="xl">
      <Paper withBorder shadow="sm" p="lg" radius="md">
        <form onSubmit={submit} noValidate data-testid="password-reset-form">
          <Stack gap="sm">
            <Title order={1} size="h2" id="reset-title">
              {t('passwordReset.title')}
            </Title>
            <Text c="dimmed" size="sm">
              {t('passwordReset.intro')}
            </Text>
            <FormAlert message={formError} />
            <NewPasswordFields form={form} label={t('passwordReset.newPassword')} />
            <Button type="submit" loading={form.submitting} data-testid="reset-submit">
              {t('passwordReset.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
