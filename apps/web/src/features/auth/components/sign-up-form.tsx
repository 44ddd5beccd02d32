// Renter registration (Sign up tab), with the note that creating an account accepts the privacy policy and
// the terms of use. Validates with the shared registerSchema.

import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { fullName } from '@rentals/shared/format';
import { type RegisterInput, registerSchema } from '@rentals/shared/resources/accounts';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { EmailField, NameFields, NewPasswordFields, PhoneField } from '../../../components/account-fields.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { applyServerErrors, zodValidator } from '../../../components/forms.ts';
import { flash } from '../../../lib/alerts.ts';
import { useLocalePath } from '../../../lib/use-locale-path.ts';
import { useLoginModal } from '../login-modal-store.ts';
import { useAuthStore } from '../store.ts';
import { mergeFavouritesAfterSignIn } from './after-sign-in.ts';
import { SignUpNote } from './sign-up-note.tsx';
import '../i18n/index.ts';
import { currentLanguage, useTranslation } from '../../../lib/i18n/index.ts';

type Values = Required<Omit<RegisterInput, 'type'>>;

export function SignUpForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const localePath = useLocalePath();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      password: '',
      password_confirmation: '',
      ...useLoginModal.getState().prefill,
    },
    validate: zodValidator<Values>(registerSchema, currentLanguage, { confirmation: true }),
  });

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      const user = await useAuthStore.getState().register(registerSchema.parse(values));
      await mergeFavouritesAfterSignIn(user);
      useLoginModal.getState().close();
      flash(t('auth.accountCreated', { name: fullName(user) }), 'success');
      if (/^\/(fr\/)?login\/?$/.test(pathname)) await navigate(localePath('/'));
    } catch (error) {
      setFormError(applyServerErrors(form, error));
    }
  });

  return (
    <form onSubmit={submit} noValidate data-testid="signup-form">
      <Stack gap="sm">
        <FormAlert message={formError} />
        <NameFields form={form} autoFocus />
        <EmailField form={form} />
        <PhoneField form={form} />
        <NewPasswordFields form={form} />
        <SignUpNote />
        <Button type="submit" loading={form.submitting} fullWidth data-testid="signup-submit">
          {t('auth.createAccount')}
        </Button>
        <Text size="sm" ta="center">
          {t('auth.landlordPrompt')}{' '}
          <Anchor component={Link} to={localePath('/landlord/register')}>
            {t('auth.landlordLink')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
