// /landlord/register: landlord registration (landlordRegisterSchema, with the company name). On success
// the token is stored and the landlord goes on to /landlord/verify.

import { Anchor, Button, Container, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type LandlordRegisterInput, landlordRegisterSchema } from '@rentals/shared/resources/accounts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { EmailField, NameFields, NewPasswordFields, PhoneField } from '../../../components/account-fields.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { applyServerErrors, zodValidator } from '../../../components/forms.ts';
import { useLocalePath } from '../../../lib/use-locale-path.ts';
import { SignUpNote } from '../components/sign-up-note.tsx';
import { useLoginModal } from '../login-modal-store.ts';
import { useAuthStore } from '../store.ts';
import '../i18n/index.ts';
import { currentLanguage, useTranslation } from '../../../lib/i18n/index.ts';

type Values = Required<Omit<LandlordRegisterInput, 'type'>>;

export function LandlordRegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      companyName: '',
      password: '',
      password_confirmation: '',
    },
    validate: zodValidator<Values>(landlordRegisterSchema, currentLanguage, { confirmation: true }),
  });

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      await useAuthStore.getState().registerLandlord(landlordRegisterSchema.parse(values));
      await navigate(localePath('/landlord/verify'));
    } catch (error) {
      setFormError(applyServerErrors(form, error));
    }
  });

  return (
    <Container size={620} py="xl">
      <Paper withBorder shadow="sm" p="lg" radius="md">
        <form onSubmit={submit} noValidate data-testid="landlord-register-form">
          <Stack gap="sm">
            <Title order={1} size="h2" id="landlord-title">
              {t('landlordRegister.title')}
            </Title>
            <Text c="dimmed">{t('landlordRegister.intro')}</Text>
            <FormAlert message={formError} />
            <NameFields form={form} />
            <TextInput
              label={t('auth.companyName')}
              autoComplete="organization"
              required
              {...form.getInputProps('companyName')}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <EmailField form={form} />
              <PhoneField form={form} required />
            </SimpleGrid>
            <NewPasswordFields form={form} sideBySide />
            <SignUpNote />
            <Button type="submit" loading={form.submitting} data-testid="landlord-register-submit">
              {t('landlordRegister.submit')}
            </Button>
            <Text size="sm">
              {t('landlordRegister.haveAccount')}{' '}
              <Anchor component="button" type="button" onClick={() => useLoginModal.getState().open('login')}>
                {t('auth.logIn')}
              </Anchor>
            </Text>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
