// The profile's "contact" group: how the renter may be reached (at least one method).
import { Checkbox, Fieldset, Group } from '@mantine/core';
import { CONTACT_METHODS } from '@rentals/shared/resources/renter-profile';
import type { ProfileForm } from './profile-form-values.ts';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

export function ContactFields({ form }: { form: ProfileForm }) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t('renterProfile.contact')} radius="md">
      <Checkbox.Group label={t('renterProfile.contactMethods')} required {...form.getInputProps('contactMethods')}>
        <Group gap="md" mt="xs">
          {CONTACT_METHODS.map((method) => (
            <Checkbox key={method} value={method} label={t(`renterProfile.contactOptions.${method}`)} />
          ))}
        </Group>
      </Checkbox.Group>
    </Fieldset>
  );
}
