// The catch-all route's page (every path no other route takes, with or without /fr): the page resolver, in
// its own chunk with the search and favourites pages, asks the server what the path is (resolved-page.tsx)
// and falls back to the not-found page. Until its chunk arrives, the search page's outline shows.
import { lazy, Suspense } from 'react';
import { PageSkeleton } from '../components/page-skeleton.tsx';

const ResolvedPage = lazy(() => import('./resolved-page.tsx').then((m) => ({ default: m.ResolvedPage })));

export function CatchAllPage() {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <ResolvedPage />
    </Suspense>
  );
}
