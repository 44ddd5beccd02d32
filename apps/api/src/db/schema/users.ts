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
    /** TOTP secret (base32), set when two-factor sign-in is being or has been turned on. */
    totpSecret: text(),
    /** Two-factor sign-in is on from this moment (the first code was confirmed). */
    totpEnabledAt: timestamp({ withTimezone: true }),
    loggedInAcknowledgedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_user_hash_unique').on(t.userHash),
    index('users_company_idx').on(t.companyId),
    // The back office's `q` (name, email, phone): the same expression as USER_SEARCH_TEXT in the users resource.
    index('users_search_trgm').using(
      'gin',
      sql`lower(${t.firstName} || ' ' || ${t.lastName} || ' ' || ${t.email} || ' ' || coalesce(${t.phone}, '')) gin_trgm_ops`,
    ),
    index('users_last_name_idx').on(sql`lower(${t.lastName})`, t.id),
    index('users_email_sort_idx').on(sql`lower(${t.email})`, t.id),
    index('users_created_idx').on(t.createdAt, t.id),
    index('users_last_login_idx').on(t.lastLoginAt, t.id),
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
  /** The name code checks (e.g. viewUsers); fixed once created. */
  name: text().notNull().unique(),
  /** What administrators read; editable. */
  label: text(),
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
