// npm run test:cluster: two API instances on PostgreSQL, Redis and a local S3 server behind HAProxy, all on
// 127.0.0.1, and the checks of issue 17 against real processes. Prints PASS/FAIL with figures for each; exits 1
// on any failure. Stops every process and drops its database whatever happens. docs/operations.md tells more.
import pg from 'pg';
import { checkCron } from './check-cron.ts';
import { checkKill } from './check-kill.ts';
import { checkLogSecrets } from './check-log-secrets.ts';
import { checkLoginLimit } from './check-login-limit.ts';
import { checkOperations } from './check-operations.ts';
import { checkSettings } from './check-settings.ts';
import { checkUpload } from './check-upload.ts';
import { type Cluster, startCluster, stopCluster } from './cluster.ts';
import { Report } from './report.ts';

const log = (line: string) => console.log(line);
/** Set by Ctrl-C or SIGTERM: the handler stops the cluster and exits; nothing else reports. */
let interrupted = false;

/** Two instances started at once on an empty database: both came up, and each migration ran once. */
async function checkStartup(cluster: Cluster) {
  const client = new pg.Client({ connectionString: cluster.database.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ runs: number; distinct: number }>(
      'select count(*)::int as runs, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations',
    );
    const { runs = 0, distinct = -1 } = rows[0] ?? {};
    return {
      pass: runs > 0 && runs === distinct,
      figures: [
        `${cluster.instances.length} instances started together on an empty database, ready after ${cluster.readyMs
          .map((ms) => `${(ms / 1000).toFixed(1)} s`)
          .join(' and ')} (the first seeds the demo data)`,
        `drizzle.__drizzle_migrations: ${runs} rows for ${distinct} migrations; at most ${cluster.migrationWaiters} ` +
          'instance(s) seen waiting for the advisory lock while another migrated',
      ],
    };
  } finally {
    await client.end();
  }
}

async function main(): Promise<number> {
  const started = Date.now();
  const report = new Report();
  // CLUSTER_WITHOUT=redis,s3 starts the instances without those parts: the checks that need them must fail.
  const without = (process.env.CLUSTER_WITHOUT ?? '').split(',').filter(Boolean);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      interrupted = true;
      log(`${signal}: stopping the cluster`);
      void stopCluster().finally(() => process.exit(130));
    });
  }
  const cluster = await startCluster({ instances: 2, name: 'rentals_cluster', log, without });
  try {
    const upSince = new Date();
    await report.run('0. two instances start together; one migrates, the other waits', () => checkStartup(cluster));
    await report.run('a. the login limit holds across both instances', () => checkLoginLimit(cluster));
    await report.run('b. a setting saved through one instance is served by the other', () => checkSettings(cluster));
    await report.run('c. a photo uploaded through one instance is served by the other', () => checkUpload(cluster));
    await report.run('d. a cron job runs once per minute with two instances up', () => checkCron(cluster, upSince));
    await report.run('e. SIGKILL under load: the other serves, no write lost or doubled, it rejoins', () =>
      checkKill(cluster),
    );
    await report.run('f. request ids from the balancer in the logs; /metrics behind its token, not at the edge', () =>
      checkOperations(cluster),
    );
    await report.run('g. no password, token or secret in any log line of the run', () => checkLogSecrets(cluster));
  } finally {
    if (!interrupted) {
      log(`Logs: ${cluster.workDir}`);
      await cluster.stop();
    }
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  log(`\n${report.outcomes.length - report.failed} passed, ${report.failed} failed in ${seconds} s`);
  return report.failed === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  async (err: unknown) => {
    if (interrupted) return;
    console.error(`test:cluster failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    await stopCluster();
    process.exit(1);
  },
);
