// The feed import benchmark (issue 16 section 6, DESIGN section 9): a 100,000-listing CSV feed served by a local
// HTTP server (let through by FEED_ALLOWED_HOSTS), imported by the real run (modules/feeds/feed-runner.ts: stream
// parse, batches of 500, bulk path) into a PostgreSQL database that already holds generated listings; then the
// same feed again (every entry unchanged). Measured: each run's duration, the process's peak RSS above its level
// before the run, and the p95 of a listing search (bounding box + rent, 20 newest, on listing_search) run in a loop
// on another connection while the import runs, against the same loop with nothing running.
//
//   npm run bench:feeds [-- --feed N] [-- --listings N]
//
// Environment: FEED_BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/rentals_feed_bench, created
// and seeded with places and N generated listings when missing). The feed's listings, company and runs are deleted
// at the end, so the database can be reused. Writes bench/results/feed-import.md.

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { openPostgres, queryRows } from '../apps/api/src/db/client.ts';
import { companies, feedRuns, feeds } from '../apps/api/src/db/schema/index.ts';
import { seed } from '../apps/api/src/db/seed/index.ts';
import { topUpListings } from '../apps/api/src/db/seed/listings.ts';
import { loadFeed, loadRun, startRun } from '../apps/api/src/modules/feeds/feed-runs.service.ts';
import { generateFeed } from '../apps/api/src/modules/feeds/fixtures/generate-feed.ts';
import { createDatabaseIfMissing } from './database.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS = path.join(ROOT, 'bench/results/feed-import.md');
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

const SEARCH = `select id from listing_search
  where location <@ box(point(-79.6, 43.55), point(-79.2, 43.85)) and rent between 100000 and 400000
  order by enabled_at desc nulls last, id desc limit 20`;

function p95(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? 0;
}

/** Runs the search in a loop on its own connection until `stop` resolves; answers each duration (ms). */
async function searchLoop(url: string, stop: Promise<unknown>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let done = false;
  void stop.then(() => {
    done = true;
  });
  const times: number[] = [];
  while (!done) {
    const started = performance.now();
    await client.query(SEARCH);
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await client.end();
  return times;
}

async function main() {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: { feed: { type: 'string' }, listings: { type: 'string' } },
  });
  const feedSize = Number(values.feed ?? 100_000);
  const background = Number(values.listings ?? 200_000);
  const url = process.env.FEED_BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/rentals_feed_bench';
  const log = (line: string) => console.log(line);

  await createDatabaseIfMissing(url);
  const database = await openPostgres(url, 6);
  await database.migrate();
  await seed(database.db, { demo: false, log });
  await topUpListings(database.db, { target: background, connections: 2, log });

  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/csv' });
    generateFeed('csv', feedSize, { photos: 0, idPrefix: 'BENCH-' }).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'feed-bench-'));
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      FEED_ALLOWED_HOSTS: `127.0.0.1:${port}`,
      WEB_DIST: path.join(dataDir, 'no-web'),
    }),
    database,
    jobs: 'inline',
    logger: false,
  });
  await app.ready();
  const [company] = await app.db.insert(companies).values({ name: 'Feed Bench Properties' }).returning();
  const [feed] = await app.db
    .insert(feeds)
    .values({
      companyId: company?.id as number,
      name: 'bench',
      url: `http://127.0.0.1:${port}/feed.csv`,
      format: 'csv',
    })
    .returning();
  if (!company || !feed) throw new Error('bench feed not created');

  const idle = await searchLoop(url, new Promise((resolve) => setTimeout(resolve, 5_000)));
  const rows: string[] = [];
  try {
    for (const label of ['first run (all new)', 'second run (unchanged)']) {
      global.gc?.();
      const base = process.memoryUsage().rss;
      let peak = base;
      const sampler = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage().rss);
      }, 50);
      const started = performance.now();
      let finish: () => void = () => {};
      const finished = new Promise<void>((resolve) => {
        finish = resolve;
      });
      const searching = searchLoop(url, finished);
      const runId = await startRun(app, await loadFeed(app.db, feed.id), { source: 'url', dryRun: false });
      const ms = performance.now() - started;
      finish();
      clearInterval(sampler);
      const during = await searching;
      const run = await loadRun(app.db, runId);
      const line =
        `| ${label} | ${fmt(feedSize)} | ${run.status} | ${fmt(run.added)} / ${fmt(run.updated)} / ${fmt(run.unchanged)} / ${fmt(run.failed)} ` +
        `| ${(ms / 1000).toFixed(1)} s | ${fmt(feedSize / (ms / 1000))}/s | ${mb(peak - base)} (${mb(peak)} RSS) ` +
        `| ${p95(idle).toFixed(1)} ms | ${p95(during).toFixed(1)} ms (${during.length} queries) |`;
      log(line);
      if (run.error) log(`  ${run.error}`);
      rows.push(line);
    }
  } finally {
    const [counted] = await queryRows<{ n: number }>(app.db, sql`select count(*)::int as n from listings`);
    log(`listings in the database during the runs: ${fmt(Number(counted?.n))}`);
    await app.db.execute(sql`delete from listings where company_id = ${company.id}`);
    await app.db.delete(feedRuns).where(eq(feedRuns.feedId, feed.id));
    await app.db.delete(companies).where(eq(companies.id, company.id));
    await app.close();
    await database.close();
    server.close();
    await rm(dataDir, { recursive: true, force: true });
  }
  const report =
    `# Feed import (npm run bench:feeds: bench/feed-import.ts)\n\n` +
    `PostgreSQL, ${fmt(background)} generated listings already in the database; a ${fmt(feedSize)}-listing CSV feed ` +
    `served over HTTP. Search: bounding box + rent, 20 newest, on listing_search, one connection, in a loop.\n\n` +
    `| run | entries | status | added / updated / unchanged / failed | duration | rate | peak memory above start | search p95 idle | search p95 during |\n` +
    `| --- | --- | --- | --- | --- | --- | --- | --- | --- |\n${rows.join('\n')}\n`;
  await writeFile(RESULTS, report);
  log(`Written to ${path.relative(ROOT, RESULTS)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
