// One job mechanism: pg-boss queues, retries and cron schedules on the app's own database.
// Features declare their work with app.jobs.define(); workers start when the server is ready.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fromPglite, PgBoss, type SendOptions } from 'pg-boss';

/**
 * work: queue and run workers here; send-only: queue for workers in other instances (JOBS=false);
 * inline: no queue, each job runs at once inside the caller (tests and one-off scripts).
 */
export type JobsMode = 'work' | 'send-only' | 'inline';

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
  async function jobs(app: FastifyInstance, options: { mode: JobsMode }) {
    const definitions = new Map<string, JobDefinition>();
    let boss: PgBoss | null = null;

    if (options.mode !== 'inline') {
      const handle = app.database;
      boss =
        handle.kind === 'pglite'
          ? new PgBoss({ db: fromPglite(handle.client), backend: 'pglite' })
          : new PgBoss({ connectionString: handle.connectionString, max: 4 });
      // pg errors carry their whole client (pool, sockets): log what tells the story, not kilobytes of state.
      boss.on('error', (err: Error & { code?: string }) =>
        app.log.error({ err: { message: err.message, code: err.code, stack: err.stack } }, 'job queue error'),
      );
    }

    app.decorate('jobs', {
      define(name, handler, opts = {}) {
        definitions.set(name, { name, handler: handler as JobDefinition['handler'], ...opts });
      },
      async send(name, data, sendOptions) {
        if (boss) return boss.send(name, data, sendOptions);
        const definition = definitions.get(name);
        if (!definition) throw new Error(`no job named ${name} is defined`);
        await definition.handler(data);
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
