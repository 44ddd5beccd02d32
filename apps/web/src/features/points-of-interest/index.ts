// The points-of-interest feature's public surface. Pages in the search page's first download import the
// modules themselves (components/listing-distances.tsx, components/my-places-button.tsx, sort-options.ts),
// so that nothing else of the feature (the listing page's table, the modal) comes with them.
export { usePointsOfInterest } from './api.ts';
export { CARD_DISTANCES_MAX, ListingDistances } from './components/listing-distances.tsx';
export { MyPlacesButton } from './components/my-places-button.tsx';
export { PlaceDistances } from './components/place-distances.tsx';
export { distanceSortOptions, sortPatch, sortValue, useDistanceSort } from './sort-options.ts';
export { useTravelMode } from './travel-mode.ts';
