// The options of a suggestion box (suggestion-combobox.ts), as the home page's search box and the location
// search show them: a place's name over its kind and region, its count of rentals on the right. The texts are
// the core ones (lib/i18n), so the home page loads none of the search page's.
import { formatNumber } from '@rentals/shared/format';
import type { Suggestion } from '@rentals/shared/resources/listings';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import classes from './place-suggestions.module.css';

interface SuggestionOptionProps {
  id: string;
  'aria-selected': boolean;
  onMouseDown: (event: MouseEvent) => void;
  onMouseEnter: () => void;
  testId: string;
  children: ReactNode;
}

/** One option of the listbox; its props come from the combobox's optionProps(). */
export function SuggestionOption({ id, 'aria-selected': selected, testId, children, ...mouse }: SuggestionOptionProps) {
  return (
    // Keyboard users choose with the arrow keys and Enter from the input (aria-activedescendant).
    <div
      id={id}
      role="option"
      aria-selected={selected}
      tabIndex={-1}
      className={classes.suggestion}
      data-testid={testId}
      {...mouse}
    >
      {children}
    </div>
  );
}

/** An option's main text (a place's name and kind, or a sentence). */
export function SuggestionText({ children }: { children: ReactNode }) {
  return <span className={classes.suggestionText}>{children}</span>;
}

export function PlaceSuggestionLabel({ place }: { place: Suggestion }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <SuggestionText>
        <strong>{place.label}</strong>
        <span className={classes.suggestionMeta}>
          {t(`home.suggestionTypes.${place.type}`)} · {place.sublabel}
        </span>
      </SuggestionText>
      {place.listingCount !== null && (
        <span className={classes.suggestionMeta}>
          {t('home.suggestionCount', {
            count: place.listingCount,
            formatted: formatNumber(place.listingCount, 0, i18n.language),
          })}
        </span>
      )}
    </>
  );
}
