// The generic list screen: search, filters, sortable columns, pages, selection with bulk actions (confirmed
// first) and the CSV export of the filtered list. The state is the URL (use-list-params).
import { Anchor, Button, Checkbox, Group, Loader, Pagination, Paper, Stack, Table, Text } from '@mantine/core';
import { IconDownload, IconTable } from '@tabler/icons-react';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/api-client.ts';
import { EmptyState } from '../empty-state.tsx';
import { RetryAlert } from '../retry-alert.tsx';
import { exportCsv, useResourcePage } from './api.ts';
import './i18n/index.ts';
import { flash } from '../../lib/alerts.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { ScrollTable } from '../scroll-table.tsx';
import { BulkBar, SortableHeader } from './list-parts.tsx';
import { ListToolbar } from './list-toolbar.tsx';
import type { ResourceListView } from './types.ts';
import { useListParams } from './use-list-params.ts';

interface ResourceListProps<E extends { id: number }> {
  view: ResourceListView<E>;
  /** Buttons shown next to the export (e.g. Create), already filtered by permission. */
  actions?: ReactNode;
  /** Bulk actions this user may run (a subset of the view's). */
  allowedBulkActions?: readonly string[];
  testId?: string;
}

export function ResourceList<E extends { id: number }>({
  view,
  actions,
  allowedBulkActions,
  testId = 'resource-list',
}: ResourceListProps<E>) {
  const { t, i18n } = useTranslation();
  const filterNames = useMemo(() => (view.filters ?? []).map((f) => f.name), [view.filters]);
  const { params, query: urlQuery, update } = useListParams(view.defaultSort, filterNames);
  // By value: a view built at each render gives a new fixedQuery object each time.
  const fixed = JSON.stringify(view.fixedQuery ?? {});
  const query = useMemo(() => ({ ...urlQuery, ...JSON.parse(fixed) }), [urlQuery, fixed]);
  const page = useResourcePage<E>(view.apiPath, query);
  const [selected, setSelected] = useState<number[]>([]);
  const [exporting, setExporting] = useState(false);
  const bulkActions = (view.bulkActions ?? []).filter((a) => allowedBulkActions?.includes(a.action) ?? false);

  // A new page, filter or sort starts with nothing selected.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the query changes
  useEffect(() => setSelected([]), [query]);

  const rows = page.data?.data ?? [];
  const meta = page.data?.meta;
  const filtered = params.q !== '' || Object.values(params.filters).some(Boolean);

  const runExport = async () => {
    setExporting(true);
    try {
      const { page: _page, ...filters } = query;
      await exportCsv(view.apiPath, filters);
    } catch (error) {
      flash(t('resource.exportFailed', { message: errorMessage(error) }), 'error');
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="md" data-testid={testId}>
      <ListToolbar
        view={view}
        params={params}
        update={update}
        actions={actions}
        exportButton={
          view.exportable ? (
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              loading={exporting}
              onClick={runExport}
              data-testid={`${testId}-export`}
            >
              {t('resource.exportCsv')}
            </Button>
          ) : null
        }
      />

      {selected.length > 0 && bulkActions.length > 0 && (
        <BulkBar
          apiPath={view.apiPath}
          actions={bulkActions}
          selected={selected}
          onDone={() => setSelected([])}
          testId={testId}
        />
      )}

      {page.isError && !page.data ? (
        <RetryAlert message={t('resource.loadFailed')} onRetry={() => void page.refetch()} testId={`${testId}-error`} />
      ) : page.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text size="sm">{t('resource.loading')}</Text>
        </Group>
      ) : rows.length === 0 ? (
        <EmptyState
          icon={<IconTable size={32} aria-hidden />}
          title={t(filtered ? 'resource.emptyFiltered' : 'resource.empty')}
          testId={`${testId}-empty`}
        >
          {filtered && (
            <Button
              variant="light"
              onClick={() => update({ q: '', ...Object.fromEntries(filterNames.map((n) => [n, ''])) })}
            >
              {t('resource.clearFilters')}
            </Button>
          )}
        </EmptyState>
      ) : (
        <>
          <Text size="sm" c="dimmed" role="status" data-testid={`${testId}-count`}>
            {meta?.totalIsEstimate
              ? t('resource.countEstimate', { count: meta.total, formatParams: { count: { lng: i18n.language } } })
              : t('resource.count', { count: meta?.total ?? rows.length })}
          </Text>
          <Paper withBorder radius="md">
            <ScrollTable minWidth={640} label={t('resource.table')}>
              <Table
                striped
                highlightOnHover
                verticalSpacing="sm"
                aria-busy={page.isFetching}
                style={{ whiteSpace: 'nowrap' }}
              >
                <Table.Thead>
                  <Table.Tr>
                    {bulkActions.length > 0 && (
                      <Table.Th w={40}>
                        <Checkbox
                          aria-label={t('resource.selectAll')}
                          checked={selected.length === rows.length}
                          indeterminate={selected.length > 0 && selected.length < rows.length}
                          onChange={(e) => setSelected(e.currentTarget.checked ? rows.map((r) => r.id) : [])}
                        />
                      </Table.Th>
                    )}
                    {view.columns.map((column) => (
                      <SortableHeader
                        key={column.key}
                        label={column.label}
                        sortKey={column.sortable ? column.key : undefined}
                        sort={params.sort}
                        onSort={(sort) => update({ sort })}
                      />
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((record) => (
                    <Table.Tr key={record.id} data-testid={`${testId}-row`}>
                      {bulkActions.length > 0 && (
                        <Table.Td>
                          <Checkbox
                            aria-label={t('resource.selectRow', { label: view.recordLabel(record) })}
                            checked={selected.includes(record.id)}
                            onChange={(e) => {
                              const on = e.currentTarget.checked;
                              setSelected((s) => (on ? [...s, record.id] : s.filter((id) => id !== record.id)));
                            }}
                          />
                        </Table.Td>
                      )}
                      {view.columns.map((column, index) => {
                        const content = column.render
                          ? column.render(record)
                          : String((record as Record<string, unknown>)[column.key] ?? t('resource.none'));
                        return (
                          <Table.Td key={column.key}>
                            {index === 0 && view.recordPath ? (
                              <Anchor component={Link} to={view.recordPath(record)} fw={500}>
                                {content}
                              </Anchor>
                            ) : (
                              content
                            )}
                          </Table.Td>
                        );
                      })}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollTable>
          </Paper>
          {meta && meta.lastPage > 1 && (
            <Pagination
              total={meta.lastPage}
              value={params.page}
              onChange={(p) => update({ page: p })}
              getControlProps={(control) => ({ 'aria-label': `${t('resource.pagination')}: ${control}` })}
              getItemProps={(p) => ({ 'aria-label': String(p) })}
              aria-label={t('resource.pagination')}
            />
          )}
        </>
      )}
    </Stack>
  );
}
