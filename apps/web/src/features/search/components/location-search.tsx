// The search box: places and addresses suggested as the renter types (GET listings-autocomplete, debounced);
// choosing one goes to its page, Enter on free text searches it as a keyword, and when nothing matches a
// close spelling is offered ("Did you mean Toronto?", GET listings-autocomplete-did-you-mean).
// The combobox (input + listbox, arrow keys, Enter, Escape) is suggestion-combobox.ts, shared with the home page.
import { Button, Group, Loader, TextInput } from '@mantine/core';
import type { Suggestion } from '@rentals/shared/resources/listings';
import { IconSearch } from '@tabler/icons-react';
import type { FormEvent, KeyboardEvent } from 'react';
import { useAutocomplete, useDidYouMean } from '../api.ts';
import { PlaceSuggestionLabel, SuggestionOption } from './place-suggestion.tsx';
import classes from './search.module.css';
import { useSuggestionCombobox } from './suggestion-combobox.ts';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

interface LocationSearchProps {
  /** The current keyword, shown in the box. */
  initialValue: string;
  onChooseSuggestion: (suggestion: Suggestion) => void;
  onKeyword: (keyword: string) => void;
}

/** "Did you mean {{name}}?" with the name as its own element (a button or link). */
export function splitAroundName(text: string, name: string): [string, string] {
  const at = text.indexOf(name);
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + name.length)];
}

export function LocationSearch({ initialValue, onChooseSuggestion, onKeyword }: LocationSearchProps) {
  const { t } = useTranslation();
  const combobox = useSuggestionCombobox(() => initialValue);
  const { value, setValue, query, searching, setOpen, active, setActive } = combobox;
  const autocomplete = useAutocomplete(searching ? query : '');
  const suggestions = searching ? (autocomplete.data?.suggestions ?? []) : [];
  const nothingFound = searching && autocomplete.isSuccess && !autocomplete.isPlaceholderData && !suggestions.length;
  const didYouMean = useDidYouMean(query, nothingFound);
  const correction = nothingFound ? (didYouMean.data?.suggestion ?? null) : null;
  // The options: the suggestions, or the one correction when nothing matched.
  const options = correction ? [correction] : suggestions;
  const expanded = combobox.open && searching && (options.length > 0 || nothingFound);

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
    if (options.length > 0 && combobox.moveWithArrows(event, options.length)) return;
    if (event.key === 'Enter' && expanded && active >= 0 && options[active]) {
      event.preventDefault();
      choose(options[active]);
      return;
    }
    combobox.closeOnEscape(event, expanded);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: the <search> element is not known to every supported browser yet
    <form onSubmit={submit} role="search" data-testid="location-search" className={classes.locationSearch}>
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <div className={classes.comboboxAnchor}>
          <TextInput
            label={t('search.locationLabel')}
            placeholder={t('search.locationPlaceholder')}
            {...combobox.inputProps(expanded)}
            onKeyDown={onKeyDown}
            leftSection={<IconSearch size={16} aria-hidden />}
            rightSection={autocomplete.isFetching ? <Loader size={14} aria-hidden /> : null}
          />
          <div className={classes.suggestions} hidden={!expanded}>
            <div
              id={combobox.listId}
              role="listbox"
              aria-label={t('search.locationLabel')}
              className={classes.suggestionList}
            >
              {options.map((suggestion, index) => (
                <SuggestionOption
                  key={`${suggestion.type}-${suggestion.id}`}
                  {...combobox.optionProps(index, () => choose(suggestion))}
                  testId={correction ? 'did-you-mean' : 'suggestion'}
                >
                  {correction ? <DidYouMean name={suggestion.label} /> : <PlaceSuggestionLabel place={suggestion} />}
                </SuggestionOption>
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
