// A metro area's member cities: a searchable multi-select over the cities of its province (asked of the server
// as the administrator types, largest first), the picked ones shown as pills. Its value is the ids as strings.
import { MultiSelect } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useCityOptions } from '../api.ts';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

interface MemberCitiesFieldProps {
  // biome-ignore lint/suspicious/noExplicitAny: any form with cityIds
  form: UseFormReturnType<any>;
  provinceId: number | null;
  /** The members as saved, so their pills have names before the options arrive. */
  initial?: readonly { id: number; name: string }[];
}

export function MemberCitiesField({ form, provinceId, initial = [] }: MemberCitiesFieldProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const picked = (form.values.cityIds as string[]) ?? [];
  const options = useCityOptions(provinceId, q, picked);
  const data = useMemo(() => {
    const labels = new Map(initial.map((c) => [String(c.id), c.name]));
    for (const city of options.data?.data ?? []) labels.set(String(city.id), city.name);
    return [...labels].map(([value, label]) => ({ value, label }));
  }, [initial, options.data]);
  return (
    <MultiSelect
      label={t('placesAdmin.fields.cityIds')}
      description={
        provinceId === null ? t('placesAdmin.metros.choosingProvinceFirst') : t('placesAdmin.fields.cityIdsHint')
      }
      data={data}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={options.isFetching ? undefined : t('placesAdmin.metros.noCities')}
      disabled={provinceId === null}
      hidePickedOptions
      clearable
      {...form.getInputProps('cityIds')}
      data-testid="field-cityIds"
    />
  );
}
