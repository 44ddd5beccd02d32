// The listing feature's public surface: its page, which the page resolver (features/search) shows at a
// listing's path. Lazy (lazy-listing-page.ts): render it inside <Suspense>.
export { ListingPage } from './lazy-listing-page.ts';
