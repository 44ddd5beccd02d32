// The "Get alerts for this search" dialog: the alert's name (prefilled from the place and the filters) and
// how often to email, saved with POST email-alerts; then a confirmation with a link to /admin/email-alerts.
// On an error everything typed stays, with field errors under their fields.
import { Button, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  ALERT_FREQUENCIES,
  ALERT_NAME_MAX,
  type AlertFrequency,
  alertNameField,
  DEFAULT_ALERT_FREQUENCY,
  searchSummary,
  suggestedAlertName,
} from '@rentals/shared/resources/email-alerts';
import { IconCircleCheck } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { characterCount } from '../../../components/character-count.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { applyServerErrors, zodValidator } from '../../../components/forms.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { currentLanguage, useTranslation } from '../../../lib/i18n/index.ts';
import { useCreateEmailAlert } from '../api.ts';
import '../i18n/index.ts';

interface Values {
  name: string;
  frequency: AlertFrequency;
}

const valuesSchema = z.object({ name: alertNameField, frequency: z.enum(ALERT_FREQUENCIES) });

export interface CreateAlertDialogProps {
  opened: boolean;
  onClose: () => void;
  criteria: Record<string, string>;
  placeName: string | null;
  searchPath: string;
}

export function CreateAlertDialog({ opened, onClose, criteria, placeName, searchPath }: CreateAlertDialogProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const create = useCreateEmailAlert();
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState<{ name: string; frequency: AlertFrequency } | null>(null);
  const summary = useMemo(() => searchSummary(criteria, placeName, language), [criteria, placeName, language]);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { name: suggestedAlertName(criteria, placeName, language), frequency: DEFAULT_ALERT_FREQUENCY },
    validate: zodValidator<Values>(valuesSchema),
  });

  const close = () => {
    onClose();
    // The next opening starts afresh, named after the search as it is then.
    setSaved(null);
    setFormError(null);
    form.setValues({ name: suggestedAlertName(criteria, placeName, language), frequency: DEFAULT_ALERT_FREQUENCY });
    form.clearErrors();
  };

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      const { alert } = await create.mutateAsync({ ...values, criteria, searchPath });
      setSaved({ name: alert.name, frequency: alert.frequency });
    } catch (error) {
      // The 20-alert limit answers 422 without field errors: its message is for the form as a whole.
      if (isApiError(error) && error.status === 422 && Object.keys(error.errors).length === 0) {
        setFormError(t('emailAlerts.dialog.limitReached'));
      } else {
        setFormError(applyServerErrors(form, error));
      }
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('emailAlerts.dialog.title')}
      size="md"
      closeButtonProps={{ 'aria-label': t('common.close') }}
      data-testid="create-alert-dialog"
    >
      {saved ? (
        <Stack gap="md" role="status" data-testid="alert-saved">
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <IconCircleCheck size={24} color="var(--mantine-color-green-7)" aria-hidden />
            <Text fw={600}>{t('emailAlerts.dialog.saved', { name: saved.name })}</Text>
          </Group>
          <Text size="sm">
            {t('emailAlerts.dialog.savedBody', {
              frequency: t(`emailAlerts.frequency.${saved.frequency}Hint`).toLowerCase(),
            })}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('common.close')}
            </Button>
            <Button component={Link} to="/admin/email-alerts" data-testid="manage-alerts-link">
              {t('emailAlerts.dialog.manage')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate data-testid="create-alert-form">
          <Stack gap="md">
            <Text size="sm">{t('emailAlerts.dialog.intro', { summary })}</Text>
            <FormAlert message={formError} />
            <TextInput
              label={t('emailAlerts.dialog.name')}
              description={`${t('emailAlerts.dialog.nameHint')} ${characterCount(t, form.getValues().name, ALERT_NAME_MAX)}`}
              required
              data-autofocus
              {...form.getInputProps('name')}
            />
            <Radio.Group label={t('emailAlerts.frequency.label')} required {...form.getInputProps('frequency')}>
              <Stack gap="xs" mt="xs">
                {ALERT_FREQUENCIES.map((frequency) => (
                  <Radio
                    key={frequency}
                    value={frequency}
                    label={t(`emailAlerts.frequency.${frequency}`)}
                    description={t(`emailAlerts.frequency.${frequency}Hint`)}
                  />
                ))}
              </Stack>
            </Radio.Group>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={form.submitting} data-testid="create-alert-submit">
                {t('emailAlerts.dialog.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
