// Users, roles and permissions as the back office manages them (/admin/user-management, spec 2 and 6).
import { z } from 'zod';
import { text } from '../fields.ts';
import { emailField, nameField, optionalPhone } from './accounts.ts';
import { idField, idParam } from './site.ts';

export const USER_STATUSES = ['active', 'pending', 'suspended'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
/** What an administrator can set; "pending" is the state of an account that has not set its password. */
export const EDITABLE_USER_STATUSES = ['active', 'suspended'] as const;

const roleRef = z.object({ id: z.number().int(), name: z.string() });

export const adminUserSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  locale: z.enum(['en', 'fr']),
  status: z.enum(USER_STATUSES),
  roles: z.array(roleRef),
  companyId: z.number().int().nullable(),
  companyName: z.string().nullable(),
  twoFactorEnabled: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const userTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['session', 'personal']),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  expiresAt: z.string(),
});

export const adminUserDetailSchema = adminUserSchema.extend({
  emailVerifiedAt: z.string().nullable(),
  tokens: z.array(userTokenSchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

const roleIds = z.array(idField).max(20);

/**
 * No password: the new user gets an email with a link to set one. No company either: a landlord joins one from
 * the company's page (its Landlord check and audit events).
 */
export const createUserSchema = z
  .object({
    firstName: nameField,
    lastName: nameField,
    email: emailField,
    phone: optionalPhone,
    locale: z.enum(['en', 'fr']).default('en'),
    roleIds: roleIds.min(1),
  })
  .strict();
export type CreateUserInput = z.input<typeof createUserSchema>;

export const updateUserAdminSchema = z
  .object({
    firstName: nameField,
    lastName: nameField,
    email: emailField,
    phone: optionalPhone,
    locale: z.enum(['en', 'fr']),
    roleIds: roleIds.min(1),
    status: z.enum(EDITABLE_USER_STATUSES),
  })
  .partial()
  .strict();
export type UpdateUserAdminInput = z.input<typeof updateUserAdminSchema>;

export const userFiltersSchema = z.object({
  role: idParam.optional(),
  status: z.enum(USER_STATUSES).optional(),
});

// Roles

export const roleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  permissions: z.array(z.string()),
  userCount: z.number().int(),
  /** The five roles the product names: they cannot be renamed or deleted. */
  isSystem: z.boolean(),
});
export type Role = z.infer<typeof roleSchema>;

const roleFields = {
  name: text().trim().min(1).max(60),
  description: text().trim().max(300),
  permissions: z.array(z.string().max(60)).max(200),
};

export const createRoleSchema = z
  .object({
    ...roleFields,
    description: roleFields.description.optional(),
    permissions: roleFields.permissions.default([]),
  })
  .strict();
export type CreateRoleInput = z.input<typeof createRoleSchema>;

/** No defaults here: a field left out of an update must stay as it is. */
export const updateRoleSchema = z.object(roleFields).partial().strict();
export type UpdateRoleInput = z.input<typeof updateRoleSchema>;

/** Role x permission changes from the matrix: the permissions each role should hold afterwards. */
export const roleMatrixChangeSchema = z.object({
  changes: z
    .array(z.object({ roleId: idField, permission: z.string().max(60), granted: z.boolean() }))
    .min(1)
    .max(500),
  /** true: only say how many users each change affects, write nothing. */
  dryRun: z.boolean().default(false),
});
export type RoleMatrixChange = z.input<typeof roleMatrixChangeSchema>;

export const roleMatrixResultSchema = z.object({
  /** Distinct users whose permissions change. */
  affectedUsers: z.number().int(),
  roles: z.array(z.object({ roleId: z.number().int(), affectedUsers: z.number().int() })),
  applied: z.boolean(),
});
export type RoleMatrixResult = z.infer<typeof roleMatrixResultSchema>;

// Permissions

export const permissionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  label: z.string().nullable(),
  description: z.string().nullable(),
  /** Named by the code (spec 6): fixed name, cannot be deleted. */
  isSystem: z.boolean(),
  roleCount: z.number().int(),
});
export type Permission = z.infer<typeof permissionSchema>;

export const createPermissionSchema = z
  .object({
    name: text()
      .trim()
      .min(2)
      .max(60)
      .regex(/^[A-Za-z][A-Za-z0-9 ]*$/),
    label: text().trim().max(100).optional(),
    description: text().trim().max(300).optional(),
  })
  .strict();
export type CreatePermissionInput = z.input<typeof createPermissionSchema>;

/** The name is not here: code checks permissions by name, so it never changes once created. */
export const updatePermissionSchema = createPermissionSchema.omit({ name: true }).partial().strict();
export type UpdatePermissionInput = z.input<typeof updatePermissionSchema>;
