// Times a scenario's SQL run directly through pg (no HTTP, no validation, no JSON): `concurrency` clients each
// running it at least `runsPerClient` times (and for at least `minSeconds`) after a warm-up. One client gives the queries' own cost, which the API's
// one-connection latency is compared with; as many clients as the load has connections shows the database
// under that load.
import type { Database } from '../apps/api/src/db/client.ts';
import { type LatencySummary, summarize } from './stats.ts';

export type SqlWork = (db: Database, round: number) => Promise<unknown>;

export async function measureSql(
  db: Database,
  work: SqlWork,
  options: { concurrency: number; runsPerClient: number; warmup: number; minSeconds?: number },
): Promise<LatencySummary> {
  for (let i = 0; i < options.warmup; i++) await work(db, i);
  const samples: number[] = [];
  let round = 0;
  const started = performance.now();
  const longEnough = () => performance.now() - started >= (options.minSeconds ?? 0) * 1000;
  const client = async () => {
    for (let i = 0; i < options.runsPerClient || !longEnough(); i++) {
      const mine = round++;
      const before = performance.now();
      await work(db, mine);
      samples.push(performance.now() - before);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, client));
  return summarize(samples);
}
