// The figure for moderation on both dashboards (support's openReports, the back office's reportedListings):
// how many listings have at least one open report. One definition, so the two never disagree.
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { listingReports } from '../../db/schema/index.ts';

/** The number of listings with open reports (listing_reports_status_idx serves the filter). */
export async function openReportCount(db: Queryable): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(distinct ${listingReports.listingId})::int` })
    .from(listingReports)
    .where(sql`${listingReports.status} = 'open'`);
  return Number(rows[0]?.n ?? 0);
}
