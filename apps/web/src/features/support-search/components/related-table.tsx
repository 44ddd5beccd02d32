// A detail page's list of related records (a user's listings, a listing's reports): a small table that scrolls
// sideways on a phone, "None." when empty, and "the latest N of M" when the page shows only the newest.
import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ScrollTable } from '../../../components/scroll-table.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';

export interface RelatedColumn<R> {
  label: string;
  render: (row: R) => ReactNode;
}

export function RelatedTable<R>({
  label,
  rows,
  columns,
  total,
  rowKey,
  testId,
}: {
  label: string;
  rows: R[];
  columns: RelatedColumn<R>[];
  total?: number;
  rowKey: (row: R, index: number) => string | number;
  testId?: string;
}) {
  const { t } = useTranslation();
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid={testId}>
        {t('supportSearch.empty')}
      </Text>
    );
  }
  return (
    <div data-testid={testId}>
      <ScrollTable minWidth={520} label={label}>
        <Table striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.label}>{column.label}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => (
              <Table.Tr key={rowKey(row, index)}>
                {columns.map((column) => (
                  <Table.Td key={column.label}>{column.render(row)}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      {total !== undefined && total > rows.length && (
        <Text size="xs" c="dimmed" mt="xs">
          {t('supportSearch.more', { shown: rows.length, total })}
        </Text>
      )}
    </div>
  );
}
