// The points-of-interest feature's public surface, light enough for the search page's first download: the
// "My places" button and the distance sort. Two more entries keep heavier parts out of that download:
// index.place-distances.ts (the listing page's table: Mantine's table, the places' words) and
// index.listing-distances.ts (the cards' distances, which the app loads on demand for a signed-in visitor).
export { MyPlacesButton } from './components/my-places-button.tsx';
export { useDistanceSort } from './sort-options.ts';
