// npm run seed [-- --no-demo]
// Opens the database as the server does (DATABASE_URL, or embedded PGlite in DATA_DIR), migrates, then seeds
// reference data, places and (unless --no-demo, or when SEED_DEMO resolves to false: production, or a public
// APP_URL, without SEED_DEMO=true) demo accounts.
// Everything is idempotent: a second run adds nothing.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.ts';
import { runIfMain, UsageError } from '../../lib/cli.ts';
import { openDatabase } from '../client.ts';
import { DEMO_PASSWORD } from './demo.ts';
import { seed } from './index.ts';

export const USAGE = `Usage: npm run seed [-- --no-demo]

  --no-demo   do not create the demo accounts
  --help      show this message`;

export function parseSeedArgs(argv: string[]): { demo: boolean; help: boolean } {
  try {
    const { values } = parseArgs({
      args: argv,
      options: { 'no-demo': { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: false,
    });
    return { demo: !values['no-demo'], help: Boolean(values.help) };
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
}

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

export async function main(argv: string[], env: Record<string, string | undefined> = process.env): Promise<number> {
  let args: ReturnType<typeof parseSeedArgs>;
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
  try {
    console.log(
      `Database: ${database.kind === 'pglite' ? `embedded PGlite in ${path.join(config.DATA_DIR, 'pglite')}` : 'PostgreSQL (DATABASE_URL)'}`,
    );
    const started = performance.now();
    await database.migrate();
    console.log(`Migrations applied in ${Math.round(performance.now() - started)} ms`);

    const demo = args.demo && config.seedDemo;
    const result = await seed(database.db, { demo });

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
    } else if (!args.demo) console.log('Demo accounts: skipped (--no-demo)');
    else {
      console.log('Demo accounts: skipped in production or with a public APP_URL (set SEED_DEMO=true to create them)');
    }
    return 0;
  } finally {
    await database.close();
  }
}

runIfMain(import.meta.url, 'seed', main);
