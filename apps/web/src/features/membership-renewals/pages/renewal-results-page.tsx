// /support/membership-renewal-results (?batch=id, the latest batch by default): the batch's bundle, who started
// it and when, its progress while it runs (read again every two seconds), its counts, and each company renewed
// or not and why (failed first), filtered by result and a page at a time; earlier batches chosen from a list.
import {
  Anchor,
  Badge,
  Button,
  Group,
  Pagination,
  Paper,
  Progress,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { RENEWAL_ITEM_STATUSES, type RenewalItemStatus } from '@rentals/shared/resources/membership-renewals';
import { IconRefresh } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { ScrollTable } from '../../../components/scroll-table.tsx';
import { useRenewalBatch, useRenewalBatches } from '../api.ts';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

const STATUS_COLORS: Record<RenewalItemStatus, string> = { pending: 'gray', renewed: 'green.9', failed: 'red.9' };

export function MembershipRenewalResultsPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const batchParam = Number.parseInt(params.get('batch') ?? '', 10);
  const batchId = Number.isInteger(batchParam) && batchParam > 0 ? batchParam : null;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const statusParam = params.get('status') as RenewalItemStatus | null;
  const status = statusParam && RENEWAL_ITEM_STATUSES.includes(statusParam) ? statusParam : null;
  const detail = useRenewalBatch(batchId, page, status);
  const batches = useRenewalBatches();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });

  const update = (next: Record<string, string | null>) => {
    const merged: Record<string, string> = {};
    const values = { batch: batchId ? String(batchId) : null, status, ...next };
    for (const [key, value] of Object.entries(values)) if (value) merged[key] = value;
    setParams(merged, { replace: true });
  };

  let content: React.ReactNode;
  if (detail.isPending) {
    content = (
      <Stack gap="sm" aria-busy="true">
        <VisuallyHidden role="status">{t('membershipRenewalResults.loading')}</VisuallyHidden>
        <Skeleton h={80} />
        <Skeleton h={200} />
      </Stack>
    );
  } else if (detail.isError) {
    content = (
      <RetryAlert
        message={t('membershipRenewalResults.loadFailed')}
        onRetry={() => void detail.refetch()}
        testId="results-error"
      />
    );
  } else if (!detail.data.batch) {
    content = (
      <EmptyState
        icon={<IconRefresh size={32} aria-hidden />}
        title={t('membershipRenewalResults.none.title')}
        testId="results-empty"
      >
        <Text>{t('membershipRenewalResults.none.body')}</Text>
        <Button component={Link} to="/support/membership-renewal">
          {t('membershipRenewalResults.none.action')}
        </Button>
      </EmptyState>
    );
  } else {
    const { batch, items } = detail.data;
    const done = batch.renewed + batch.failed;
    content = (
      <Stack gap="md" data-testid="results-batch">
        <Group gap="sm" wrap="wrap">
          <Text data-testid="results-summary">
            {t('membershipRenewalResults.summary', {
              id: batch.id,
              bundle: batch.bundleName,
              date: date.format(new Date(batch.createdAt)),
              by: batch.createdBy ?? t('membershipRenewalResults.system'),
            })}
          </Text>
          <Badge variant="light" color={batch.status === 'done' ? 'green.9' : 'blue'} data-testid="results-status">
            {t(`membershipRenewalResults.status.${batch.status}`)}
          </Badge>
        </Group>
        {batch.status !== 'done' && (
          <Stack gap={4}>
            <Progress value={batch.total ? (done / batch.total) * 100 : 0} aria-hidden animated />
            <Text size="sm" role="status">
              {t('membershipRenewalResults.progress', { done, total: batch.total })}
            </Text>
          </Stack>
        )}
        <SimpleGrid component="dl" cols={{ base: 1, xs: 3 }} spacing="sm" m={0}>
          {(['total', 'renewed', 'failed'] as const).map((key) => (
            <Paper key={key} withBorder radius="md" p="md">
              <Text component="dt" size="sm" c="dimmed">
                {t(`membershipRenewalResults.counts.${key}`)}
              </Text>
              <Text component="dd" m={0} fz={28} fw={700} data-testid={`results-count-${key}`}>
                {batch[key]}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="results-filter-label">
            {t('membershipRenewalResults.filter')}
          </Text>
          <SegmentedControl
            aria-labelledby="results-filter-label"
            value={status ?? 'all'}
            onChange={(value) => update({ status: value === 'all' ? null : value })}
            data={(['all', 'failed', 'renewed', 'pending'] as const).map((value) => ({
              value,
              label: t(`membershipRenewalResults.filters.${value}`),
            }))}
            style={{ alignSelf: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}
            data-testid="results-filter"
          />
        </Stack>
        <Paper withBorder radius="md" style={{ opacity: detail.isPlaceholderData ? 0.6 : 1 }}>
          <ScrollTable minWidth={640} label={t('membershipRenewalResults.table.label')}>
            <Table striped verticalSpacing="sm" data-testid="results-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('membershipRenewalResults.table.company')}</Table.Th>
                  <Table.Th scope="col">{t('membershipRenewalResults.table.status')}</Table.Th>
                  <Table.Th scope="col">{t('membershipRenewalResults.table.reason')}</Table.Th>
                  <Table.Th scope="col">{t('membershipRenewalResults.table.expiresAfter')}</Table.Th>
                  <Table.Th scope="col">{t('membershipRenewalResults.table.order')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.data.map((item) => (
                  <Table.Tr key={item.id} data-testid="results-row">
                    <Table.Th scope="row" fw={400}>
                      {item.companyId ? (
                        <Anchor component={Link} to={`/support/company/${item.companyId}`}>
                          {item.companyName}
                        </Anchor>
                      ) : (
                        item.companyName
                      )}
                    </Table.Th>
                    <Table.Td>
                      <Badge variant="light" color={STATUS_COLORS[item.status]}>
                        {t(`membershipRenewalResults.itemStatus.${item.status}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{item.reasonText ?? '—'}</Table.Td>
                    <Table.Td>{item.expiresAfter ? day.format(new Date(item.expiresAfter)) : '—'}</Table.Td>
                    <Table.Td>{item.orderId ? `#${item.orderId}` : '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        </Paper>
        {items.meta.lastPage > 1 && (
          <Pagination
            total={items.meta.lastPage}
            value={items.meta.currentPage}
            onChange={(next) => update({ page: String(next) })}
            size="sm"
            aria-label={t('membershipRenewalResults.table.pages')}
            getControlProps={(control) => ({
              'aria-label': `${t('membershipRenewalResults.table.pages')}: ${control}`,
            })}
          />
        )}
      </Stack>
    );
  }

  const batchOptions = (batches.data?.data ?? []).map((b) => ({
    value: String(b.id),
    label: t('membershipRenewalResults.batchOption', {
      id: b.id,
      date: date.format(new Date(b.createdAt)),
      bundle: b.bundleName,
    }),
  }));
  const shownId = detail.data?.batch?.id ?? null;

  return (
    <PageFrame
      title={t('routes.membershipRenewalResults')}
      actions={
        <Button component={Link} to="/support/membership-renewal" variant="default">
          {t('membershipRenewalResults.back')}
        </Button>
      }
    >
      <Text c="dimmed">{t('membershipRenewalResults.intro')}</Text>
      {batchOptions.length > 1 && (
        <Group>
          <Select
            label={t('membershipRenewalResults.batch')}
            data={batchOptions}
            value={shownId ? String(shownId) : null}
            onChange={(value) => value && setParams({ batch: value }, { replace: true })}
            allowDeselect={false}
            w={{ base: '100%', xs: 420 }}
            data-testid="results-batch-select"
          />
        </Group>
      )}
      {content}
    </PageFrame>
  );
}
