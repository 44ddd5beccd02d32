// The routes (spec 2). Public pages live at / and again under /fr; the admin, portal and support areas
// load on demand (their layouts and pages are separate chunks). Unknown paths reach the catch-all.
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PrivacyPolicyPage, TermsOfUsePage } from '../features/site/pages/content-page.tsx';
import { HomePage } from '../features/site/pages/home-page.tsx';
import { CatchAllPage, NotFoundPage } from '../features/site/pages/not-found-page.tsx';
import type { RouteHandle } from './routes/handle.ts';
import { AREA_ROUTES, type Area, type AreaRoute } from './routes/route-table.ts';
import { RootLayout } from './shell/root-layout.tsx';
import { RouteErrorPage, StartupFallback } from './shell/route-error-page.tsx';

type PageKey = NonNullable<AreaRoute['page']>;

const PAGES: Record<PageKey, () => Promise<ComponentType>> = {
  adminDashboard: () => import('./panel/area-dashboard.tsx').then((m) => m.AdminDashboardPage),
  portalDashboard: () => import('./panel/area-dashboard.tsx').then((m) => m.PortalDashboardPage),
  supportDashboard: () => import('./panel/area-dashboard.tsx').then((m) => m.SupportDashboardPage),
  myAccount: () => import('../features/account/pages/my-account-page.tsx').then((m) => m.MyAccountPage),
  myAccountEdit: () => import('../features/account/pages/my-account-edit-page.tsx').then((m) => m.MyAccountEditPage),
  changePassword: () => import('../features/account/pages/change-password-page.tsx').then((m) => m.ChangePasswordPage),
  renterProfile: () =>
    import('../features/renter-profile/pages/renter-profile-page.tsx').then((m) => m.RenterProfilePage),
  myInquiries: () => import('../features/inquiries/pages/my-inquiries-page.tsx').then((m) => m.MyInquiriesPage),
  myInquiry: () => import('../features/inquiries/pages/inquiry-page.tsx').then((m) => m.InquiryPage),
  emailAlerts: () => import('../features/email-alerts/pages/email-alerts-page.tsx').then((m) => m.EmailAlertsPage),
  favouriteListings: () =>
    import('../features/renter/pages/favourite-listings-page.tsx').then((m) => m.FavouriteListingsPage),
  recommendedListings: () =>
    import('../features/renter/pages/recommended-listings-page.tsx').then((m) => m.RecommendedListingsPage),
  viewedListings: () => import('../features/renter/pages/viewed-listings-page.tsx').then((m) => m.ViewedListingsPage),
};

const comingSoon = () => import('./panel/coming-soon-page.tsx').then((m) => m.ComingSoonPage);

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
          lazy: { Component: route.page ? PAGES[route.page] : comingSoon },
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

const lazyUnsubscribePage = () =>
  import('../features/email-alerts/pages/unsubscribe-page.tsx').then((m) => m.UnsubscribePage);

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
