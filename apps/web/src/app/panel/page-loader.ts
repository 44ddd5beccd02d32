// What an area page is to the router: its key in the route table and a loader of its component. Each
// feature that owns area pages exports a record of these (features/<name>/area-pages.ts) for pages.tsx.
import type { ComponentType } from 'react';
import type { AreaRoute } from '../routes/route-table.ts';

export type PageKey = NonNullable<AreaRoute['page']>;
export type PageLoader = () => Promise<ComponentType>;

export const comingSoon: PageLoader = () => import('./coming-soon-page.tsx').then((m) => m.ComingSoonPage);
