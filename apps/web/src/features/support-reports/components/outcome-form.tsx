// The outcome form of a reported listing with open reports: the outcome, the landlord's message and a note,
// confirmed before it is applied to every open report.
import { Button, Card, Group, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  REPORT_NOTE_MAX,
  REPORT_OUTCOMES,
  type ReportedListingDetail,
  type ReportOutcome,
} from '@rentals/shared/resources/support-reports';
import { validationMessage } from '@rentals/shared/validation-messages';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../../components/form-alert.tsx';
import { useLanguage, useSupportAction } from '../../../components/support/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useReportOutcome } from '../api.ts';

export function OutcomeForm({ file }: { file: ReportedListingDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const apply = useReportOutcome(file.id);
  const { errors, setErrors, formError, run } = useSupportAction();
  const [outcome, setOutcome] = useState<ReportOutcome>('dismiss');
  const [note, setNote] = useState('');
  const [message, setMessage] = useState('');
  const open = file.reports.filter((r) => r.status === 'open').length;

  const submit = () =>
    run(
      () => apply.mutateAsync({ outcome, note, message: outcome === 'dismiss' ? '' : message }),
      () => navigate('/support/reported-listings'),
    );

  const confirm = (event: React.FormEvent) => {
    event.preventDefault();
    if (outcome === 'ask-fix' && message.trim() === '') {
      setErrors({ message: validationMessage('required', 'message', language) });
      return;
    }
    modals.openConfirmModal({
      title: t('supportReports.confirmTitle', {
        outcome: t(`supportReports.outcomes.${outcome}`),
        title: file.listing.title,
      }),
      children: (
        <Stack gap="xs">
          <Text size="sm">{t('supportReports.confirmBody', { count: open })}</Text>
          <Text size="sm" c="dimmed">
            {t(`supportReports.outcomeHints.${outcome}`)}
          </Text>
        </Stack>
      ),
      labels: { confirm: t('supportReports.confirm'), cancel: t('supportReports.cancel') },
      confirmProps: {
        color: outcome === 'hide' || outcome === 'remove' ? 'red' : 'blue',
        'data-testid': 'outcome-confirm',
      } as never,
      onConfirm: () => void submit(),
    });
  };

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="handle-title">
      <form onSubmit={confirm} noValidate data-testid="outcome-form">
        <Stack gap="md">
          <Stack gap={2}>
            <Title order={2} size="h4" id="handle-title">
              {t('supportReports.handle')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('supportReports.handleHint')}
            </Text>
          </Stack>
          <FormAlert message={formError} />
          <Radio.Group
            value={outcome}
            onChange={(value) => setOutcome(value as ReportOutcome)}
            label={t('supportReports.outcome')}
            required
          >
            <Stack gap="sm" mt="xs">
              {REPORT_OUTCOMES.map((value) => (
                <Radio
                  key={value}
                  value={value}
                  label={t(`supportReports.outcomes.${value}`)}
                  description={t(`supportReports.outcomeHints.${value}`)}
                  data-testid={`outcome-${value}`}
                />
              ))}
            </Stack>
          </Radio.Group>
          {outcome !== 'dismiss' && (
            <Textarea
              label={t('supportReports.message')}
              description={t(
                outcome === 'ask-fix' ? 'supportReports.messageHintRequired' : 'supportReports.messageHintOptional',
              )}
              required={outcome === 'ask-fix'}
              autosize
              minRows={3}
              maxLength={REPORT_NOTE_MAX}
              value={message}
              onChange={(event) => setMessage(event.currentTarget.value)}
              error={errors.message}
              data-testid="outcome-message"
            />
          )}
          <Textarea
            label={t('supportReports.note')}
            description={t('supportReports.noteHint')}
            autosize
            minRows={2}
            maxLength={REPORT_NOTE_MAX}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            error={errors.note}
            data-testid="outcome-note"
          />
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={apply.isPending}
              color={outcome === 'hide' || outcome === 'remove' ? 'red' : 'blue'}
              data-testid="outcome-apply"
            >
              {t('supportReports.apply')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
