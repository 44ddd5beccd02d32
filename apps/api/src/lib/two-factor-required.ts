// The site setting `requireTwoFactorForAdmins`: when on, a Site Owner or Site Administrator without two-factor
// sign-in may sign in, but every non-public API call other than those needed to set it up answers 403
// (the access plugin asks `twoFactorSetupBlocks` on each request). The setting is read at most every few
// seconds per database; whoever changes it calls `forgetTwoFactorSetting` so it applies at once.
import { REQUIRE_TWO_FACTOR_SETTING, TWO_FACTOR_REQUIRED_ROLES } from '@rentals/shared/resources/two-factor';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { siteSettings } from '../db/schema/index.ts';
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

export const holdsTwoFactorRole = (roles: readonly string[]) =>
  roles.some((role) => (TWO_FACTOR_REQUIRED_ROLES as readonly string[]).includes(role));

/** The site requires two-factor sign-in of this user (whether or not it is on). */
export async function twoFactorRequiredFor(db: Queryable, roles: readonly string[]): Promise<boolean> {
  return holdsTwoFactorRole(roles) && (await requireTwoFactorForAdmins(db));
}

/**
 * Whether this call must be refused until the user turns two-factor on. Costs nothing for users without one
 * of the roles (no query) and one cached read for the others.
 */
export async function twoFactorSetupBlocks(db: Queryable, user: AuthUser, route: string): Promise<boolean> {
  if (user.twoFactorEnabled || !holdsTwoFactorRole(user.roles) || TWO_FACTOR_SETUP_ROUTES.has(route)) return false;
  return requireTwoFactorForAdmins(db);
}
