// A CMS page as visitors see it, by its type's layout, for the page resolver (features/search): lazy, in its own
// chunk (the server preloads it for a page's path); render it inside <Suspense>.
import { lazy } from 'react';

export const PublicPageView = lazy(() =>
  import('./pages/public-page.tsx').then((m) => ({ default: m.PublicPageView })),
);
