// Route guards (spec 4, 5 and 8). A route needing sign-in with no token: logout, go to /, 'You have been
// logged out.'. Logged-in status false (the session could not be loaded): /login. A route needing a
// permission the user lacks: /admin/dashboard, 'You do not have permission to view this section.'.
// Guards are a convenience: the server enforces everything.
import { Center, Loader } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LOGGED_OUT_ALERT_ID, useAuthStore } from '../../features/auth/index.ts';
import { flash } from '../../lib/alerts.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { can } from '../../lib/permissions.ts';
import { useRouteHandle } from '../routes/handle.ts';

export type GuardDecision = 'allow' | 'wait' | 'logout' | 'login' | 'forbidden';

export const NO_PERMISSION_ALERT_ID = 'no-permission';

export function useGuardDecision(): GuardDecision {
  const handle = useRouteHandle();
  const token = useAuthStore((s) => s.token);
  const user = useAuthStore((s) => s.user);
  const status = useAuthStore((s) => s.status);
  const permissionsLoaded = useAuthStore((s) => s.permissionsLoaded);
  const permissions = useAuthStore((s) => s.permissions);
  const sessionError = useAuthStore((s) => s.sessionError);

  if (!handle.auth) return 'allow';
  if (!token) return 'logout';
  if (!user && sessionError && status === 'ready') return 'login';
  if (!user || !permissionsLoaded) return 'wait';
  if (handle.permission && !can(permissions, handle.permission)) return 'forbidden';
  return 'allow';
}

export function RouteGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const decision = useGuardDecision();

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per decision and location
  useEffect(() => {
    if (decision === 'logout') {
      const auth = useAuthStore.getState();
      if (auth.endedByLogout) {
        // The user's own logout (use-logout flashes 'You are logged out'): this
        // page may still be mounted for a moment after the session cleared; nothing was lost.
        auth.acknowledgeLogout();
        void navigate('/', { replace: true });
        return;
      }
      auth.clearSession();
      flash(t('guard.loggedOut'), 'warning', LOGGED_OUT_ALERT_ID);
      void navigate('/', { replace: true });
    } else if (decision === 'login') {
      void navigate('/login', { replace: true });
    } else if (decision === 'forbidden') {
      flash(t('guard.noPermission'), 'error', NO_PERMISSION_ALERT_ID);
      void navigate('/admin/dashboard', { replace: true });
    }
  }, [decision, location.key]);

  if (decision === 'allow') return children;
  if (decision === 'wait') {
    return (
      <Center py="xl" role="status" aria-live="polite" aria-label={t('guard.checking')}>
        <Loader aria-hidden />
      </Center>
    );
  }
  return null;
}
