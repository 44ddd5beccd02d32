// npm run seed [-- --no-demo] [-- --listings N] [-- --users N]
// Opens the database as the server does (DATABASE_URL, or embedded PGlite in DATA_DIR), migrates, then seeds
// reference data, places and (unless --no-demo, or when SEED_DEMO resolves to false: production, or a public
// APP_URL, without SEED_DEMO=true) demo accounts and demo listings. --listings N then tops the database up
// to N listings with the demo generator (for benchmarks: 1,000,000 takes minutes on PostgreSQL), and --users N
// the accounts to N (renters, landlords with companies, a few support staff; the listings' landlords count).
// Everything is idempotent: a second run adds nothing.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.ts';
import { runIfMain, UsageError } from '../../lib/cli.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { openStorage } from '../../lib/storage/open-storage.ts';
import { openDatabase } from '../client.ts';
import { DEMO_PASSWORD } from './demo.ts';
import { seed } from './index.ts';
import { DEMO_LANDLORD_EMAIL, topUpListings } from './listings.ts';
import { topUpUsers } from './users-bulk.ts';

/** The largest --listings accepted: listing ids are 32-bit, and more would not fit a sane disk anyway. */
export const MAX_LISTINGS = 20_000_000;
/** The largest --users accepted (the benchmark uses 100,000). */
export const MAX_USERS = 5_000_000;

export const USAGE = `Usage: npm run seed [-- --no-demo] [-- --listings N] [-- --users N]

  --no-demo      do not create the demo accounts and demo listings
  --listings N   top the database up to N listings in total with generated demo listings
                 (0 to ${MAX_LISTINGS.toLocaleString('en-US')}; underscores and commas allowed: 1_000_000)
  --users N      top the database up to N users in total with generated accounts: renters, ~10% landlords
                 with a company, a few support staff (0 to ${MAX_USERS.toLocaleString('en-US')}; the landlords
                 --listings adds count too)
  --help         show this message`;

export interface SeedArgs {
  demo: boolean;
  help: boolean;
  listings: number | null;
  users: number | null;
}

/** A count given to `flag`: a whole number from 0 to `max`, with _ or , as thousands separators. */
export function parseCount(flag: string, value: string, max: number): number {
  const digits = value.replace(/[_,]/g, '');
  if (!/^\d+$/.test(digits)) throw new UsageError(`${flag} expects a whole number, got '${value}'`);
  const n = Number(digits);
  if (n > max) throw new UsageError(`${flag} must be at most ${max.toLocaleString('en-US')}`);
  return n;
}

export const parseListingsCount = (value: string) => parseCount('--listings', value, MAX_LISTINGS);
export const parseUsersCount = (value: string) => parseCount('--users', value, MAX_USERS);

export function parseSeedArgs(argv: string[]): SeedArgs {
  let values: { 'no-demo'?: boolean; help?: boolean; listings?: string; users?: string };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        'no-demo': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
        listings: { type: 'string' },
        users: { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  return {
    demo: !values['no-demo'],
    help: Boolean(values.help),
    listings: values.listings === undefined ? null : parseListingsCount(values.listings),
    users: values.users === undefined ? null : parseUsersCount(values.users),
  };
}

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

export async function main(argv: string[], env: Record<string, string | undefined> = process.env): Promise<number> {
  let args: SeedArgs;
  try {
    args = parseSeedArgs(argv);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    console.error(`seed: ${err.message}\n\n${USAGE}`);
    return 1;
  }
  if (args.help) {
    console.log(USAGE);
    return 0;
  }

  const config = loadConfig(env);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  // The demo photos go where the server's uploads go: DATA_DIR/uploads, or the bucket when S3_BUCKET is set.
  const files = openStorage(config);
  try {
    console.log(
      `Database: ${database.kind === 'pglite' ? `embedded PGlite in ${path.join(config.DATA_DIR, 'pglite')}` : 'PostgreSQL (DATABASE_URL)'}`,
    );
    const started = performance.now();
    await database.migrate();
    console.log(`Migrations applied in ${Math.round(performance.now() - started)} ms`);

    const demo = args.demo && config.seedDemo;
    const result = await seed(database.db, { demo, uploads: files.storage });

    const site = result.reference.site;
    console.log(
      `Reference data: roles and permissions ensured; added ${plural(site.settings, 'site setting')}, ` +
        `${plural(site.menus, 'menu')}, ${plural(site.contentBlocks, 'content block')}, ` +
        `${plural(site.projectModules, 'project module')}`,
    );
    const places = result.places;
    if (!places || places.skipped) console.log('Places: already seeded, skipped');
    else {
      console.log(
        `Places: added ${plural(places.provinces, 'province or state', 'provinces and states')}, ${plural(places.metroAreas, 'metropolitan area')}, ` +
          `${plural(places.cities, 'city', 'cities')} in ${(places.ms / 1000).toFixed(1)} s`,
      );
    }
    if (demo) {
      console.log(`Demo accounts (password ${DEMO_PASSWORD}):`);
      for (const account of result.demoAccounts) console.log(`  ${account.role.padEnd(20)} ${account.email}`);
      const listings = result.listings;
      if (!listings || listings.skipped) console.log('Demo listings: the database already has listings, skipped');
      else {
        console.log(
          `Demo listings: added ${plural(listings.added, 'listing')} from ${plural(listings.companies, 'company', 'companies')} ` +
            `(${listings.landlordListings} of them for ${DEMO_LANDLORD_EMAIL}) in ${(listings.ms / 1000).toFixed(1)} s`,
        );
      }
    } else if (!args.demo) console.log('Demo accounts: skipped (--no-demo)');
    else {
      console.log('Demo accounts: skipped in production or with a public APP_URL (set SEED_DEMO=true to create them)');
    }

    if (args.listings !== null) {
      console.log(`Listings: topping up to ${args.listings.toLocaleString('en-US')}`);
      const filled = await topUpListings(database.db, {
        target: args.listings,
        uploads: files.storage,
        // The generated landlords (landlord-N@demo.test) share the demo password only where demo data is allowed.
        passwordHash: demo ? () => hashPassword(DEMO_PASSWORD) : undefined,
        connections: database.kind === 'postgres' ? 2 : 1,
        maintenanceWorkMem: database.kind === 'postgres' ? '512MB' : undefined,
        log: (line) => console.log(line),
      });
      console.log(
        filled.added === 0
          ? `Listings: already ${plural(filled.total, 'listing')}, nothing added`
          : `Listings: added ${plural(filled.added, 'listing')} (now ${filled.total.toLocaleString('en-US')}) and ` +
              `${plural(filled.companies, 'company', 'companies')} in ${(filled.ms / 1000).toFixed(1)} s`,
      );
      if (filled.added === 0 && filled.indexesBuilt.length) {
        console.log(`Listings: rebuilt missing indexes ${filled.indexesBuilt.join(', ')}`);
      }
    }

    if (args.users !== null) {
      console.log(`Users: topping up to ${args.users.toLocaleString('en-US')}`);
      const filled = await topUpUsers(database.db, {
        target: args.users,
        // Like the generated landlords: the demo password only where demo data is allowed.
        passwordHash: demo ? () => hashPassword(DEMO_PASSWORD) : undefined,
        log: (line) => console.log(line),
      });
      console.log(
        filled.added === 0
          ? `Users: already ${plural(filled.total, 'user')}, nothing added`
          : `Users: added ${plural(filled.added, 'user')} (now ${filled.total.toLocaleString('en-US')}) and ` +
              `${plural(filled.companies, 'company', 'companies')} in ${(filled.ms / 1000).toFixed(1)} s`,
      );
    }
    return 0;
  } finally {
    files.close();
    await database.close();
  }
}

runIfMain(import.meta.url, 'seed', main);
