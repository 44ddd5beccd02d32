// The public cities index, for the page resolver (features/search): lazy, in its own chunk (the server preloads
// it for /cities); render it inside <Suspense>.
import { lazy } from 'react';

export const CitiesPage = lazy(() => import('./pages/cities-page.tsx').then((m) => ({ default: m.CitiesPage })));
