// The pages of the signed-in areas, from the route table. The router adds them the first time a path in an
// area is visited (router.tsx, patchRoutesOnNavigation), so the table stays out of the public pages' download.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { NotFoundPage } from '../../features/site/pages/not-found-page.tsx';
import type { RouteHandle } from './handle.ts';
import { AREA_ROUTES, type Area, type AreaRoute } from './route-table.ts';

type PageKey = NonNullable<AreaRoute['page']>;

const PAGES: Record<PageKey, () => Promise<ComponentType>> = {
  adminDashboard: () => import('../panel/area-dashboard.tsx').then((m) => m.AdminDashboardPage),
  portalDashboard: () => import('../panel/area-dashboard.tsx').then((m) => m.PortalDashboardPage),
  supportDashboard: () => import('../panel/area-dashboard.tsx').then((m) => m.SupportDashboardPage),
  myAccount: () => import('../../features/account/pages/my-account-page.tsx').then((m) => m.MyAccountPage),
  myAccountEdit: () => import('../../features/account/pages/my-account-edit-page.tsx').then((m) => m.MyAccountEditPage),
  changePassword: () =>
    import('../../features/account/pages/change-password-page.tsx').then((m) => m.ChangePasswordPage),
};

const comingSoon = () => import('../panel/coming-soon-page.tsx').then((m) => m.ComingSoonPage);

/** The children of the area's layout route: its pages, then not found for the rest. */
export function areaPages(area: Area): RouteObject[] {
  return [
    ...AREA_ROUTES[area].map(
      (route): RouteObject => ({
        path: route.path.slice(area.length + 2),
        handle: { title: route.id, permission: route.permission, areaRoute: route } satisfies RouteHandle,
        lazy: { Component: route.page ? PAGES[route.page] : comingSoon },
      }),
    ),
    { path: '*', Component: NotFoundPage, handle: { title: 'notFound' } satisfies RouteHandle },
  ];
}
