// Sign-in form (Login tab). Validates with the shared loginSchema, the API's messages included.
import { Anchor, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { fullName } from '@rentals/shared/format';
import { type LoginInput, loginSchema } from '@rentals/shared/resources/accounts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { EmailField } from '../../../components/account-fields.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { applyServerErrors, zodValidator } from '../../../components/forms.ts';
import { flash } from '../../../lib/alerts.ts';
import { useLoginModal } from '../login-modal-store.ts';
import { useAuthStore } from '../store.ts';
import { mergeFavouritesAfterSignIn, pathAfterSignIn } from './after-sign-in.ts';
import '../i18n/index.ts';

export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<LoginInput>({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: zodValidator<LoginInput>(loginSchema),
  });

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      const user = await useAuthStore.getState().login(loginSchema.parse(values));
      await mergeFavouritesAfterSignIn(user);
      useLoginModal.getState().close();
      flash(t('auth.welcome', { name: fullName(user) }), 'success');
      const next = pathAfterSignIn(user, pathname);
      if (next) await navigate(next);
    } catch (error) {
      setFormError(applyServerErrors(form, error));
    }
  });

  return (
    <form onSubmit={submit} noValidate data-testid="login-form">
      <Stack gap="sm">
        <FormAlert message={formError} />
        <EmailField form={form} data-autofocus data-testid="login-email" />
        <PasswordInput
          label={t('auth.password')}
          autoComplete="current-password"
          required
          data-testid="login-password"
          {...form.getInputProps('password')}
        />
        <Group justify="space-between" mt="xs">
          <Anchor component="button" type="button" size="sm" onClick={() => useLoginModal.getState().setView('forgot')}>
            {t('auth.forgotPassword')}
          </Anchor>
          <Button type="submit" loading={form.submitting} data-testid="login-submit">
            {t('auth.logIn')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
