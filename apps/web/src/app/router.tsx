// The routes (spec 2). Public pages live at / and again under /fr; the admin, portal and support areas
// load on demand: their layouts and pages are separate chunks, and their routes (the route table) are
// added on the first visit to the area (discoverAreaPages). Unknown paths reach the catch-all.
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { PrivacyPolicyPage, TermsOfUsePage } from '../features/site/pages/content-page.tsx';
import { HomePage } from '../features/site/pages/home-page.tsx';
import { CatchAllPage } from '../features/site/pages/not-found-page.tsx';
import type { RouteHandle } from './routes/handle.ts';
import type { Area } from './routes/route-table.ts';
import { RootLayout } from './shell/root-layout.tsx';
import { RouteErrorPage, StartupFallback } from './shell/route-error-page.tsx';

const LAYOUTS: Record<Area, () => Promise<ComponentType>> = {
  admin: () => import('./panel/panel-layout.tsx').then((m) => m.AdminLayout),
  portal: () => import('./panel/panel-layout.tsx').then((m) => m.PortalLayout),
  support: () => import('./panel/panel-layout.tsx').then((m) => m.SupportLayout),
};

const DASHBOARDS: Record<Area, string> = {
  admin: '/admin/dashboard',
  portal: '/portal/dashboard',
  support: '/support/dashboard',
};

const AREAS = Object.keys(DASHBOARDS) as Area[];

/** The area's layout route; its pages come with the route table on the first visit (discoverAreaPages). */
function areaRoute(area: Area): RouteObject {
  return {
    id: area,
    path: area,
    handle: { auth: true } satisfies RouteHandle,
    lazy: { Component: LAYOUTS[area] },
    children: [{ index: true, element: <Navigate to={DASHBOARDS[area]} replace /> }],
  };
}

/**
 * Before a navigation into an area, adds the area's pages to the router (once: patching the same routes
 * again changes nothing). Other paths go on at once; the router asks on each navigation that matches a
 * splat or a parameter, the public catch-all included.
 */
const discoverAreaPages: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  const area = AREAS.find((name) => path === `/${name}` || path.startsWith(`/${name}/`));
  if (!area) return;
  const { areaPages } = await import('./routes/area-pages.tsx');
  patch(area, areaPages(area));
};

/** What createBrowserRouter and the tests' memory routers need besides the routes. */
export const ROUTER_OPTIONS = { patchRoutesOnNavigation: discoverAreaPages };

const lazyAuthPage = {
  passwordReset: () => import('../features/auth/pages/password-reset-page.tsx').then((m) => m.PasswordResetPage),
  landlordRegister: () =>
    import('../features/auth/pages/landlord-register-page.tsx').then((m) => m.LandlordRegisterPage),
  landlordVerify: () => import('../features/auth/pages/landlord-verify-page.tsx').then((m) => m.LandlordVerifyPage),
};

/** The public pages; mounted at / and under /fr. */
function publicRoutes(): RouteObject[] {
  const handle = (h: RouteHandle) => h;
  return [
    { index: true, Component: HomePage, handle: handle({ title: 'home' }) },
    { path: 'login', Component: HomePage, handle: handle({ title: 'login', openLogin: true }) },
    { path: 'privacy-policy', Component: PrivacyPolicyPage, handle: handle({ title: 'privacyPolicy' }) },
    { path: 'terms-of-use', Component: TermsOfUsePage, handle: handle({ title: 'termsOfUse' }) },
    {
      path: 'password-reset/:token',
      lazy: { Component: lazyAuthPage.passwordReset },
      handle: handle({ title: 'passwordReset' }),
    },
    {
      path: 'landlord/register',
      lazy: { Component: lazyAuthPage.landlordRegister },
      handle: handle({ title: 'landlordRegister' }),
    },
    {
      path: 'landlord/verify',
      lazy: { Component: lazyAuthPage.landlordVerify },
      handle: handle({ title: 'landlordVerify', auth: true }),
    },
    { path: '*', Component: CatchAllPage, handle: handle({ title: 'notFound' }) },
  ];
}

export function appRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      Component: RootLayout,
      ErrorBoundary: RouteErrorPage,
      HydrateFallback: StartupFallback,
      children: [
        ...publicRoutes(),
        { path: 'fr', children: publicRoutes() },
        areaRoute('admin'),
        areaRoute('portal'),
        areaRoute('support'),
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(appRoutes(), ROUTER_OPTIONS);
}
