// The forgot-password view of the Login tab: posts password-reset and shows the server's message.
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { passwordResetRequestSchema } from '@rentals/shared/resources/accounts';
import { useState } from 'react';
import { EmailField } from '../../../components/account-fields.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { applyServerErrors, zodValidator } from '../../../components/forms.ts';
import { authApi } from '../api.ts';
import { useLoginModal } from '../login-modal-store.ts';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

interface Values {
  email: string;
}

export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: zodValidator<Values>(passwordResetRequestSchema),
  });

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    setSent(null);
    try {
      const { email } = passwordResetRequestSchema.parse(values);
      const { message } = await authApi.requestPasswordReset(email);
      setSent(message);
    } catch (error) {
      setFormError(applyServerErrors(form, error));
    }
  });

  return (
    <form onSubmit={submit} noValidate data-testid="forgot-password-form">
      <Stack gap="sm">
        <Title order={3} size="h4" id="forgot-title">
          {t('auth.forgotTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('auth.forgotIntro')}
        </Text>
        <FormAlert message={formError} />
        <FormAlert message={sent} tone="success" />
        <EmailField form={form} data-autofocus data-testid="forgot-email" />
        <Group justify="space-between" mt="xs">
          <Anchor component="button" type="button" size="sm" onClick={() => useLoginModal.getState().setView('login')}>
            {t('auth.backToLogin')}
          </Anchor>
          <Button type="submit" loading={form.submitting} data-testid="forgot-submit">
            {t('auth.sendResetLink')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
