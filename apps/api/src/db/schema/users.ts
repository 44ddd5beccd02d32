import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.ts';
import { companies } from './companies.ts';

export const USER_STATUSES = ['active', 'pending', 'suspended'] as const;

export const users = pgTable(
  'users',
  {
    id: id(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    /** Stored trimmed and lower-cased; unique. */
    email: text().notNull(),
    phone: text(),
    photo: text(),
    locale: text({ enum: ['en', 'fr'] })
      .notNull()
      .default('en'),
    passwordHash: text().notNull(),
    emailVerifiedAt: timestamp({ withTimezone: true }),
    status: text({ enum: USER_STATUSES }).notNull().default('active'),
    companyId: integer().references(() => companies.id, { onDelete: 'set null' }),
    /** Unguessable public handle for unsubscribe and claim-account links. */
    userHash: text().notNull(),
    lastLoginAt: timestamp({ withTimezone: true }),
    loggedInAcknowledgedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_user_hash_unique').on(t.userHash),
    index('users_company_idx').on(t.companyId),
  ],
);

export const roles = pgTable('roles', {
  id: id(),
  name: text().notNull().unique(),
  description: text(),
  ...timestamps,
});

export const permissions = pgTable('permissions', {
  id: id(),
  name: text().notNull().unique(),
  description: text(),
  ...timestamps,
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer()
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permissionId: integer()
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.roleId, t.permissionId] }),
    index('role_permissions_permission_idx').on(t.permissionId),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer()
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
);
