// An import's preview tables: its first rows, and every problem a page at a time, filtered by kind.
import { Group, Pagination, SegmentedControl, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { ACCOUNT_IMPORT_COLUMN_NAMES } from '@rentals/shared/resources/account-import';
import { useState } from 'react';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { ScrollTable } from '../../../components/scroll-table.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useImportProblems } from '../api.ts';

export function SampleTable({ rows }: { rows: Record<string, string>[] }) {
  const { t } = useTranslation();
  const columns = ACCOUNT_IMPORT_COLUMN_NAMES.filter((c) => rows.some((r) => c in r));
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('accountImport.sample')}
      </Title>
      <ScrollTable minWidth={720} label={t('accountImport.sample')}>
        <Table striped data-testid="import-sample">
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={c}>{c}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the rows of a file, in their order
              <Table.Tr key={i}>
                {columns.map((c) => (
                  <Table.Td key={c}>{row[c]}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    </Stack>
  );
}

export function ProblemsTable({ id, total }: { id: number; total: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [severity, setSeverity] = useState<'all' | 'error' | 'skip'>('all');
  const problems = useImportProblems(id, page, severity === 'all' ? null : severity);

  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h4">
          {t('accountImport.problems')}
        </Title>
        {total > 0 && (
          <SegmentedControl
            aria-label={t('accountImport.problems')}
            value={severity}
            onChange={(value) => {
              setSeverity(value as typeof severity);
              setPage(1);
            }}
            data={[
              { value: 'all', label: t('accountImport.problemsAll') },
              { value: 'error', label: t('accountImport.problemsErrors') },
              { value: 'skip', label: t('accountImport.problemsSkips') },
            ]}
          />
        )}
      </Group>
      {problems.isPending ? (
        <Skeleton h={120} aria-busy="true" />
      ) : problems.isError ? (
        <RetryAlert message={t('accountImport.loadFailed')} onRetry={() => void problems.refetch()} />
      ) : problems.data.meta.total === 0 ? (
        <Text c="dimmed" data-testid="import-no-problems">
          {t('accountImport.noProblems')}
        </Text>
      ) : (
        <>
          <ScrollTable minWidth={560} label={t('accountImport.problems')}>
            <Table striped data-testid="import-problems">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={70}>{t('accountImport.line')}</Table.Th>
                  <Table.Th w={140}>{t('accountImport.column')}</Table.Th>
                  <Table.Th>{t('accountImport.problem')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {problems.data.data.map((p) => (
                  <Table.Tr key={p.id} data-testid="import-problem">
                    <Table.Td>{p.line}</Table.Td>
                    <Table.Td>{p.column ?? '—'}</Table.Td>
                    <Table.Td>
                      <Text size="sm" c={p.severity === 'error' ? 'red.9' : undefined}>
                        {p.message}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
          {problems.data.meta.lastPage > 1 && (
            <Pagination total={problems.data.meta.lastPage} value={page} onChange={setPage} />
          )}
        </>
      )}
    </Stack>
  );
}
