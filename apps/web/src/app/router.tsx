// The routes (spec 2). Public pages live at / and again under /fr; the admin, portal and support areas
// load on demand (their layouts and pages are separate chunks). Unknown paths reach the catch-all.
import { type ComponentType, lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { CatchAllPage } from '../features/search/pages/catch-all-page.tsx';
import { PrivacyPolicyPage, TermsOfUsePage } from '../features/site/pages/content-page.tsx';
import { NotFoundPage } from '../features/site/pages/not-found-page.tsx';
import type { RouteHandle } from './routes/handle.ts';
import { AREA_ROUTES, type Area } from './routes/route-table.ts';
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

function areaRoute(area: Area): RouteObject {
  return {
    path: area,
    handle: { auth: true } satisfies RouteHandle,
    lazy: { Component: LAYOUTS[area] },
    children: [
      { index: true, element: <Navigate to={DASHBOARDS[area]} replace /> },
      ...AREA_ROUTES[area].map(
        (route): RouteObject => ({
          path: route.path.slice(area.length + 2),
          handle: { title: route.id, permission: route.permission, areaRoute: route } satisfies RouteHandle,
          lazy: { Component: () => import('./panel/pages.tsx').then((m) => m.loadPage(route.page)) },
        }),
      ),
      { path: '*', Component: NotFoundPage, handle: { title: 'notFound' } satisfies RouteHandle },
    ],
  };
}

const lazyAuthPage = {
  passwordReset: () => import('../features/auth/pages/password-reset-page.tsx').then((m) => m.PasswordResetPage),
  landlordRegister: () =>
    import('../features/auth/pages/landlord-register-page.tsx').then((m) => m.LandlordRegisterPage),
  landlordVerify: () => import('../features/auth/pages/landlord-verify-page.tsx').then((m) => m.LandlordVerifyPage),
};

// The home page's blocks bring listing cards: their chunk loads with the page (the server names it in the HTML's
// modulepreloads), not with every page. A component rather than a route `lazy`, so hydration keeps the HTML.
const LazyHomePage = lazy(() => import('../features/site/pages/home-page.tsx').then((m) => ({ default: m.HomePage })));

function HomePage() {
  return (
    <Suspense fallback={<div style={{ minHeight: '100vh' }} />}>
      <LazyHomePage />
    </Suspense>
  );
}

const lazyUnsubscribePage = () =>
  import('../features/email-alerts/pages/unsubscribe-page.tsx').then((m) => m.UnsubscribePage);
const lazyClaimAccountPage = () =>
  import('../features/account-import/pages/claim-account-page.tsx').then((m) => m.ClaimAccountPage);

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
    {
      // The link of every alert email (spec 2, public): unsubscribes without sign-in.
      path: 'new-listings-alerts/unsubscribe/:userHash',
      lazy: { Component: lazyUnsubscribePage },
      handle: handle({ title: 'unsubscribe' }),
    },
    {
      // The link emailed to each imported landlord (spec 2, public): set a password and accept the terms.
      path: 'claim-account/:token',
      lazy: { Component: lazyClaimAccountPage },
      handle: handle({ title: 'claimAccount' }),
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
  return createBrowserRouter(appRoutes());
}
