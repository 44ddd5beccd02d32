// The home page's search box: places suggested as the visitor types (GET listings-autocomplete, debounced;
// cities first, as the API orders them), then the text itself as a keyword search. Enter on a highlighted
// suggestion, or on text that is a city's name ("toronto", "Montreal" for Montréal), goes to that place's page;
// any other text searches the listings page by keyword. Its own module so that the CMS's landing layouts
// (features/pages, through index.home-parts.ts) can show it without importing the home page, which stays a lazy
// chunk of its own that the server names in the HTML (its stylesheet in the head).
//
// The box is server-rendered: what the visitor types before the scripts take over stays (the first render
// starts from the input's current value; React leaves a hydrated input's value, focus and caret alone).
import { Button, Group, TextInput } from '@mantine/core';
import type { Suggestion } from '@rentals/shared/resources/listings';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormEvent, KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { localWords, useTranslation } from '../../../lib/i18n/index.ts';
import { publicListingKeys, publicListingsApi } from '../../../lib/public-listings.ts';
import { contentOf, selectListingsPermalink, useSiteStore } from '../../../lib/site/store.ts';
import { useLocalePath } from '../../../lib/use-locale-path.ts';
import {
  MIN_QUERY,
  PlaceSuggestionLabel,
  SuggestionOption,
  SuggestionText,
  useSuggestionCombobox,
} from '../../search/index.place-suggestions.ts';
import classes from './home.module.css';

/** Suggestions a query keeps (the API's own answers are cached too). */
const SUGGESTIONS_STALE_MS = 60_000;

/** A name as the API matches it: no case, accents or punctuation ("Montréal" and "montreal" are one). */
export function foldPlaceName(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[-/]/g, ' ')
    .replace(/['‘’.(),]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The suggestion `text` names exactly: a city first, else another place (never an address). */
export function exactPlace(suggestions: readonly Suggestion[], text: string): Suggestion | null {
  const folded = foldPlaceName(text);
  if (!folded) return null;
  const named = suggestions.filter((s) => s.type !== 'address' && foldPlaceName(s.label) === folded);
  return named.find((s) => s.type === 'city') ?? named[0] ?? null;
}

/** Cities above the other places, each kind in the API's order. */
const citiesFirst = (suggestions: readonly Suggestion[]) => [
  ...suggestions.filter((s) => s.type === 'city'),
  ...suggestions.filter((s) => s.type !== 'city'),
];

/**
 * The text in the server-rendered input with this id, typed before the page hydrated ('' when the browser
 * renders the box itself, or on the server).
 */
function typedBeforeHydration(id: string): string {
  if (typeof document === 'undefined') return '';
  const input = document.getElementById(id);
  return input instanceof HTMLInputElement ? input.value : '';
}

export function SearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const queryClient = useQueryClient();
  const permalink = useSiteStore(selectListingsPermalink);
  const blocks = useSiteStore((s) => s.contentBlocks);
  const placeholder = contentOf(blocks, 'home-hero', 'searchPlaceholder') ?? t('home.searchPlaceholder');
  const buttonLabel = contentOf(blocks, 'home-hero', 'buttonLabel') ?? t('home.searchButton');
  const combobox = useSuggestionCombobox(typedBeforeHydration);
  const { value: keyword, query: debounced, searching, setOpen, active } = combobox;
  const autocomplete = useQuery({
    queryKey: publicListingKeys.autocomplete(debounced),
    queryFn: ({ signal }) => publicListingsApi.autocomplete(debounced, signal),
    enabled: searching,
    staleTime: SUGGESTIONS_STALE_MS,
    placeholderData: keepPreviousData,
  });
  const places = searching ? citiesFirst(autocomplete.data?.suggestions ?? []) : [];
  const text = keyword.trim();
  // The places, then the text itself as a keyword search (index places.length).
  const optionCount = text ? places.length + 1 : 0;
  const expanded = combobox.open && searching && places.length > 0;

  const goToPlace = (place: Suggestion) => {
    setOpen(false);
    void navigate(localePath(place.path));
  };
  const searchKeyword = (value: string) => {
    setOpen(false);
    const query = value ? `?${new URLSearchParams({ keyword: value })}` : '';
    void navigate(`${localePath(`/${permalink}`)}${query}`);
  };

  /** The places the API suggests for `value`: those on screen, else asked for now (Enter before the debounce). */
  const suggestionsFor = async (value: string): Promise<Suggestion[]> => {
    if (value.length < MIN_QUERY) return [];
    if (value === debounced && autocomplete.data && !autocomplete.isPlaceholderData) return places;
    try {
      const answer = await queryClient.fetchQuery({
        queryKey: publicListingKeys.autocomplete(value),
        queryFn: ({ signal }) => publicListingsApi.autocomplete(value, signal),
        staleTime: SUGGESTIONS_STALE_MS,
      });
      return answer.suggestions;
    } catch {
      // No suggestions (offline, the API failing): the text is searched as a keyword.
      return [];
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const chosen = expanded && active >= 0 ? places[active] : undefined;
    if (chosen) return goToPlace(chosen);
    const place = exactPlace(await suggestionsFor(text), text);
    if (place) goToPlace(place);
    else searchKeyword(text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (places.length > 0 && combobox.moveWithArrows(event, optionCount)) return;
    if (event.key === 'Enter' && expanded && active === places.length) {
      event.preventDefault();
      searchKeyword(text);
      return;
    }
    combobox.closeOnEscape(event, expanded);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: the <search> element is not known to every supported browser yet
    <form onSubmit={(event) => void submit(event)} role="search" data-testid="home-search">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <div className={classes.searchAnchor}>
          <TextInput
            id={combobox.inputId}
            label={t('home.searchLabel')}
            placeholder={localWords(placeholder)}
            {...combobox.inputProps(expanded)}
            onKeyDown={onKeyDown}
            leftSection={<IconSearch size={16} aria-hidden />}
            size="md"
          />
          <div
            id={combobox.listId}
            role="listbox"
            aria-label={t('home.searchLabel')}
            className={classes.suggestions}
            hidden={!expanded}
          >
            {expanded &&
              places.map((place, index) => (
                <SuggestionOption
                  key={`${place.type}-${place.id}`}
                  {...combobox.optionProps(index, () => goToPlace(place))}
                  testId="home-suggestion"
                >
                  <PlaceSuggestionLabel place={place} />
                </SuggestionOption>
              ))}
            {expanded && (
              <SuggestionOption
                {...combobox.optionProps(places.length, () => searchKeyword(text))}
                testId="home-keyword-suggestion"
              >
                <SuggestionText>{t('home.searchKeyword', { keyword: text })}</SuggestionText>
              </SuggestionOption>
            )}
          </div>
        </div>
        <Button type="submit" size="md">
          {localWords(buttonLabel)}
        </Button>
      </Group>
    </form>
  );
}
