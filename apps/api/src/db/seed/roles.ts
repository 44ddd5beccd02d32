// Every permission of spec 6 and the five roles with the default map of DESIGN section 4.
import { DEFAULT_ROLE_PERMISSIONS, PERMISSIONS, ROLES } from '@rentals/shared';
import { inArray } from 'drizzle-orm';
import type { Queryable } from '../client.ts';
import { permissions, rolePermissions, roles } from '../schema/index.ts';

const ROLE_DESCRIPTIONS: Record<(typeof ROLES)[number], string> = {
  Landlord: 'Lists rentals, answers leads, buys credits',
  Support: 'Moderates listings and helps users',
  Renter: 'Searches, saves and enquires about rentals',
  'Site Owner': 'Everything, including roles and permissions',
  'Site Administrator': 'Runs the content and the site',
};

/** Idempotent: adds what is missing and never removes permissions an administrator granted. */
export async function seedRolesAndPermissions(db: Queryable) {
  await db
    .insert(permissions)
    .values(PERMISSIONS.map((name) => ({ name })))
    .onConflictDoNothing();
  const created = await db
    .insert(roles)
    .values(ROLES.map((name) => ({ name, description: ROLE_DESCRIPTIONS[name] })))
    .onConflictDoNothing()
    .returning({ id: roles.id, name: roles.name });
  if (created.length === 0) return; // roles existed: their permissions are the administrators' to change

  const permissionRows = await db.select({ id: permissions.id, name: permissions.name }).from(permissions);
  const permissionId = new Map(permissionRows.map((p) => [p.name, p.id]));
  const links = created.flatMap((role) =>
    DEFAULT_ROLE_PERMISSIONS[role.name as (typeof ROLES)[number]].map((name) => ({
      roleId: role.id,
      permissionId: permissionId.get(name) as number,
    })),
  );
  if (links.length) await db.insert(rolePermissions).values(links).onConflictDoNothing();
}

export async function roleIds(db: Queryable, names: readonly string[]) {
  const rows = await db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(inArray(roles.name, [...names]));
  return new Map(rows.map((r) => [r.name, r.id]));
}
