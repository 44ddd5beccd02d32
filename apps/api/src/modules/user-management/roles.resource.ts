// Roles (/admin/roles/...): a name, a description and a permission checklist. The five roles the product
// names keep their names and cannot be deleted; the Site Owner role keeps every permission; nobody grants or
// takes away a permission they do not hold themselves.
import { ROLES } from '@rentals/shared';
import { createRoleSchema, roleSchema, updateRoleSchema } from '@rentals/shared/resources/user-management';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { permissions, rolePermissions, roles, userRoles } from '../../db/schema/index.ts';
import { invalidFields } from '../../lib/http-error.ts';
import { defineResource, type WriteContext } from '../../lib/resources/index.ts';
import { assertHeldByActor, guardRail, OWNER_ROLE, permissionsOfRoles } from './guard-rails.ts';

const SYSTEM_ROLES: readonly string[] = ROLES;

const roleRows = (db: Queryable) =>
  db
    .select({
      id: roles.id,
      name: roles.name,
      description: roles.description,
      userCount: sql<number>`(select count(*)::int from ${userRoles} where ${userRoles.roleId} = ${roles.id})`,
    })
    .from(roles)
    .$dynamic();

type RoleRow = Awaited<ReturnType<typeof roleRows>>[number];

async function toRoles(db: Queryable, rows: RoleRow[]) {
  const held = await permissionsOfRoles(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    ...row,
    userCount: Number(row.userCount),
    permissions: (held.get(row.id) ?? []).sort(),
    isSystem: SYSTEM_ROLES.includes(row.name),
  }));
}

type RoleEntity = Awaited<ReturnType<typeof toRoles>>[number];

async function permissionIds(db: Queryable, names: string[]) {
  if (names.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ id: permissions.id, name: permissions.name })
    .from(permissions)
    .where(inArray(permissions.name, names));
  const ids = new Map(rows.map((r) => [r.name, r.id]));
  if (ids.size !== new Set(names).size) throw invalidFields({ permissions: 'in' });
  return ids;
}

async function assertNameFree(db: Queryable, name: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(sql`lower(${roles.name}) = ${name.toLowerCase()}`);
  if (taken && taken.id !== exceptId) throw invalidFields({ name: 'unique' });
}

/** Sets a role's permissions to `wanted`, refusing what the guard rails forbid. */
export async function setRolePermissions(ctx: WriteContext, role: RoleEntity, wanted: string[]) {
  const added = wanted.filter((p) => !role.permissions.includes(p));
  const removed = role.permissions.filter((p) => !wanted.includes(p));
  if (role.name === OWNER_ROLE && removed.length > 0) throw guardRail('permissions', 'ownerRoleKeepsAll');
  assertHeldByActor(ctx.user, [...added, ...removed], 'permissions');
  const ids = await permissionIds(ctx.tx, [...added, ...removed]);
  if (removed.length) {
    const removedIds = removed.map((name) => ids.get(name) as number);
    await ctx.tx
      .delete(rolePermissions)
      .where(and(eq(rolePermissions.roleId, role.id), inArray(rolePermissions.permissionId, removedIds)));
  }
  if (added.length) {
    await ctx.tx
      .insert(rolePermissions)
      .values(added.map((name) => ({ roleId: role.id, permissionId: ids.get(name) as number })))
      .onConflictDoNothing();
  }
}

async function createRole(ctx: WriteContext, input: ReturnType<typeof createRoleSchema.parse>) {
  await assertNameFree(ctx.tx, input.name);
  const [role] = await ctx.tx
    .insert(roles)
    .values({ name: input.name, description: input.description || null })
    .returning({ id: roles.id, name: roles.name, description: roles.description });
  if (!role) throw new Error('role insert returned nothing');
  await setRolePermissions(ctx, { ...role, userCount: 0, permissions: [], isSystem: false }, input.permissions);
  return role.id;
}

async function updateRole(ctx: WriteContext, before: RoleEntity, input: ReturnType<typeof updateRoleSchema.parse>) {
  if (input.name !== undefined && input.name !== before.name) {
    if (before.isSystem) throw guardRail('name', 'systemRoleFixed');
    await assertNameFree(ctx.tx, input.name, before.id);
  }
  if (input.name !== undefined || input.description !== undefined) {
    await ctx.tx
      .update(roles)
      .set({
        ...(input.name !== undefined && { name: input.name }),
        ...(input.description !== undefined && { description: input.description || null }),
      })
      .where(eq(roles.id, before.id));
  }
  if (input.permissions) await setRolePermissions(ctx, before, input.permissions);
}

async function deleteRole(ctx: WriteContext, before: RoleEntity) {
  if (before.isSystem) throw guardRail('name', 'systemRoleFixed');
  const [held] = await ctx.tx.select({ n: count() }).from(userRoles).where(eq(userRoles.roleId, before.id));
  if (Number(held?.n ?? 0) > 0) throw guardRail('name', 'roleInUse', { count: Number(held?.n) });
  assertHeldByActor(ctx.user, before.permissions, 'permissions');
  await ctx.tx.delete(roles).where(eq(roles.id, before.id));
}

export const rolesResource = defineResource({
  name: 'roles',
  path: '/admin/roles',
  id: roles.id,
  schemas: { entity: roleSchema, create: createRoleSchema, update: updateRoleSchema },
  access: {
    list: { permission: 'viewRoles' },
    read: { permission: 'viewRoles' },
    create: { permission: 'createRoles' },
    update: { permission: 'modifyRoles' },
    delete: { permission: 'modifyRoles' },
  },
  query: roleRows,
  toEntities: toRoles,
  list: {
    search: sql`lower(${roles.name})`,
    sort: { id: roles.id, name: sql`lower(${roles.name})` },
    defaultSort: 'id',
  },
  write: { create: createRole, update: updateRole, delete: deleteRole },
});
