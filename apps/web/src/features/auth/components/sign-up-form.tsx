// Renter registration (Sign up tab). Creating an account means accepting the privacy policy and the
// terms of service (the /terms-of-use page), linked from the note. Validates with the shared registerSchema.

import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { fullName } from '@rentals/shared/format';
import { type RegisterInput, registerSchema } from '@rentals/shared/resources/accounts';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { NameFields, NewPasswordFields } from '../../../components/account-fields.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { applyServerErrors, zodValidator } from '../../../components/forms.ts';
import { flash } from '../../../lib/alerts.ts';
import { languageFromPath, localizePath } from '../../../lib/i18n/index.ts';
import { useLoginModal } from '../login-modal-store.ts';
import { useAuthStore } from '../store.ts';
import '../i18n/index.ts';

type Values = Required<Omit<RegisterInput, 'type'>>;

export function SignUpForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const language = languageFromPath(pathname) ?? 'en';
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { firstName: '', lastName: '', email: '', phone: '', password: '', password_confirmation: '' },
    validate: zodValidator<Values>(registerSchema),
  });

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      const user = await useAuthStore.getState().register(registerSchema.parse(values));
      useLoginModal.getState().close();
      flash(t('auth.accountCreated', { name: fullName(user) }), 'success');
      if (/^\/(fr\/)?login\/?$/.test(pathname)) await navigate(language === 'fr' ? '/fr' : '/');
    } catch (error) {
      setFormError(applyServerErrors(form, error));
    }
  });

  return (
    <form onSubmit={submit} noValidate data-testid="signup-form">
      <Stack gap="sm">
        <FormAlert message={formError} />
        <NameFields form={form} autoFocus />
        <TextInput
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <TextInput
          label={t('auth.phone')}
          description={t('auth.phoneOptional')}
          type="tel"
          autoComplete="tel"
          {...form.getInputProps('phone')}
        />
        <NewPasswordFields form={form} />
        <Text size="sm" c="dimmed" data-testid="signup-note">
          <Trans
            i18nKey="auth.signUpNote"
            components={{
              privacy: <Anchor component={Link} to={localizePath('/privacy-policy', language)} />,
              terms: <Anchor component={Link} to={localizePath('/terms-of-use', language)} />,
            }}
          />
        </Text>
        <Button type="submit" loading={form.submitting} fullWidth data-testid="signup-submit">
          {t('auth.createAccount')}
        </Button>
        <Text size="sm" ta="center">
          {t('auth.landlordPrompt')}{' '}
          <Anchor component={Link} to={localizePath('/landlord/register', language)}>
            {t('auth.landlordLink')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
