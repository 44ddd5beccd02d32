// The routes (spec 2). Public pages live at / and again under /fr; the admin, portal and support areas
// load on demand (their routes, layouts and pages are separate chunks: routes/area-routes.tsx). Unknown
// paths reach the catch-all.
// React Router's declarative mode renders them (app-routes.tsx): the data router's code stays out of the bundle.
import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { CatchAllPage } from '../features/search/pages/catch-all-page.tsx';
import { PrivacyPolicyPage, TermsOfUsePage } from '../features/site/pages/content-page.tsx';
import { type AreaLayoutRoutes, loadAreaRoutes } from './routes/area-registry.ts';
import type { RouteHandle } from './routes/handle.ts';
import { lazyRoute } from './routes/lazy-route.tsx';
import type { Area } from './routes/route-table.ts';
import { RootLayout } from './shell/root-layout.tsx';

/** Renders nothing: the areas' routes replace it as soon as its chunk is in (area-registry.ts). */
const AreaRoutesLoader = lazyRoute(() => loadAreaRoutes().then(() => () => null));

function areaRoute(area: Area, areas: AreaLayoutRoutes | null): RouteObject {
  return {
    path: area,
    handle: { auth: true } satisfies RouteHandle,
    children: areas ? [areas[area]] : [{ path: '*', element: <AreaRoutesLoader /> }],
  };
}

const PasswordResetPage = lazyRoute(() =>
  import('../features/auth/pages/password-reset-page.tsx').then((m) => m.PasswordResetPage),
);
const LandlordRegisterPage = lazyRoute(() =>
  import('../features/auth/pages/landlord-register-page.tsx').then((m) => m.LandlordRegisterPage),
);
const LandlordVerifyPage = lazyRoute(() =>
  import('../features/auth/pages/landlord-verify-page.tsx').then((m) => m.LandlordVerifyPage),
);

// The home page's blocks bring listing cards: their chunk loads with the page (the server names it in the HTML's
// modulepreloads), not with every page. Its own Suspense boundary rather than a lazyRoute: hydration keeps its
// HTML while the shell around it hydrates.
const LazyHomePage = lazy(() => import('../features/site/pages/home-page.tsx').then((m) => ({ default: m.HomePage })));

function HomePage() {
  return (
    <Suspense fallback={<div style={{ minHeight: '100vh' }} />}>
      <LazyHomePage />
    </Suspense>
  );
}

const UnsubscribePage = lazyRoute(() =>
  import('../features/email-alerts/pages/unsubscribe-page.tsx').then((m) => m.UnsubscribePage),
);
const ClaimAccountPage = lazyRoute(() =>
  import('../features/account-import/pages/claim-account-page.tsx').then((m) => m.ClaimAccountPage),
);

/** The public pages; mounted at / and under /fr. */
function publicRoutes(): RouteObject[] {
  const handle = (h: RouteHandle) => h;
  return [
    { index: true, element: <HomePage />, handle: handle({ title: 'home' }) },
    { path: 'login', element: <HomePage />, handle: handle({ title: 'login', openLogin: true }) },
    { path: 'privacy-policy', element: <PrivacyPolicyPage />, handle: handle({ title: 'privacyPolicy' }) },
    { path: 'terms-of-use', element: <TermsOfUsePage />, handle: handle({ title: 'termsOfUse' }) },
    { path: 'password-reset/:token', element: <PasswordResetPage />, handle: handle({ title: 'passwordReset' }) },
    { path: 'landlord/register', element: <LandlordRegisterPage />, handle: handle({ title: 'landlordRegister' }) },
    {
      path: 'landlord/verify',
      element: <LandlordVerifyPage />,
      handle: handle({ title: 'landlordVerify', auth: true }),
    },
    // The link of every alert email (spec 2, public): unsubscribes without sign-in.
    {
      path: 'new-listings-alerts/unsubscribe/:userHash',
      element: <UnsubscribePage />,
      handle: handle({ title: 'unsubscribe' }),
    },
    // The link emailed to each imported landlord (spec 2, public): set a password and accept the terms.
    { path: 'claim-account/:token', element: <ClaimAccountPage />, handle: handle({ title: 'claimAccount' }) },
    { path: '*', element: <CatchAllPage />, handle: handle({ title: 'notFound' }) },
  ];
}

/** The whole tree; the signed-in areas' own routes are in once their chunk has loaded. */
export function appRoutes(areas: AreaLayoutRoutes | null): RouteObject[] {
  return [
    {
      path: '/',
      element: <RootLayout />,
      children: [
        ...publicRoutes(),
        { path: 'fr', children: publicRoutes() },
        areaRoute('admin', areas),
        areaRoute('portal', areas),
        areaRoute('support', areas),
      ],
    },
  ];
}
