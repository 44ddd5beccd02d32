// The feed's company, searched by name as the user types (GET admin/companies?q=); the picked company's name is
// kept so it shows before any search (the edit form starts with it).
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Paged } from '@rentals/shared/pagination';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../lib/api-client.ts';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

interface CompanySelectProps {
  value: string;
  initialLabel?: string;
  onChange: (value: string) => void;
  error?: React.ReactNode;
}

export function CompanySelect({ value, initialLabel, onChange, error }: CompanySelectProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<{ value: string; label: string } | null>(
    value && initialLabel ? { value, label: initialLabel } : null,
  );
  const [q] = useDebouncedValue(search.trim(), 300);
  const options = useQuery({
    queryKey: ['admin/companies', 'feed-picker', q],
    queryFn: ({ signal }) =>
      api.get<Paged<{ id: number; name: string }>>('admin/companies', {
        query: { q, perPage: 20, sort: 'name' },
        signal,
      }),
    enabled: q.length > 0 && q !== picked?.label,
    placeholderData: keepPreviousData,
  });
  const data = (options.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  if (picked && !data.some((o) => o.value === picked.value)) data.unshift(picked);
  return (
    <Select
      label={t('adminFeeds.company')}
      placeholder={t('adminFeeds.companyPlaceholder')}
      withAsterisk
      searchable
      clearable
      data={data}
      value={value || null}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(next, option) => {
        setPicked(next && option ? { value: next, label: option.label } : null);
        onChange(next ?? '');
      }}
      filter={({ options: all }) => all}
      nothingFoundMessage={q && !options.isFetching ? '—' : undefined}
      error={error}
      data-testid="field-companyId"
    />
  );
}
