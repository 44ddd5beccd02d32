// The support dashboard (issue 16 section 5): the figures support starts the day with, each from the feature
// that owns it (open reports, account reviews waiting, failing feeds), the memberships ending within a week and
// today's key metrics.
import type { SupportDashboard } from '@rentals/shared/resources/key-metrics';
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { accountReviews } from '../../db/schema/index.ts';
import { failingFeeds } from '../feeds/failing-feeds.ts';
import { membershipsExpiringCount } from '../membership-renewals/renewals.service.ts';
import { openReportCount } from '../support-reports/counts.ts';
import { computeKeyMetrics } from './metrics.service.ts';

/** Accounts waiting for support's decision (account_reviews_status_idx). */
export async function reviewsWaitingCount(db: Queryable): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(accountReviews)
    .where(eq(accountReviews.status, 'waiting'));
  return row?.n ?? 0;
}

export async function supportDashboard(db: Queryable, now = new Date()): Promise<SupportDashboard> {
  const today = now.toISOString().slice(0, 10);
  const [openReports, reviewsWaiting, failing, membershipsExpiring, metrics] = await Promise.all([
    openReportCount(db),
    reviewsWaitingCount(db),
    failingFeeds(db),
    membershipsExpiringCount(db, 7, now),
    computeKeyMetrics(db, { from: today, to: today, interval: 'day' }),
  ]);
  const [point] = metrics.points;
  if (!point) throw new Error('the metrics of today have no point');
  return { openReports, reviewsWaiting, failingFeeds: failing.length, membershipsExpiring, today: point };
}
