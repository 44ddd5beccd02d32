// The shell around every route: loads site data and the session, picks the language, sets the body
// class, document title and scroll position, announces page changes, shows the public header and
// footer (not under /admin, /portal, /support), the login modal and the route guard.
import { Box, Progress } from '@mantine/core';
import { dashboardPathFor } from '@rentals/shared/permissions';
import { type ComponentType, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useAuthStore, useLoginModal } from '../../features/auth/index.ts';
import { selectSiteName, useSiteStore } from '../../features/site/index.ts';
import { languageFromPath, setLanguage, useTranslation } from '../../lib/i18n/index.ts';
import { selectAnyLoading, useLoaderStore } from '../../lib/loader.ts';
import { composeTitle, usePageTitleStore } from '../../lib/page-title.ts';
import { ServerSlot } from '../../lib/server-slots.tsx';
import { captureTracking } from '../../lib/tracking.ts';
import { useRouteHandle } from '../routes/handle.ts';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { applyBodyClass, isPanelPath } from './panels.ts';
import { RouteGuard } from './route-guard.tsx';
import classes from './shell.module.css';

const LoginModal = lazy(() => import('../../features/auth/index.login-modal.ts'));

export const MAIN_CONTENT_ID = 'main-content';

/** The stored session and project modules once; site settings and content blocks per language. */
function useBootstrap() {
  const { i18n } = useTranslation();
  useEffect(() => {
    void useSiteStore.getState().loadProjectModules();
    void useAuthStore.getState().restoreSession();
  }, []);
  // Menus and content blocks come in the page's language (content blocks cached 48 hours each).
  // biome-ignore lint/correctness/useExhaustiveDependencies: reload when the language changes
  useEffect(() => {
    void useSiteStore.getState().loadSettings();
    void useSiteStore.getState().loadContentBlocks();
  }, [i18n.language]);
}

/** Public pages: the /fr prefix decides; signed-in areas follow the user's locale. */
function useLanguageFromRoute(pathname: string) {
  const userLocale = useAuthStore((s) => s.user?.locale);
  const language = languageFromPath(pathname) ?? (isPanelPath(pathname) && userLocale === 'fr' ? 'fr' : 'en');
  useEffect(() => {
    void setLanguage(language);
  }, [language]);
}

function useDocumentTitle() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  const override = usePageTitleStore((s) => s.override);
  const siteName = useSiteStore(selectSiteName);
  const pageTitle = override ?? (handle.title && handle.title !== 'home' ? t(`routes.${handle.title}`) : null);
  const title = composeTitle(pageTitle, siteName);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return pageTitle ?? siteName;
}

/** Scrolls to the top on each navigation and moves focus to the main content (not on first load). */
function useNavigationFocus(pathname: string) {
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each path change
  useEffect(() => {
    window.scrollTo?.(0, 0);
    if (first.current) {
      first.current = false;
      return;
    }
    const main = document.getElementById(MAIN_CONTENT_ID);
    main?.focus({ preventScroll: true });
  }, [pathname]);
}

/**
 * /login opens the Login / Sign up modal over the home page (closing it there goes home: login-modal.tsx).
 * Someone already signed in is sent to their dashboard instead (a stored session is waited for first).
 */
function useLoginRoute() {
  const { openLogin } = useRouteHandle();
  const { pathname, key } = useLocation();
  const navigate = useNavigate();
  const user = useAuthStore((s) => s.user);
  const sessionPending = useAuthStore((s) => s.token !== null && s.status !== 'ready');
  // Decided once per arrival at /login: signing in from the modal later is login-form.tsx's business.
  const decided = useRef<string | null>(null);

  // Following a link out of the modal (privacy policy, landlord sign-up) closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on each path change
  useEffect(() => {
    if (!openLogin) {
      decided.current = null;
      useLoginModal.getState().close();
    }
  }, [openLogin, pathname]);

  useEffect(() => {
    if (!openLogin || sessionPending || decided.current === key) return;
    decided.current = key;
    if (user) void navigate(dashboardPathFor(user), { replace: true });
    else useLoginModal.getState().open('login');
  }, [openLogin, key, sessionPending, user, navigate]);
}

function RouteAnnouncer({ title }: { title: string }) {
  const [message, setMessage] = useState('');
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    setMessage(title);
  }, [title]);
  return (
    <div
      className={classes.visuallyHidden}
      role="status"
      aria-live="polite"
      aria-atomic="true"
      data-testid="route-announcer"
    >
      {message}
    </div>
  );
}

function LoadingBar() {
  const loading = useLoaderStore(selectAnyLoading);
  if (!loading) return null;
  return (
    <Progress
      value={100}
      animated
      size="xs"
      radius={0}
      pos="fixed"
      top={0}
      left={0}
      right={0}
      style={{ zIndex: 1000 }}
      aria-hidden
    />
  );
}

/**
 * Mantine's modals manager once loaded, for a signed-in user. Kept as state rather than React.lazy: Suspense
 * reveals resolved content up to 300 ms late, and a confirmation opened meanwhile (publish, remove, log out)
 * would be lost. Area pages wait for the same module (panel/pages.tsx), so it is mounted before they show.
 */
function useModalsHost(enabled: boolean): ComponentType | null {
  const [host, setHost] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (enabled && !host) void import('./modals-host.tsx').then((module) => setHost(() => module.default));
  }, [enabled, host]);
  return enabled ? host : null;
}

export function RootLayout() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const panel = isPanelPath(pathname);
  const loginOpened = useLoginModal((s) => s.opened);
  const loggedIn = useAuthStore((s) => s.user !== null);
  const ModalsHost = useModalsHost(loggedIn);

  useLanguageFromRoute(pathname);
  useBootstrap();
  useNavigationFocus(pathname);
  useLoginRoute();
  const announced = useDocumentTitle();

  useEffect(() => {
    applyBodyClass(pathname);
  }, [pathname]);

  useEffect(() => {
    captureTracking(search);
  }, [search]);

  return (
    <>
      <a href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink}>
        {t('nav.skipToContent')}
      </a>
      <LoadingBar />
      <RouteAnnouncer title={announced} />
      {panel ? (
        <RouteGuard>
          <Outlet />
        </RouteGuard>
      ) : (
        <>
          <ServerSlot name="header">
            <Header />
          </ServerSlot>
          <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
            <RouteGuard>
              <Outlet />
            </RouteGuard>
          </Box>
          <Footer />
        </>
      )}
      {ModalsHost && <ModalsHost />}
      {loginOpened && (
        <Suspense fallback={null}>
          <LoginModal />
        </Suspense>
      )}
    </>
  );
}
