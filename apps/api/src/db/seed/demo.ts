// Demo accounts for trying the product locally; never created in production.
import type { RoleName } from '@rentals/shared';
import { inArray } from 'drizzle-orm';
import { createAccount } from '../../lib/users.ts';
import type { Queryable } from '../client.ts';
import { users } from '../schema/index.ts';

export const DEMO_PASSWORD = 'demo-Password-1';

export const DEMO_ACCOUNTS: {
  email: string;
  role: RoleName;
  firstName: string;
  lastName: string;
  companyName?: string;
}[] = [
  { email: 'owner@demo.test', role: 'Site Owner', firstName: 'Olivia', lastName: 'Owner' },
  { email: 'admin@demo.test', role: 'Site Administrator', firstName: 'Adam', lastName: 'Admin' },
  { email: 'support@demo.test', role: 'Support', firstName: 'Sam', lastName: 'Support' },
  {
    email: 'landlord@demo.test',
    role: 'Landlord',
    firstName: 'Leah',
    lastName: 'Landlord',
    companyName: 'Maple Property Management',
  },
  { email: 'renter@demo.test', role: 'Renter', firstName: 'Ravi', lastName: 'Renter' },
];

export async function seedDemoAccounts(db: Queryable) {
  const existing = await db
    .select({ email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_ACCOUNTS.map((a) => a.email),
      ),
    );
  const have = new Set(existing.map((u) => u.email));
  for (const account of DEMO_ACCOUNTS) {
    if (have.has(account.email)) continue;
    await createAccount(db, {
      ...account,
      password: DEMO_PASSWORD,
      roles: [account.role],
      emailVerified: true,
      phone: '416-555-0100',
    });
  }
  return DEMO_ACCOUNTS;
}
