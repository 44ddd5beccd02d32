// Every permission of spec 6 and the five roles with the default map of DESIGN section 4.
import { DEFAULT_ROLE_PERMISSIONS, PERMISSIONS, ROLES, type RoleName } from '@rentals/shared';
import { eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../client.ts';
import { permissions, rolePermissions, roles } from '../schema/index.ts';

const ROLE_DESCRIPTIONS: Record<RoleName, string> = {
  Landlord: 'Lists rentals, answers leads, buys credits',
  Support: 'Moderates listings and helps users',
  Renter: 'Searches, saves and enquires about rentals',
  'Site Owner': 'Everything, including roles and permissions',
  'Site Administrator': 'Runs the content and the site',
};

/**
 * Idempotent, in one transaction (a failure leaves no role without its permissions). Adds the missing
 * permissions and roles; a role created by this run gets its default permissions; the Site Owner always
 * gets every permission, so one added in a later release reaches it. Nothing is ever removed, and the
 * permissions of the other existing roles are the administrators' to change.
 */
export async function seedRolesAndPermissions(db: Queryable) {
  await db.transaction(async (tx) => {
    await tx
      .insert(permissions)
      .values(PERMISSIONS.map((name) => ({ name })))
      .onConflictDoNothing();
    const created = await tx
      .insert(roles)
      .values(ROLES.map((name) => ({ name, description: ROLE_DESCRIPTIONS[name] })))
      .onConflictDoNothing()
      .returning({ id: roles.id, name: roles.name });

    const permissionRows = await tx.select({ id: permissions.id, name: permissions.name }).from(permissions);
    const permissionId = new Map(permissionRows.map((p) => [p.name, p.id]));
    const links = created.flatMap((role) =>
      DEFAULT_ROLE_PERMISSIONS[role.name as RoleName].map((name) => ({
        roleId: role.id,
        permissionId: permissionId.get(name) as number,
      })),
    );
    const [owner] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, 'Site Owner'));
    if (owner) {
      links.push(...PERMISSIONS.map((name) => ({ roleId: owner.id, permissionId: permissionId.get(name) as number })));
    }
    if (links.length) await tx.insert(rolePermissions).values(links).onConflictDoNothing();
  });
}

export async function roleIds(db: Queryable, names: readonly string[]) {
  const rows = await db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(inArray(roles.name, [...names]));
  return new Map(rows.map((r) => [r.name, r.id]));
}
