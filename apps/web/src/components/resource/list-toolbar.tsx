// The resource list's toolbar: the search box, the declared filters, and the export and page actions.
import { Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { Fragment, type ReactNode, useEffect, useState } from 'react';
import './i18n/index.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import type { ResourceListView } from './types.ts';
import type { useListParams } from './use-list-params.ts';

export function ListToolbar<E extends { id: number }>({
  view,
  params,
  update,
  actions,
  exportButton,
}: {
  view: ResourceListView<E>;
  params: ReturnType<typeof useListParams>['params'];
  update: ReturnType<typeof useListParams>['update'];
  actions?: ReactNode;
  exportButton: ReactNode;
}) {
  const { t } = useTranslation();
  const [q, setQ] = useState(params.q);
  const search = useDebouncedCallback((value: string) => update({ q: value.trim() }), 350);
  // The URL's q changed (Enter, Clear filters, back): a search still waiting to fire must not bring the old one back.
  useEffect(() => {
    search.cancel();
    setQ(params.q);
  }, [params.q, search]);

  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        {view.searchable !== false && (
          <TextInput
            label={t('resource.search')}
            placeholder={t('resource.searchPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={q}
            onChange={(e) => {
              setQ(e.currentTarget.value);
              search(e.currentTarget.value);
            }}
            onKeyDown={(e) => e.key === 'Enter' && update({ q: q.trim() })}
            w={260}
            data-testid="resource-search"
          />
        )}
        {(view.filters ?? []).map((filter) =>
          filter.type === 'custom' ? (
            <Fragment key={filter.name}>{filter.render?.(params.filters[filter.name] ?? '', update)}</Fragment>
          ) : filter.type === 'select' ? (
            <Select
              key={filter.name}
              label={filter.label}
              placeholder={t('resource.any')}
              data={filter.options ?? []}
              value={params.filters[filter.name] || null}
              onChange={(value) => update({ [filter.name]: value ?? '' })}
              clearable
              w={180}
              data-testid={`filter-${filter.name}`}
            />
          ) : (
            <TextInput
              key={filter.name}
              type="date"
              label={filter.label}
              value={params.filters[filter.name] ?? ''}
              onChange={(e) => update({ [filter.name]: e.currentTarget.value })}
              w={170}
              data-testid={`filter-${filter.name}`}
            />
          ),
        )}
      </Group>
      <Group gap="sm">
        {exportButton}
        {actions}
      </Group>
    </Group>
  );
}
