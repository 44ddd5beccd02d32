// /portal/leads/:id: the renter's message and contact, the status, the landlord's notes, the reply form with
// the replies sent, and delete (confirmed first). Opening the page marks the lead read.
import { Anchor, Button, Group, Loader, Paper, Select, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  type LandlordLeadDetail,
  LEAD_NOTES_MAX,
  LEAD_STATUSES,
  type LeadStatus,
} from '@rentals/shared/resources/landlord-leads';
import { IconArrowLeft, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { flash } from '../../../lib/alerts.ts';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { useDeleteLead, useLead, useUpdateLead } from '../api.ts';
import { ReplySection } from '../components/reply-section.tsx';
import { fieldError, useDateFormat } from '../format.ts';
import { LeadStatusBadge } from '../leads-view.tsx';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

export function LeadPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const lead = useLead(id);

  if (lead.isPending) {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text size="sm">{t('portalLeads.loading')}</Text>
      </Group>
    );
  }
  if (lead.isError) {
    const missing = isApiError(lead.error) && lead.error.status === 404;
    return (
      <Stack gap="md">
        <BackLink />
        <RetryAlert
          message={missing ? t('portalLeads.notFound') : t('portalLeads.loadError')}
          onRetry={() => void lead.refetch()}
          testId="lead-error"
        />
      </Stack>
    );
  }
  return <LeadDetail lead={lead.data} />;
}

function BackLink() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to="/portal/leads" size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} aria-hidden />
        {t('portalLeads.back')}
      </Group>
    </Anchor>
  );
}

function LeadDetail({ lead }: { lead: LandlordLeadDetail }) {
  const { t } = useTranslation();
  const format = useDateFormat();
  return (
    <Stack gap="lg" maw={960} data-testid="lead-detail">
      <BackLink />
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {t('portalLeads.title', { name: lead.name, listing: lead.listing.title })}
          </Title>
          <Group gap="xs">
            <LeadStatusBadge status={lead.status} t={t} />
            <Text size="sm" c="dimmed">
              {t('portalLeads.receivedOn', { date: format.dateTime(lead.createdAt) })}
            </Text>
          </Group>
        </Stack>
        <DeleteLeadButton id={lead.id} />
      </Group>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Paper withBorder radius="md" p="md">
          <Stack gap="xs">
            <Title order={2} size="h4">
              {t('portalLeads.renterMessage')}
            </Title>
            <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="lead-message">
              {lead.message}
            </Text>
            <Anchor component={Link} to={`/portal/listings/${lead.listing.id}`} size="sm">
              {t('portalLeads.viewListing')}: {lead.listing.title}
            </Anchor>
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Stack gap="xs">
            <Title order={2} size="h4">
              {t('portalLeads.contact')}
            </Title>
            <Text size="sm">
              {t('portalLeads.email')}: <Anchor href={`mailto:${lead.email}`}>{lead.email}</Anchor>
            </Text>
            <Text size="sm">
              {t('portalLeads.phone')}:{' '}
              {lead.phone ? <Anchor href={`tel:${lead.phone}`}>{lead.phone}</Anchor> : t('portalLeads.noPhone')}
            </Text>
            <Text size="sm">
              {t('portalLeads.moveIn')}:{' '}
              {lead.moveInDate ? format.day(lead.moveInDate) : t('portalLeads.moveInNotSure')}
            </Text>
            <StatusSelect lead={lead} />
          </Stack>
        </Paper>
      </SimpleGrid>

      <NotesForm lead={lead} />
      <ReplySection lead={lead} />
    </Stack>
  );
}

function StatusSelect({ lead }: { lead: LandlordLeadDetail }) {
  const { t } = useTranslation();
  const update = useUpdateLead(lead.id);
  return (
    <Select
      label={t('portalLeads.status')}
      data={LEAD_STATUSES.map((s) => ({ value: s, label: t(`portalLeads.statuses.${s}`) }))}
      value={lead.status}
      allowDeselect={false}
      disabled={update.isPending}
      error={fieldError(update.error, 'status')}
      onChange={async (value) => {
        if (!value || value === lead.status) return;
        try {
          await update.mutateAsync({ status: value as LeadStatus });
          flash(t('portalLeads.statusSaved'), 'success');
        } catch (error) {
          flash(t('portalLeads.saveFailed', { message: errorMessage(error) }), 'error');
        }
      }}
      maw={260}
      data-testid="lead-status"
    />
  );
}

function NotesForm({ lead }: { lead: LandlordLeadDetail }) {
  const { t } = useTranslation();
  const update = useUpdateLead(lead.id);
  const [notes, setNotes] = useState(lead.notes);
  useEffect(() => setNotes(lead.notes), [lead.notes]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await update.mutateAsync({ notes });
      flash(t('portalLeads.notesSaved'), 'success');
    } catch {
      // The field shows the server's message.
    }
  };
  return (
    <Paper withBorder radius="md" p="md" component="form" onSubmit={submit} data-testid="lead-notes-form">
      <Stack gap="xs">
        <Textarea
          label={t('portalLeads.notes')}
          description={t('portalLeads.notesHint')}
          value={notes}
          onChange={(e) => setNotes(e.currentTarget.value)}
          maxLength={LEAD_NOTES_MAX}
          rows={3}
          error={fieldError(update.error, 'notes') ?? (update.isError ? errorMessage(update.error) : null)}
          data-testid="lead-notes"
        />
        <Group justify="flex-end">
          <Button type="submit" variant="default" loading={update.isPending} disabled={notes === lead.notes}>
            {t('portalLeads.saveNotes')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function DeleteLeadButton({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteLead(id);
  const confirm = () =>
    modals.openConfirmModal({
      title: t('portalLeads.deleteTitle'),
      children: <Text size="sm">{t('portalLeads.deleteBody')}</Text>,
      labels: { confirm: t('portalLeads.delete'), cancel: t('portalLeads.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'lead-delete-confirm' } as never,
      onConfirm: async () => {
        try {
          await remove.mutateAsync();
          flash(t('portalLeads.deleted'), 'success');
          await navigate('/portal/leads');
        } catch (error) {
          flash(t('portalLeads.saveFailed', { message: errorMessage(error) }), 'error');
        }
      },
    });
  return (
    <Button
      color="red"
      variant="light"
      leftSection={<IconTrash size={16} aria-hidden />}
      onClick={confirm}
      loading={remove.isPending}
      data-testid="lead-delete"
    >
      {t('portalLeads.delete')}
    </Button>
  );
}
