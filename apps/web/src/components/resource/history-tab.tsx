// A record's History tab: its audit events, newest first, each with who, when and the fields that changed.

import { Badge, Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import type { AuditEvent } from '@rentals/shared/resources/audit-events';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/index.ts';
import { RetryAlert } from '../retry-alert.tsx';
import { ScrollTable } from '../scroll-table.tsx';
import { useResourceHistory } from './api.ts';

const show = (value: unknown) =>
  value === null || value === undefined ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** The landlord's own writes of their listing (the portal's audit resource, apps/api listing-audit.ts). */
const LANDLORD_AUDIT_RESOURCES = ['landlord-listings'];
const byLandlord = (event: AuditEvent) => LANDLORD_AUDIT_RESOURCES.includes(event.resource);

/** "Name (email)", or whichever of the two is known. */
const actorOf = (event: AuditEvent) =>
  event.actorName && event.actorEmail
    ? `${event.actorName} (${event.actorEmail})`
    : (event.actorName ?? event.actorEmail ?? '—');

export function HistoryTab({ apiPath, id }: { apiPath: string; id: number | string }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const history = useResourceHistory(apiPath, id, page);

  if (history.isError) return <RetryAlert message={t('resource.loadFailed')} onRetry={() => void history.refetch()} />;
  if (history.isPending) return <Loader size="sm" role="status" aria-label={t('resource.loading')} />;
  const events = history.data.data;
  if (events.length === 0) return <Text c="dimmed">{t('resource.historyEmpty')}</Text>;

  return (
    <Stack gap="lg" data-testid="history">
      {events.map((event) => (
        <Stack key={event.id} gap={6} data-testid="history-event">
          <Group gap="xs">
            <Badge variant="light">{event.action}</Badge>
            {byLandlord(event) ? (
              <>
                <Badge variant="outline" color="grape">
                  {t('resource.landlordEdit')}
                </Badge>
                <Text size="sm">{t('resource.historyByLandlord', { actor: actorOf(event) })}</Text>
              </>
            ) : (
              <Text size="sm">{t('resource.historyBy', { actor: event.actorEmail ?? t('resource.system') })}</Text>
            )}
            <Text size="sm" c="dimmed">
              {new Date(event.occurredAt).toLocaleString(i18n.language)}
            </Text>
          </Group>
          {Object.keys(event.changes).length > 0 && (
            <ScrollTable minWidth={480} label={t('resource.history')}>
              <Table withTableBorder fz="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('resource.field')}</Table.Th>
                    <Table.Th>{t('resource.before')}</Table.Th>
                    <Table.Th>{t('resource.after')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {Object.entries(event.changes).map(([field, change]) => (
                    <Table.Tr key={field}>
                      <Table.Td>{field}</Table.Td>
                      <Table.Td style={{ wordBreak: 'break-word' }}>{show(change.old)}</Table.Td>
                      <Table.Td style={{ wordBreak: 'break-word' }}>{show(change.new)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollTable>
          )}
        </Stack>
      ))}
      <Group gap="sm">
        {page > 1 && (
          <Button variant="default" size="xs" onClick={() => setPage(page - 1)}>
            ←
          </Button>
        )}
        {history.data.meta.lastPage > page && (
          <Button variant="default" size="xs" onClick={() => setPage(page + 1)}>
            →
          </Button>
        )}
      </Group>
    </Stack>
  );
}
