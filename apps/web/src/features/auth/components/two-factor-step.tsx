// The second step of a login with two-factor sign-in on: the 6-digit code from the authenticator app, or
// (toggle) one of the recovery codes. Validated with the shared loginTwoFactorSchema; a challenge that has
// expired or had too many wrong codes sends the user back to the password step.
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type LoginTwoFactorInput,
  loginTwoFactorSchema,
  type TwoFactorChallenge,
} from '@rentals/shared/resources/two-factor';
import { useCallback, useState } from 'react';
import { FormAlert } from '../../../components/form-alert.tsx';
import { applyServerErrors, zodValidator } from '../../../components/forms.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { type LoginOutcome, useAuthStore } from '../store.ts';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

interface Values {
  code: string;
  recoveryCode: string;
}

interface TwoFactorStepProps {
  challenge: TwoFactorChallenge;
  /** Signed in. */
  onSignedIn: (outcome: Extract<LoginOutcome, { user: unknown }>) => Promise<void>;
  /** The challenge is dead: back to the password, with this message. */
  onRestart: (message: string) => void;
}

export function TwoFactorStep({ challenge, onSignedIn, onRestart }: TwoFactorStepProps) {
  const { t } = useTranslation();
  const [useRecovery, setUseRecovery] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  // The field takes the focus when the step opens and when the kind of code changes (each is its own input).
  const focusOnMount = useCallback((element: HTMLInputElement | null) => element?.focus(), []);
  const payload = (values: Values): LoginTwoFactorInput =>
    useRecovery
      ? { challenge: challenge.challenge, recoveryCode: values.recoveryCode }
      : { challenge: challenge.challenge, code: values.code };
  const validate = zodValidator<LoginTwoFactorInput>(loginTwoFactorSchema);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { code: '', recoveryCode: '' },
    validate: (values) => validate(payload(values)),
  });

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      const outcome = await useAuthStore.getState().loginTwoFactor(loginTwoFactorSchema.parse(payload(values)));
      if (outcome.user) await onSignedIn(outcome);
    } catch (error) {
      if (isApiError(error) && error.errors.challenge) {
        onRestart(t('auth.twoFactor.expired'));
        return;
      }
      setFormError(applyServerErrors(form, error));
    }
  });

  const toggle = () => {
    setUseRecovery((on) => !on);
    setFormError(null);
    form.clearErrors();
  };

  return (
    <form onSubmit={submit} noValidate data-testid="two-factor-form">
      <Stack gap="sm">
        <FormAlert message={formError} />
        <Text size="sm">{useRecovery ? t('auth.twoFactor.recoveryIntro') : t('auth.twoFactor.intro')}</Text>
        {useRecovery ? (
          <TextInput
            key="recovery"
            label={t('auth.twoFactor.recoveryCode')}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            required
            ref={focusOnMount}
            data-testid="two-factor-recovery-code"
            {...form.getInputProps('recoveryCode')}
          />
        ) : (
          <TextInput
            key="code"
            label={t('auth.twoFactor.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            required
            ref={focusOnMount}
            data-testid="two-factor-code"
            {...form.getInputProps('code')}
          />
        )}
        <Group justify="space-between" mt="xs">
          <Anchor component="button" type="button" size="sm" onClick={toggle} data-testid="two-factor-toggle">
            {useRecovery ? t('auth.twoFactor.useApp') : t('auth.twoFactor.useRecovery')}
          </Anchor>
          <Button type="submit" loading={form.submitting} data-testid="two-factor-submit">
            {t('auth.twoFactor.verify')}
          </Button>
        </Group>
        <Anchor component="button" type="button" size="sm" c="dimmed" onClick={() => onRestart('')}>
          {t('auth.twoFactor.back')}
        </Anchor>
      </Stack>
    </form>
  );
}
