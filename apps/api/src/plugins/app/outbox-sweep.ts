// Outbox messages stranded between their transaction and their delivery job. The jobs that write emails (the
// daily charge, the alerts, the price drops, the account import) record them in the transaction of their work
// and queue their delivery once it has committed. A process killed in between, or a queue insert that fails,
// leaves the row 'queued' with no job to deliver it, and the retried job does not write it again: its claim
// (ledger row, sent listings, notified rent) committed with the message. Every few minutes, the rows still
// queued a while after they were written, with no delivery job waiting or running, are queued again. The delay
// keeps the sweep clear of a delivery queued a moment ago, and the job's id is made from the row's, so two sweeps
// at once (the cron and a manual run) queue it once; a row marked sent is never sent again (mail.ts).
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../../db/client.ts';

export const OUTBOX_SWEEP_QUEUE = 'mail.requeue-stranded';
export const OUTBOX_SWEEP_CRON = '*/5 * * * *';
/** A message still queued this long after it was written, with no delivery job, is stranded. */
export const STRANDED_AFTER_MINUTES = 10;
/** Rows queued again per run at most (the next run takes the rest). */
const SWEEP_LIMIT = 1_000;

/** Queues the delivery of the stranded outbox rows again; answers the ids it queued. Without a job queue, none. */
export async function requeueStranded(app: FastifyInstance, mailQueue: string): Promise<number[]> {
  if (!app.jobs.boss) return [];
  // pg-boss's job table (schema pgboss): a delivery job not yet completed, failed or cancelled for the row.
  const rows = await queryRows<{ id: number }>(
    app.db,
    sql`select e.id from outbound_emails e
        where e.status = 'queued' and e.created_at < now() - make_interval(mins => ${STRANDED_AFTER_MINUTES})
          and not exists (select 1 from pgboss.job j
                          where j.name = ${mailQueue} and j.state < 'completed' and j.data->>'id' = e.id::text)
        order by e.id limit ${SWEEP_LIMIT}`,
  );
  const queued: number[] = [];
  for (const { id } of rows) {
    // null: another sweep queued it a moment ago.
    if (await app.jobs.send(mailQueue, { id: Number(id) }, { id: sweepJobId(Number(id)) })) queued.push(Number(id));
  }
  return queued;
}

/** A UUID (version 5 layout) named by the outbox row: one sweep job per row, whoever queues it. */
export function sweepJobId(emailId: number): string {
  const hex = createHash('sha1').update(`outbox-sweep:${emailId}`).digest('hex');
  const variant = ((Number.parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  const groups = [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `5${hex.slice(13, 16)}`,
    variant + hex.slice(17, 20),
    hex.slice(20, 32),
  ];
  return groups.join('-');
}

export function defineOutboxSweep(app: FastifyInstance, mailQueue: string) {
  app.jobs.define(
    OUTBOX_SWEEP_QUEUE,
    async () => {
      const ids = await requeueStranded(app, mailQueue);
      if (ids.length > 0) app.log.warn({ emailIds: ids }, 'stranded outbox emails queued again');
    },
    { cron: OUTBOX_SWEEP_CRON },
  );
}
