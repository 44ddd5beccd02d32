// Seeding is idempotent and runs at every start: reference data always, places once (skipped in one query
// afterwards), demo data outside production: accounts, then a few thousand listings and their photos once.
import { hashPassword } from '../../lib/passwords.ts';
import { localDiskStorage } from '../../lib/storage/local-disk.ts';
import type { Storage } from '../../lib/storage/storage.ts';
import type { Database } from '../client.ts';
import { DEMO_PASSWORD, seedDemoAccounts } from './demo.ts';
import { seedDemoAccountReviews } from './demo-account-reviews.ts';
import { seedDemoCommerce } from './demo-commerce.ts';
import { seedDemoFaqs } from './demo-faqs.ts';
import { seedDemoFeeds } from './demo-feeds.ts';
import { seedDemoMerges } from './demo-merges.ts';
import { seedDemoPosts } from './demo-posts.ts';
import { seedDemoRenewals } from './demo-renewals.ts';
import { seedDemoReports } from './demo-reports.ts';
import { DEMO_LANDLORD_EMAIL, type DemoListingsResult, seedDemoListings } from './listings.ts';
import { seedDemoPages, seedPageTypes } from './pages.ts';
import { type PlacesSeedResult, seedPlaces } from './places.ts';
import { seedRolesAndPermissions } from './roles.ts';
import { seedSite } from './site.ts';

export interface SeedOptions {
  demo: boolean;
  /** Provinces, states, metros and cities (default true). */
  places?: boolean;
  /** Demo listings for an empty database when `demo` (default 3,000; 0 for none). Needs the places. */
  demoListings?: number;
  /** Where the demo photos go: the public storage (lib/storage/open-storage.ts); needed for demo listings. */
  uploads?: Storage;
  /** Or a folder for them on local disk (tests). */
  uploadsDir?: string;
  log?: (line: string) => void;
}

/** What every database needs, test databases included: keep it well under a second. */
export async function seedReferenceData(db: Database) {
  await seedRolesAndPermissions(db);
  const site = await seedSite(db);
  await seedPageTypes(db);
  return { site };
}

export async function seed(db: Database, options: SeedOptions) {
  const uploads = options.uploads ?? (options.uploadsDir ? localDiskStorage(options.uploadsDir) : undefined);
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
  if (options.demo) await seedDemoCommerce(db);
  // After the places: the city guide names Toronto.
  if (options.demo) await seedDemoPages(db);
  if (options.demo) await seedDemoFaqs(db);
  // After the accounts: the demo posts are the site owner's.
  if (options.demo) await seedDemoPosts(db);
  let listings: DemoListingsResult | null = null;
  if (options.demo && options.demoListings !== 0) {
    if (!uploads) throw new Error('seed: demo listings need uploads (a storage) for their photos');
    listings = await seedDemoListings(db, {
      count: options.demoListings,
      uploads,
      // Generated landlords (landlord-1@demo.test, ...) sign in with the demo password too.
      passwordHash: () => hashPassword(DEMO_PASSWORD),
    });
    if (!listings.skipped) {
      options.log?.(
        `Seeded ${listings.added.toLocaleString('en-US')} demo listings from ${listings.companies} companies ` +
          `(${listings.landlordListings} for ${DEMO_LANDLORD_EMAIL}) in ${(listings.ms / 1000).toFixed(1)} s`,
      );
    }
  }
  // After the listings: the moderation queue's demo reports (support-reports).
  if (options.demo) await seedDemoReports(db);
  // After the listings: a duplicate pair for the merge screen (listing-merge).
  if (options.demo) await seedDemoMerges(db);
  // After the listings: demo feeds with past runs for the feed logs (feeds).
  if (options.demo) await seedDemoFeeds(db);
  // After the listings: landlords waiting for an account review, with fraud signals (account-reviews).
  if (options.demo) await seedDemoAccountReviews(db, uploads);
  // After the listings and their wallets: memberships ending soon and listed dates (membership-renewals, key-metrics).
  if (options.demo) await seedDemoRenewals(db);
  return { reference, places, demoAccounts, listings };
}
