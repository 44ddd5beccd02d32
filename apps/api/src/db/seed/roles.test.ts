// Roles and permissions seeding: all or nothing, the Site Owner always complete, administrators' grants kept.
import { DEFAULT_ROLE_PERMISSIONS, PERMISSIONS, type RoleName } from '@rentals/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshTestDatabase } from '../../test/test-database.ts';
import type { Database, DatabaseHandle } from '../client.ts';
import { permissions, rolePermissions, roles } from '../schema/index.ts';
import { seedRolesAndPermissions } from './roles.ts';

let handle: DatabaseHandle;
let db: Database;
beforeAll(async () => {
  handle = await freshTestDatabase();
  db = handle.db;
});
afterAll(() => handle.close());

async function permissionsOf(role: RoleName) {
  const rows = await db
    .select({ name: permissions.name })
    .from(rolePermissions)
    .innerJoin(roles, eq(roles.id, rolePermissions.roleId))
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(eq(roles.name, role));
  return rows.map((r) => r.name).sort();
}

async function permissionId(name: string) {
  const [row] = await db.select({ id: permissions.id }).from(permissions).where(eq(permissions.name, name));
  return row?.id as number;
}

async function roleId(name: RoleName) {
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
  return row?.id as number;
}

describe('seedRolesAndPermissions', () => {
  it('gives the Site Owner a permission it lacks (one added in a later release), keeping every grant', async () => {
    // A Site Owner from an older release: one permission missing. An administrator gave Renter an extra
    // permission and took one from Support.
    const newer = PERMISSIONS[PERMISSIONS.length - 1] as string;
    await db
      .delete(rolePermissions)
      .where(
        and(
          eq(rolePermissions.roleId, await roleId('Site Owner')),
          eq(rolePermissions.permissionId, await permissionId(newer)),
        ),
      );
    const supportDefault = DEFAULT_ROLE_PERMISSIONS.Support[0] as string;
    await db
      .delete(rolePermissions)
      .where(
        and(
          eq(rolePermissions.roleId, await roleId('Support')),
          eq(rolePermissions.permissionId, await permissionId(supportDefault)),
        ),
      );
    await db
      .insert(rolePermissions)
      .values({ roleId: await roleId('Renter'), permissionId: await permissionId('viewUsers') });
    expect(await permissionsOf('Site Owner')).not.toContain(newer);

    await seedRolesAndPermissions(db);

    expect(await permissionsOf('Site Owner')).toEqual([...PERMISSIONS].sort());
    expect(await permissionsOf('Renter')).toContain('viewUsers');
    expect(await permissionsOf('Support')).not.toContain(supportDefault);
  });

  it('creates the roles and their permissions together or not at all', async () => {
    await db.delete(roles);
    // Make linking permissions fail half-way, after the roles were inserted.
    await db.execute(sql`
      create function refuse_role_permission() returns trigger language plpgsql as $$
      begin raise exception 'refused for the test'; end $$`);
    await db.execute(sql`
      create trigger refuse_role_permission before insert on role_permissions
      for each row execute function refuse_role_permission()`);
    try {
      await expect(seedRolesAndPermissions(db)).rejects.toThrow();
      expect(await db.select().from(roles)).toEqual([]);
    } finally {
      await db.execute(sql`drop trigger refuse_role_permission on role_permissions`);
      await db.execute(sql`drop function refuse_role_permission()`);
    }

    // The next start finishes the job: every role with its default permissions.
    await seedRolesAndPermissions(db);
    expect(await permissionsOf('Site Owner')).toEqual([...PERMISSIONS].sort());
    expect(await permissionsOf('Renter')).toEqual([...DEFAULT_ROLE_PERMISSIONS.Renter].sort());
    expect(await permissionsOf('Landlord')).toEqual([...DEFAULT_ROLE_PERMISSIONS.Landlord].sort());
  });
});
