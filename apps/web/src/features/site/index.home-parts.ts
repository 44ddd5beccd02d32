// The home page's search box and listing cards, for the CMS's landing and city-guide layouts (features/pages).
// A second entry: exported from index.ts, which the first download imports, they would move the home page's
// code into every page's first JavaScript (scripts/check-bundle.ts).
export { HomeListings } from './components/home-listings.tsx';
export { SearchBox } from './components/search-box.tsx';
