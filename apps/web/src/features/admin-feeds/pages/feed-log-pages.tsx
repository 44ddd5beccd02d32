// /support/feed-logs: every feed with its last run (status, counts, when) and its failing streak, failing feeds
// first; /support/feed-logs/{feed_id}: the feed's runs, newest first, with counts, duration and source, each run's
// failed entries (line or element, reason), and the confirmation of a run the removal guard stopped.
import {
  Alert,
  Anchor,
  Badge,
  Card,
  Group,
  Pagination,
  SegmentedControl,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { FeedLog } from '@rentals/shared/resources/feeds';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../auth/index.ts';
import { useFeedLog, useFeedLogs } from '../api.ts';
import { RunStatusBadge } from '../components/run-status-badge.tsx';
import { formatDuration, RunsTable } from '../components/runs-table.tsx';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

function FailingBadge({ log }: { log: FeedLog }) {
  const { t } = useTranslation();
  if (!log.failing) return null;
  return (
    <Badge color="red" variant="filled" size="sm" data-testid="failing-badge">
      {t('adminFeeds.failing', { count: log.failingStreak })}
    </Badge>
  );
}

export function FeedLogsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page') ?? 1) || 1;
  const failing = params.get('failing') ?? '';
  const [text, setText] = useState(params.get('q') ?? '');
  const [q] = useDebouncedValue(text.trim(), 300);
  const logs = useFeedLogs({ page, q, failing });
  const set = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) v ? next.set(k, v) : next.delete(k);
    setParams(next, { replace: true });
  };
  const label = (key: string) => t(`adminFeeds.logs.${key}`);
  return (
    <PageFrame title={t('routes.feedLogs')}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={label('search')}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            if (page !== 1) set({ page: '' });
          }}
          w={240}
          data-testid="feed-logs-search"
        />
        <SegmentedControl
          aria-label={label('failingOnly')}
          value={failing === 'true' ? 'true' : ''}
          onChange={(value) => set({ failing: value, page: '' })}
          data={[
            { value: '', label: label('all') },
            { value: 'true', label: label('failingOnly') },
          ]}
        />
      </Group>
      {logs.isError && <Alert color="red">{errorMessage(logs.error)}</Alert>}
      {logs.isPending ? (
        <Stack gap="xs">
          <Skeleton h={36} />
          <Skeleton h={36} />
          <Skeleton h={36} />
        </Stack>
      ) : logs.data && logs.data.data.length === 0 ? (
        <Text c="dimmed">{label('empty')}</Text>
      ) : (
        logs.data && (
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="sm" striped data-testid="feed-logs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('adminFeeds.name')}</Table.Th>
                  <Table.Th>{t('adminFeeds.company')}</Table.Th>
                  <Table.Th>{t('adminFeeds.format')}</Table.Th>
                  <Table.Th>{t('adminFeeds.lastRun')}</Table.Th>
                  <Table.Th>{t('adminFeeds.status')}</Table.Th>
                  <Table.Th>
                    {label('added')} / {label('updated')} / {label('unchanged')} / {label('paused')} / {label('failed')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {logs.data.data.map((log) => (
                  <Table.Tr key={log.id} data-testid={`feed-log-${log.id}`}>
                    <Table.Td>
                      <Anchor component={Link} to={`/support/feed-logs/${log.id}`}>
                        {log.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{log.companyName}</Table.Td>
                    <Table.Td>{t(`adminFeeds.formats.${log.format}`)}</Table.Td>
                    <Table.Td>
                      {log.lastRun ? new Date(log.lastRun.startedAt ?? log.lastRun.createdAt).toLocaleString() : '—'}
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <RunStatusBadge status={log.lastRun?.status ?? null} />
                        <FailingBadge log={log} />
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      {log.lastRun
                        ? `${log.lastRun.added} / ${log.lastRun.updated} / ${log.lastRun.unchanged} / ${log.lastRun.paused} / ${log.lastRun.failed}`
                        : '—'}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )
      )}
      {logs.data && logs.data.meta.lastPage > 1 && (
        <Pagination total={logs.data.meta.lastPage} value={page} onChange={(p) => set({ page: String(p) })} />
      )}
    </PageFrame>
  );
}

export function FeedLogPage() {
  const { t } = useTranslation();
  const { feed_id: feedId = '' } = useParams();
  const [page, setPage] = useState(1);
  const log = useFeedLog(Number(feedId), page);
  const canDecide = useAuthStore((s) => Boolean(s.permissions.modifyFeeds));
  const feed = log.data?.feed;
  const label = (key: string) => t(`adminFeeds.logs.${key}`);
  return (
    <PageFrame title={feed ? `${t('routes.feedLogShow')}: ${feed.name}` : t('routes.feedLogShow')}>
      {log.isError && <Alert color="red">{errorMessage(log.error)}</Alert>}
      {log.isPending && <Skeleton h={120} />}
      {feed && (
        <Card withBorder>
          <Stack gap={4}>
            <Group gap="xs">
              <Text fw={600}>{feed.companyName}</Text>
              <Badge variant="outline">{t(`adminFeeds.formats.${feed.format}`)}</Badge>
              <Badge variant="outline">{t(`adminFeeds.schedules.${feed.schedule}`)}</Badge>
              {!feed.enabled && <Badge color="gray">{t('adminFeeds.disabled')}</Badge>}
              <FailingBadge log={feed} />
            </Group>
            <Text size="sm" style={{ wordBreak: 'break-all' }}>
              {label('feedUrl')}: {feed.url}
            </Text>
            {feed.lastRun && (
              <Text size="sm" c="dimmed">
                {t('adminFeeds.lastRun')}: {new Date(feed.lastRun.createdAt).toLocaleString()} ·{' '}
                {formatDuration(feed.lastRun.durationMs)}
              </Text>
            )}
          </Stack>
        </Card>
      )}
      {log.data && (
        <Stack gap="sm">
          <Text component="h2" fw={600} size="lg">
            {label('runs')}
          </Text>
          <RunsTable feedId={Number(feedId)} runs={log.data.runs.data} canDecide={canDecide} />
          {log.data.runs.meta.lastPage > 1 && (
            <Pagination total={log.data.runs.meta.lastPage} value={page} onChange={setPage} />
          )}
        </Stack>
      )}
    </PageFrame>
  );
}
