// One job mechanism: pg-boss queues, retries and cron schedules on the app's own database.
// Features declare their work with app.jobs.define(); workers start when the server is ready.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fromPglite, PgBoss, type SendOptions } from 'pg-boss';

export type JobsMode = 'work' | 'send-only' | 'off';

interface JobDefinition {
  name: string;
  handler: (data: unknown) => Promise<void>;
  /** Cron expression (UTC) for scheduled work. */
  cron?: string;
  retryLimit?: number;
}

export interface Jobs {
  define<T>(name: string, handler: (data: T) => Promise<void>, options?: { cron?: string; retryLimit?: number }): void;
  /** Queues a job; resolves to its id, or null when jobs are off (tests that do not need them). */
  send(name: string, data: object, options?: SendOptions): Promise<string | null>;
  readonly boss: PgBoss | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

export default fp(
  async function jobs(app: FastifyInstance, options: { mode: JobsMode }) {
    const definitions = new Map<string, JobDefinition>();
    let boss: PgBoss | null = null;

    if (options.mode !== 'off') {
      const handle = app.database;
      boss =
        handle.kind === 'pglite'
          ? new PgBoss({ db: fromPglite(handle.client), backend: 'pglite' })
          : new PgBoss({ connectionString: handle.connectionString, max: 4 });
      boss.on('error', (err) => app.log.error({ err }, 'job queue error'));
    }

    app.decorate('jobs', {
      define(name, handler, opts = {}) {
        definitions.set(name, { name, handler: handler as JobDefinition['handler'], ...opts });
      },
      async send(name, data, sendOptions) {
        if (!boss) return null;
        return boss.send(name, data, sendOptions);
      },
      get boss() {
        return boss;
      },
    } satisfies Jobs);

    app.addHook('onReady', async () => {
      if (!boss) return;
      await boss.start();
      for (const def of definitions.values()) {
        await boss.createQueue(def.name, { retryLimit: def.retryLimit ?? 3, retryBackoff: true });
        if (options.mode !== 'work') continue;
        await boss.work(def.name, async (jobs) => {
          for (const job of jobs) await def.handler(job.data);
        });
        if (def.cron) await boss.schedule(def.name, def.cron);
      }
    });

    app.addHook('onClose', async () => {
      await boss?.stop({ graceful: true, timeout: 5_000 });
    });
  },
  { name: 'jobs', dependencies: ['database'] },
);
