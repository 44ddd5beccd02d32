// The rules no administrator can break (issue 11, section 2): nobody grants or takes away a permission they
// do not hold; the Site Owner role keeps every permission; there is always an active Site Owner; nobody
// suspends or demotes themselves. Each check runs inside the write's transaction.
import { and, count, eq, inArray, ne } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { permissions, rolePermissions, roles, userRoles, users } from '../../db/schema/index.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { HttpError } from '../../lib/http-error.ts';

export const OWNER_ROLE = 'Site Owner';

/** 422 with the field at fault and a sentence that says which rule it breaks. */
export const guardRail = (field: string, key: GuardRailKey, params: Record<string, string | number> = {}) =>
  new HttpError(422, key, params, { [field]: { rule: 'invalid' } });

export type GuardRailKey =
  | 'cannotGrantUnheld'
  | 'ownerRoleKeepsAll'
  | 'lastOwner'
  | 'cannotSuspendSelf'
  | 'cannotDemoteSelf'
  | 'systemRoleFixed'
  | 'roleInUse'
  | 'systemPermissionFixed'
  | 'cannotManageStronger';

/** The permission names each role holds. */
export async function permissionsOfRoles(db: Queryable, roleIds: number[]): Promise<Map<number, string[]>> {
  const result = new Map<number, string[]>(roleIds.map((id) => [id, []]));
  if (roleIds.length === 0) return result;
  const rows = await db
    .select({ roleId: rolePermissions.roleId, name: permissions.name })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(inArray(rolePermissions.roleId, roleIds));
  for (const row of rows) result.get(row.roleId)?.push(row.name);
  return result;
}

/** Refuses when `names` holds a permission the actor does not hold (on `field`). */
export function assertHeldByActor(actor: AuthUser, names: Iterable<string>, field: string) {
  for (const name of names) {
    if (!actor.permissions.has(name)) throw guardRail(field, 'cannotGrantUnheld', { permission: name });
  }
}

/** Roles whose assignment changes (added or removed) must only carry permissions the actor holds. */
export async function assertMayAssignRoles(db: Queryable, actor: AuthUser, changedRoleIds: number[]) {
  const held = await permissionsOfRoles(db, changedRoleIds);
  for (const names of held.values()) assertHeldByActor(actor, names, 'roleIds');
}

/** Refuses (403) changing an account whose roles carry a permission the actor does not hold. */
export async function assertMayManageUser(db: Queryable, actor: AuthUser, targetRoleIds: number[]) {
  const held = await permissionsOfRoles(db, targetRoleIds);
  for (const names of held.values()) {
    if (names.some((name) => !actor.permissions.has(name))) throw new HttpError(403, 'cannotManageStronger');
  }
}

/**
 * Locks the Site Owner role's row, then counts the active Site Owners other than `exceptUserId`: two
 * requests at once cannot each remove "the other" last owner.
 */
export async function assertAnotherActiveOwner(db: Queryable, exceptUserId: number, field: string) {
  const [owner] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, OWNER_ROLE)).for('update');
  if (!owner) return;
  const [row] = await db
    .select({ n: count() })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(userRoles.roleId, owner.id), ne(users.id, exceptUserId), eq(users.status, 'active')));
  if (Number(row?.n ?? 0) === 0) throw guardRail(field, 'lastOwner');
}

export async function roleIdByName(db: Queryable, name: string): Promise<number | undefined> {
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
  return row?.id;
}
