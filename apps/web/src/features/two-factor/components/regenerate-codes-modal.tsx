// "New recovery codes": a code from the app, then the new codes, shown once (the old ones stop working).
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type RegenerateRecoveryCodesInput, regenerateRecoveryCodesSchema } from '@rentals/shared/resources/two-factor';
import { useState } from 'react';
import { FormAlert } from '../../../components/form-alert.tsx';
import { applyServerErrors, zodValidator } from '../../../components/forms.ts';
import { useRegenerateRecoveryCodes } from '../api.ts';
import { CodeField } from './code-field.tsx';
import { RecoveryCodes } from './recovery-codes.tsx';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

export function RegenerateCodesModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [codes, setCodes] = useState<string[] | null>(null);
  const close = () => {
    setCodes(null);
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={codes ? t('twoFactor.codes.title') : t('twoFactor.regenerate.title')}
      closeOnClickOutside={!codes}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      data-testid="regenerate-codes-modal"
    >
      {codes ? <RecoveryCodes codes={codes} onDone={close} /> : <RegenerateForm onDone={setCodes} onCancel={close} />}
    </Modal>
  );
}

function RegenerateForm({ onDone, onCancel }: { onDone: (codes: string[]) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const regenerate = useRegenerateRecoveryCodes();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<RegenerateRecoveryCodesInput>({
    mode: 'controlled',
    initialValues: { code: '' },
    validate: zodValidator<RegenerateRecoveryCodesInput>(regenerateRecoveryCodesSchema),
  });

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      const { recoveryCodes } = await regenerate.mutateAsync(regenerateRecoveryCodesSchema.parse(values));
      onDone(recoveryCodes);
    } catch (error) {
      setFormError(applyServerErrors(form, error));
    }
  });

  return (
    <form onSubmit={submit} noValidate data-testid="regenerate-codes-form">
      <Stack gap="sm">
        <Text size="sm">{t('twoFactor.regenerate.intro')}</Text>
        <FormAlert message={formError} />
        <CodeField label={t('twoFactor.code')} data-autofocus {...form.getInputProps('code')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={form.submitting} data-testid="regenerate-submit">
            {t('twoFactor.regenerate.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
