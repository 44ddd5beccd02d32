// Sign-in form (Login tab). Validates with the shared loginSchema, the API's messages included.
import { Anchor, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { fullName } from '@rentals/shared/format';
import { type LoginInput, loginSchema, type User } from '@rentals/shared/resources/accounts';
import type { TwoFactorChallenge } from '@rentals/shared/resources/two-factor';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { EmailField } from '../../../components/account-fields.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { applyServerErrors, zodValidator } from '../../../components/forms.ts';
import { flash } from '../../../lib/alerts.ts';
import { useLoginModal } from '../login-modal-store.ts';
import { useAuthStore } from '../store.ts';
import { mergeFavouritesAfterSignIn, pathAfterSignIn } from './after-sign-in.ts';
import { TwoFactorStep } from './two-factor-step.tsx';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

/** The warning that sends an administrator to set up two-factor sign-in (one at a time). */
const TWO_FACTOR_REQUIRED_ALERT_ID = 'two-factor-required';

export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [formError, setFormError] = useState<string | null>(null);
  /** Two-factor sign-in on: the password was right, the code is asked next. */
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);
  const form = useForm<LoginInput>({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: zodValidator<LoginInput>(loginSchema),
  });

  /** The end of every sign-in, with or without the second step. */
  const finish = async ({ user, twoFactorSetupRequired }: { user: User; twoFactorSetupRequired: boolean }) => {
    await mergeFavouritesAfterSignIn(user);
    useLoginModal.getState().close();
    flash(t('auth.welcome', { name: fullName(user) }), 'success');
    if (twoFactorSetupRequired) {
      // The site requires two-factor sign-in of this role: everything else answers 403 until it is set up.
      flash(t('auth.twoFactor.setupRequired'), 'warning', TWO_FACTOR_REQUIRED_ALERT_ID);
      await navigate('/admin/my-account');
      return;
    }
    const next = pathAfterSignIn(user, pathname);
    if (next) await navigate(next);
  };

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      const outcome = await useAuthStore.getState().login(loginSchema.parse(values));
      if (outcome.twoFactor) setChallenge(outcome.twoFactor);
      else await finish(outcome);
    } catch (error) {
      setFormError(applyServerErrors(form, error));
    }
  });

  if (challenge) {
    return (
      <TwoFactorStep
        challenge={challenge}
        onSignedIn={finish}
        onRestart={(message) => {
          setChallenge(null);
          form.setFieldValue('password', '');
          setFormError(message || null);
        }}
      />
    );
  }

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
