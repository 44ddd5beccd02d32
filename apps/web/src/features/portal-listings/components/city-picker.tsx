// The city of a listing, from the seeded places (the search's own suggestions, cities only): the landlord
// types a few letters and picks one. The picked city's label stays shown before any search.
import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { publicListingsApi } from '../../../lib/public-listings.ts';

interface CityPickerProps {
  value: string;
  valueLabel: string;
  onChange: (cityId: string, label: string) => void;
  error?: React.ReactNode;
}

export function CityPicker({ value, valueLabel, onChange, error }: CityPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const enabled = q.length >= 2 && q !== valueLabel;
  const cities = useQuery({
    queryKey: ['listings-autocomplete', 'portal-cities', q],
    queryFn: async ({ signal }) => {
      const { suggestions } = await publicListingsApi.autocomplete(q, signal);
      return suggestions
        .filter((s) => s.type === 'city')
        .map((s) => ({ value: String(s.id), label: `${s.label}, ${s.sublabel}` }));
    },
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
  const found = enabled ? (cities.data ?? []) : [];
  const data = value && !found.some((o) => o.value === value) ? [{ value, label: valueLabel }, ...found] : found;
  return (
    <Select
      label={t('portalListings.fields.city')}
      description={t('portalListings.fields.cityHint')}
      placeholder={t('portalListings.fields.cityPlaceholder')}
      withAsterisk
      searchable
      data={data}
      value={value || null}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(next, option) => onChange(next ?? '', option?.label ?? '')}
      filter={({ options }) => options}
      nothingFoundMessage={enabled && !cities.isFetching ? t('resource.none') : undefined}
      rightSection={cities.isFetching ? <Loader size="xs" /> : undefined}
      error={error}
      data-testid="field-cityId"
    />
  );
}
