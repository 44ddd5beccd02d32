// Accounts as their owners see them: the user view (never a hash or a token), profile and company edits,
// password change and the logged-in acknowledgement.
import type { Company, User, updateCompanySchema, updateUserSchema } from '@rentals/shared/resources/accounts';
import { and, asc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Database, Queryable } from '../../db/client.ts';
import { companies, oneTimeCodes, roles, userRoles, users } from '../../db/schema/index.ts';
import { type AuditContext, changedFields, recordAudit } from '../../lib/audit.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { HttpError, invalidFields, notFound } from '../../lib/http-error.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { revokeUserTokens } from '../../lib/tokens.ts';
import { emailChangedEmail, passwordChangedEmail } from '../auth/auth.emails.ts';
import { assertCompanyLogoUploaded } from '../companies/company-logo.ts';

type UserRow = typeof users.$inferSelect;
type CompanyRow = typeof companies.$inferSelect;

export function presentCompany(company: CompanyRow): Company {
  return {
    id: company.id,
    name: company.name,
    website: company.website,
    phone: company.phone,
    address: company.address,
    addressCont: company.addressCont,
    city: company.city,
    province: company.province,
    postalCode: company.postalCode,
    logo: company.logo,
    taxCompanyName: company.taxCompanyName,
    taxCompanyAddress: company.taxCompanyAddress,
    taxCompanyAddressCont: company.taxCompanyAddressCont,
    taxCompanyWebsite: company.taxCompanyWebsite,
  };
}

/** Picks the public fields one by one, so a new column never leaks by accident. */
export function presentUser(user: UserRow, roleNames: string[], company: CompanyRow | null): User {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    photo: user.photo,
    locale: user.locale,
    emailVerified: user.emailVerifiedAt !== null,
    status: user.status,
    roles: roleNames.map((name) => ({ name })),
    company: company ? presentCompany(company) : null,
    loggedInAcknowledged: user.loggedInAcknowledgedAt !== null,
  };
}

/** The user view of spec 7 (GET user, and the `user` of login and register answers). */
export async function loadUser(db: Queryable, userId: number): Promise<User> {
  const [row] = await db
    .select({ user: users, company: companies })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  if (!row) throw notFound();
  const roleRows = await db
    .select({ name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(roles.name));
  return presentUser(
    row.user,
    roleRows.map((r) => r.name),
    row.company,
  );
}

/** The same email in another account (emails are stored lower-cased; the unique index is on lower(email)). */
export async function emailTaken(db: Queryable, email: string, exceptUserId?: number) {
  const normalised = email.trim().toLowerCase();
  const condition = sql`lower(${users.email}) = ${normalised}`;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptUserId === undefined ? condition : and(condition, ne(users.id, exceptUserId)))
    .limit(1);
  return row !== undefined;
}

/** A unique-index violation from either engine (PGlite or pg), possibly wrapped by Drizzle. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined; e; e = e.cause as never) {
    if (e.code === '23505') return constraint === undefined || e.constraint === constraint || !e.constraint;
  }
  return false;
}

const emptyToNull = (value: string | undefined) => (value === undefined ? undefined : value === '' ? null : value);

/**
 * Updates the profile. A new email must be free, needs the current password (a bearer token alone must not
 * be enough to take over the account), is no longer verified, and ends every open verification code and
 * reset link, which were sent to the old address; the old address is told of the change.
 */
export async function updateUser(app: FastifyInstance, userId: number, input: z.output<typeof updateUserSchema>) {
  const changes: Partial<typeof users.$inferInsert> = {};
  if (input.firstName !== undefined) changes.firstName = input.firstName;
  if (input.lastName !== undefined) changes.lastName = input.lastName;
  if (input.phone !== undefined) changes.phone = emptyToNull(input.phone);
  if (input.photo !== undefined) changes.photo = emptyToNull(input.photo);
  if (input.locale !== undefined) changes.locale = input.locale;

  const [current] = await app.db.select().from(users).where(eq(users.id, userId));
  if (!current) throw notFound();
  const emailChanges = input.email !== undefined && input.email !== current.email;
  if (emailChanges && input.email !== undefined) {
    if (!input.current_password) throw invalidFields({ current_password: 'required' });
    if (!(await verifyPassword(current.passwordHash, input.current_password))) {
      throw invalidFields({ current_password: 'current_password' });
    }
    if (await emailTaken(app.db, input.email, userId)) throw invalidFields({ email: 'unique' });
    changes.email = input.email;
    // A new address has not been shown to belong to the user.
    changes.emailVerifiedAt = null;
  }

  if (Object.keys(changes).length > 0) {
    try {
      await app.db.transaction(async (tx) => {
        await tx.update(users).set(changes).where(eq(users.id, userId));
        if (emailChanges) {
          const now = new Date();
          await tx
            .delete(oneTimeCodes)
            .where(
              and(
                eq(oneTimeCodes.userId, userId),
                inArray(oneTimeCodes.purpose, ['verify-email', 'password-reset']),
                isNull(oneTimeCodes.usedAt),
                gt(oneTimeCodes.expiresAt, now),
              ),
            );
        }
      });
    } catch (err) {
      if (isUniqueViolation(err, 'users_email_unique')) throw invalidFields({ email: 'unique' });
      throw err;
    }
  }
  if (emailChanges && changes.email) {
    await app.mail.send({ to: current.email, ...emailChangedEmail(current, changes.email, app.config.appUrl) });
  }
  return loadUser(app.db, userId);
}

export async function updateCompany(
  db: Database,
  companyId: number | null,
  input: z.output<typeof updateCompanySchema>,
  audit: AuditContext,
): Promise<Company> {
  // Landlords sign up with a company; an account without one has nothing to update.
  if (companyId === null) throw new HttpError(404, 'noCompany');
  const changes: Partial<typeof companies.$inferInsert> = {};
  for (const [key, value] of Object.entries(input) as [keyof typeof input, string | undefined][]) {
    if (value === undefined) continue;
    (changes as Record<string, string | null>)[key] = key === 'name' ? value : value === '' ? null : value;
  }
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(companies).where(eq(companies.id, companyId)).for('update');
    if (!before) throw new HttpError(404, 'noCompany');
    // Only one of our own company-logo uploads (the form's upload field), checked when the logo changes.
    if (input.logo !== undefined && input.logo !== before.logo) await assertCompanyLogoUploaded(tx, input.logo);
    const changed = changedFields(before, changes);
    if (Object.keys(changed).length === 0) return presentCompany(before);
    const [company] = await tx.update(companies).set(changes).where(eq(companies.id, companyId)).returning();
    // The company's details (its tax information is printed on receipts) change with a trace, like the back
    // office's edits of it.
    await recordAudit(tx, audit, { action: 'update', resource: 'companies', recordId: companyId, changes: changed });
    return presentCompany(company ?? before);
  });
}

/**
 * Checks the current password, stores the new hash and signs the user out everywhere except the session
 * making the change; then emails a notice.
 */
export async function changePassword(
  app: FastifyInstance,
  caller: AuthUser,
  input: { current_password: string; password: string },
) {
  const [user] = await app.db.select().from(users).where(eq(users.id, caller.id));
  if (!user) throw notFound();
  if (!(await verifyPassword(user.passwordHash, input.current_password))) {
    throw invalidFields({ current_password: 'current_password' });
  }
  const passwordHash = await hashPassword(input.password);
  await app.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await revokeUserTokens(tx, user.id, caller.tokenId);
  });
  await app.mail.send({ to: user.email, ...passwordChangedEmail(user, app.config.appUrl) });
}

export async function acknowledgeLoggedIn(db: Queryable, userId: number) {
  await db.update(users).set({ loggedInAcknowledgedAt: new Date() }).where(eq(users.id, userId));
  return loadUser(db, userId);
}

/** `{ viewBlogs: true, ... }`: every permission the caller's roles hold. */
export function permissionMap(caller: AuthUser): Record<string, boolean> {
  return Object.fromEntries([...caller.permissions].sort().map((name) => [name, true]));
}
