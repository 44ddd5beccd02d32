// The seller's tax registration numbers (GST/HST 123456789 RT0001...): a list to add to, edit and remove from.
import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { TAX_REGISTRATIONS_MAX } from '@rentals/shared/resources/ecommerce-settings';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import type { SettingsForm } from './settings-form.ts';

export function TaxRegistrationsField({ form }: { form: SettingsForm }) {
  const { t } = useTranslation();
  const rows = form.getValues().taxRegistrations;
  return (
    <Stack gap="xs" data-testid="tax-registrations">
      <div>
        <Text fw={500} size="sm">
          {t('commerceAdmin.settings.registrations')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('commerceAdmin.settings.registrationsHint')}
        </Text>
      </div>
      {rows.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('commerceAdmin.settings.noRegistrations')}
        </Text>
      )}
      {rows.map((row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; their inputs are controlled by the form
        <Group key={index} align="flex-start" gap="xs" wrap="nowrap">
          <TextInput
            label={t('commerceAdmin.settings.registrationName')}
            placeholder="GST/HST"
            w={140}
            {...form.getInputProps(`taxRegistrations.${index}.name`)}
          />
          <TextInput
            label={t('commerceAdmin.settings.registrationNumber')}
            placeholder="123456789 RT0001"
            style={{ flex: 1 }}
            {...form.getInputProps(`taxRegistrations.${index}.number`)}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            mt={26}
            aria-label={t('commerceAdmin.settings.removeRegistration', { number: row.number || index + 1 })}
            onClick={() => form.removeListItem('taxRegistrations', index)}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      {rows.length < TAX_REGISTRATIONS_MAX && (
        <Group>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => form.insertListItem('taxRegistrations', { name: '', number: '' })}
          >
            {t('commerceAdmin.settings.addRegistration')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
