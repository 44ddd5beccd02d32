// The profile's "alerts" group: price-drop alerts and the email alerts switch.
import { Fieldset, Stack, Switch } from '@mantine/core';
import type { ProfileForm } from './profile-form-values.ts';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

export function AlertFields({ form }: { form: ProfileForm }) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t('renterProfile.alerts')} radius="md">
      <Stack gap="sm">
        <Switch
          label={t('renterProfile.priceDropAlerts')}
          {...form.getInputProps('priceDropAlerts', { type: 'checkbox' })}
        />
        <Switch
          label={t('renterProfile.emailAlertsEnabled')}
          description={t('renterProfile.emailAlertsHint')}
          {...form.getInputProps('emailAlertsEnabled', { type: 'checkbox' })}
        />
      </Stack>
    </Fieldset>
  );
}
