// No results: say so and offer ways to widen the search: clear the filters, search beyond the map area,
// the whole province (from a city page) or every rental, and a close spelling of a mistyped keyword.
import { Anchor, Button, Group, Text } from '@mantine/core';
import type { SearchPlace } from '@rentals/shared/resources/listings';
import { activeFilterCount, type SearchFilters } from '@rentals/shared/search-filters';
import { IconMapSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { selectRegion, useSiteStore } from '../../site/index.ts';
import { useDidYouMean } from '../api.ts';
import { clearedFilters } from '../filter-chips.ts';
import { splitAroundName } from './location-search.tsx';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

interface EmptyResultsProps {
  place: SearchPlace;
  filters: SearchFilters;
  onChange: (patch: Partial<SearchFilters>) => void;
  /** Links to wider places, already in the page's language and keeping the filters. */
  provinceHref: string | null;
  everywhereHref: string | null;
  didYouMeanHref: (path: string) => string;
}

export function EmptyResults({
  place,
  filters,
  onChange,
  provinceHref,
  everywhereHref,
  didYouMeanHref,
}: EmptyResultsProps) {
  const { t } = useTranslation();
  const region = useSiteStore(selectRegion);
  const hasFilters = activeFilterCount(filters) > 0 || filters.keyword !== '' || filters.bounds !== null;
  const correction = useDidYouMean(filters.keyword, filters.keyword.length >= 2).data?.suggestion ?? null;
  return (
    <EmptyState
      icon={<IconMapSearch size={32} aria-hidden color="var(--mantine-color-gray-6)" />}
      title={t('search.emptyTitle')}
      testId="search-empty"
    >
      {correction && <DidYouMeanLink name={correction.label} href={didYouMeanHref(correction.path)} />}
      <Text>{t('search.emptyBody')}</Text>
      <Group gap="sm">
        {hasFilters && (
          <Button variant="light" onClick={() => onChange(clearedFilters(filters))}>
            {t('search.clearFilters')}
          </Button>
        )}
        {filters.bounds && (
          <Button variant="light" onClick={() => onChange({ bounds: null })}>
            {t('search.searchBeyondMap')}
          </Button>
        )}
        {place.kind === 'city' && provinceHref && (
          <Button component={Link} to={provinceHref} variant="light">
            {region === 'US' ? t('search.searchState') : t('search.searchProvince')}
          </Button>
        )}
        {place.kind !== 'all' && everywhereHref && (
          <Button component={Link} to={everywhereHref} variant="light">
            {t('search.searchEverywhere')}
          </Button>
        )}
      </Group>
    </EmptyState>
  );
}

function DidYouMeanLink({ name, href }: { name: string; href: string }) {
  const { t } = useTranslation();
  const [before, after] = splitAroundName(t('search.didYouMean', { name }), name);
  return (
    <Text data-testid="empty-did-you-mean">
      {before}
      <Anchor component={Link} to={href}>
        {name}
      </Anchor>
      {after}
    </Text>
  );
}
