// One job mechanism: pg-boss queues, retries and cron schedules on the app's own database.
// Features declare their work with app.jobs.define(); workers start when the server is ready.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type ConstructorOptions, fromPglite, PgBoss, type QueueOptions, type SendOptions } from 'pg-boss';
import { runJob } from '../../lib/operations/job-context.ts';
import { withRequestId } from '../../lib/operations/request-context.ts';

/**
 * work: queue and run workers here; send-only: queue for workers in other instances (JOBS=false);
 * inline: no queue, each job runs at once inside the caller (tests and one-off scripts).
 */
export type JobsMode = 'work' | 'send-only' | 'inline';

/**
 * For tests only (production passes none): pg-boss's own test clock and shorter maintenance intervals, so a
 * test can run cron slots and expire a killed worker's job in seconds; queue defaults such as a short expiry.
 */
export interface JobsTuning {
  boss?: Pick<
    ConstructorOptions,
    'clock' | 'cronMonitorIntervalSeconds' | 'superviseIntervalSeconds' | 'monitorIntervalSeconds'
  >;
  queue?: Pick<QueueOptions, 'expireInSeconds' | 'retryDelay'>;
}

interface JobDefinition {
  name: string;
  handler: (data: unknown) => Promise<void>;
  /** Cron expression (UTC) for scheduled work. */
  cron?: string;
  retryLimit?: number;
}

export interface Jobs {
  define<T>(name: string, handler: (data: T) => Promise<void>, options?: { cron?: string; retryLimit?: number }): void;
  /** Queues a job and resolves to its id; in inline mode runs it at once and resolves to null. */
  send(name: string, data: object, options?: SendOptions): Promise<string | null>;
  readonly boss: PgBoss | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

export default fp(
  async function jobs(app: FastifyInstance, options: { mode: JobsMode; tuning?: JobsTuning }) {
    const tuning = options.tuning ?? {};
    const definitions = new Map<string, JobDefinition>();
    let boss: PgBoss | null = null;

    if (options.mode !== 'inline') {
      const handle = app.database;
      boss =
        handle.kind === 'pglite'
          ? new PgBoss({ db: fromPglite(handle.client), backend: 'pglite', ...tuning.boss })
          : new PgBoss({ connectionString: handle.connectionString, max: 4, ...tuning.boss });
      // pg errors carry their whole client (pool, sockets): log what tells the story, not kilobytes of state.
      boss.on('error', (err: Error & { code?: string }) =>
        app.log.error({ err: { message: err.message, code: err.code, stack: err.stack } }, 'job queue error'),
      );
    }

    app.decorate('jobs', {
      define(name, handler, opts = {}) {
        definitions.set(name, { name, handler: handler as JobDefinition['handler'], ...opts });
        app.operations.metrics?.jobDefined(name);
      },
      async send(name, data, sendOptions) {
        // The request (or job) that queues this one travels with it (lib/operations/request-context.ts).
        const queued = withRequestId(data);
        if (boss) return boss.send(name, queued, sendOptions);
        const definition = definitions.get(name);
        if (!definition) throw new Error(`no job named ${name} is defined`);
        await runJob(app, name, definition.handler, queued);
        return null;
      },
      get boss() {
        return boss;
      },
    } satisfies Jobs);

    app.addHook('onReady', async () => {
      if (!boss) return;
      await boss.start();
      for (const def of definitions.values()) {
        await boss.createQueue(def.name, { retryLimit: def.retryLimit ?? 3, retryBackoff: true, ...tuning.queue });
        if (options.mode !== 'work') continue;
        await boss.work(def.name, async (jobs) => {
          for (const job of jobs) await runJob(app, def.name, def.handler, job.data, job.id);
        });
        if (def.cron) await boss.schedule(def.name, def.cron);
      }
    });

    app.addHook('onClose', async () => {
      await boss?.stop({ graceful: true, timeout: 5_000 });
    });
  },
  { name: 'jobs', dependencies: ['database', 'operations'] },
);
