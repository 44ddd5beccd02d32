// Puts an account in the support review queue (/support/account-reviews). Idempotent: an account already
// waiting is not queued twice, the new reason is added to its reasons; an approved account flagged again
// is reopened; a suspended one keeps its status (the reason is still recorded).
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { type AccountReviewReason, accountReviews } from '../../db/schema/index.ts';
import { type AuditContext, recordAudit } from '../../lib/audit.ts';

export const ACCOUNT_REVIEW_RESOURCE = 'account-reviews';

export async function flagAccountForReview(
  db: Queryable,
  input: { userId: number; reason: string; note?: string; audit: AuditContext },
): Promise<void> {
  const entry: AccountReviewReason = {
    reason: input.reason,
    ...(input.note ? { note: input.note } : {}),
    at: new Date().toISOString(),
    byId: input.audit.actor?.id ?? null,
  };
  const [before] = await db
    .select({ id: accountReviews.id, status: accountReviews.status })
    .from(accountReviews)
    .where(eq(accountReviews.userId, input.userId))
    .for('update');
  const reopen = before?.status === 'approved';
  const [row] = await db
    .insert(accountReviews)
    .values({ userId: input.userId, origin: 'flagged', reasons: [entry] })
    .onConflictDoUpdate({
      target: accountReviews.userId,
      set: {
        reasons: sql`${accountReviews.reasons} || ${JSON.stringify([entry])}::jsonb`,
        origin: 'flagged',
        status: sql`case when ${accountReviews.status} = 'approved' then 'waiting' else ${accountReviews.status} end`,
        queuedAt: sql`case when ${accountReviews.status} = 'approved' then now() else ${accountReviews.queuedAt} end`,
        // Signals are recomputed when support next opens the account.
        signalsComputedAt: null,
      },
    })
    .returning({ id: accountReviews.id, status: accountReviews.status });
  if (!row) throw new Error('the account review was not written');
  await recordAudit(db, input.audit, {
    action: 'flag',
    resource: ACCOUNT_REVIEW_RESOURCE,
    recordId: row.id,
    changes: {
      reason: { old: null, new: input.reason },
      ...(input.note ? { note: { old: null, new: input.note } } : {}),
      ...(before?.status !== row.status ? { status: { old: before?.status ?? null, new: row.status } } : {}),
      ...(reopen ? { reopened: { old: false, new: true } } : {}),
    },
  });
}
