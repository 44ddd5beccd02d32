// Users in the back office (/admin/user-management, /admin/users/...): search by name, email and phone,
// filter by role and status; create sends a set-password link (no password typed by an administrator);
// edit keeps the guard rails; suspending revokes the user's tokens at once.
import {
  adminUserDetailSchema,
  adminUserSchema,
  createUserSchema,
  updateUserAdminSchema,
  userFiltersSchema,
} from '@rentals/shared/resources/user-management';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { accessTokens, companies, oneTimeCodes, roles, userRoles, users } from '../../db/schema/index.ts';
import { invalidFields } from '../../lib/http-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { defineResource, type WriteContext } from '../../lib/resources/index.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import { accountCreatedEmail } from '../auth/auth.emails.ts';
import {
  assertAnotherActiveOwner,
  assertMayAssignRoles,
  assertMayManageUser,
  guardRail,
  OWNER_ROLE,
  roleIdByName,
} from './guard-rails.ts';

/** The same expression as the users_search_trgm index, so `q` is an index search at 100,000 users. */
export const USER_SEARCH_TEXT = sql`lower(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email} || ' ' || coalesce(${users.phone}, ''))`;

/** Every sort of a list of accounts, each on its index (users_last_name_idx, users_email_sort_idx, ...). */
export const USER_SORTS = {
  id: users.id,
  name: sql`lower(${users.lastName})`,
  email: sql`lower(${users.email})`,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
};

export const SET_PASSWORD_DAYS = 7;

const iso = (date: Date | null) => date?.toISOString() ?? null;

export const userRows = (db: Queryable) =>
  db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      locale: users.locale,
      status: users.status,
      companyId: users.companyId,
      companyName: companies.name,
      totpEnabledAt: users.totpEnabledAt,
      lastLoginAt: users.lastLoginAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .$dynamic();

type UserRow = Awaited<ReturnType<typeof userRows>>[number];

/** Each user's roles, for one page of users in one query. */
export async function rolesOfUsers(db: Queryable, userIds: number[]) {
  const byUser = new Map<number, { id: number; name: string }[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({ userId: userRoles.userId, id: roles.id, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(inArray(userRoles.userId, userIds))
    .orderBy(roles.name);
  for (const { userId, ...role } of rows) byUser.get(userId)?.push(role);
  return byUser;
}

async function toAdminUsers(db: Queryable, rows: UserRow[]) {
  const rolesByUser = await rolesOfUsers(
    db,
    rows.map((r) => r.id),
  );
  return rows.map(({ totpEnabledAt, lastLoginAt, createdAt, ...row }) => ({
    ...row,
    roles: rolesByUser.get(row.id) ?? [],
    twoFactorEnabled: totpEnabledAt !== null,
    lastLoginAt: iso(lastLoginAt),
    createdAt: createdAt.toISOString(),
  }));
}

type AdminUserEntity = Awaited<ReturnType<typeof toAdminUsers>>[number];

async function assertEmailFree(db: Queryable, email: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  if (taken && taken.id !== exceptId) throw invalidFields({ email: 'unique' });
}

async function assertRolesExist(db: Queryable, roleIds: number[]) {
  const found = await db.select({ id: roles.id }).from(roles).where(inArray(roles.id, roleIds));
  if (found.length !== new Set(roleIds).size) throw invalidFields({ roleIds: 'in' });
}

/**
 * Emails a single-use link to choose a password (the password-reset page), valid SET_PASSWORD_DAYS. The
 * email's outbox row is written in the transaction; it is queued once the transaction commits.
 */
export async function sendSetPasswordLink(
  ctx: Pick<WriteContext, 'app' | 'tx' | 'afterCommit'>,
  user: { id: number; email: string; firstName: string; locale: 'en' | 'fr' },
) {
  const { app, tx: db } = ctx;
  const token = randomToken(32);
  await db
    .delete(oneTimeCodes)
    .where(and(eq(oneTimeCodes.userId, user.id), eq(oneTimeCodes.purpose, 'password-reset')));
  await db.insert(oneTimeCodes).values({
    userId: user.id,
    purpose: 'password-reset',
    codeHash: sha256(token),
    expiresAt: new Date(Date.now() + SET_PASSWORD_DAYS * 86_400_000),
  });
  const link = `${app.config.appUrl}/password-reset/${token}`;
  const emailId = await app.mail.record({ to: user.email, ...accountCreatedEmail(user, link, SET_PASSWORD_DAYS) }, db);
  ctx.afterCommit(() => app.mail.queue(emailId));
}

async function createUser(ctx: WriteContext, input: ReturnType<typeof createUserSchema.parse>) {
  const { tx } = ctx;
  await assertEmailFree(tx, input.email);
  await assertRolesExist(tx, input.roleIds);
  await assertMayAssignRoles(tx, ctx.user, input.roleIds);
  const [user] = await tx
    .insert(users)
    .values({
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phone: input.phone || null,
      locale: input.locale,
      // Nobody knows this password: the user chooses one through the emailed link.
      passwordHash: await hashPassword(randomToken(32)),
      status: 'pending',
      userHash: randomToken(24),
    })
    .returning();
  if (!user) throw new Error('user insert returned nothing');
  await tx.insert(userRoles).values(input.roleIds.map((roleId) => ({ userId: user.id, roleId })));
  await sendSetPasswordLink(ctx, user);
  return user.id;
}

async function updateUser(
  ctx: WriteContext,
  before: AdminUserEntity,
  input: ReturnType<typeof updateUserAdminSchema.parse>,
) {
  const { tx, user: actor } = ctx;
  const self = before.id === actor.id;
  // Whoever holds powers the actor lacks is out of reach: else changing an owner's email and resetting the
  // password would hand an administrator the Site Owner's account.
  if (!self)
    await assertMayManageUser(
      tx,
      actor,
      before.roles.map((r) => r.id),
    );
  const { roleIds, ...fields } = input;
  if (fields.email && fields.email !== before.email) await assertEmailFree(tx, fields.email, before.id);

  const beforeRoleIds = before.roles.map((r) => r.id);
  const ownerRoleId = await roleIdByName(tx, OWNER_ROLE);
  const isOwner = ownerRoleId !== undefined && beforeRoleIds.includes(ownerRoleId);
  if (roleIds) {
    await assertRolesExist(tx, roleIds);
    const added = roleIds.filter((id) => !beforeRoleIds.includes(id));
    const removed = beforeRoleIds.filter((id) => !roleIds.includes(id));
    if (self && removed.length > 0) throw guardRail('roleIds', 'cannotDemoteSelf');
    await assertMayAssignRoles(tx, actor, [...added, ...removed]);
    if (isOwner && ownerRoleId !== undefined && removed.includes(ownerRoleId)) {
      await assertAnotherActiveOwner(tx, before.id, 'roleIds');
    }
    if (removed.length) {
      await tx.delete(userRoles).where(and(eq(userRoles.userId, before.id), inArray(userRoles.roleId, removed)));
    }
    if (added.length) await tx.insert(userRoles).values(added.map((roleId) => ({ userId: before.id, roleId })));
  }
  const suspending = fields.status === 'suspended' && before.status !== 'suspended';
  if (suspending) {
    if (self) throw guardRail('status', 'cannotSuspendSelf');
    if (isOwner) await assertAnotherActiveOwner(tx, before.id, 'status');
    // Signed out everywhere at once: the access plugin refuses a suspended user's tokens as well.
    await tx.delete(accessTokens).where(eq(accessTokens.userId, before.id));
  }
  if (Object.keys(fields).length > 0) {
    await tx
      .update(users)
      .set({ ...fields, phone: fields.phone === '' ? null : fields.phone })
      .where(eq(users.id, before.id));
  }
}

async function userDetail(db: Queryable, user: AdminUserEntity) {
  const [extra] = await db.select({ emailVerifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, user.id));
  const tokens = await db
    .select({
      id: accessTokens.id,
      name: accessTokens.name,
      kind: accessTokens.kind,
      createdAt: accessTokens.createdAt,
      lastUsedAt: accessTokens.lastUsedAt,
      expiresAt: accessTokens.expiresAt,
    })
    .from(accessTokens)
    .where(eq(accessTokens.userId, user.id))
    .orderBy(desc(accessTokens.createdAt))
    .limit(50);
  return {
    ...user,
    emailVerifiedAt: iso(extra?.emailVerifiedAt ?? null),
    tokens: tokens.map((t) => ({
      ...t,
      createdAt: t.createdAt.toISOString(),
      lastUsedAt: iso(t.lastUsedAt),
      expiresAt: t.expiresAt.toISOString(),
    })),
  };
}

export const usersResource = defineResource({
  name: 'users',
  path: '/admin/users',
  id: users.id,
  schemas: {
    entity: adminUserSchema,
    detail: adminUserDetailSchema,
    create: createUserSchema,
    update: updateUserAdminSchema,
    filters: userFiltersSchema,
  },
  access: {
    list: { permission: 'viewUsers' },
    read: { permission: 'viewUsers' },
    export: { permission: 'viewUsers' },
    create: { permission: 'createUsers' },
    update: { permission: 'modifyUsers' },
  },
  query: userRows,
  toEntities: toAdminUsers,
  detail: userDetail,
  list: {
    search: USER_SEARCH_TEXT,
    sort: USER_SORTS,
    defaultSort: '-id',
    filters: {
      role: (roleId: number) =>
        sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.roleId} = ${roleId})`,
      status: (status: (typeof users.status.enumValues)[number]) => eq(users.status, status),
    },
  },
  write: { create: createUser, update: updateUser },
  bulk: {
    suspend: {
      access: { permission: 'modifyUsers' },
      run: (ctx, user) => updateUser(ctx, user, { status: 'suspended' }),
    },
    activate: {
      access: { permission: 'modifyUsers' },
      run: (ctx, user) => updateUser(ctx, user, { status: 'active' }),
    },
  },
  exportColumns: {
    id: (u) => u.id,
    firstName: (u) => u.firstName,
    lastName: (u) => u.lastName,
    email: (u) => u.email,
    phone: (u) => u.phone,
    roles: (u) => u.roles.map((r) => r.name),
    status: (u) => u.status,
    company: (u) => u.companyName,
    lastLoginAt: (u) => u.lastLoginAt,
    createdAt: (u) => u.createdAt,
  },
});
