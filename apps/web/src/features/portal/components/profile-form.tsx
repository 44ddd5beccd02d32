// The landlord's profile on the account details page: the shared profile form (PATCH user) in its own card.
import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { FormAlert } from '../../../components/form-alert.tsx';
import { flash } from '../../../lib/alerts.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { ProfileFields, useProfileForm } from '../../account/index.ts';

export function ProfileForm() {
  const { t } = useTranslation();
  const profile = useProfileForm(() => {
    flash(t('portal.account.profileSaved'), 'success');
  });

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="profile-title">
      <form onSubmit={profile.submit} noValidate data-testid="portal-profile-form">
        <Stack gap="sm">
          <Title order={2} size="h4" id="profile-title">
            {t('portal.account.profile')}
          </Title>
          <FormAlert message={profile.formError} />
          <ProfileFields profile={profile} />
          <Group justify="flex-end">
            <Button type="submit" loading={profile.form.submitting} data-testid="portal-profile-submit">
              {t('portal.account.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
