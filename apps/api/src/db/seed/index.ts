// Seeding is idempotent and runs at every start: reference data always, places once (skipped in one query
// afterwards), demo data outside production.
import type { Database } from '../client.ts';
import { seedDemoAccounts } from './demo.ts';
import { type PlacesSeedResult, seedPlaces } from './places.ts';
import { seedRolesAndPermissions } from './roles.ts';
import { seedSite } from './site.ts';

export interface SeedOptions {
  demo: boolean;
  /** Provinces, states, metros and cities (default true). */
  places?: boolean;
  log?: (line: string) => void;
}

/** What every database needs, test databases included: keep it well under a second. */
export async function seedReferenceData(db: Database) {
  await seedRolesAndPermissions(db);
  const site = await seedSite(db);
  return { site };
}

export async function seed(db: Database, options: SeedOptions) {
  const reference = await seedReferenceData(db);
  let places: PlacesSeedResult | null = null;
  if (options.places !== false) {
    places = await seedPlaces(db);
    if (!places.skipped) {
      options.log?.(
        `Seeded places: ${places.provinces} provinces and states, ${places.metroAreas} metropolitan areas, ` +
          `${places.cities} cities in ${(places.ms / 1000).toFixed(1)} s`,
      );
      if (places.missingCores.length) {
        options.log?.(`Metropolitan areas left out (core city not in the data): ${places.missingCores.join(', ')}`);
      }
    }
  }
  const demoAccounts = options.demo ? await seedDemoAccounts(db) : [];
  return { reference, places, demoAccounts };
}
