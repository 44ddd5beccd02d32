// The frame of the my-account forms: a title, the form in a card with its overall error, and Cancel (back
// to /admin/my-account) and Save. Test ids are `{name}-form` and `{name}-submit`.
import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/form-alert.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';

interface AccountFormPageProps {
  title: string;
  name: string;
  maxWidth: number;
  onSubmit: FormEventHandler<HTMLFormElement>;
  formError: string | null;
  submitting: boolean;
  children: ReactNode;
}

export function AccountFormPage({
  title,
  name,
  maxWidth,
  onSubmit,
  formError,
  submitting,
  children,
}: AccountFormPageProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" maw={maxWidth}>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={onSubmit} noValidate data-testid={`${name}-form`}>
          <Stack gap="sm">
            <FormAlert message={formError} />
            {children}
            <Group justify="flex-end" gap="sm" mt="sm">
              <Button component={Link} to="/admin/my-account" variant="default">
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={submitting} data-testid={`${name}-submit`}>
                {t('common.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
