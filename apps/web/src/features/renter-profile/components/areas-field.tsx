// Preferred areas: chips in order with a remove button each, and a city search that adds one (cities found
// as the renter types, up to PREFERRED_AREAS_MAX).
import { Autocomplete, CloseButton, Group, Input, Pill, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { PREFERRED_AREAS_MAX, type PreferredArea } from '@rentals/shared/resources/renter-profile';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useRef, useState } from 'react';
import { renterProfileApi, renterProfileKeys } from '../api.ts';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

export function AreasField({
  areas,
  onAdd,
  onRemove,
  error,
}: {
  areas: PreferredArea[];
  onAdd: (area: PreferredArea) => void;
  onRemove: (id: number) => void;
  error?: ReactNode;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const picked = useRef(false);
  const full = areas.length >= PREFERRED_AREAS_MAX;
  const cities = useQuery({
    queryKey: renterProfileKeys.cities(q),
    queryFn: ({ signal }) => renterProfileApi.cities(q, signal),
    enabled: q.length >= 2 && !full,
    staleTime: 60_000,
  });
  const options = (cities.data ?? [])
    .filter((city) => !areas.some((a) => a.id === city.id))
    .map((city) => ({ value: String(city.id), label: `${city.label}, ${city.sublabel}` }));

  return (
    <Input.Wrapper
      label={t('renterProfile.areas')}
      description={t('renterProfile.areasHint', { max: PREFERRED_AREAS_MAX })}
      error={error}
    >
      <Stack gap="xs" mt={4}>
        {areas.length > 0 && (
          <Group
            gap="xs"
            component="ul"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
            data-testid="profile-areas"
          >
            {areas.map((area) => (
              <li key={area.id}>
                <Pill size="lg" withRemoveButton={false}>
                  <Group gap={4} wrap="nowrap" component="span">
                    {area.label}
                    <CloseButton
                      size="xs"
                      aria-label={t('renterProfile.removeArea', { label: area.label })}
                      onClick={() => onRemove(area.id)}
                    />
                  </Group>
                </Pill>
              </li>
            ))}
          </Group>
        )}
        {full ? (
          <Text size="sm" c="dimmed">
            {t('renterProfile.areasFull', { max: PREFERRED_AREAS_MAX })}
          </Text>
        ) : (
          <Autocomplete
            label={t('renterProfile.areaSearch')}
            placeholder={t('renterProfile.areaSearchPlaceholder')}
            value={search}
            onChange={(value) => {
              // Choosing a city adds its chip and empties the search (Mantine would write its label in).
              if (picked.current) {
                picked.current = false;
                setSearch('');
              } else setSearch(value);
            }}
            data={options}
            filter={({ options: all }) => all}
            onOptionSubmit={(value) => {
              const city = cities.data?.find((c) => String(c.id) === value);
              picked.current = true;
              if (city) onAdd({ id: city.id, name: city.label, label: `${city.label}, ${city.sublabel}` });
            }}
            comboboxProps={{ withinPortal: true }}
            data-testid="profile-area-search"
          />
        )}
      </Stack>
    </Input.Wrapper>
  );
}
