// The public FAQ page, for the page resolver (features/search): lazy, in its own chunk (the server preloads it
// for the FAQ's path); render it inside <Suspense>.
import { lazy } from 'react';

export const FaqPage = lazy(() => import('./pages/faq-page.tsx').then((m) => ({ default: m.FaqPage })));
