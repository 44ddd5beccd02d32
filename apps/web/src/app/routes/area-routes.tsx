// The routes inside the signed-in areas, built from the route table: their own chunk, loaded the first time
// an area is opened (area-registry.ts), so neither the table nor the pages' chunk lists weigh on the public
// pages' first download.
import { Navigate, type RouteObject } from 'react-router';
import { NotFoundPage } from '../../features/site/pages/not-found-page.tsx';
import type { RouteHandle } from './handle.ts';
import { type LazyRoute, lazyRoute } from './lazy-route.tsx';
import { AREA_ROUTES, type Area } from './route-table.ts';

const panelLayout = () => import('../panel/panel-layout.tsx');
const LAYOUTS: Record<Area, LazyRoute> = {
  admin: lazyRoute(() => panelLayout().then((m) => m.AdminLayout)),
  portal: lazyRoute(() => panelLayout().then((m) => m.PortalLayout)),
  support: lazyRoute(() => panelLayout().then((m) => m.SupportLayout)),
};

const DASHBOARDS: Record<Area, string> = {
  admin: '/admin/dashboard',
  portal: '/portal/dashboard',
  support: '/support/dashboard',
};

/** The area's layout route (under /admin, /portal or /support) with a route per row of the table. */
function areaLayoutRoute(area: Area): RouteObject {
  const Layout = LAYOUTS[area];
  return {
    element: <Layout />,
    children: [
      { index: true, element: <Navigate to={DASHBOARDS[area]} replace /> },
      ...AREA_ROUTES[area].map((route): RouteObject => {
        const Page = lazyRoute(() => import('../panel/pages.tsx').then((m) => m.loadPage(route.page)));
        return {
          path: route.path.slice(area.length + 2),
          handle: { title: route.id, permission: route.permission, areaRoute: route } satisfies RouteHandle,
          element: <Page />,
        };
      }),
      { path: '*', element: <NotFoundPage />, handle: { title: 'notFound' } satisfies RouteHandle },
    ],
  };
}

export const AREA_LAYOUT_ROUTES: Record<Area, RouteObject> = {
  admin: areaLayoutRoute('admin'),
  portal: areaLayoutRoute('portal'),
  support: areaLayoutRoute('support'),
};
