// Chips for the filters in force, each removable, and "Clear all" (spec 3 filters; spec 4 page reset).
import { Button, Group } from '@mantine/core';
import type { SearchFilters } from '@rentals/shared/search-filters';
import { IconX } from '@tabler/icons-react';
import { clearedFilters, filterChips } from '../filter-chips.ts';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

interface ActiveFiltersProps {
  filters: SearchFilters;
  onChange: (patch: Partial<SearchFilters>) => void;
}

export function ActiveFilters({ filters, onChange }: ActiveFiltersProps) {
  const { t, i18n } = useTranslation();
  const chips = filterChips(filters, t, i18n.language === 'fr' ? 'fr' : 'en');
  if (chips.length === 0) return null;
  return (
    <Group gap="xs" role="group" aria-label={t('search.activeFilters')} data-testid="active-filters">
      {chips.map((chip) => (
        <Button
          key={chip.id}
          size="compact-sm"
          radius="xl"
          variant="light"
          rightSection={<IconX size={14} aria-hidden />}
          onClick={() => onChange(chip.remove)}
          aria-label={t('search.removeFilter', { label: chip.label })}
          data-testid="filter-chip"
        >
          {chip.label}
        </Button>
      ))}
      <Button variant="subtle" size="compact-sm" onClick={() => onChange(clearedFilters(filters))}>
        {t('search.clearAll')}
      </Button>
    </Group>
  );
}
