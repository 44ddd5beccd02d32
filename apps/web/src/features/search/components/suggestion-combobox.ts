// The state and wiring of a box that suggests as one types, an ARIA 1.2 combobox of our own (an input and its
// listbox, arrow keys, Escape; no positioning library in the first download): the text, its debounced query,
// whether the list is open, the highlighted option, and the ids and ARIA attributes that tie them together.
// Shared by the search page's location search and the home page's search box (index.place-suggestions.ts);
// each decides what its options are, when its list shows and what Enter does.
import { useDebouncedValue } from '@mantine/hooks';
import { type KeyboardEvent, type MouseEvent, useId, useState } from 'react';

const DEBOUNCE_MS = 250;
/** AUTOCOMPLETE_MIN of the shared schema (not imported: that module brings zod into the page). */
export const MIN_QUERY = 2;

/** `initialValue` gets the input's id: the home box reads what was typed into the server's HTML before hydration. */
export function useSuggestionCombobox(initialValue: (inputId: string) => string) {
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-suggestions`;
  const [value, setValue] = useState(() => initialValue(inputId));
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [query] = useDebouncedValue(value.trim(), DEBOUNCE_MS);
  const searching = query.length >= MIN_QUERY;
  const optionId = (index: number) => `${id}-option-${index}`;

  /** ArrowDown and ArrowUp open the list and move through its `optionCount` options, wrapping; true if handled. */
  const moveWithArrows = (event: KeyboardEvent<HTMLInputElement>, optionCount: number) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return false;
    event.preventDefault();
    setOpen(true);
    const last = optionCount - 1;
    setActive((current) =>
      event.key === 'ArrowDown' ? (current >= last ? 0 : current + 1) : current <= 0 ? last : current - 1,
    );
    return true;
  };

  /** Escape closes an expanded list; true if handled. */
  const closeOnEscape = (event: KeyboardEvent<HTMLInputElement>, expanded: boolean) => {
    if (event.key !== 'Escape' || !expanded) return false;
    event.preventDefault();
    setOpen(false);
    setActive(-1);
    return true;
  };

  /** The input's value, its typing and focus handlers, and its ARIA attributes. */
  const inputProps = (expanded: boolean) => ({
    value,
    onChange: (event: { currentTarget: HTMLInputElement }) => {
      setValue(event.currentTarget.value);
      setOpen(true);
      setActive(-1);
    },
    onFocus: () => setOpen(true),
    onBlur: () => setOpen(false),
    autoComplete: 'off',
    role: 'combobox',
    'aria-autocomplete': 'list' as const,
    'aria-expanded': expanded,
    'aria-controls': listId,
    'aria-activedescendant': expanded && active >= 0 ? optionId(active) : undefined,
  });

  /** An option's id, ARIA state and mouse handlers (see SuggestionOption). */
  const optionProps = (index: number, onChoose: () => void) => ({
    id: optionId(index),
    'aria-selected': index === active,
    // Chosen on mousedown, before the input's blur closes the list.
    onMouseDown: (event: MouseEvent) => {
      event.preventDefault();
      onChoose();
    },
    onMouseEnter: () => setActive(index),
  });

  return {
    inputId,
    listId,
    value,
    setValue,
    query,
    searching,
    open,
    setOpen,
    active,
    setActive,
    moveWithArrows,
    closeOnEscape,
    inputProps,
    optionProps,
  };
}
