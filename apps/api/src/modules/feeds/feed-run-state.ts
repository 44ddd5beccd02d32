// A run's row while it executes: claimed (or taken over once its heartbeat is stale), then finished.
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.ts';
import { feedRuns } from '../../db/schema/index.ts';
import { STALE_AFTER_MS } from './feed-run-settings.ts';
import type { RunRow } from './feed-run-types.ts';

/** Claims a queued run, or a running one whose worker died; null when another worker has it or it is done. */
export async function claimRun(db: Database, runId: number): Promise<RunRow | null> {
  const staleBefore = new Date(Date.now() - STALE_AFTER_MS);
  const [run] = await db
    .update(feedRuns)
    .set({ status: 'running', heartbeatAt: new Date(), startedAt: sql`coalesce(${feedRuns.startedAt}, now())` })
    .where(
      and(
        eq(feedRuns.id, runId),
        or(
          eq(feedRuns.status, 'queued'),
          and(
            eq(feedRuns.status, 'running'),
            or(isNull(feedRuns.heartbeatAt), sql`${feedRuns.heartbeatAt} < ${staleBefore}`),
          ),
        ),
      ),
    )
    .returning();
  return run ?? null;
}

export async function finish(db: Queryable, runId: number, values: Partial<RunRow>) {
  await db
    .update(feedRuns)
    .set({ ...values, finishedAt: new Date(), heartbeatAt: new Date() })
    .where(eq(feedRuns.id, runId));
}
