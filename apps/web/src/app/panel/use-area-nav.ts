// The navigation of a signed-in area for the current user: its routes grouped, only what they may open.
import { useMemo } from 'react';
import { useAuthStore } from '../../features/auth/index.ts';
import { useSiteStore } from '../../features/site/index.ts';
import { navRoutesFor } from '../../lib/permissions.ts';
import { AREA_ROUTES, type Area, type AreaRoute, type NavGroup } from '../routes/route-table.ts';

export const AREA_GROUPS: Record<Area, readonly NavGroup[]> = {
  admin: ['account', 'content', 'listings', 'users', 'commerce', 'settings', 'renter'],
  portal: ['portal'],
  support: ['support'],
};

export interface NavSection {
  group: NavGroup;
  routes: AreaRoute[];
}

/** In the US region the favourites page is linked by its /admin/favorite-listings spelling. */
export function navPath(route: AreaRoute, region: 'CA' | 'US'): string {
  return region === 'US' && route.id === 'favouriteListings' ? '/admin/favorite-listings' : route.path;
}

/** The renter area (spec 2) has its own navigation: its sections first, then the account, nothing else. */
const RENTER_AREA_GROUPS: readonly NavGroup[] = ['renter', 'account'];

/**
 * The area's navigation. `renterArea`: the renter pages' own navigation, which lists the renter sections to
 * anyone who may open them (an administrator visiting them included), and the account section.
 */
export function useAreaNav(area: Area, renterArea = false): NavSection[] {
  const user = useAuthStore((s) => s.user);
  const permissions = useAuthStore((s) => s.permissions);
  return useMemo(() => {
    const routes = renterArea
      ? AREA_ROUTES[area].map((r) => (r.nav === 'renter' ? { ...r, navRoles: undefined } : r))
      : AREA_ROUTES[area];
    const visible = navRoutesFor(routes, user, permissions);
    return (renterArea ? RENTER_AREA_GROUPS : AREA_GROUPS[area])
      .map((group) => ({ group, routes: visible.filter((r) => r.nav === group) }))
      .filter((section) => section.routes.length > 0);
  }, [area, renterArea, user, permissions]);
}

export function useRegion(): 'CA' | 'US' {
  return useSiteStore((s) => (s.settings?.region === 'US' ? 'US' : 'CA'));
}
