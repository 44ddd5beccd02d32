// "Turn on": a new key as a QR code (and as text to type in by hand), the first code from the app to confirm
// it, then the recovery codes, shown once.
import { Button, Code, CopyButton, Group, Image, Loader, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type EnableTwoFactorInput, enableTwoFactorSchema } from '@rentals/shared/resources/two-factor';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { FormAlert } from '../../../components/form-alert.tsx';
import { applyServerErrors, zodValidator } from '../../../components/forms.ts';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { flash } from '../../../lib/alerts.ts';
import { useEnableTwoFactor, useSetupTwoFactor } from '../api.ts';
import { CodeField } from './code-field.tsx';
import { RecoveryCodes } from './recovery-codes.tsx';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

export function EnableTwoFactorModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
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
      title={codes ? t('twoFactor.codes.title') : t('twoFactor.enable.title')}
      // The recovery codes are shown once: a stray click outside must not lose them.
      closeOnClickOutside={!codes}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      data-testid="enable-two-factor-modal"
    >
      {codes ? <RecoveryCodes codes={codes} onDone={close} /> : <EnableSteps onEnabled={setCodes} />}
    </Modal>
  );
}

function EnableSteps({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const { t } = useTranslation();
  const setup = useSetupTwoFactor();
  const enable = useEnableTwoFactor();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<EnableTwoFactorInput>({
    mode: 'controlled',
    initialValues: { code: '' },
    validate: zodValidator<EnableTwoFactorInput>(enableTwoFactorSchema),
  });
  const { mutate: start } = setup;
  // A new key each time the dialog opens (the server keeps it pending until a code confirms it); once per
  // opening, even where effects run twice (React's strict mode), or the key shown could be the older one.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start();
  }, [start]);

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      const { message, recoveryCodes } = await enable.mutateAsync(enableTwoFactorSchema.parse(values));
      flash(message, 'success');
      onEnabled(recoveryCodes);
    } catch (error) {
      setFormError(applyServerErrors(form, error));
    }
  });

  if (setup.isError) {
    return <RetryAlert message={t('twoFactor.enable.setupError')} onRetry={() => start()} testId="setup-error" />;
  }
  if (!setup.data) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text size="sm">{t('twoFactor.enable.loading')}</Text>
      </Group>
    );
  }
  const { qrCodeDataUrl, secret } = setup.data;
  return (
    <form onSubmit={submit} noValidate data-testid="enable-two-factor-form">
      <Stack gap="sm">
        <Text size="sm">{t('twoFactor.enable.scan')}</Text>
        <Image src={qrCodeDataUrl} alt={t('twoFactor.enable.qrAlt')} w={200} h={200} mx="auto" />
        <Text size="sm">{t('twoFactor.enable.manual')}</Text>
        <Group gap="xs" wrap="nowrap">
          <Code fz="sm" style={{ overflowWrap: 'anywhere' }} data-testid="two-factor-secret">
            {secret}
          </Code>
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <Button
                variant="default"
                size="compact-sm"
                onClick={copy}
                aria-label={t('twoFactor.enable.copyKey')}
                leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
              >
                {copied ? t('twoFactor.codes.copied') : t('twoFactor.codes.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Text size="sm">{t('twoFactor.enable.confirm')}</Text>
        <FormAlert message={formError} />
        <CodeField label={t('twoFactor.code')} data-testid="enable-code" {...form.getInputProps('code')} />
        <Group justify="flex-end">
          <Button type="submit" loading={form.submitting} data-testid="enable-submit">
            {t('twoFactor.enable.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
