// The renter profile (/admin/renter-profile, viewMyInquiries): move-in date, budget, household size, pets,
// preferred areas (cities found as the renter types, shown as chips), contact methods and the alert
// switches. Saved with PATCH renter-profile; the answer becomes the cached profile the inquiry form reads.
// The field groups are in ../components/ (move-fields, contact-fields, alert-fields).
import '@mantine/dates/styles.css';
import 'dayjs/locale/fr';
import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { useForm } from '@mantine/form';
import {
  type RenterProfile,
  type UpdateRenterProfileInput,
  updateRenterProfileSchema,
} from '@rentals/shared/resources/renter-profile';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { FormAlert } from '../../../components/form-alert.tsx';
import { applyServerErrors, renameFields, zodValidator } from '../../../components/forms.ts';
import { formatTimestamp } from '../../../components/listing-card/format.ts';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { renterProfileApi, renterProfileKeys, useRenterProfile } from '../api.ts';
import { AlertFields } from '../components/alert-fields.tsx';
import { ContactFields } from '../components/contact-fields.tsx';
import { MoveFields } from '../components/move-fields.tsx';
import { FORM_FIELD_OF, type ProfileFormValues, toPayload, toValues } from '../components/profile-form-values.ts';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

function RenterProfileForm({ profile }: { profile: RenterProfile }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [lastSaved, setLastSaved] = useState(profile.updatedAt);
  const checkSchema = zodValidator<UpdateRenterProfileInput>(updateRenterProfileSchema);
  const form = useForm<ProfileFormValues>({
    mode: 'controlled',
    initialValues: toValues(profile),
    validate: (values) => renameFields(checkSchema(toPayload(values)), FORM_FIELD_OF),
    onValuesChange: () => setSaved(false),
  });

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      const answer = await renterProfileApi.save(toPayload(values));
      queryClient.setQueryData(renterProfileKeys.profile, answer);
      form.setValues(toValues(answer.profile));
      form.resetDirty(toValues(answer.profile));
      setLastSaved(answer.profile.updatedAt);
      setSaved(true);
    } catch (error) {
      setFormError(applyServerErrors(form, error, FORM_FIELD_OF));
    }
  });

  return (
    <DatesProvider settings={{ locale: i18n.language === 'fr' ? 'fr' : 'en' }}>
      <form onSubmit={submit} noValidate data-testid="renter-profile-form">
        <Stack gap="lg">
          <MoveFields form={form} />
          <ContactFields form={form} />
          <AlertFields form={form} />
          <FormAlert message={formError} />
          <FormAlert message={saved ? t('renterProfile.saved') : null} tone="success" />
          <Group>
            <Button type="submit" loading={form.submitting} data-testid="profile-save">
              {t('renterProfile.save')}
            </Button>
            {lastSaved && (
              <Text size="sm" c="dimmed">
                {t('renterProfile.lastSaved', { date: formatTimestamp(lastSaved, i18n.language, true) })}
              </Text>
            )}
          </Group>
        </Stack>
      </form>
    </DatesProvider>
  );
}

export function RenterProfilePage() {
  const { t } = useTranslation();
  const query = useRenterProfile();

  let content: ReactNode;
  if (query.isPending) {
    content = (
      <Stack gap="md" aria-busy="true">
        <Text size="sm" c="dimmed" role="status">
          {t('renterProfile.loading')}
        </Text>
        <Skeleton height={280} radius="md" />
        <Skeleton height={120} radius="md" />
      </Stack>
    );
  } else if (query.isError) {
    content = <RetryAlert message={t('renterProfile.loadError')} onRetry={() => void query.refetch()} />;
  } else {
    content = <RenterProfileForm profile={query.data.profile} />;
  }

  return (
    <Stack gap="lg" maw={760}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('renterProfile.title')}
        </Title>
        <Text c="dimmed">{t('renterProfile.intro')}</Text>
      </Stack>
      {content}
    </Stack>
  );
}
