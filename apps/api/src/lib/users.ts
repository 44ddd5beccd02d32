// Creating accounts: one path for registration, demo accounts, the create-owner command and test factories.
import type { RoleName } from '@rentals/shared';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { companies, userRoles, users } from '../db/schema/index.ts';
import { roleIds } from '../db/seed/roles.ts';
import { hashPassword } from './passwords.ts';
import { randomToken } from './tokens.ts';

export interface NewAccount {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  phone?: string | null;
  locale?: 'en' | 'fr';
  roles: RoleName[];
  emailVerified?: boolean;
  status?: 'active' | 'pending' | 'suspended';
  companyName?: string;
}

export async function createAccount(db: Queryable, account: NewAccount) {
  let companyId: number | null = null;
  if (account.companyName) {
    const [company] = await db.insert(companies).values({ name: account.companyName }).returning({ id: companies.id });
    companyId = company?.id ?? null;
  }
  const [user] = await db
    .insert(users)
    .values({
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email.trim().toLowerCase(),
      phone: account.phone || null,
      locale: account.locale ?? 'en',
      passwordHash: await hashPassword(account.password),
      emailVerifiedAt: account.emailVerified ? new Date() : null,
      status: account.status ?? 'active',
      companyId,
      userHash: randomToken(24),
    })
    .returning();
  if (!user) throw new Error('user insert returned nothing');
  const ids = await roleIds(db, account.roles);
  const links = account.roles.map((name) => ({ userId: user.id, roleId: ids.get(name) as number }));
  if (links.length) await db.insert(userRoles).values(links);
  return user;
}

/**
 * Locks the user's row until the transaction ends: per-user limits (favourites, places, alerts, codes) are
 * counted and added under it, so two requests at once cannot both pass the limit.
 */
export async function lockUser(tx: Queryable, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}
