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
}

export async function loadAuthUser(db: Queryable, userId: number, tokenId: string): Promise<AuthUser | null> {
  const [user] = await db
    .select({ id: users.id, email: users.email, status: users.status, companyId: users.companyId })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
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
    roles: [...new Set(rows.map((r) => r.role))],
    permissions: new Set(rows.flatMap((r) => (r.permission ? [r.permission] : []))),
  };
}
