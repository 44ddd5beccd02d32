// The site setting `requireTwoFactorForAdmins`: when on, an administrator (a user holding any of
// TWO_FACTOR_REQUIRED_PERMISSIONS, whatever their roles are called) without two-factor sign-in may sign in, but every non-public API call other than those needed to set it up answers 403
// (the access plugin asks `twoFactorSetupBlocks` on each request). The setting is read at most every few
// seconds per database; whoever changes it calls `forgetTwoFactorSetting` so it applies at once.
import { REQUIRE_TWO_FACTOR_SETTING, TWO_FACTOR_REQUIRED_PERMISSIONS } from '@rentals/shared/resources/two-factor';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { permissions, rolePermissions, siteSettings, userRoles } from '../db/schema/index.ts';
import type { AuthUser } from './auth-user.ts';
import { memoPerDatabase } from './memo.ts';

const SETTING_TTL_MS = 5_000;
const setting = memoPerDatabase<boolean>('two-factor-setting', SETTING_TTL_MS, 10);

/**
 * What such a user may still call: their own account, permissions and sign-out, and the routes that turn
 * two-factor on. Public routes (site settings, menus, listings) are never blocked: anyone may call those.
 */
export const TWO_FACTOR_SETUP_ROUTES: ReadonlySet<string> = new Set([
  'GET /api/user',
  'GET /api/permissions/get-user-permissions',
  'POST /api/logout',
  'GET /api/two-factor',
  'POST /api/two-factor/setup',
  'POST /api/two-factor/enable',
  'GET /api/site-settings',
]);

/** The stored setting; a missing row (or anything but `true`) means off. */
export function requireTwoFactorForAdmins(db: Queryable): Promise<boolean> {
  return setting(db, REQUIRE_TWO_FACTOR_SETTING, async () => {
    const [row] = await db
      .select({ value: siteSettings.value })
      .from(siteSettings)
      .where(eq(siteSettings.key, REQUIRE_TWO_FACTOR_SETTING));
    return row?.value === true;
  });
}

/** Call after writing the setting, so the next request reads it afresh. */
export function forgetTwoFactorSetting(db: Queryable): void {
  setting.forget(db, REQUIRE_TWO_FACTOR_SETTING);
}

/** Whether these permissions make their holder an administrator the setting applies to. */
export const holdsAdminPermission = (held: ReadonlySet<string> | readonly string[]) => {
  const has = Array.isArray(held) ? new Set(held) : (held as ReadonlySet<string>);
  return TWO_FACTOR_REQUIRED_PERMISSIONS.some((p) => has.has(p));
};

/** The names of the permissions a user holds through their roles. */
export async function permissionsOf(db: Queryable, userId: number): Promise<Set<string>> {
  const rows = await db
    .select({ name: permissions.name })
    .from(userRoles)
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(eq(userRoles.userId, userId));
  return new Set(rows.map((r) => r.name));
}

/** The site requires two-factor sign-in of a user holding these permissions (whether or not it is on). */
export async function twoFactorRequiredFor(
  db: Queryable,
  held: ReadonlySet<string> | readonly string[],
): Promise<boolean> {
  return holdsAdminPermission(held) && (await requireTwoFactorForAdmins(db));
}

/**
 * Whether this call must be refused until the user turns two-factor on. Costs nothing for users without an
 * administrator permission (no query) and one cached read for the others.
 */
export async function twoFactorSetupBlocks(db: Queryable, user: AuthUser, route: string): Promise<boolean> {
  if (user.twoFactorEnabled || !holdsAdminPermission(user.permissions) || TWO_FACTOR_SETUP_ROUTES.has(route))
    return false;
  return requireTwoFactorForAdmins(db);
}
