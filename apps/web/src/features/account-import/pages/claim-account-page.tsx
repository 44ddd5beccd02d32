// /claim-account/:token (public): an imported landlord sees who the link is for, chooses a password (the
// registration's rules) and accepts the terms; the account is activated and they land signed in on the portal.
// A used, expired or made-up link says so, with the server's sentence.
import { Alert, Anchor, Button, Checkbox, Container, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { claimAccountSchema } from '@rentals/shared/resources/account-import';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { NewPasswordFields } from '../../../components/account-fields.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { applyServerErrors, zodValidator } from '../../../components/forms.ts';
import { flash } from '../../../lib/alerts.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useLocalePath } from '../../../lib/use-locale-path.ts';
import { useAuthStore } from '../../auth/index.ts';
import { claimApi } from '../api.ts';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

interface Values {
  password: string;
  password_confirmation: string;
  terms: boolean;
}

export function ClaimAccountPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const [formError, setFormError] = useState<string | null>(null);
  const info = useQuery({
    queryKey: ['claim-account', token],
    queryFn: () => claimApi.info(token),
    retry: false,
  });
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { password: '', password_confirmation: '', terms: false },
    validate: zodValidator<Values>(claimAccountSchema),
  });

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      const answer = await claimApi.claim(token, values);
      await useAuthStore.getState().startSession(answer);
      flash(t('claimAccount.done'), 'success');
      await navigate('/portal/dashboard');
    } catch (error) {
      setFormError(applyServerErrors(form, error));
    }
  });

  let content: React.ReactNode;
  if (info.isPending) {
    content = (
      <Stack gap="sm" aria-busy="true">
        <Text role="status">{t('claimAccount.loading')}</Text>
        <Skeleton h={120} />
      </Stack>
    );
  } else if (info.isError) {
    content = (
      <Alert color="red" role="alert" title={t('claimAccount.invalidTitle')} data-testid="claim-invalid">
        {errorMessage(info.error)}
      </Alert>
    );
  } else {
    const { firstName, email, companyName } = info.data;
    content = (
      <form onSubmit={submit} noValidate data-testid="claim-form">
        <Stack gap="sm">
          <Text>
            {t('claimAccount.intro', {
              name: firstName,
              email,
              company: companyName ? t('claimAccount.companySuffix', { company: companyName }) : '',
            })}
          </Text>
          <FormAlert message={formError} />
          <NewPasswordFields form={form} label={t('claimAccount.password')} />
          <Checkbox
            label={t('claimAccount.terms')}
            required
            data-testid="claim-terms"
            {...form.getInputProps('terms', { type: 'checkbox' })}
          />
          <Anchor component={Link} to={localePath('/terms-of-use')} target="_blank" size="sm">
            {t('claimAccount.termsLink')}
          </Anchor>
          <Button type="submit" loading={form.submitting} data-testid="claim-submit">
            {t('claimAccount.submit')}
          </Button>
        </Stack>
      </form>
    );
  }

  return (
    <Container size={480} py="xl">
      <Paper withBorder shadow="sm" p="lg" radius="md">
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('claimAccount.title')}
          </Title>
          {content}
        </Stack>
      </Paper>
    </Container>
  );
}
