// Prometheus series of one app (a Registry per app: the tests build many). Request counts and latency are
// labelled by route pattern, never the raw URL, so ids and tokens in paths neither leak nor explode the series.
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { BuildInfo } from './build-info.ts';
import { ledgerWrites } from './ledger-metrics.ts';

export interface AppMetrics {
  registry: Registry;
  observeRequest(labels: { method: string; route: string; status: number }, seconds: number): void;
  jobFailed(queue: string): void;
  /** A queue this app runs: its failure count is shown at 0 from the start, so an alert on it has data. */
  jobDefined(queue: string): void;
}

const JOB_STATES = ['queued', 'ready', 'active', 'deferred', 'failed'] as const;

/** The PostgreSQL pools behind the app: the primary's and, when present, the read replica's. */
function poolsOf(app: FastifyInstance): [name: string, pool: pg.Pool][] {
  const handle = app.database;
  if (handle.kind !== 'postgres') return [];
  return handle.readPool
    ? [
        ['primary', handle.pool],
        ['replica', handle.readPool],
      ]
    : [['primary', handle.pool]];
}

export function createMetrics(app: FastifyInstance, build: BuildInfo): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'rentals_' });
  registry.registerMetric(ledgerWrites);

  const labelNames = ['method', 'route', 'status_class'] as const;
  const requests = new Counter({
    name: 'rentals_http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status class.',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'rentals_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern, method and status class.',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const serverErrors = new Counter({
    name: 'rentals_http_server_errors_total',
    help: 'HTTP requests answered with a 5xx status, by route pattern and method.',
    labelNames: ['method', 'route'] as const,
    registers: [registry],
  });
  const jobFailures = new Counter({
    name: 'rentals_job_failures_total',
    help: 'Jobs whose handler threw in this instance (pg-boss retries them), by queue.',
    labelNames: ['queue'] as const,
    registers: [registry],
  });

  // Every route's 5xx count exists at 0 from the start (an alert on its rate otherwise sees no data at all).
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) serverErrors.inc({ method, route: route.url }, 0);
  });

  new Gauge({
    name: 'rentals_build_info',
    help: 'The build this instance runs: the API version and the commit (always 1).',
    labelNames: ['version', 'commit'] as const,
    registers: [registry],
  }).set(build, 1);

  new Gauge({
    name: 'rentals_db_pool_connections',
    help: 'PostgreSQL pool clients by pool (primary, replica) and state (total, idle, waiting).',
    labelNames: ['pool', 'state'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [name, pool] of poolsOf(app)) {
        this.set({ pool: name, state: 'total' }, pool.totalCount);
        this.set({ pool: name, state: 'idle' }, pool.idleCount);
        this.set({ pool: name, state: 'waiting' }, pool.waitingCount);
      }
    },
  });
  new Gauge({
    name: 'rentals_job_queue_jobs',
    help: "Jobs per queue and state, as of pg-boss's last monitor pass (every 60 s); failed: those still kept.",
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const boss = app.jobs.boss;
      if (!boss) return;
      // One read of pg-boss's queue table: the counts its monitor keeps there, not a count of the jobs.
      const queues = await boss.getQueues().catch(() => []);
      for (const queue of queues) {
        const counts = {
          queued: queue.queuedCount,
          ready: queue.readyCount,
          active: queue.activeCount,
          deferred: queue.deferredCount,
          failed: queue.failedCount,
        };
        for (const state of JOB_STATES) this.set({ queue: queue.name, state }, Number(counts[state] ?? 0));
      }
    },
  });

  return {
    registry,
    observeRequest({ method, route, status }, seconds) {
      const labels = { method, route, status_class: `${Math.floor(status / 100)}xx` };
      requests.inc(labels);
      duration.observe(labels, seconds);
      if (status >= 500) serverErrors.inc({ method, route });
    },
    jobFailed(queue) {
      jobFailures.inc({ queue });
    },
    jobDefined(queue) {
      jobFailures.inc({ queue }, 0);
    },
  };
}
