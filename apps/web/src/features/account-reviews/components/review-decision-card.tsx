// The decision card of an open review: approve, request documents or suspend, each confirmed before it is applied.
import { Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  type AccountReviewDetail,
  DOCUMENTS_MESSAGE_MAX,
  SUSPEND_NOTE_MAX,
} from '@rentals/shared/resources/account-reviews';
import { validationMessage } from '@rentals/shared/validation-messages';
import { useState } from 'react';
import { FormAlert } from '../../../components/form-alert.tsx';
import { useLanguage, useSupportAction } from '../../../components/support/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { type ReviewDecision, useReviewDecision } from '../api.ts';
import { accountName } from './account-name.ts';

export function ReviewDecisionCard({ review }: { review: AccountReviewDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const decide = useReviewDecision(review.id);
  const { errors, setErrors, formError, run } = useSupportAction();
  const [mode, setMode] = useState<'choose' | 'documents'>('choose');
  const [note, setNote] = useState('');
  const [message, setMessage] = useState('');
  const name = accountName(review);

  const apply = (decision: ReviewDecision) =>
    run(
      () => decide.mutateAsync(decision),
      () => setMode('choose'),
    );

  const confirm = (title: string, body: string, color: string, decision: ReviewDecision, testId: string) =>
    modals.openConfirmModal({
      title,
      children: <Text size="sm">{body}</Text>,
      labels: { confirm: title.replace(/\?$/, ''), cancel: t('accountReviews.cancel') },
      confirmProps: { color, 'data-testid': testId } as never,
      onConfirm: () => void apply(decision),
    });

  const body = note.trim() ? { note: note.trim() } : {};

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="decide-title" data-testid="review-decision">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h4" id="decide-title">
            {t('accountReviews.decide')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('accountReviews.decideHint')}
          </Text>
        </Stack>
        <FormAlert message={formError} />
        {mode === 'documents' ? (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (message.trim() === '') {
                setErrors({ message: validationMessage('required', 'message', language) });
                return;
              }
              confirm(
                t('accountReviews.confirmDocuments', { email: review.user.email }),
                message.trim(),
                'blue',
                { action: 'request-documents', body: { message: message.trim() } },
                'confirm-documents',
              );
            }}
          >
            <Stack gap="sm">
              <Textarea
                label={t('accountReviews.message')}
                description={t('accountReviews.messageHint', { email: review.user.email })}
                required
                autosize
                minRows={4}
                maxLength={DOCUMENTS_MESSAGE_MAX}
                value={message}
                onChange={(event) => setMessage(event.currentTarget.value)}
                error={errors.message}
                data-testid="documents-message"
              />
              <Group justify="flex-end">
                <Button variant="default" onClick={() => setMode('choose')}>
                  {t('accountReviews.cancel')}
                </Button>
                <Button type="submit" loading={decide.isPending} data-testid="documents-send">
                  {t('accountReviews.send')}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <Stack gap="sm">
            <Textarea
              label={t('accountReviews.note')}
              autosize
              minRows={2}
              maxLength={SUSPEND_NOTE_MAX}
              value={note}
              onChange={(event) => setNote(event.currentTarget.value)}
              error={errors.note}
              data-testid="decision-note"
            />
            <Group gap="sm">
              <Button
                color="teal.9"
                loading={decide.isPending}
                data-testid="review-approve"
                onClick={() =>
                  confirm(
                    t('accountReviews.confirmApprove', { name }),
                    t('accountReviews.confirmApproveBody'),
                    'teal.9',
                    { action: 'approve', body },
                    'confirm-approve',
                  )
                }
              >
                {t('accountReviews.approve')}
              </Button>
              <Button variant="default" onClick={() => setMode('documents')} data-testid="review-documents">
                {t('accountReviews.requestDocuments')}
              </Button>
              <Button
                color="red"
                loading={decide.isPending}
                data-testid="review-suspend"
                onClick={() =>
                  confirm(
                    t('accountReviews.confirmSuspend', { name }),
                    t('accountReviews.confirmSuspendBody', { count: review.listingCount }),
                    'red',
                    { action: 'suspend', body },
                    'confirm-suspend',
                  )
                }
              >
                {t('accountReviews.suspend')}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
