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

export function useAreaNav(area: Area): NavSection[] {
  const user = useAuthStore((s) => s.user);
  const permissions = useAuthStore((s) => s.permissions);
  return useMemo(() => {
    const visible = navRoutesFor(AREA_ROUTES[area], user, permissions);
    return AREA_GROUPS[area]
      .map((group) => ({ group, routes: visible.filter((r) => r.nav === group) }))
      .filter((section) => section.routes.length > 0);
  }, [area, user, permissions]);
}

export function useRegion(): 'CA' | 'US' {
  return useSiteStore((s) => (s.settings?.region === 'US' ? 'US' : 'CA'));
}
