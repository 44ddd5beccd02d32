// The signed-in user as routes see it: identity, role names and the permission set.
import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { permissions, rolePermissions, roles, userRoles, users } from '../db/schema/index.ts';

export interface AuthUser {
  id: number;
  email: string;
  status: string;
  companyId: number | null;
  roles: string[];
  permissions: Set<string>;
  tokenId: string;
  /** 'session' (sign-in) or 'personal' (an API token the user made): both carry the same permissions. */
  tokenKind: 'session' | 'personal';
  /** Two-factor sign-in is on (a site setting can require it of some roles: lib/two-factor-required.ts). */
  twoFactorEnabled: boolean;
}

export async function loadAuthUser(
  db: Queryable,
  userId: number,
  tokenId: string,
  tokenKind: AuthUser['tokenKind'] = 'session',
): Promise<AuthUser | null> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      status: users.status,
      companyId: users.companyId,
      totpEnabledAt: users.totpEnabledAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return null;
  const { totpEnabledAt, ...user } = row;
  const rows = await db
    .select({ role: roles.name, permission: permissions.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .leftJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
    .leftJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(eq(userRoles.userId, userId));
  return {
    ...user,
    tokenId,
    tokenKind,
    twoFactorEnabled: totpEnabledAt !== null,
    roles: [...new Set(rows.map((r) => r.role))],
    permissions: new Set(rows.flatMap((r) => (r.permission ? [r.permission] : []))),
  };
}
