// The suggestion box's parts, for the home page's search box (features/site). A second entry: index.ts brings
// the last-search store, which the home page and the CMS's landing layouts do not need.
export { PlaceSuggestionLabel, SuggestionOption, SuggestionText } from './components/place-suggestion.tsx';
export { MIN_QUERY, useSuggestionCombobox } from './components/suggestion-combobox.ts';
