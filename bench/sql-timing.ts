// Times a scenario's SQL run directly through pg (no HTTP, no validation, no JSON): `concurrency` clients
// each running it `runsPerClient` times after a warm-up, as many at once as the HTTP load has connections,
// so API / SQL compares the two under the same load. One client alone gives the queries' own cost.
import type { Database } from '../apps/api/src/db/client.ts';
import { type LatencySummary, summarize } from './stats.ts';

export type SqlWork = (db: Database, round: number) => Promise<unknown>;

export async function measureSql(
  db: Database,
  work: SqlWork,
  options: { concurrency: number; runsPerClient: number; warmup: number },
): Promise<LatencySummary> {
  for (let i = 0; i < options.warmup; i++) await work(db, i);
  const samples: number[] = [];
  let round = 0;
  const client = async () => {
    for (let i = 0; i < options.runsPerClient; i++) {
      const mine = round++;
      const started = performance.now();
      await work(db, mine);
      samples.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, client));
  return summarize(samples);
}
