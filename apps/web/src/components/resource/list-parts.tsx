// Small parts of the resource list: a column header that sorts, and the bar of bulk actions on the selected rows.
import { Button, Group, Paper, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import { errorMessage } from '../../lib/api-client.ts';
import { useBulkAction } from './api.ts';
import './i18n/index.ts';
import { flash } from '../../lib/alerts.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import type { ResourceBulkAction } from './types.ts';

export function SortableHeader({
  label,
  sortKey,
  sort,
  onSort,
}: {
  label: string;
  sortKey?: string;
  sort: string;
  onSort: (sort: string) => void;
}) {
  const { t } = useTranslation();
  if (!sortKey) return <Table.Th>{label}</Table.Th>;
  const direction = sort === sortKey ? 'ascending' : sort === `-${sortKey}` ? 'descending' : 'none';
  const Icon = direction === 'ascending' ? IconArrowUp : direction === 'descending' ? IconArrowDown : IconSelector;
  return (
    <Table.Th aria-sort={direction}>
      <UnstyledButton
        onClick={() => onSort(direction === 'ascending' ? `-${sortKey}` : sortKey)}
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4, fontWeight: 700 }}
      >
        {label}
        <Icon size={14} aria-hidden />
        <VisuallyHidden>{t('resource.sortBy', { column: label })}</VisuallyHidden>
      </UnstyledButton>
    </Table.Th>
  );
}

export function BulkBar({
  apiPath,
  actions,
  selected,
  onDone,
  testId,
}: {
  apiPath: string;
  actions: ResourceBulkAction[];
  selected: number[];
  onDone: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const bulk = useBulkAction(apiPath);

  const confirm = (action: ResourceBulkAction) =>
    modals.openConfirmModal({
      title: t('resource.bulkConfirmTitle', { action: action.label, count: selected.length }),
      children: <Text size="sm">{t('resource.bulkConfirm', { count: selected.length })}</Text>,
      labels: { confirm: t('resource.confirm'), cancel: t('resource.cancel') },
      confirmProps: { color: action.color, 'data-testid': 'bulk-confirm' } as never,
      onConfirm: async () => {
        try {
          const result = await bulk.mutateAsync({ action: action.action, ids: selected });
          const lines = [
            t('resource.bulkDone', { action: action.label, done: result.done.length, total: selected.length }),
            ...result.refused.map((r) => t('resource.bulkRefused', { id: r.id, message: r.message })),
          ];
          flash(lines.join(' '), result.refused.length ? 'warning' : 'success');
          onDone();
        } catch (error) {
          flash(errorMessage(error), 'error');
        }
      },
    });

  return (
    <Paper withBorder p="xs" radius="md" data-testid={`${testId}-bulk`}>
      <Group gap="sm">
        <Text size="sm" fw={500}>
          {t('resource.selected', { count: selected.length })}
        </Text>
        {actions.map((action) => (
          <Button
            key={action.action}
            size="xs"
            color={action.color}
            variant="light"
            loading={bulk.isPending}
            onClick={() => confirm(action)}
            data-testid={`bulk-${action.action}`}
          >
            {action.label}
          </Button>
        ))}
        <Button size="xs" variant="subtle" onClick={onDone}>
          {t('resource.clearSelection')}
        </Button>
      </Group>
    </Paper>
  );
}
