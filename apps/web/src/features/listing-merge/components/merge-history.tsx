// The company's past merges, each undone after a confirmation while its undo window is open.
import { Anchor, Badge, Button, Group, Loader, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ListingMerge } from '@rentals/shared/resources/listing-merge';
import { IconArrowBackUp, IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { ScrollTable } from '../../../components/scroll-table.tsx';
import { flash } from '../../../lib/alerts.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useMergeHistory, useUndoMerge } from '../api.ts';
import { day } from './merge-format.ts';

export function UndoState({ merge, onUndo, busy }: { merge: ListingMerge; onUndo: () => void; busy: boolean }) {
  const { t, i18n } = useTranslation();
  if (merge.undoneAt) {
    return (
      <Badge variant="light" color="gray">
        {t('listingMerge.undoneOn', { date: day(merge.undoneAt, i18n.language) })}
      </Badge>
    );
  }
  if (!merge.undoable) {
    return (
      <Text size="sm" c="dimmed">
        {t('listingMerge.undoExpired')}
      </Text>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs"
        variant="light"
        color="orange"
        leftSection={<IconArrowBackUp size={14} aria-hidden />}
        onClick={onUndo}
        loading={busy}
        aria-label={t('listingMerge.undoAria', { kept: merge.kept.id, merged: merge.merged.id })}
        data-testid="undo-button"
      >
        {t('listingMerge.undo')}
      </Button>
      <Text size="xs" c="dimmed">
        {t('listingMerge.undoUntil', { date: day(merge.undoUntil, i18n.language) })}
      </Text>
    </Group>
  );
}

export function History({ companyId }: { companyId: string }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const history = useMergeHistory(companyId, page);
  const undoMerge = useUndoMerge(companyId);
  const [undoing, setUndoing] = useState<number | null>(null);

  const confirmUndo = (merge: ListingMerge) =>
    modals.openConfirmModal({
      title: t('listingMerge.undoTitle'),
      children: (
        <Text size="sm">
          {t('listingMerge.undoBody', {
            kept: merge.kept.id,
            merged: merge.merged.id,
            mergedTitle: merge.merged.title,
          })}
        </Text>
      ),
      labels: { confirm: t('listingMerge.undo'), cancel: t('listingMerge.cancel') },
      confirmProps: { color: 'orange', 'data-testid': 'undo-confirm' } as never,
      onConfirm: async () => {
        setUndoing(merge.id);
        try {
          flash((await undoMerge.mutateAsync(merge.id)).message, 'success');
        } catch (error) {
          flash(errorMessage(error), 'error');
        } finally {
          setUndoing(null);
        }
      },
    });

  const data = history.data;
  const listingLink = (listing: { id: number; title: string }) => (
    <Anchor component={Link} to={`/support/listing/${listing.id}`} size="sm">
      #{listing.id} {listing.title}
    </Anchor>
  );
  return (
    <Stack gap="sm" component="section" aria-labelledby="merge-history-heading">
      <Title order={2} size="h3" id="merge-history-heading">
        <Group gap={6} component="span">
          <IconHistory size={20} aria-hidden />
          {t('listingMerge.history')}
        </Group>
      </Title>
      {history.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text size="sm">{t('listingMerge.loadingHistory')}</Text>
        </Group>
      ) : history.isError ? (
        <RetryAlert
          title={t('listingMerge.historyFailed')}
          message={errorMessage(history.error)}
          onRetry={() => void history.refetch()}
        />
      ) : data && data.data.length === 0 ? (
        <EmptyState
          icon={<IconHistory size={28} aria-hidden />}
          title={t('listingMerge.noHistory')}
          testId="no-history"
        >
          <Text size="sm">{t('listingMerge.noHistoryBody')}</Text>
        </EmptyState>
      ) : (
        data && (
          <>
            <ScrollTable minWidth={820} label={t('listingMerge.historyLabel')}>
              <Table verticalSpacing="xs" striped data-testid="merge-history">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('listingMerge.when')}</Table.Th>
                    <Table.Th>{t('listingMerge.keptListing')}</Table.Th>
                    <Table.Th>{t('listingMerge.mergedListing')}</Table.Th>
                    <Table.Th>{t('listingMerge.moved')}</Table.Th>
                    <Table.Th>{t('listingMerge.by')}</Table.Th>
                    <Table.Th>{t('listingMerge.state')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.data.map((merge) => (
                    <Table.Tr key={merge.id} data-testid="merge-history-row">
                      <Table.Td>{new Date(merge.createdAt).toLocaleString(i18n.language)}</Table.Td>
                      <Table.Td>{listingLink(merge.kept)}</Table.Td>
                      <Table.Td>{listingLink(merge.merged)}</Table.Td>
                      <Table.Td>
                        <Text size="sm">{t('listingMerge.movedValue', merge.moved)}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{merge.actorEmail ?? t('listingMerge.system')}</Text>
                      </Table.Td>
                      <Table.Td>
                        <UndoState merge={merge} busy={undoing === merge.id} onUndo={() => confirmUndo(merge)} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollTable>
            {data.meta.lastPage > 1 && (
              <Pagination
                total={data.meta.lastPage}
                value={data.meta.currentPage}
                onChange={setPage}
                getControlProps={(control) => ({ 'aria-label': t(`listingMerge.pages.${control}`) })}
                getItemProps={(page) => ({ 'aria-label': t('listingMerge.pages.page', { page }) })}
                aria-label={t('listingMerge.history')}
              />
            )}
          </>
        )
      )}
    </Stack>
  );
}
