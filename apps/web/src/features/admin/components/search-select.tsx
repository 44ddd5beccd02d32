// A select whose options the server finds as the user types (companies, cities, landlords): debounced, at
// least `minChars` characters, the server's order kept. The picked option's label is handed back with its
// value, so a caller can keep it (in the URL) and show it again before any search.
import { Loader, Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/index.ts';

export interface SearchOption {
  value: string;
  label: string;
}

interface SearchSelectProps {
  label: string;
  placeholder?: string;
  value: string | null;
  /** The label of `value` when the loaded options do not hold it (after a reload). */
  valueLabel?: string;
  onChange: (value: string | null, label: string | null) => void;
  /** The options matching `q`; the query key names what is searched. */
  load: (q: string, signal: AbortSignal) => Promise<SearchOption[]>;
  queryKey: readonly unknown[];
  minChars?: number;
  w?: SelectProps['w'];
  error?: string | null;
  testId?: string;
}

export function SearchSelect({
  label,
  placeholder,
  value,
  valueLabel,
  onChange,
  load,
  queryKey,
  minChars = 1,
  w,
  error,
  testId,
}: SearchSelectProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const enabled = q.length >= minChars && q !== valueLabel;
  const options = useQuery({
    queryKey: [...queryKey, q],
    queryFn: ({ signal }) => load(q, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
  const found = enabled ? (options.data ?? []) : [];
  const data =
    value && valueLabel && !found.some((o) => o.value === value) ? [{ value, label: valueLabel }, ...found] : found;

  return (
    <Select
      label={label}
      placeholder={placeholder ?? t('admin.search.placeholder')}
      data={data}
      value={value}
      onChange={(next, option) => onChange(next, option?.label ?? null)}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server has filtered (by more than the label: emails, provinces); keep its answer as it is.
      filter={({ options: all }) => all}
      nothingFoundMessage={
        q.length < minChars
          ? t('admin.search.typeMore', { count: minChars })
          : options.isFetching
            ? t('resource.loading')
            : t('admin.search.nothingFound')
      }
      rightSection={options.isFetching ? <Loader size={14} /> : undefined}
      clearable
      w={w}
      error={error}
      data-testid={testId}
    />
  );
}
