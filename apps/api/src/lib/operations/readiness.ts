// What /api/ready checks: every part this instance needs to serve, each within a short time limit. A failed
// part is named, never described: its error (host names, users, driver text) goes to the log only. Redis is
// report-only: the rate limits and the cache bus fail open without it, so its state is listed but never takes
// an instance (and with it every instance) out of rotation.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

export interface ReadinessCheck {
  name: string;
  probe: () => Promise<unknown>;
  /** Listed as up or down in the answer, but a failure does not make the instance unready. */
  reportOnly?: boolean;
}

/** A key no upload ever has (keys are random hex under a folder): reading it answers null when storage works. */
export const STORAGE_PROBE_KEY = 'readiness-probe/never-stored';

export const CHECK_TIMEOUT_MS = 2_000;

export function readinessChecks(app: FastifyInstance): ReadinessCheck[] {
  const checks: ReadinessCheck[] = [{ name: 'database', probe: () => app.db.execute(sql`select 1`) }];
  if (app.dbRead !== app.db) checks.push({ name: 'database-replica', probe: () => app.dbRead.execute(sql`select 1`) });
  const redis = app.redis;
  if (redis) checks.push({ name: 'redis', probe: () => redis.ping(), reportOnly: true });
  checks.push({
    name: 'storage',
    probe: async () => {
      const found = await app.storage.get(STORAGE_PROBE_KEY);
      if (found !== null) throw new Error('the storage probe key unexpectedly exists');
    },
  });
  return checks;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Runs the checks together; resolves to the names of those that failed (empty: ready). */
export async function failedChecks(
  checks: ReadinessCheck[],
  onError: (name: string, err: unknown) => void,
  timeoutMs = CHECK_TIMEOUT_MS,
): Promise<string[]> {
  const results = await Promise.all(
    checks.map(async ({ name, probe }) => {
      try {
        await withTimeout(Promise.resolve().then(probe), timeoutMs);
        return null;
      } catch (err) {
        onError(name, err);
        return name;
      }
    }),
  );
  return results.filter((name): name is string => name !== null);
}
