// npm run bench:cluster [-- --quick] [-- --connections N]
// The cluster of npm run test:cluster (scripts/cluster: PostgreSQL, Redis, local S3, API instances behind
// HAProxy with deploy/haproxy.cfg, on 127.0.0.1): search throughput and p95 through the balancer with one
// instance in rotation (the other in maintenance) and with two, at the same connection count; then the p95 and
// the failures during a rolling restart under that load (SIGTERM one instance, start it again, wait until the
// balancer has it UP, then the other). Writes bench/results/cluster.md with the machine's load average.
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { startCluster, stopCluster } from '../scripts/cluster/cluster.ts';
import type { Instance } from '../scripts/cluster/instances.ts';
import { ROOT } from '../scripts/cluster/paths.ts';
import { startOpenLoad } from './cluster-load.ts';
import { type LoadResult, measureHttp } from './http-load.ts';

const RESULTS = path.join(ROOT, 'bench/results/cluster.md');
/** Two per core of this 2-core machine, twice: enough to keep two instances and PostgreSQL busy. */
const DEFAULT_CONNECTIONS = 8;
/** The searches a visitor's map makes (the demo's 3,000 listings). */
const SEARCH_PATHS = [
  '/api/listings?bounds=72,-52,24,-168',
  '/api/listings?bounds=43.855,-79.115,43.58,-79.64&beds=1,2',
  '/api/listings?bounds=72,-52,24,-168&page=2',
  '/api/listings?keyword=fireplace',
];

const log = (line: string) => console.log(line);
const loadAverage = () =>
  os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(', ');
const ms = (v: number) => (Number.isNaN(v) ? '—' : v < 10 ? v.toFixed(2) : v.toFixed(1));
const int = (v: number) => Math.round(v).toLocaleString('en-US');

interface RestartStep {
  name: string;
  stoppedMs: number;
  readyMs: number;
  upMs: number;
}

async function rollingRestart(
  instances: Instance[],
  waitUp: (name: string) => Promise<number>,
): Promise<RestartStep[]> {
  const steps: RestartStep[] = [];
  for (const api of instances) {
    const started = performance.now();
    await api.stop(); // SIGTERM: /api/ready 503, drain, close, exit
    const stoppedMs = performance.now() - started;
    api.start();
    const readyMs = await api.waitReady(120_000);
    const upMs = await waitUp(api.spec.name);
    steps.push({ name: api.spec.name, stoppedMs, readyMs, upMs });
  }
  return steps;
}

async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: { quick: { type: 'boolean' }, connections: { type: 'string' } },
    strict: true,
  });
  const connections = Number(values.connections ?? process.env.BENCH_CONNECTIONS ?? DEFAULT_CONNECTIONS);
  if (!Number.isInteger(connections) || connections < 1 || connections > 1000) {
    throw new Error(`--connections expects a whole number from 1 to 1000, got '${values.connections}'`);
  }
  const settings = { connections, duration: values.quick ? 4 : 15, warmup: values.quick ? 1 : 3 };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void stopCluster().finally(() => process.exit(130));
    });
  }
  const loadBefore = loadAverage();
  log(`Load average at the start: ${loadBefore}`);
  const cluster = await startCluster({
    instances: 2,
    name: 'rentals_bench_cluster',
    log,
    // As in production: request logs off the hot path, as bench/run.ts runs the API.
    env: { LOG_LEVEL: 'warn' },
  });
  try {
    const { haproxy, instances } = cluster;
    const second = instances[1];
    if (!second) throw new Error('two instances needed');
    log(
      `Searches through HAProxy, ${connections} connections, ${settings.duration} s after ${settings.warmup} s warm-up`,
    );
    await haproxy.command(`disable server api/${second.spec.name}`);
    await haproxy.waitStatus(second.spec.name, 'MAINT');
    const requestsPerInstance = async (measure: () => Promise<LoadResult>) => {
      const before = await haproxy.stats();
      const result = await measure();
      const after = await haproxy.stats();
      const split = instances.map(
        (api) => (after.get(api.spec.name)?.requests ?? 0) - (before.get(api.spec.name)?.requests ?? 0),
      );
      return { result, split: split.map(int).join(' / ') };
    };
    const { result: one, split: oneSplit } = await requestsPerInstance(() =>
      measureHttp(haproxy.url, SEARCH_PATHS, settings),
    );
    log(`- one instance: ${int(one.requestsPerSecond)} req/s, p95 ${ms(one.latency.p95)} ms, ${one.failures} failures`);
    await haproxy.command(`enable server api/${second.spec.name}`);
    await haproxy.waitStatus(second.spec.name, 'UP');
    const { result: two, split: twoSplit } = await requestsPerInstance(() =>
      measureHttp(haproxy.url, SEARCH_PATHS, settings),
    );
    log(
      `- two instances: ${int(two.requestsPerSecond)} req/s, p95 ${ms(two.latency.p95)} ms, ${two.failures} failures`,
    );

    log('Rolling restart under the same load: SIGTERM, start, ready, UP; one instance after the other');
    const load = startOpenLoad(haproxy.url, SEARCH_PATHS, connections);
    await sleep(2000);
    const started = performance.now();
    const steps = await rollingRestart(instances, (name) => haproxy.waitStatus(name, 'UP', 60_000));
    const restartSeconds = (performance.now() - started) / 1000;
    await sleep(2000);
    const rolling = await load.stop();
    log(
      `- rolling restart (${restartSeconds.toFixed(1)} s): ${int(rolling.requests)} requests, p95 ${ms(rolling.latency.p95)} ms, ` +
        `max ${ms(rolling.latency.max)} ms, ${rolling.failures} failures`,
    );
    const loadAfter = loadAverage();
    log(`Load average at the end: ${loadAfter}`);

    const cpus = os.cpus();
    const codes = (c: Record<string, number>) =>
      Object.entries(c)
        .map(([k, n]) => `${int(n)} × ${k}`)
        .join(', ');
    const row = (
      name: string,
      r: { requests: number; latency: LoadResult['latency']; failures: number; statusCodes: Record<string, number> },
      rps: string,
    ) =>
      `| ${name} | ${rps} | ${ms(r.latency.p50)} | ${ms(r.latency.p95)} | ${ms(r.latency.p99)} | ${ms(r.latency.max)} | ${int(r.requests)} | ${r.failures} (${codes(r.statusCodes)}) |`;
    const md = [
      '# Cluster (npm run bench:cluster: bench/cluster.ts)',
      '',
      `${new Date().toISOString()} · ${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM · Node ${process.version} · ` +
        `load average at the start ${loadBefore}, at the end ${loadAfter} (1, 5, 15 min; other work on the machine skews the figures).`,
      '',
      `Two API instances (\`node apps/api/src/server.ts\`, NODE_ENV=production, LOG_LEVEL=warn) on one local PostgreSQL with the demo data (3,000 listings), Redis and a local S3 server, behind HAProxy with deploy/haproxy.cfg, all on this machine. ` +
        `Load: autocannon, ${connections} connections through the balancer, searches in turn: ${SEARCH_PATHS.map((p) => `\`${p}\``).join(', ')}. ` +
        `"One instance": the second in maintenance in HAProxy; measured ${settings.duration} s after ${settings.warmup} s of warm-up.`,
      '',
      '| run | req/s | p50 ms | p95 ms | p99 ms | max ms | requests | failures (answers) |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
      row('one instance', one, int(one.requestsPerSecond)),
      row('two instances', two, int(two.requestsPerSecond)),
      row(`rolling restart (${restartSeconds.toFixed(0)} s)`, rolling, '—'),
      '',
      `Two instances: ${(two.requestsPerSecond / one.requestsPerSecond).toFixed(2)}× the throughput of one on the same 2 cores (the instances, PostgreSQL, HAProxy and the load generator share them). ` +
        `Requests per instance (HAProxy, warm-up included): ${oneSplit} with one, ${twoSplit} with two.`,
      '',
      'Rolling restart, one instance after the other (SHUTDOWN_DRAIN_MS=3000: /api/ready answers 503 while it keeps serving, then it closes):',
      '',
      '| instance | SIGTERM to exit | start to ready | ready to UP in HAProxy |',
      '| --- | --- | --- | --- |',
      ...steps.map(
        (s) =>
          `| ${s.name} | ${(s.stoppedMs / 1000).toFixed(1)} s | ${(s.readyMs / 1000).toFixed(1)} s | ${(s.upMs / 1000).toFixed(1)} s |`,
      ),
      '',
    ].join('\n');
    await writeFile(RESULTS, md);
    log(`Written to ${path.relative(process.cwd(), RESULTS)}`);
    return 0;
  } finally {
    await cluster.stop();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  async (err: unknown) => {
    console.error(`bench:cluster failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    await stopCluster();
    process.exit(1);
  },
);
