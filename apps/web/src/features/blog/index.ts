// The blog feature's public surface for the page resolver (features/search): its pages, lazy (their own chunk,
// which the server preloads for a blog path; render them inside <Suspense>), and the query a blog list page is
// resolved with. The back-office screens are reached through app/panel/pages.tsx.
import { lazy } from 'react';

export { blogResolveQuery } from './blog-paths.ts';

export const BlogIndexPage = lazy(() => import('./pages/blog-pages.tsx').then((m) => ({ default: m.BlogIndexPage })));
export const BlogPostPage = lazy(() => import('./pages/blog-pages.tsx').then((m) => ({ default: m.BlogPostPage })));
