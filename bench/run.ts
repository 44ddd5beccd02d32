// npm run bench [-- --quick] [-- --listings N] [-- --users N] [-- --connections N] [-- --skip-build] [-- --only TEXT]
// Seeds (or reuses) a PostgreSQL database with generated listings and accounts, signs a Site Owner in for the
// back-office scenarios and a company's landlord for the landlord portal's (bearer tokens issued directly in the
// database), builds the web app (the server renders the city page with it), starts the real API server, loads each
// scenario with autocannon, times the same SQL directly, loads a bare Fastify route as the framework ceiling,
// prints one table and writes it to bench/results/latest.md. Exits non-zero only when the harness fails; a
// missed budget is a FAIL in the table.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { openPostgres } from '../apps/api/src/db/client.ts';
import { parseListingsCount, parseUsersCount } from '../apps/api/src/db/seed/cli.ts';
import {
  DAILY_CHARGE_SCENARIO,
  type DailyChargeResult,
  dailyChargeMarkdown,
  dailyChargeTerminal,
  measureDailyCharge,
} from './daily-charge.ts';
import { databaseFacts, prepareDatabase, signInBenchOwner } from './database.ts';
import { type LoadSettings, measureHttp } from './http-load.ts';
import { signInBenchLandlord } from './landlord-portfolio.ts';
import { assertPortFree, buildWeb, startNode, stopAll, waitUntilUp } from './processes.ts';
import { comparisons, markdown, type Row, terminalTable } from './report.ts';
import { scenarios } from './scenarios.ts';
import { measureSql } from './sql-timing.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS = path.join(ROOT, 'bench/results/latest.md');

/**
 * Concurrent connections of the load: two per core of this 2-core machine keep both cores busy without
 * measuring mostly the queue in front of them.
 */
const DEFAULT_CONNECTIONS = 4;

const USAGE = `Usage: npm run bench [-- --quick] [-- --listings N] [-- --users N] [-- --connections N] [-- --skip-build]
                       [-- --only TEXT]

  --quick          3 s per scenario (default 10 s) and fewer SQL runs, for a quick check
  --listings N     listings in the benchmark database (default BENCH_LISTINGS or 1,000,000); an existing
                   database is only ever topped up, so use another BENCH_DATABASE_URL for a smaller one
  --users N        users in the benchmark database, for the back-office lists (default BENCH_USERS or
                   100,000; topped up the same way)
  --connections N  concurrent connections of the load (default BENCH_CONNECTIONS or ${DEFAULT_CONNECTIONS}); every
                   scenario is also measured with a single connection
  --skip-build     serve the existing web build (apps/web/dist) instead of running \`npm run build\` first
  --only TEXT      only the scenarios whose name contains TEXT (case-insensitive; repeatable: any of them), e.g.
                   --only "landlord l" for the landlord portal's, --only daily for the nightly credit charge
                   (a job, timed directly on the database); the report then has those rows only
  --help           show this message

Environment: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/rentals_bench, created when
missing), BENCH_PORT (3300).`;

interface Options {
  quick: boolean;
  listings: number;
  users: number;
  databaseUrl: string;
  port: number;
  connections: number;
  build: boolean;
  /** Lower-cased parts of scenario names; empty: every scenario. */
  only: string[];
}

function options(argv: string[]): Options | null {
  const { values } = parseArgs({
    args: argv,
    options: {
      quick: { type: 'boolean' },
      listings: { type: 'string' },
      users: { type: 'string' },
      connections: { type: 'string' },
      'skip-build': { type: 'boolean' },
      only: { type: 'string', multiple: true },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) return null;
  const env = process.env;
  return {
    quick: Boolean(values.quick),
    listings: parseListingsCount(values.listings ?? env.BENCH_LISTINGS ?? '1000000'),
    users: parseUsersCount(values.users ?? env.BENCH_USERS ?? '100000'),
    databaseUrl: env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/rentals_bench',
    port: Number(env.BENCH_PORT || 3300),
    connections: parseConnections(values.connections ?? env.BENCH_CONNECTIONS ?? String(DEFAULT_CONNECTIONS)),
    build: !values['skip-build'],
    only: (values.only ?? []).map((text) => text.trim().toLowerCase()).filter(Boolean),
  };
}

function parseConnections(value: string): number {
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > 1000) {
    throw new Error(`--connections expects a whole number from 1 to 1000, got '${value}'`);
  }
  return Number(value);
}

const log = (line: string) => console.log(line);
/** The machine's 1, 5 and 15 minute load averages (other work on the machine skews the figures). */
const loadAverage = () =>
  os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(', ');
const redacted = (url: string) => {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
};

async function main(argv: string[]): Promise<number> {
  let opts: Options | null;
  try {
    opts = options(argv);
  } catch (err) {
    console.error(`bench: ${(err as Error).message}\n\n${USAGE}`);
    return 1;
  }
  if (!opts) {
    console.log(USAGE);
    return 0;
  }
  const settings: LoadSettings = {
    connections: opts.connections,
    duration: opts.quick ? 3 : 10,
    warmup: opts.quick ? 1 : 2,
  };
  /** One request at a time: the API for this many seconds, the SQL this many runs. */
  const singleSeconds = opts.quick ? 2 : 5;
  const sqlRuns = opts.quick ? 15 : 30;

  const loadBefore = loadAverage();
  log(`Load average at the start: ${loadBefore}`);
  if (opts.build) {
    log('Building the web app (npm run build): the server renders the city page with it');
    await buildWeb(ROOT);
  }
  log(
    `Database ${redacted(opts.databaseUrl)}: preparing ${opts.listings.toLocaleString('en-US')} listings and ` +
      `${opts.users.toLocaleString('en-US')} users`,
  );
  await prepareDatabase(opts.databaseUrl, { listings: opts.listings, users: opts.users }, log);

  // At least two: a search over the whole map runs its page and its count side by side.
  const database = await openPostgres(opts.databaseUrl, Math.max(2, opts.connections));
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rentals-bench-'));
  try {
    const facts = await databaseFacts(database, 200);
    const admin = await signInBenchOwner(database.db);
    const landlord = await signInBenchLandlord(database.db, 50);
    const origin = `http://127.0.0.1:${opts.port}`;
    log(`Starting the API on ${origin}`);
    await assertPortFree(opts.port);
    const api = startNode('the API server', path.join(ROOT, 'apps/api/src/server.ts'), [], {
      DATABASE_URL: opts.databaseUrl,
      HOST: '127.0.0.1',
      PORT: String(opts.port),
      NODE_ENV: 'production',
      APP_URL: origin,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      JOBS: 'false',
      RATE_LIMIT_FACTOR: '1000000',
      DATA_DIR: dataDir,
      WEB_DIST: path.join(ROOT, 'apps/web/dist'),
    });
    await waitUntilUp(api, `${origin}/api/health`);

    const rows: Row[] = [];
    const selected = scenarios(facts, admin, landlord).filter(
      (s) => opts.only.length === 0 || opts.only.some((text) => s.name.toLowerCase().includes(text)),
    );
    const runDailyCharge =
      opts.only.length === 0 || opts.only.some((text) => DAILY_CHARGE_SCENARIO.toLowerCase().includes(text));
    if (selected.length === 0 && !runDailyCharge) {
      throw new Error(`no scenario name contains ${opts.only.join(' or ')}`);
    }
    for (const scenario of selected) {
      // One request first, to say what the scenario answers; a failing endpoint is measured anyway (FAIL).
      const first = await fetch(`${origin}${scenario.paths[0]}`, {
        headers: { accept: 'application/json', ...scenario.headers },
      });
      const json = first.headers.get('content-type')?.includes('json');
      const note = first.ok
        ? scenario.describe((json ? await first.json() : await first.text()) as never)
        : `answered ${first.status}: ${(await first.text()).slice(0, 200)}`;
      log(`- ${scenario.name}: ${note}`);
      const http = await measureHttp(origin, scenario.paths, settings, scenario.headers);
      const httpAlone = await measureHttp(
        origin,
        scenario.paths,
        { connections: 1, duration: singleSeconds, warmup: 0 },
        scenario.headers,
      );
      const work = scenario.sql;
      const sql = work
        ? await measureSql(database.db, work, {
            concurrency: 1,
            runsPerClient: sqlRuns,
            minSeconds: singleSeconds,
            warmup: 3,
          })
        : undefined;
      const sqlLoaded = work
        ? await measureSql(database.db, work, {
            concurrency: settings.connections,
            runsPerClient: Math.ceil(sqlRuns / 3),
            warmup: 0,
          })
        : undefined;
      const { name, budget, compareTo } = scenario;
      rows.push({ name, note, http, httpAlone, sql, sqlLoaded, budget, compareTo });
      const bad = Object.entries(http.statusCodes).filter(([code]) => !code.startsWith('2'));
      if (bad.length) log(`  non-2xx answers: ${bad.map(([code, n]) => `${n} x ${code}`).join(', ')}`);
    }
    await api.stop();

    // The nightly credit charge: a job, timed directly on the database, after the API scenarios (its work is
    // rolled back: bench/daily-charge.ts).
    const jobs: DailyChargeResult[] = [];
    if (runDailyCharge) {
      log(`- ${DAILY_CHARGE_SCENARIO}`);
      jobs.push(await measureDailyCharge(database, log));
    }

    log('- bare Fastify JSON route (framework ceiling)');
    const barePort = opts.port + 1;
    await assertPortFree(barePort);
    const bare = startNode('the bare Fastify server', path.join(ROOT, 'bench/bare-server.ts'), [String(barePort)], {});
    await waitUntilUp(bare, `http://127.0.0.1:${barePort}/`);
    rows.push({
      name: 'bare Fastify JSON route',
      http: await measureHttp(`http://127.0.0.1:${barePort}`, ['/'], settings),
    });
    await bare.stop();

    const loadAfter = loadAverage();
    console.log(`\n${terminalTable(rows, settings.connections)}\n`);
    if (jobs.length > 0) console.log(`${dailyChargeTerminal(jobs)}\n`);
    for (const line of comparisons(rows, settings.connections)) log(line);
    log(`Load average at the start: ${loadBefore}; at the end: ${loadAfter}`);
    const cpus = os.cpus();
    const context = {
      date: new Date(),
      machine: `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, ${os.type()} ${os.release()}`,
      node: process.version,
      postgres: facts.postgres,
      listings: facts.listings,
      active: facts.active,
      users: facts.users,
      locationOrder: facts.locationOrder,
      settings,
      single: `the API with 1 connection for ${singleSeconds} s; the SQL by 1 client, at least ${sqlRuns} runs and ${singleSeconds} s after 3 warm-up runs`,
      singleSeconds,
      database: new URL(opts.databaseUrl).pathname.slice(1),
      loadBefore,
      loadAfter,
    };
    await writeFile(RESULTS, markdown(rows, context) + dailyChargeMarkdown(jobs));
    log(`Written to ${path.relative(process.cwd(), RESULTS)}`);
    return 0;
  } finally {
    await stopAll();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  async (err: unknown) => {
    console.error(`bench failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    await stopAll();
    process.exit(1);
  },
);
