// Auth state (spec 3, 4 and 6): user info, the token (kept in local storage) and the permission map.
// Login success stores token and user, then loads permissions; login failure clears them; logout,
// succeeding or failing, clears token, user, permissions, the mini menu and the menu category.
import type { PermissionMap } from '@rentals/shared/permissions';
import type {
  AuthResponse,
  LandlordRegisterInput,
  LoginInput,
  RegisterInput,
  User,
} from '@rentals/shared/resources/accounts';
// Types only: the store ships with every page, the schemas must not (DESIGN section 9).
import type { LoginTwoFactorInput, SignedInResponse, TwoFactorChallenge } from '@rentals/shared/resources/two-factor';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { flash } from '../../lib/alerts.ts';
import { configureApiClient, isApiError } from '../../lib/api-client.ts';
import { currentLanguage, i18n } from '../../lib/i18n/index.ts';
import { withLoader } from '../../lib/loader.ts';
import { createPersistStorage } from '../../lib/storage.ts';
import { useAdminUiStore } from '../admin/index.ts';
import { authApi } from './api.ts';

/** idle: nothing loaded yet; loading: user or permissions on their way; ready: settled (signed in or not). */
export type SessionStatus = 'idle' | 'loading' | 'ready';

/**
 * What a login step ends with: signed in (and whether the site wants two-factor set up first), or, with
 * two-factor on, the challenge the code must answer (loginTwoFactor) and no session yet.
 */
export type LoginOutcome =
  | { user: User; twoFactorSetupRequired: boolean; twoFactor?: undefined }
  | { twoFactor: TwoFactorChallenge; user?: undefined };

export interface AuthState {
  token: string | null;
  expiresAt: string | null;
  user: User | null;
  permissions: PermissionMap;
  permissionsLoaded: boolean;
  status: SessionStatus;
  /** The last session load failed for a reason other than 401 (logged-in status false -> /login). */
  sessionError: string | null;
  /**
   * The session ended by the user's own logout (not a lost session): a route guard still mounted while
   * the logout navigates away must not report 'You have been logged out.'. The guard consumes it.
   */
  endedByLogout: boolean;

  login: (input: LoginInput) => Promise<LoginOutcome>;
  /** The second step of a login with two-factor on: the challenge and a code (or a recovery code). */
  loginTwoFactor: (input: LoginTwoFactorInput) => Promise<LoginOutcome>;
  register: (input: RegisterInput) => Promise<User>;
  registerLandlord: (input: LandlordRegisterInput) => Promise<User>;
  /** Stores token and user from a login/register answer, then loads permissions. */
  startSession: (answer: AuthResponse) => Promise<User>;
  /** On start with a stored token: loads the user and the permissions. */
  restoreSession: () => Promise<void>;
  loadPermissions: () => Promise<void>;
  setUser: (user: User) => void;
  /** Calls POST logout; whatever the answer, the local session is cleared. Resolves with the server message. */
  logout: () => Promise<string>;
  /** Clears the session without calling the server (any 401, missing token). */
  clearSession: () => void;
  /** The guard has seen the intentional logout; later lost sessions are reported again. */
  acknowledgeLogout: () => void;
}

type Persisted = Pick<AuthState, 'token' | 'expiresAt'>;

const signedOut = {
  token: null,
  expiresAt: null,
  user: null,
  permissions: {},
  permissionsLoaded: false,
  sessionError: null,
} satisfies Partial<AuthState>;

export const useAuthStore = create<AuthState>()(
  persist(
    (set, get) => {
      async function authenticate(call: () => Promise<AuthResponse>): Promise<User> {
        set({ status: 'loading' });
        let answer: AuthResponse;
        try {
          answer = await call();
        } catch (error) {
          set({ ...signedOut, status: 'ready' });
          throw error;
        }
        return get().startSession(answer);
      }

      /** A login step: a session when the server answers one, else the two-factor challenge (still signed out). */
      async function signIn(call: () => Promise<SignedInResponse | { twoFactor: TwoFactorChallenge }>) {
        set({ status: 'loading' });
        let answer: SignedInResponse | { twoFactor: TwoFactorChallenge };
        try {
          answer = await call();
        } catch (error) {
          set({ ...signedOut, status: 'ready' });
          throw error;
        }
        if ('twoFactor' in answer) {
          set({ ...signedOut, status: 'ready' });
          return { twoFactor: answer.twoFactor };
        }
        const user = await get().startSession(answer);
        return { user, twoFactorSetupRequired: answer.twoFactorSetupRequired === true };
      }

      return {
        ...signedOut,
        status: 'idle',
        endedByLogout: false,

        login: (input) => signIn(() => authApi.login(input)),
        loginTwoFactor: (input) => signIn(() => authApi.loginTwoFactor(input)),
        register: (input) => authenticate(() => authApi.register(input)),
        registerLandlord: (input) => authenticate(() => authApi.registerLandlord(input)),

        startSession: async ({ tokenInfo, user }) => {
          set({
            token: tokenInfo.access_token,
            expiresAt: tokenInfo.expires_at,
            user,
            permissions: {},
            permissionsLoaded: false,
            sessionError: null,
            endedByLogout: false,
            status: 'loading',
          });
          await get().loadPermissions();
          set({ status: 'ready' });
          return user;
        },

        restoreSession: async () => {
          const { token, expiresAt } = get();
          const expired = expiresAt !== null && Date.parse(expiresAt) <= Date.now();
          if (!token || expired) {
            set({ ...signedOut, status: 'ready' });
            return;
          }
          set({ status: 'loading', sessionError: null });
          try {
            const user = await withLoader('session', () => authApi.user());
            if (get().token !== token) return; // logged out meanwhile
            set({ user });
            await get().loadPermissions();
            set({ status: 'ready' });
          } catch (error) {
            // A 401 has already cleared the session through the API client.
            if (get().token === token) {
              set({ user: null, status: 'ready', sessionError: isApiError(error) ? error.message : String(error) });
            }
          }
        },

        loadPermissions: async () => {
          const token = get().token;
          try {
            const { permissions } = await authApi.permissions();
            if (get().token === token) set({ permissions, permissionsLoaded: true });
          } catch {
            // Without the map every permission check fails closed; the server enforces anyway.
            if (get().token === token) set({ permissions: {}, permissionsLoaded: true });
          }
        },

        setUser: (user) => set({ user }),

        logout: async () => {
          try {
            const { message } = await authApi.logout();
            return message;
          } finally {
            // One update, so no render sees the cleared session without the reason.
            set({ ...signedOut, status: 'ready', endedByLogout: true });
            useAdminUiStore.getState().reset();
          }
        },

        clearSession: () => {
          set({ ...signedOut, status: 'ready' });
          useAdminUiStore.getState().reset();
        },

        acknowledgeLogout: () => set({ endedByLogout: false }),
      };
    },
    {
      name: 'auth',
      storage: createPersistStorage<Persisted>(),
      partialize: (s) => ({ token: s.token, expiresAt: s.expiresAt }),
    },
  ),
);

/** Logged in means user info exists (spec 6). */
export const selectLoggedIn = (s: AuthState) => s.user !== null;

export const LOGGED_OUT_ALERT_ID = 'logged-out';

/** Every 401 logs out (spec 8). Someone who held a session is told so once. */
export function handleUnauthenticated() {
  const { token, user, clearSession } = useAuthStore.getState();
  if (!token && !user) return;
  clearSession();
  flash(i18n.t('guard.loggedOut'), 'warning', LOGGED_OUT_ALERT_ID);
}

configureApiClient({
  getToken: () => useAuthStore.getState().token,
  getLanguage: currentLanguage,
  onUnauthenticated: handleUnauthenticated,
});
