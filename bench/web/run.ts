// npm run bench:web [-- --runs N] [-- --skip-build] [-- --reports DIR]
// Builds the app, starts it as `npm start` does on a fresh embedded database (PGlite, demo data) in a temporary
// DATA_DIR on a free port, finds a city page and a listing page, runs Lighthouse in its default mobile mode on
// the home, city and listing pages (three runs each, a fresh Debian Chromium per run) and writes the medians to
// bench/results/web.md. Exits 0 when goals are missed (it is a measurement), non-zero when something breaks.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { ListingSearchResponse, ResolveResponse } from '@rentals/shared/resources/listings';
import { buildWeb, startNode, stopAll, waitUntilUp } from '../processes.ts';
import { CALIBRATION_PAGES, startCalibrationServer } from './calibration.ts';
import { CHROME_PATH, chromiumVersion, lighthouseRunWithRetries, type RunFigures } from './lighthouse-runs.ts';
import { type PageRuns, webMarkdown } from './report.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RESULTS = path.join(ROOT, 'bench/results/web.md');
/** The city page measured when the demo data has it; otherwise the city of the first listing. */
const PREFERRED_CITY = '/rentals/ontario/toronto';

const USAGE = `Usage: npm run bench:web [-- --runs N] [-- --skip-build] [-- --reports DIR]

  --runs N        Lighthouse runs per page (default 3); the report keeps each figure's median
  --skip-build    use the existing build (apps/web/dist) instead of running \`npm run build\` first
  --reports DIR   also write Lighthouse's HTML report of every run there
  --help          show this message

Environment: CHROME_PATH (default /usr/bin/chromium; never downloaded).`;

const log = (line: string) => console.log(line);
const loadAverage = () =>
  os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(', ');

function options(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      runs: { type: 'string', default: '3' },
      'skip-build': { type: 'boolean' },
      reports: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) return null;
  if (!/^\d+$/.test(values.runs) || Number(values.runs) < 1 || Number(values.runs) > 20) {
    throw new Error(`--runs expects a whole number from 1 to 20, got '${values.runs}'`);
  }
  return { runs: Number(values.runs), build: !values['skip-build'], reports: values.reports };
}

/** A port nothing listens on now (the system picks it from its ephemeral range, away from 3000 and 3100). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

async function getJson<T>(url: string): Promise<T | null> {
  const res = await fetch(url, { headers: { accept: 'application/json' } });
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  return (await res.json()) as T;
}

/** What `path` is, when it is a city page: its id and canonical path. */
async function cityAt(origin: string, path: string) {
  const page = await getJson<ResolveResponse>(`${origin}/api/resolve?path=${encodeURIComponent(path)}`);
  return page?.type === 'search' && page.place.kind === 'city' && page.place.id !== null
    ? { id: page.place.id, path: page.place.path }
    : null;
}

/** Toronto's page when there is one, else the city of the newest listing; and the first listing on that page. */
async function findPages(origin: string) {
  let city = await cityAt(origin, PREFERRED_CITY);
  if (!city) {
    const any = await getJson<ListingSearchResponse>(`${origin}/api/listings`);
    const listingPath = any?.listings[0]?.path;
    if (!listingPath) throw new Error('the demo data has no listing: GET /api/listings answered none');
    city = await cityAt(origin, listingPath.split('/').slice(0, -1).join('/'));
    if (!city) throw new Error(`no city page above ${listingPath}`);
  }
  const inCity = await getJson<ListingSearchResponse>(`${origin}/api/listings?cityId=${city.id}`);
  const listingPath = inCity?.listings[0]?.path;
  if (!listingPath) throw new Error(`no listing on the city page ${city.path}`);
  return [
    { name: 'home', path: '/' },
    { name: 'city', path: city.path },
    { name: 'listing', path: listingPath },
  ];
}

const longTasksText = (figures: RunFigures) =>
  figures.mainThread.longTasks.map((task) => `${Math.round(task.ms)} ms ${task.script}`).join(', ') || 'none';

async function main(argv: string[]): Promise<number> {
  let opts: ReturnType<typeof options>;
  try {
    opts = options(argv);
  } catch (err) {
    console.error(`bench:web: ${(err as Error).message}\n\n${USAGE}`);
    return 1;
  }
  if (!opts) {
    log(USAGE);
    return 0;
  }
  if (!existsSync(CHROME_PATH)) {
    throw new Error(`no Chromium at ${CHROME_PATH} (Debian: apt-get install chromium; or set CHROME_PATH)`);
  }
  const loadBefore = loadAverage();
  log(`Load average at the start: ${loadBefore}`);
  if (opts.build) {
    log('Building the app (npm run build)');
    await buildWeb(ROOT);
  }
  if (opts.reports) await mkdir(opts.reports, { recursive: true });

  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rentals-bench-web-'));
  try {
    const port = await freePort();
    // As `npm start` runs it (development, demo data), bound to this machine only, with a fresh database.
    const origin = `http://localhost:${port}`;
    log(`Starting the app on ${origin} with a fresh embedded database in ${dataDir}`);
    const app = startNode('the app', path.join(ROOT, 'apps/api/src/server.ts'), [], {
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DATABASE_READ_URL: '',
      APP_URL: '',
      SEED_DEMO: 'true',
      WEB_DIST: path.join(ROOT, 'apps/web/dist'),
      LOG_LEVEL: 'warn',
    });
    // The first start migrates and seeds the demo listings and their photos.
    await waitUntilUp(app, `${origin}/api/health`, 300_000);

    const pages = await findPages(origin);
    // Once each before measuring: the server reads its template and renderer on the first page it sends.
    for (const page of pages) {
      const res = await fetch(`${origin}${page.path}`, { headers: { accept: 'text/html' } });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`GET ${page.path} answered ${res.status}`);
      log(`- ${page.name}: ${page.path}`);
    }

    const results: PageRuns[] = pages.map((page) => ({ ...page, origin, runs: [] }));
    const calibrationServer = await startCalibrationServer();
    const calibration: PageRuns[] = CALIBRATION_PAGES.map(({ name, path }) => ({
      name,
      path,
      origin: calibrationServer.origin,
      runs: [],
    }));
    // Round by round, so a slow spell of the machine spreads over the pages instead of hitting one.
    for (let round = 1; round <= opts.runs; round++) {
      for (const page of [...calibration, ...results]) {
        const report = opts.reports ? path.join(opts.reports, `${page.name}-${round}.html`) : undefined;
        const figures = await lighthouseRunWithRetries(`${page.origin}${page.path}`, report, 3, log);
        page.runs.push(figures);
        log(
          `  ${page.name} run ${round}: performance ${figures.scores.performance}, ` +
            `LCP ${(figures.lcp / 1000).toFixed(2)} s, TBT ${Math.round(figures.tbt)} ms; ` +
            `longest tasks: ${longTasksText(figures)}`,
        );
      }
    }
    await app.stop();
    calibrationServer.server.close();

    const cpus = os.cpus();
    const markdown = webMarkdown(results, calibration, {
      date: new Date(),
      origin,
      chromium: await chromiumVersion(),
      machine: `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM`,
      node: process.version,
      loadBefore,
      loadAfter: loadAverage(),
    });
    await writeFile(RESULTS, markdown);
    log(`\n${markdown}`);
    log(`Written to ${path.relative(process.cwd(), RESULTS)}`);
    return 0;
  } finally {
    await stopAll();
    await rm(dataDir, { recursive: true, force: true, maxRetries: 3 });
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  async (err: unknown) => {
    console.error(`bench:web failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    await stopAll();
    process.exit(1);
  },
);
