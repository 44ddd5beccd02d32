// The points-of-interest feature's third public entry: the distances on a listing card, which the app loads
// with import() for a signed-in visitor only (app/listing-card-slots.tsx). Its own chunk: the search page's
// first download stays without the estimates, icons and texts (see index.ts).
export { ListingDistances } from './components/listing-distances.tsx';
