// The search box: places and addresses suggested as the renter types (GET listings-autocomplete, debounced);
// choosing one goes to its page, Enter on free text searches it as a keyword, and when nothing matches a
// close spelling is offered ("Did you mean Toronto?", GET listings-autocomplete-did-you-mean).
// A small ARIA 1.2 combobox of our own (input + listbox, arrow keys, Enter, Escape): the search page's
// first download stays free of a positioning library.
import { Button, Group, Loader, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formatNumber } from '@rentals/shared/format';
import type { Suggestion } from '@rentals/shared/resources/listings';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { useAutocomplete, useDidYouMean } from '../api.ts';
import classes from './search.module.css';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

interface LocationSearchProps {
  /** The current keyword, shown in the box. */
  initialValue: string;
  onChooseSuggestion: (suggestion: Suggestion) => void;
  onKeyword: (keyword: string) => void;
}

const DEBOUNCE_MS = 250;
/** AUTOCOMPLETE_MIN of the shared schema (not imported: that module brings zod into the page). */
const MIN_QUERY = 2;

/** "Did you mean {{name}}?" with the name as its own element (a button or link). */
export function splitAroundName(text: string, name: string): [string, string] {
  const at = text.indexOf(name);
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + name.length)];
}

export function LocationSearch({ initialValue, onChooseSuggestion, onKeyword }: LocationSearchProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const listId = `${id}-suggestions`;
  const [value, setValue] = useState(initialValue);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [query] = useDebouncedValue(value.trim(), DEBOUNCE_MS);
  const searching = query.length >= MIN_QUERY;
  const autocomplete = useAutocomplete(searching ? query : '');
  const suggestions = searching ? (autocomplete.data?.suggestions ?? []) : [];
  const nothingFound = searching && autocomplete.isSuccess && !autocomplete.isPlaceholderData && !suggestions.length;
  const didYouMean = useDidYouMean(query, nothingFound);
  const correction = nothingFound ? (didYouMean.data?.suggestion ?? null) : null;
  // The options: the suggestions, or the one correction when nothing matched.
  const options = correction ? [correction] : suggestions;
  const expanded = open && searching && (options.length > 0 || nothingFound);

  const choose = (suggestion: Suggestion) => {
    setValue('');
    setOpen(false);
    setActive(-1);
    onChooseSuggestion(suggestion);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = value.trim();
    setOpen(false);
    // Typing a place's full name and pressing Enter means that place, not a keyword.
    const exact = suggestions.find((s) => s.type !== 'address' && s.label.toLowerCase() === text.toLowerCase());
    if (exact && query === text) choose(exact);
    else onKeyword(text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!options.length) return;
      event.preventDefault();
      setOpen(true);
      const last = options.length - 1;
      setActive((current) =>
        event.key === 'ArrowDown' ? (current >= last ? 0 : current + 1) : current <= 0 ? last : current - 1,
      );
      return;
    }
    if (event.key === 'Enter' && expanded && active >= 0 && options[active]) {
      event.preventDefault();
      choose(options[active]);
      return;
    }
    if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const optionId = (index: number) => `${id}-option-${index}`;

  return (
    // biome-ignore lint/a11y/useSemanticElements: the <search> element is not known to every supported browser yet
    <form onSubmit={submit} role="search" data-testid="location-search" className={classes.locationSearch}>
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <div className={classes.comboboxAnchor}>
          <TextInput
            label={t('search.locationLabel')}
            placeholder={t('search.locationPlaceholder')}
            value={value}
            onChange={(event) => {
              setValue(event.currentTarget.value);
              setOpen(true);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            leftSection={<IconSearch size={16} aria-hidden />}
            rightSection={autocomplete.isFetching ? <Loader size={14} aria-hidden /> : null}
            autoComplete="off"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          />
          <div className={classes.suggestions} hidden={!expanded}>
            <div id={listId} role="listbox" aria-label={t('search.locationLabel')} className={classes.suggestionList}>
              {options.map((suggestion, index) => (
                // Keyboard users choose with the arrow keys and Enter from the input (aria-activedescendant).
                <div
                  key={`${suggestion.type}-${suggestion.id}`}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  tabIndex={-1}
                  className={classes.suggestion}
                  data-testid={correction ? 'did-you-mean' : 'suggestion'}
                  // Chosen on mousedown, before the input's blur closes the list.
                  onMouseDown={(event) => {
                    event.preventDefault();
                    choose(suggestion);
                  }}
                  onMouseEnter={() => setActive(index)}
                >
                  {correction ? (
                    <DidYouMean name={suggestion.label} />
                  ) : (
                    <>
                      <span className={classes.suggestionText}>
                        <strong>{suggestion.label}</strong>
                        <span className={classes.suggestionMeta}>
                          {t(`search.suggestionTypes.${suggestion.type}`)} · {suggestion.sublabel}
                        </span>
                      </span>
                      {suggestion.listingCount !== null && (
                        <span className={classes.suggestionMeta}>
                          {t('search.resultCount', {
                            count: suggestion.listingCount,
                            formatted: formatNumber(suggestion.listingCount, 0, i18n.language),
                          })}
                        </span>
                      )}
                    </>
                  )}
                </div>
              ))}
            </div>
            {nothingFound && !correction && (
              <p className={classes.suggestionEmpty} role="status">
                {t('search.noSuggestions', { query })}
              </p>
            )}
          </div>
        </div>
        <Button type="submit">{t('search.searchButton')}</Button>
      </Group>
    </form>
  );
}

function DidYouMean({ name }: { name: string }) {
  const { t } = useTranslation();
  const [before, after] = splitAroundName(t('search.didYouMean', { name }), name);
  return (
    <span>
      {before}
      <strong>{name}</strong>
      {after}
    </span>
  );
}
