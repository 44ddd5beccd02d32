// "Find a city or an address" in the points-of-interest modal: the site's own autocomplete (GET
// listings-autocomplete) suggests cities, areas and listing addresses; choosing one places the point there:
// a place at its centre (GET resolve), an address at that listing (GET fav-listings: no view is counted).
import { Autocomplete, Loader } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ResolveResponse, Suggestion } from '@rentals/shared/resources/listings';
import type { LatLng } from '@rentals/shared/travel';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../lib/api-client.ts';
import { publicListingKeys, publicListingsApi } from '../../../lib/public-listings.ts';
import { sharedQueryClient } from '../../../lib/query-client.ts';
import '../i18n/places.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

export interface FoundPlace {
  position: LatLng;
  /** The city's name, for the city field. */
  city?: string;
  /** A listing's street address, for the address field. */
  address?: string;
}

const MIN_QUERY = 2;
const DEBOUNCE_MS = 250;

/** Where a suggestion is, or null when the server no longer knows it. */
export async function locateSuggestion(suggestion: Suggestion): Promise<FoundPlace | null> {
  const resolved = await api.get<ResolveResponse>('resolve', { query: { path: suggestion.path } });
  if (resolved.type === 'search') {
    const center = resolved.place.center;
    if (!center) return null;
    return { position: center, ...(resolved.place.kind === 'city' ? { city: resolved.place.name } : {}) };
  }
  if (resolved.type === 'listing') {
    const { listings } = await publicListingsApi.byIds([resolved.listingId]);
    const card = listings[0];
    if (!card) return null;
    return { position: { lat: card.lat, lng: card.lng }, address: card.streetAddress, city: card.cityName };
  }
  return null;
}

const optionText = (s: Suggestion) => (s.sublabel ? `${s.label}, ${s.sublabel}` : s.label);

export function PlaceFinder({ onFound }: { onFound: (place: FoundPlace) => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [locating, setLocating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** The text of the suggestion chosen last: the box shows it, and it is not searched again. */
  const [chosen, setChosen] = useState<string | null>(null);
  const [query] = useDebouncedValue(value.trim(), DEBOUNCE_MS);
  const searching = query.length >= MIN_QUERY && value !== chosen;
  const suggestions = useQuery(
    {
      queryKey: publicListingKeys.autocomplete(query),
      queryFn: ({ signal }) => publicListingsApi.autocomplete(query, signal),
      enabled: searching,
      staleTime: 5 * 60_000,
      placeholderData: keepPreviousData,
    },
    sharedQueryClient(),
  );
  const found = searching ? (suggestions.data?.suggestions ?? []) : [];
  // One option per text (Mantine needs unique values); the first suggestion of a text wins.
  const byText = new Map<string, Suggestion>();
  for (const suggestion of found)
    if (!byText.has(optionText(suggestion))) byText.set(optionText(suggestion), suggestion);
  const nothing = searching && suggestions.isSuccess && !suggestions.isPlaceholderData && found.length === 0;

  const choose = async (text: string) => {
    const suggestion = byText.get(text);
    if (!suggestion) return;
    setChosen(text);
    setError(null);
    setLocating(true);
    try {
      const place = await locateSuggestion(suggestion);
      if (place) onFound(place);
      else setError(t('poi.findError'));
    } catch {
      setError(t('poi.findError'));
    } finally {
      setLocating(false);
    }
  };

  return (
    <Autocomplete
      label={t('poi.find')}
      placeholder={t('poi.findPlaceholder')}
      value={value}
      onChange={(next) => {
        setValue(next);
        setError(null);
      }}
      data={[...byText.keys()]}
      filter={({ options }) => options}
      onOptionSubmit={(text) => void choose(text)}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={suggestions.isFetching || locating ? <Loader size="xs" aria-hidden /> : null}
      description={nothing ? t('poi.findNothing') : undefined}
      error={error}
      data-testid="poi-finder"
    />
  );
}
