// The search feature's public surface for other features: where "Back to search" leads (the listing page).
// Its pages load through the router (catch-all-page.tsx) and the page resolver.
export { useBackToSearchPath, useLastSearchStore } from './store.ts';
