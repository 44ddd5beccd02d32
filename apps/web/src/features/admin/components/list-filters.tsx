// Filters of the back-office lists that a plain select cannot be: free text (a company's city), a company
// found by name, a city found by name. Each keeps the picked item's label in the URL beside its id
// (`<name>Label`), so a reload or a shared link shows it without another request.
import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import type { Paged } from '@rentals/shared/pagination';
import type { AdminCompany } from '@rentals/shared/resources/companies';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { publicListingsApi } from '../../../lib/public-listings.ts';
import { SearchSelect } from './search-select.tsx';

/** Text applied as the user stops typing (or presses Enter). */
export function TextFilter({
  name,
  label,
  value,
  onChange,
}: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const [text, setText] = useState(value);
  const commit = useDebouncedCallback((next: string) => onChange(next.trim()), 400);
  useEffect(() => setText(value), [value]);
  return (
    <TextInput
      label={label}
      value={text}
      onChange={(e) => {
        setText(e.currentTarget.value);
        commit(e.currentTarget.value);
      }}
      onKeyDown={(e) => e.key === 'Enter' && onChange(text.trim())}
      w={170}
      data-testid={`filter-${name}`}
    />
  );
}

interface PickerFilterProps {
  name: string;
  label: string;
  value: string;
  set: (changes: Record<string, string>) => void;
}

/** The label kept beside a picker filter's id in the URL. */
const labelParam = (name: string) => `${name}Label`;

function usePickedLabel(name: string, value: string) {
  const [searchParams] = useSearchParams();
  return value ? (searchParams.get(labelParam(name)) ?? `#${value}`) : undefined;
}

const pick = (name: string, set: PickerFilterProps['set']) => (value: string | null, label: string | null) =>
  set({ [name]: value ?? '', [labelParam(name)]: value ? (label ?? '') : '' });

/** A company, searched by name (GET admin/companies?q=). */
export function CompanyFilter({ name, label, value, set }: PickerFilterProps) {
  const { t } = useTranslation();
  return (
    <SearchSelect
      label={label}
      placeholder={t('admin.search.company')}
      value={value || null}
      valueLabel={usePickedLabel(name, value)}
      onChange={pick(name, set)}
      queryKey={['admin/companies', 'picker']}
      load={async (q, signal) => {
        const page = await api.get<Paged<AdminCompany>>('admin/companies', {
          query: { q, perPage: 20, sort: 'name' },
          signal,
        });
        return page.data.map((c) => ({ value: String(c.id), label: c.name }));
      }}
      w={220}
      testId={`filter-${name}`}
    />
  );
}

/** A city, searched by the start of its name (the public place suggestions, cities only). */
export function CityFilter({ name, label, value, set }: PickerFilterProps) {
  const { t } = useTranslation();
  return (
    <SearchSelect
      label={label}
      placeholder={t('admin.search.city')}
      value={value || null}
      valueLabel={usePickedLabel(name, value)}
      onChange={pick(name, set)}
      queryKey={['listings-autocomplete', 'admin-cities']}
      minChars={2}
      load={async (q, signal) => {
        const { suggestions } = await publicListingsApi.autocomplete(q, signal);
        return suggestions
          .filter((s) => s.type === 'city')
          .map((s) => ({ value: String(s.id), label: `${s.label}, ${s.sublabel}` }));
      }}
      w={220}
      testId={`filter-${name}`}
    />
  );
}
