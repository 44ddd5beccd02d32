// The site feature's second public entry: the not-found page, for the page resolver (features/search). Apart
// from index.ts, which much of the app imports (see there).
export { NotFoundPage } from './pages/not-found-page.tsx';
