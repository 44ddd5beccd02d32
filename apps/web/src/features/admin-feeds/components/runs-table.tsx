// A feed's runs, newest first: when, source, status, the counts and the duration; each run's failed entries open
// below it (paged); a run the removal guard stopped offers Confirm (asks first) and Cancel to who may modify feeds.
import { Alert, Anchor, Badge, Button, Group, Pagination, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { FeedRun } from '@rentals/shared/resources/feeds';
import { Fragment, useState } from 'react';
import { flash } from '../../../lib/alerts.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDecideRun, useRunFailures } from '../api.ts';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { RunStatusBadge } from './run-status-badge.tsx';

export const formatDuration = (ms: number | null) => {
  if (ms === null) return '—';
  if (ms < 1000) return `${ms} ms`;
  const seconds = Math.round(ms / 100) / 10;
  return seconds < 120 ? `${seconds} s` : `${Math.round(seconds / 60)} min`;
};

function Failures({ feedId, runId }: { feedId: number; runId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const failures = useRunFailures(feedId, runId, page);
  if (failures.isError) return <Alert color="red">{errorMessage(failures.error)}</Alert>;
  if (!failures.data) return <Text size="sm">…</Text>;
  if (failures.data.data.length === 0) return <Text size="sm">{t('adminFeeds.logs.noFailures')}</Text>;
  return (
    <Stack gap="xs" data-testid={`failures-${runId}`}>
      <Table.ScrollContainer minWidth={480}>
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('adminFeeds.logs.position')}</Table.Th>
              <Table.Th>{t('adminFeeds.logs.externalId')}</Table.Th>
              <Table.Th>{t('adminFeeds.logs.reason')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {failures.data.data.map((f) => (
              <Table.Tr key={f.id}>
                <Table.Td>{f.position}</Table.Td>
                <Table.Td>{f.externalId ?? '—'}</Table.Td>
                <Table.Td>{f.reason}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {failures.data.meta.lastPage > 1 && (
        <Pagination size="sm" total={failures.data.meta.lastPage} value={page} onChange={setPage} />
      )}
    </Stack>
  );
}

function Decision({ feedId, run }: { feedId: number; run: FeedRun }) {
  const { t } = useTranslation();
  const decide = useDecideRun(feedId);
  const count = run.pendingPause ?? 0;
  const act = async (decision: 'confirm' | 'cancel') => {
    try {
      const answer = await decide.mutateAsync({ runId: run.id, decision });
      flash(
        decision === 'confirm'
          ? t('adminFeeds.logs.confirmed', { count: answer.run.paused })
          : t('adminFeeds.logs.cancelled'),
        'success',
      );
    } catch (error) {
      flash(errorMessage(error), 'error');
    }
  };
  return (
    <Alert color="orange" title={t('adminFeeds.statuses.awaiting-confirmation')} data-testid={`awaiting-${run.id}`}>
      <Stack gap="xs">
        <Text size="sm">{t('adminFeeds.logs.awaiting', { count })}</Text>
        <Group gap="xs">
          <Button
            size="xs"
            color="orange"
            loading={decide.isPending}
            onClick={() =>
              modals.openConfirmModal({
                title: t('adminFeeds.logs.confirmTitle', { count }),
                children: t('adminFeeds.logs.confirmBody'),
                labels: { confirm: t('adminFeeds.logs.confirm'), cancel: t('adminFeeds.cancel') },
                confirmProps: { color: 'orange', 'data-testid': 'confirm-run' } as never,
                onConfirm: () => act('confirm'),
              })
            }
          >
            {t('adminFeeds.logs.confirm')}
          </Button>
          <Button size="xs" variant="default" loading={decide.isPending} onClick={() => act('cancel')}>
            {t('adminFeeds.logs.cancelRun')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

export function RunsTable({ feedId, runs, canDecide }: { feedId: number; runs: FeedRun[]; canDecide: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  const label = (key: string) => t(`adminFeeds.logs.${key}`);
  if (runs.length === 0) return <Text c="dimmed">{label('emptyRuns')}</Text>;
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="xs" data-testid="runs-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{label('started')}</Table.Th>
            <Table.Th>{label('source')}</Table.Th>
            <Table.Th>{t('adminFeeds.status')}</Table.Th>
            <Table.Th>{label('added')}</Table.Th>
            <Table.Th>{label('updated')}</Table.Th>
            <Table.Th>{label('unchanged')}</Table.Th>
            <Table.Th>{label('paused')}</Table.Th>
            <Table.Th>{label('failed')}</Table.Th>
            <Table.Th>{label('duration')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {runs.map((run) => (
            <Fragment key={run.id}>
              <Table.Tr data-testid={`run-${run.id}`}>
                <Table.Td>{new Date(run.startedAt ?? run.createdAt).toLocaleString()}</Table.Td>
                <Table.Td>
                  {label(`sources.${run.source}`)}{' '}
                  {run.dryRun && (
                    <Badge size="xs" variant="outline">
                      {label('dry')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  <RunStatusBadge status={run.status} />
                </Table.Td>
                <Table.Td data-testid="count-added">{run.added}</Table.Td>
                <Table.Td data-testid="count-updated">{run.updated}</Table.Td>
                <Table.Td data-testid="count-unchanged">{run.unchanged}</Table.Td>
                <Table.Td data-testid="count-paused">{run.paused}</Table.Td>
                <Table.Td data-testid="count-failed">
                  {run.failed > 0 ? (
                    <Anchor
                      component="button"
                      type="button"
                      onClick={() => setOpen(open === run.id ? null : run.id)}
                      aria-expanded={open === run.id}
                      aria-label={`${open === run.id ? label('hideFailures') : label('showFailures')} (${run.failed})`}
                    >
                      {run.failed}
                    </Anchor>
                  ) : (
                    0
                  )}
                </Table.Td>
                <Table.Td>{formatDuration(run.durationMs)}</Table.Td>
              </Table.Tr>
              {(run.error || run.status === 'awaiting-confirmation' || open === run.id) && (
                <Table.Tr>
                  <Table.Td colSpan={9}>
                    <Stack gap="xs">
                      {run.error && run.status !== 'awaiting-confirmation' && (
                        <Text size="sm" c={run.status === 'failed' ? 'red' : 'dimmed'}>
                          {run.error}
                        </Text>
                      )}
                      {run.status === 'awaiting-confirmation' &&
                        (canDecide ? (
                          <Decision feedId={feedId} run={run} />
                        ) : (
                          <Text size="sm">{t('adminFeeds.logs.awaiting', { count: run.pendingPause ?? 0 })}</Text>
                        ))}
                      {open === run.id && <Failures feedId={feedId} runId={run.id} />}
                    </Stack>
                  </Table.Td>
                </Table.Tr>
              )}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
