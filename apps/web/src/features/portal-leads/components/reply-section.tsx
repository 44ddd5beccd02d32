// The reply form of a lead's page (email to the renter, Reply-To the landlord) and the replies sent so far.
import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { type LandlordLeadDetail, LEAD_REPLY_MAX } from '@rentals/shared/resources/landlord-leads';
import { type FormEvent, useState } from 'react';
import { flash } from '../../../lib/alerts.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useReplyToLead } from '../api.ts';
import { fieldError, useDateFormat } from '../format.ts';

export function ReplySection({ lead }: { lead: LandlordLeadDetail }) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const reply = useReplyToLead(lead.id);
  const [message, setMessage] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await reply.mutateAsync(message);
      setMessage('');
      flash(t('portalLeads.replySent'), 'success');
    } catch {
      // The field shows the server's message.
    }
  };
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <form onSubmit={submit} data-testid="lead-reply-form">
          <Stack gap="xs">
            <Textarea
              label={t('portalLeads.reply')}
              description={t('portalLeads.replyHint', { email: lead.email })}
              placeholder={t('portalLeads.replyPlaceholder')}
              value={message}
              onChange={(e) => setMessage(e.currentTarget.value)}
              maxLength={LEAD_REPLY_MAX}
              rows={4}
              error={fieldError(reply.error, 'message') ?? (reply.isError ? errorMessage(reply.error) : null)}
              data-testid="lead-reply"
            />
            <Group justify="flex-end">
              <Button type="submit" loading={reply.isPending} data-testid="lead-reply-send">
                {t('portalLeads.send')}
              </Button>
            </Group>
          </Stack>
        </form>
        <Stack gap="xs" component="section" aria-labelledby="lead-replies-title">
          <Title order={2} size="h5" id="lead-replies-title">
            {t('portalLeads.replies')}
          </Title>
          {lead.replies.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('portalLeads.noReplies')}
            </Text>
          ) : (
            lead.replies.map((r) => (
              <Paper key={r.id} withBorder p="sm" radius="sm" bg="var(--mantine-color-gray-light)">
                <Text size="xs" c="dimmed">
                  {t('portalLeads.repliedBy', { name: r.authorName ?? '—', date: format.dateTime(r.createdAt) })}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {r.body}
                </Text>
              </Paper>
            ))
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
