// Permission checks on the client (spec 6): the map fetched from the server, looked up by key.
// A convenience for showing and guarding screens; the server enforces every rule.
import type { PermissionMap, UserWithRoles } from '@rentals/shared/permissions';
import { hasRole } from '@rentals/shared/permissions';
import type { AreaRoute } from '../app/routes/route-table.ts';

/** True when the map grants `permission`; no permission needed means true; unknown keys are denied. */
export function can(permissions: PermissionMap, permission: string | undefined): boolean {
  if (!permission) return true;
  return permissions[permission] === true;
}

/** Whether the guard lets this user open the route. */
export function canOpen(route: AreaRoute, permissions: PermissionMap): boolean {
  return can(permissions, route.permission);
}

/** The routes listed in an area's navigation for this user: only what they may open. */
export function navRoutesFor(
  routes: readonly AreaRoute[],
  user: UserWithRoles | null,
  permissions: PermissionMap,
): AreaRoute[] {
  return routes.filter(
    (route) =>
      route.nav !== undefined &&
      !route.path.includes(':') &&
      canOpen(route, permissions) &&
      can(permissions, route.navPermission) &&
      (!route.navRoles || route.navRoles.some((role) => hasRole(user, role))),
  );
}
