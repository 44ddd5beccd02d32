// d. A cron job runs once per schedule with every instance up: pg-boss's job table holds one `feeds.tick`
// job (FEED_TICK_CRON: every minute) per minute slot, each completed on its first try.
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import type { Cluster } from './cluster.ts';

const QUEUE = 'feeds.tick';

interface JobRow {
  slot: Date;
  jobs: number;
  completed: number;
  retried: number;
  states: string;
}

async function jobsPerSlot(databaseUrl: string, since: Date): Promise<JobRow[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<JobRow>(
      // singleton_on: the minute the cron occurrence is for (UTC wall time), whenever the cron pass made it.
      `select date_trunc('minute', coalesce(singleton_on, created_on at time zone 'UTC')) at time zone 'UTC' as slot,
              count(*)::int as jobs,
              count(*) filter (where state = 'completed')::int as completed,
              count(*) filter (where retry_count > 0)::int as retried,
              string_agg(state::text, ',') as states
         from pgboss.job where name = $1 and created_on >= $2
        group by 1 order by 1`,
      [QUEUE, since],
    );
    return rows;
  } finally {
    await client.end();
  }
}

/**
 * Waits until `slots` whole minutes have passed since `since` (when every instance was up) and their jobs have
 * had time to finish, then checks those minutes.
 */
export async function checkCron(cluster: Cluster, since: Date, slots = 2) {
  const firstSlot = Math.ceil(since.getTime() / 60_000) * 60_000;
  const lastSlotEnd = firstSlot + slots * 60_000;
  // pg-boss's cron pass runs every 30 s or so and the worker polls: the last minute's job is made and done a
  // little after it starts.
  const waitUntil = lastSlotEnd - 60_000 + 45_000;
  const wait = waitUntil - Date.now();
  if (wait > 0) {
    console.log(
      `      (waiting ${(wait / 1000).toFixed(0)} s for ${slots} whole minutes of ${QUEUE} with both instances up)`,
    );
    await sleep(wait);
  }
  const expected = Array.from({ length: slots }, (_, i) => firstSlot + i * 60_000);
  const read = async () => {
    const rows = await jobsPerSlot(cluster.database.url, new Date(firstSlot));
    return new Map(rows.filter((r) => r.slot.getTime() < lastSlotEnd).map((r) => [r.slot.getTime(), r]));
  };
  // On a busy machine the last job may still be queued or running: give it up to 40 s more to finish.
  let bySlot = await read();
  for (let i = 0; i < 20 && expected.some((t) => (bySlot.get(t)?.completed ?? 0) < 1); i++) {
    await sleep(2000);
    bySlot = await read();
  }
  const figures = expected.map((t) => {
    const r = bySlot.get(t);
    const minute = new Date(t).toISOString().slice(11, 16);
    return r
      ? `${minute} UTC: ${r.jobs} job(s), ${r.completed} completed, ${r.retried} retried (${r.states})`
      : `${minute} UTC: no job`;
  });
  const pass = expected.every((t) => {
    const r = bySlot.get(t);
    return r !== undefined && r.jobs === 1 && r.completed === 1 && r.retried === 0;
  });
  return {
    pass,
    figures: [`${QUEUE} jobs per minute in pgboss.job, ${cluster.instances.length} instances up:`, ...figures],
  };
}
