// Permissions (/admin/permissions/...): the names the code checks are fixed (label and description stay
// editable); permissions an administrator adds can be renamed in label only and deleted.
import { isPermissionName } from '@rentals/shared';
import {
  createPermissionSchema,
  permissionSchema,
  updatePermissionSchema,
} from '@rentals/shared/resources/user-management';
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { permissions, rolePermissions } from '../../db/schema/index.ts';
import { invalidFields } from '../../lib/http-error.ts';
import { defineResource, type WriteContext } from '../../lib/resources/index.ts';
import { guardRail, OWNER_ROLE, roleIdByName } from './guard-rails.ts';

const permissionRows = (db: Queryable) =>
  db
    .select({
      id: permissions.id,
      name: permissions.name,
      label: permissions.label,
      description: permissions.description,
      roleCount: sql<number>`(select count(*)::int from ${rolePermissions} where ${rolePermissions.permissionId} = ${permissions.id})`,
    })
    .from(permissions)
    .$dynamic();

type PermissionRow = Awaited<ReturnType<typeof permissionRows>>[number];

const toPermissions = async (_db: Queryable, rows: PermissionRow[]) =>
  rows.map((row) => ({ ...row, roleCount: Number(row.roleCount), isSystem: isPermissionName(row.name) }));

async function createPermission(ctx: WriteContext, input: ReturnType<typeof createPermissionSchema.parse>) {
  const [taken] = await ctx.tx
    .select({ id: permissions.id })
    .from(permissions)
    .where(sql`lower(${permissions.name}) = ${input.name.toLowerCase()}`);
  if (taken) throw invalidFields({ name: 'unique' });
  const [row] = await ctx.tx
    .insert(permissions)
    .values({ name: input.name, label: input.label || null, description: input.description || null })
    .returning({ id: permissions.id });
  if (!row) throw new Error('permission insert returned nothing');
  // The Site Owner role holds every permission, new ones included (or nobody could ever grant it).
  const ownerRoleId = await roleIdByName(ctx.tx, OWNER_ROLE);
  if (ownerRoleId) await ctx.tx.insert(rolePermissions).values({ roleId: ownerRoleId, permissionId: row.id });
  return row.id;
}

export const permissionsResource = defineResource({
  name: 'permissions',
  path: '/admin/permissions',
  id: permissions.id,
  schemas: { entity: permissionSchema, create: createPermissionSchema, update: updatePermissionSchema },
  access: {
    list: { permission: 'viewRoles' },
    read: { permission: 'viewRoles' },
    create: { permission: 'modifyRoles' },
    update: { permission: 'modifyRoles' },
    delete: { permission: 'modifyRoles' },
  },
  query: permissionRows,
  toEntities: toPermissions,
  list: {
    search: sql`lower(${permissions.name} || ' ' || coalesce(${permissions.label}, ''))`,
    sort: { id: permissions.id, name: sql`lower(${permissions.name})` },
    defaultSort: 'name',
  },
  write: {
    create: createPermission,
    update: async (ctx, before, input) => {
      const changes = {
        ...(input.label !== undefined && { label: input.label || null }),
        ...(input.description !== undefined && { description: input.description || null }),
      };
      if (Object.keys(changes).length) {
        await ctx.tx.update(permissions).set(changes).where(eq(permissions.id, before.id));
      }
    },
    delete: async (ctx, before) => {
      if (before.isSystem) throw guardRail('name', 'systemPermissionFixed');
      await ctx.tx.delete(permissions).where(eq(permissions.id, before.id));
    },
  },
});
