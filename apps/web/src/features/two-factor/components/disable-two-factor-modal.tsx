// "Turn off": the current password and a code from the app (or a recovery code), as a confirmation.
import { Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type DisableTwoFactorInput, disableTwoFactorSchema } from '@rentals/shared/resources/two-factor';
import { useState } from 'react';
import { FormAlert } from '../../../components/form-alert.tsx';
import { applyServerErrors, zodValidator } from '../../../components/forms.ts';
import { flash } from '../../../lib/alerts.ts';
import { useDisableTwoFactor } from '../api.ts';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

export function DisableTwoFactorModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('twoFactor.disable.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      data-testid="disable-two-factor-modal"
    >
      <DisableForm onDone={onClose} />
    </Modal>
  );
}

function DisableForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const disable = useDisableTwoFactor();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<DisableTwoFactorInput>({
    mode: 'controlled',
    initialValues: { password: '', code: '' },
    validate: zodValidator<DisableTwoFactorInput>(disableTwoFactorSchema),
  });

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      const { message } = await disable.mutateAsync(disableTwoFactorSchema.parse(values));
      flash(message, 'success');
      onDone();
    } catch (error) {
      setFormError(applyServerErrors(form, error));
    }
  });

  return (
    <form onSubmit={submit} noValidate data-testid="disable-two-factor-form">
      <Stack gap="sm">
        <Text size="sm">{t('twoFactor.disable.intro')}</Text>
        <FormAlert message={formError} />
        <PasswordInput
          label={t('twoFactor.disable.password')}
          autoComplete="current-password"
          required
          data-autofocus
          {...form.getInputProps('password')}
        />
        <TextInput
          label={t('twoFactor.codeOrRecovery')}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          required
          {...form.getInputProps('code')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" color="red" loading={form.submitting} data-testid="disable-submit">
            {t('twoFactor.disable.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
