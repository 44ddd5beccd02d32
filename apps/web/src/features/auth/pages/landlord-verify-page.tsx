// /landlord/verify: the 6-digit code emailed at registration (verifyCodeSchema), with a resend button.
// Success stores the verified user and goes to /portal/dashboard.
import { Button, Container, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { verifyCodeSchema } from '@rentals/shared/resources/accounts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../../components/form-alert.tsx';
import { applyServerErrors, zodValidator } from '../../../components/forms.ts';
import { flash } from '../../../lib/alerts.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { authApi } from '../api.ts';
import { useAuthStore } from '../store.ts';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

interface Values {
  code: string;
}

export function LandlordVerifyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const email = useAuthStore((s) => s.user?.email ?? '');
  const [formError, setFormError] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { code: '' },
    validate: zodValidator<Values>(verifyCodeSchema),
  });

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      const { message, user } = await authApi.verifyLandlord(verifyCodeSchema.parse(values).code);
      useAuthStore.getState().setUser(user);
      flash(message, 'success');
      await navigate('/portal/dashboard');
    } catch (error) {
      setFormError(applyServerErrors(form, error));
    }
  });

  const resend = async () => {
    setResending(true);
    try {
      const { message } = await authApi.resendVerification();
      flash(message, 'info');
    } catch (error) {
      flash(errorMessage(error), 'error');
    } finally {
      setResending(false);
    }
  };

  return (
    <Container size={460} py="xl">
      <Paper withBorder shadow="sm" p="lg" radius="md">
        <form onSubmit={submit} noValidate data-testid="landlord-verify-form">
          <Stack gap="sm">
            <Title order={1} size="h2" id="verify-title">
              {t('verify.title')}
            </Title>
            <Text c="dimmed" size="sm">
              {t('verify.intro', { email })}
            </Text>
            <FormAlert message={formError} />
            <TextInput
              label={t('verify.code')}
              description={t('verify.codeHint')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              required
              data-testid="verify-code"
              {...form.getInputProps('code')}
            />
            <Group justify="space-between">
              <Button variant="subtle" onClick={resend} loading={resending} data-testid="verify-resend">
                {t('verify.resend')}
              </Button>
              <Button type="submit" loading={form.submitting} data-testid="verify-submit">
                {t('verify.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
