// Test helpers: render the real app (or a piece of it) with its providers in a memory router, and a
// small fetch stub standing in for the API (component tests only; the end-to-end tests use the server).
import { notifications } from '@mantine/notifications';
import type { User } from '@rentals/shared/resources/accounts';
import { render } from '@testing-library/react';
import { type ReactNode, use, useLayoutEffect } from 'react';
import {
  type Location,
  MemoryRouter,
  type NavigationType,
  type Navigator,
  type To,
  UNSAFE_NavigationContext,
  useLocation,
  useNavigationType,
} from 'react-router';
import { vi } from 'vitest';
import { AppRoutes } from '../app/app-routes.tsx';
import { Providers } from '../app/providers.tsx';
import { useAdminUiStore } from '../features/admin/index.ts';
import { useAuthStore, useLoginModal } from '../features/auth/index.ts';
import { EMPTY_RENTER, useRenterStore } from '../features/renter/index.ts';
import { EMPTY_SITE, useSiteStore } from '../features/site/index.ts';
import { useAlertsStore } from '../lib/alerts.ts';
import { setLanguage, setRegion } from '../lib/i18n/index.ts';
import { useLoaderStore } from '../lib/loader.ts';
import { usePageTitleStore } from '../lib/page-title.ts';
import { sharedQueryClient } from '../lib/query-client.ts';

/** happy-dom's window size (the desktop layout by default, like the end-to-end tests). */
export function setViewport(width: number, height: number) {
  const api = (window as unknown as { happyDOM?: { setViewport(v: { width: number; height: number }): void } })
    .happyDOM;
  api?.setViewport({ width, height });
}

export async function resetAppState() {
  localStorage.clear();
  sessionStorage.clear();
  // A cookie set without a path belongs to the page's directory: clear it on every prefix of the location
  // (web test files share a window, see vitest.config.ts).
  const segments = window.location.pathname.split('/').filter(Boolean);
  const paths = ['/', ...segments.map((_, i) => `/${segments.slice(0, i + 1).join('/')}`)];
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    for (const path of name ? paths : []) {
      // biome-ignore lint/suspicious/noDocumentCookie: tests reset the cookie the server would set
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=${path}`;
    }
  }
  useAuthStore.setState({
    token: null,
    expiresAt: null,
    user: null,
    permissions: {},
    permissionsLoaded: false,
    status: 'idle',
    sessionError: null,
    endedByLogout: false,
  });
  useAlertsStore.getState().clearAlerts();
  notifications.clean();
  useLoginModal.setState({ opened: false, tab: 'login', view: 'login' });
  useRenterStore.setState(EMPTY_RENTER);
  useAdminUiStore.setState({ miniMenu: false, menuCategory: null });
  useLoaderStore.setState({ loaders: [] });
  usePageTitleStore.setState({ override: null });
  // The public pages share one query client for the whole visit: no cached answers from another test, and a
  // failed request fails at once (tests stub every answer; the app's own retries would only slow them down).
  const client = sharedQueryClient();
  client.clear();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  useSiteStore.setState(EMPTY_SITE);
  setRegion('CA');
  await setLanguage('en');
}

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    firstName: 'Ravi',
    lastName: 'Renter',
    email: 'renter@demo.test',
    phone: null,
    photo: null,
    locale: 'en',
    emailVerified: true,
    status: 'active',
    roles: [{ name: 'Renter' }],
    company: null,
    loggedInAcknowledged: true,
    ...overrides,
  };
}

/** Puts a signed-in session in the auth store (as after login and the permissions call). */
export function signIn(user: User = makeUser(), permissions: Record<string, boolean> = {}) {
  useAuthStore.setState({
    token: 'test-token',
    expiresAt: null,
    user,
    permissions,
    permissionsLoaded: true,
    status: 'ready',
    sessionError: null,
  });
}

export interface StubResponse {
  status?: number;
  body?: unknown;
}

type Handler =
  | StubResponse
  | ((request: { url: string; method: string; body: unknown; headers: Headers }) => StubResponse);

export interface FetchCall {
  method: string;
  path: string;
  url: string;
  headers: Headers;
  body: unknown;
}

export const SITE_SETTINGS = {
  siteSettings: {
    siteName: 'Test Rentals',
    siteDescription: '',
    region: 'CA',
    defaultLocale: 'en',
    listYourAdUrl: '/landlord/register',
    mapTileUrl: '',
    mapAttribution: '',
    analyticsTagId: '',
  },
  permaLinks: { listings: 'rentals' },
  menus: {
    Primary: {
      id: 1,
      menuItems: [
        { id: 1, title: 'Blog', url: '/blog', externalUrl: null, target: '_self', pageType: null, children: [] },
      ],
    },
    Footer: { id: 2, menuItems: [] },
  },
  companyInfo: { logo: '', name: 'Test Rentals Inc.', socialMedia: {} },
};

/** The answers every page load asks for; override or add per test ('GET site-settings', 'POST login', ...). */
export function defaultHandlers(): Record<string, Handler> {
  return {
    'GET site-settings': { body: SITE_SETTINGS },
    'GET content-blocks/get-content': { body: { contentBlocks: [] } },
    'GET project-modules-formatted': { body: { projectModules: {} } },
    'GET home': { body: { popularCities: [], featured: [], newest: [], provinces: [], rentTrend: null } },
    'GET csrf-cookie': () => {
      // biome-ignore lint/suspicious/noDocumentCookie: the stub plays the server setting the cookie
      document.cookie = 'XSRF-TOKEN=test-xsrf; path=/';
      return { status: 204 };
    },
  };
}

/**
 * Replaces fetch with answers by 'METHOD path' (path relative to /api, without the query). Unknown
 * calls answer 404. Returns the list of calls made.
 */
export function stubFetch(handlers: Record<string, Handler> = {}) {
  const all = { ...defaultHandlers(), ...handlers };
  const calls: FetchCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.replace(/^.*?\/api\//, '').split('?')[0] ?? '';
    const headers = new Headers(init.headers);
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    calls.push({ method, path, url, headers, body });
    const handler = all[`${method} ${path}`];
    const answer: StubResponse = !handler
      ? { status: 404, body: { message: 'Not Found.' } }
      : typeof handler === 'function'
        ? handler({ url, method, body, headers })
        : handler;
    const status = answer.status ?? 200;
    const text = answer.body === undefined ? null : JSON.stringify(answer.body);
    return new Response(status === 204 ? null : text, {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

function TestProviders({ children }: { children: ReactNode }) {
  return <Providers env="test">{children}</Providers>;
}

/** Renders a piece of the app inside its providers (rerender keeps them). */
export function renderWithProviders(ui: ReactNode) {
  return render(ui, { wrapper: TestProviders });
}

/** What tests see of the app's router: the location shown and a way to navigate as a link would. */
export interface TestRouter {
  state: { location: Location; historyAction: `${NavigationType}` };
  /** The memory history React Router navigates with (its push and replace are what links call). */
  navigator: Navigator;
  navigate(to: To | number, options?: { replace?: boolean }): Promise<void>;
}

function RouterProbe({ router }: { router: Partial<TestRouter> }) {
  const location = useLocation();
  const historyAction = useNavigationType();
  const { navigator } = use(UNSAFE_NavigationContext);
  // Once committed: a navigation still waiting for a page's chunk has not arrived.
  useLayoutEffect(() => {
    router.state = { location, historyAction };
    router.navigator = navigator;
  }, [router, location, historyAction, navigator]);
  return null;
}

/** Renders the whole app (shell, guards, routes) at `path`. */
export function renderApp(path = '/') {
  const probe: Partial<TestRouter> = {};
  const router: TestRouter = {
    get state() {
      if (!probe.state) throw new Error('The app has not rendered yet');
      return probe.state;
    },
    get navigator() {
      if (!probe.navigator) throw new Error('The app has not rendered yet');
      return probe.navigator;
    },
    // Read at each call: the route preloading and the navigation blocker wrap the navigator's methods.
    navigate: async (to, options) => {
      const { navigator } = router;
      if (typeof to === 'number') navigator.go(to);
      else if (options?.replace) navigator.replace(to);
      else navigator.push(to);
    },
  };
  const result = render(
    <Providers env="test">
      <MemoryRouter initialEntries={[path]}>
        <RouterProbe router={probe} />
        <AppRoutes />
      </MemoryRouter>
    </Providers>,
  );
  return { ...result, router };
}

/** Answers for a stored session: GET user and GET permissions. */
export function sessionHandlers(user: User, permissions: Record<string, boolean> = {}): Record<string, Handler> {
  return {
    'GET user': { body: user },
    'GET permissions/get-user-permissions': { body: { permissions } },
  };
}
