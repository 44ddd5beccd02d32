// Seeding is idempotent and runs at every start: reference data always, demo data outside production.
import type { Database } from '../client.ts';
import { seedDemoAccounts } from './demo.ts';
import { seedRolesAndPermissions } from './roles.ts';

export interface SeedOptions {
  demo: boolean;
  log?: (line: string) => void;
}

export async function seedReferenceData(db: Database) {
  await seedRolesAndPermissions(db);
}

export async function seed(db: Database, options: SeedOptions) {
  await seedReferenceData(db);
  const demoAccounts = options.demo ? await seedDemoAccounts(db) : [];
  return { demoAccounts };
}
