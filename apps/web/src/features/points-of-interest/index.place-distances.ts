// The points-of-interest feature's second public entry: the listing page's "Distances to your places" table.
// Kept out of index.ts, which the search page's first download imports (see there).
export { PlaceDistances } from './components/place-distances.tsx';
