/// <reference path="../../apps/api/src/test/s3rver.d.ts" />
// A cluster on loopback: a fresh PostgreSQL database, Redis (index 3, flushed), a local S3 server, N API
// instances started at once as `npm start` runs them, and HAProxy in front with the committed configuration.
// `stop()` takes it all down (and drops the database) whatever happened; the run's logs stay in `workDir`.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { type LocalS3, startLocalS3 } from '../../apps/api/src/test/local-s3.ts';
import { type Haproxy, startHaproxy } from './haproxy.ts';
import { type Instance, instance } from './instances.ts';
import { HAPROXY_TEMPLATE, ROOT } from './paths.ts';
import { killAll, startProcess } from './processes.ts';
import { type ClusterDatabase, createDatabase, flushRedis, freePort, REDIS_URL } from './services.ts';

export interface Cluster {
  workDir: string;
  database: ClusterDatabase;
  s3: LocalS3;
  instances: Instance[];
  haproxy: Haproxy;
  metricsToken: string;
  /** How long each instance took to answer /api/ready after the simultaneous start. */
  readyMs: number[];
  /** The most instances seen waiting at once for the migrations' advisory lock while they started. */
  migrationWaiters: number;
  /** Stops everything it started, drops the database; never throws. */
  stop(): Promise<void>;
}

export interface ClusterOptions {
  instances: number;
  /** Prefix of the database's name. */
  name: string;
  log: (line: string) => void;
  /** Extra environment for every instance (LOG_LEVEL, ...). */
  env?: Record<string, string>;
  /** Parts to leave out ('redis', 's3'), to see the checks that need them fail. */
  without?: readonly string[];
}

/** `npm run build` when apps/web/dist is missing: the instances serve it and render pages with it. */
export async function ensureWebBuild(log: (line: string) => void): Promise<void> {
  if (existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) return;
  log('apps/web/dist is missing: npm run build');
  const logFile = path.join(os.tmpdir(), `rentals-cluster-build-${process.pid}.log`);
  const build = startProcess('npm run build', 'npm', ['run', 'build'], {
    cwd: ROOT,
    env: Object.fromEntries(Object.entries(process.env).flatMap(([k, v]) => (v === undefined ? [] : [[k, v]]))),
    logFile,
  });
  await build.exited;
  if (build.child.exitCode !== 0) throw new Error(`npm run build failed:\n${build.tail()}`);
}

/** db/client.ts's migration lock (pg_advisory_lock(72707369)): how many sessions wait for it, polled. */
function watchMigrationLock(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  // Dropping the database (an interrupted start) ends this session: not an error worth a crash.
  client.on('error', () => {});
  let most = 0;
  let stopped = false;
  const polling = (async () => {
    await client.connect();
    while (!stopped) {
      const { rows } = await client.query<{ n: number }>(
        `select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = 72707369 and not granted`,
      );
      most = Math.max(most, rows[0]?.n ?? 0);
      await sleep(50);
    }
  })()
    .catch(() => {})
    .finally(() => client.end().catch(() => {}));
  return {
    async stop() {
      stopped = true;
      await polling;
      return most;
    },
  };
}

let stopActive: (() => Promise<void>) | null = null;

/** Stops the cluster being started or running, whatever it got to (for an interrupted run). */
export function stopCluster(): Promise<void> {
  return stopActive ? stopActive() : killAll();
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const { log } = options;
  const undo: (() => Promise<unknown>)[] = [];
  const stop = async () => {
    // Each step once, the last started first, even when stop is called twice (an interrupt during cleanup).
    for (const step of undo.splice(0).reverse()) {
      await step().catch((err) => log(`cleanup: ${(err as Error).message}`));
    }
    await killAll();
  };
  stopActive = stop;
  try {
    await ensureWebBuild(log);
    const workDir = await mkdtemp(path.join(os.tmpdir(), 'rentals-cluster-'));
    const database = await createDatabase(options.name);
    undo.push(() => database.drop());
    await flushRedis();
    undo.push(() => flushRedis());
    const s3 = await startLocalS3({ bucket: 'rentals-cluster' });
    undo.push(() => s3.close());
    const balancerPort = await freePort();
    const metricsToken = randomBytes(24).toString('base64url');
    const env = {
      NODE_ENV: 'production',
      APP_URL: `http://127.0.0.1:${balancerPort}`,
      DATABASE_URL: database.url,
      ...(options.without?.includes('redis') ? {} : { REDIS_URL }),
      ...(options.without?.includes('s3') ? {} : s3.env),
      TRUST_PROXY: 'loopback',
      METRICS_TOKEN: metricsToken,
      LOG_LEVEL: 'info',
      // Longer than HAProxy's health checks take to see /api/ready turn 503 (inter 1s, fall 2).
      SHUTDOWN_DRAIN_MS: '3000',
      ...options.env,
    };
    log(`Database ${database.name}, Redis ${REDIS_URL}, S3 ${s3.endpoint}; logs in ${workDir}`);
    if (options.without?.length) log(`Instances started WITHOUT ${options.without.join(' and ')}`);

    const instances: Instance[] = [];
    for (let i = 1; i <= options.instances; i++) {
      const dataDir = path.join(workDir, `api${i}`);
      await mkdir(dataDir, { recursive: true });
      // The logs stay for reading; the data directories (demo photos) go.
      undo.push(() => rm(dataDir, { recursive: true, force: true }));
      instances.push(
        instance({
          name: `api${i}`,
          port: await freePort(),
          dataDir,
          logFile: path.join(workDir, `api${i}.log`),
          env,
          seedDemo: i === 1,
        }),
      );
    }
    // All at once, on an empty database: one migrates under the advisory lock, the others wait for it.
    for (const api of instances) api.start();
    undo.push(() => Promise.all(instances.map((api) => api.stop())));
    const watch = watchMigrationLock(database.url);
    undo.push(() => watch.stop());
    const readyMs = await Promise.all(instances.map((api) => api.waitReady())).finally(() => watch.stop());
    const migrationWaiters = await watch.stop();
    log(`Instances ready after ${readyMs.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(', ')}`);

    const haproxy = await startHaproxy({
      template: HAPROXY_TEMPLATE,
      configFile: path.join(workDir, 'haproxy.cfg'),
      logFile: path.join(workDir, 'haproxy.log'),
      statsSocket: path.join(workDir, 'haproxy.sock'),
      port: balancerPort,
      backends: instances.map((api) => ({ name: api.spec.name, port: api.spec.port })),
      cwd: workDir,
    });
    undo.push(() => haproxy.stop());
    for (const api of instances) await haproxy.waitStatus(api.spec.name, 'UP');
    log(`HAProxy on ${haproxy.url}, every instance UP`);
    return { workDir, database, s3, instances, haproxy, metricsToken, readyMs, migrationWaiters, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
