// Reports from the public (POST report-listing/{id}), stored open for support. One address or one account
// reports a listing once a day: a second report is refused with 409, so a grudge cannot flood the queue.
import type { ReportListingInput } from '@rentals/shared/resources/listings';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/client.ts';
import { listingReports } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-error.ts';

export const REPORT_REPEAT_WINDOW_MS = 24 * 60 * 60_000;

const alreadyReported = () => new HttpError(409, 'listingAlreadyReported');

/**
 * The once-a-day guard. By address in memory (reports keep no address), and by account in the table, which
 * also holds across restarts and API instances. Not scaled by RATE_LIMIT_FACTOR: it is a rule, not a throttle.
 */
export function reportRepeatGuard(app: FastifyInstance) {
  const byAddress = app.createRateLimit({
    max: 1,
    timeWindow: REPORT_REPEAT_WINDOW_MS,
    keyGenerator: (request) => `report:${(request.params as { id: number }).id}:${request.ip}`,
  });
  return async (request: FastifyRequest, listingId: number) => {
    const userId = request.user?.id;
    if (userId !== undefined && (await reportedRecentlyBy(app.db, listingId, userId))) throw alreadyReported();
    const result = await byAddress(request);
    if (!result.isAllowed && result.isExceeded) throw alreadyReported();
  };
}

async function reportedRecentlyBy(db: Queryable, listingId: number, reporterId: number) {
  const since = new Date(Date.now() - REPORT_REPEAT_WINDOW_MS);
  const [row] = await db
    .select({ id: listingReports.id })
    .from(listingReports)
    .where(
      and(
        eq(listingReports.listingId, listingId),
        eq(listingReports.reporterId, reporterId),
        gt(listingReports.createdAt, since),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function createListingReport(
  db: Queryable,
  listingId: number,
  input: ReportListingInput,
  reporter: { id: number; email: string } | null,
) {
  const [report] = await db
    .insert(listingReports)
    .values({
      listingId,
      reporterId: reporter?.id ?? null,
      // The address the reporter typed, else the account's, so support can always follow up when it can.
      reporterEmail: input.email || reporter?.email || null,
      reason: input.reason,
      details: input.details,
      status: 'open',
    })
    .returning({ id: listingReports.id });
  return report;
}
