// The account review queue and its decisions. New landlords (signed up in the last NEW_LANDLORD_DAYS days and
// never reviewed) enter the queue when it is read; flagged accounts enter through flagAccountForReview. Signals
// are computed when an account is opened (and for the rows of a page that have none yet), then stored with the
// review so the list can filter and sort by them; a cron run refreshes the open ones.
import type { Locale } from '@rentals/shared';
import { pageMeta } from '@rentals/shared/pagination';
import { STAFF_ROLES } from '@rentals/shared/permissions';
import {
  type AccountReviewDetail,
  type AccountReviewList,
  type AccountReviewRow,
  type AccountSignal,
  type accountReviewListQuery,
  OPEN_REVIEW_STATUSES,
} from '@rentals/shared/resources/account-reviews';
import { and, arrayContains, asc, count, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import {
  accessTokens,
  accountReviews,
  cities,
  companies,
  listings,
  roles,
  userRoles,
  users,
} from '../../db/schema/index.ts';
import { type AuditContext, recordAudit } from '../../lib/audit.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { translate } from '../../lib/messages.ts';
import { hideListings } from '../support-reports/hide-listings.ts';
import { ACCOUNT_REVIEW_RESOURCE } from './flag-account.ts';
import { documentsRequestEmail } from './review-emails.ts';
import { computeSignals } from './signals.ts';

/** A landlord who signed up this recently and was never reviewed is "new". */
export const NEW_LANDLORD_DAYS = 30;
/** Stored signals older than this are recomputed by the refresh job. */
const SIGNALS_STALE_MINUTES = 60;

type ReviewRow = typeof accountReviews.$inferSelect;

const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

/** Queues the new landlords that have no review yet (queued at their sign-up, so oldest first holds). */
export async function queueNewLandlords(db: Queryable, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - NEW_LANDLORD_DAYS * 86_400_000);
  const inserted = await db.execute(sql`
    insert into account_reviews (user_id, origin, queued_at)
    select u.id, 'new_landlord', u.created_at
    from users u
    where u.created_at >= ${since}
      and exists (select 1 from user_roles ur join roles r on r.id = ur.role_id
                  where ur.user_id = u.id and r.name = 'Landlord')
      and not exists (select 1 from user_roles ur join roles r on r.id = ur.role_id
                      where ur.user_id = u.id and r.name in (${sql.join(
                        STAFF_ROLES.map((role) => sql`${role}`),
                        sql`, `,
                      )}))
    on conflict (user_id) do nothing`);
  return (inserted as unknown as { rowCount?: number; affectedRows?: number }).rowCount ?? 0;
}

/** Computes and stores one review's signals. */
export async function refreshSignals(db: Queryable, review: Pick<ReviewRow, 'id' | 'userId'>) {
  const { signals, score } = await computeSignals(db, review.userId);
  await db
    .update(accountReviews)
    .set({ signals, score, signalKinds: signals.map((s) => s.kind), signalsComputedAt: new Date() })
    .where(eq(accountReviews.id, review.id));
  return { signals, score };
}

/** The refresh job: open reviews whose signals are missing or stale, a batch at a time. */
export async function refreshStaleSignals(db: Queryable, limit = 500, now = new Date()): Promise<number> {
  await queueNewLandlords(db, now);
  const stale = new Date(now.getTime() - SIGNALS_STALE_MINUTES * 60_000);
  const rows = await db
    .select({ id: accountReviews.id, userId: accountReviews.userId })
    .from(accountReviews)
    .where(
      and(
        inArray(accountReviews.status, [...OPEN_REVIEW_STATUSES]),
        or(isNull(accountReviews.signalsComputedAt), lt(accountReviews.signalsComputedAt, stale)),
      ),
    )
    .orderBy(asc(accountReviews.queuedAt))
    .limit(limit);
  for (const row of rows) await refreshSignals(db, row);
  return rows.length;
}

const OPEN_FIRST = sql`(case when ${accountReviews.status} in ('waiting', 'documents_requested') then 0 else 1 end)`;

export async function listReviews(
  db: Queryable,
  query: z.output<typeof accountReviewListQuery>,
): Promise<AccountReviewList> {
  await queueNewLandlords(db);
  const where = and(
    query.status === 'open'
      ? inArray(accountReviews.status, [...OPEN_REVIEW_STATUSES])
      : query.status === 'all'
        ? undefined
        : eq(accountReviews.status, query.status),
    query.signal ? arrayContains(accountReviews.signalKinds, [query.signal]) : undefined,
  );
  const pageSize = query.perPage;
  const order =
    query.sort === '-score' || query.sort === 'score'
      ? [
          OPEN_FIRST,
          query.sort === 'score' ? asc(accountReviews.score) : desc(accountReviews.score),
          asc(accountReviews.queuedAt),
        ]
      : [OPEN_FIRST, query.sort === '-queuedAt' ? desc(accountReviews.queuedAt) : asc(accountReviews.queuedAt)];
  const [rows, [total]] = await Promise.all([
    db
      .select({ review: accountReviews, user: users })
      .from(accountReviews)
      .innerJoin(users, eq(users.id, accountReviews.userId))
      .where(where)
      .orderBy(...order, asc(accountReviews.id))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db.select({ n: count() }).from(accountReviews).where(where),
  ]);
  // A page's rows that were never scored are scored now (at most a page's worth).
  for (const row of rows) {
    if (row.review.signalsComputedAt) continue;
    const { signals, score } = await refreshSignals(db, row.review);
    row.review.signals = signals;
    row.review.signalKinds = signals.map((s) => s.kind);
    row.review.score = score;
  }
  const counts = await listingCounts(
    db,
    rows.map((r) => r.user.id),
  );
  return {
    data: rows.map(({ review, user }) => toRow(review, user, counts.get(user.id) ?? 0)),
    meta: pageMeta(query.page, pageSize, Number(total?.n ?? 0)),
  };
}

async function listingCounts(db: Queryable, userIds: number[]) {
  if (userIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ ownerId: listings.ownerId, n: count() })
    .from(listings)
    .where(inArray(listings.ownerId, userIds))
    .groupBy(listings.ownerId);
  return new Map(rows.map((r) => [r.ownerId as number, Number(r.n)]));
}

function toRow(review: ReviewRow, user: typeof users.$inferSelect, listingCount: number): AccountReviewRow {
  return {
    id: review.id,
    status: review.status,
    origin: review.origin,
    queuedAt: review.queuedAt.toISOString(),
    score: review.score,
    signalKinds: review.signalKinds as AccountReviewRow['signalKinds'],
    user: {
      id: user.id,
      name: fullName(user),
      email: user.email,
      status: user.status,
      createdAt: user.createdAt.toISOString(),
    },
    listingCount,
  };
}

async function reviewOf(db: Queryable, id: number, lock = false) {
  const query = db.select().from(accountReviews).where(eq(accountReviews.id, id)).$dynamic();
  const [review] = await (lock ? query.for('update') : query);
  if (!review) throw notFound();
  return review;
}

/** One review, its signals recomputed (a snapshot stored with it), the account and its listings. */
export async function reviewDetail(db: Queryable, id: number): Promise<AccountReviewDetail> {
  const review = await reviewOf(db, id);
  const [user] = await db.select().from(users).where(eq(users.id, review.userId));
  if (!user) throw notFound();
  const fresh = await refreshSignals(db, review);
  const [company] = user.companyId
    ? await db.select({ name: companies.name }).from(companies).where(eq(companies.id, user.companyId))
    : [];
  const own = await db
    .select({
      id: listings.id,
      title: listings.title,
      status: listings.status,
      rent: listings.rent,
      beds: listings.beds,
      city: cities.name,
      createdAt: listings.createdAt,
    })
    .from(listings)
    .innerJoin(cities, eq(cities.id, listings.cityId))
    .where(eq(listings.ownerId, user.id))
    .orderBy(desc(listings.id))
    .limit(50);
  const [decider] = review.decidedById
    ? await db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
        .from(users)
        .where(eq(users.id, review.decidedById))
    : [];
  const counts = await listingCounts(db, [user.id]);
  const row = toRow(
    { ...review, score: fresh.score, signalKinds: fresh.signals.map((s) => s.kind) },
    user,
    counts.get(user.id) ?? 0,
  );
  return {
    ...row,
    signals: fresh.signals as AccountSignal[],
    signalsComputedAt: new Date().toISOString(),
    reasons: review.reasons.map((r) => ({ reason: r.reason, at: r.at, ...(r.note ? { note: r.note } : {}) })),
    user: {
      ...row.user,
      phone: user.phone,
      companyId: user.companyId,
      companyName: (company as { name?: string } | undefined)?.name ?? null,
      lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    },
    listings: own.map((l) => ({ ...l, createdAt: l.createdAt.toISOString() })),
    decidedBy: decider ? { id: decider.id, name: fullName(decider), email: decider.email } : null,
    decidedAt: review.decidedAt?.toISOString() ?? null,
    decisionNote: review.decisionNote,
  };
}

function assertOpen(review: ReviewRow) {
  if (!OPEN_REVIEW_STATUSES.includes(review.status)) {
    throw new HttpError(409, 'reviewNotOpen', { status: review.status });
  }
}

async function decide(
  db: Queryable,
  review: ReviewRow,
  audit: AuditContext,
  action: string,
  status: ReviewRow['status'],
  note: string | null,
  extra: Record<string, { old: unknown; new: unknown }> = {},
) {
  await db
    .update(accountReviews)
    .set({ status, decidedById: audit.actor?.id ?? null, decidedAt: new Date(), decisionNote: note })
    .where(eq(accountReviews.id, review.id));
  await recordAudit(db, audit, {
    action,
    resource: ACCOUNT_REVIEW_RESOURCE,
    recordId: review.id,
    changes: {
      status: { old: review.status, new: status },
      ...(note ? { note: { old: review.decisionNote, new: note } } : {}),
      ...extra,
    },
  });
}

export interface ReviewActionContext {
  audit: AuditContext;
  locale: Locale;
}

/** Approve: the account stays as it is and leaves the queue. */
export async function approveReview(db: Queryable, id: number, ctx: ReviewActionContext, note?: string) {
  await db.transaction(async (tx) => {
    const review = await reviewOf(tx, id, true);
    assertOpen(review);
    await decide(tx, review, ctx.audit, 'approve', 'approved', note || null);
  });
  return { message: translate('accountApproved', ctx.locale) };
}

/** Ask for documents: the landlord is emailed the agent's message (through the outbox); the review stays open. */
export async function requestDocuments(app: FastifyInstance, id: number, ctx: ReviewActionContext, message: string) {
  const emailId = await app.db.transaction(async (tx) => {
    const review = await reviewOf(tx, id, true);
    assertOpen(review);
    const [user] = await tx.select().from(users).where(eq(users.id, review.userId));
    if (!user) throw notFound();
    await decide(tx, review, ctx.audit, 'request-documents', 'documents_requested', message);
    const content = documentsRequestEmail(user, message, `${app.config.appUrl}/landlord`);
    return app.mail.record({ to: user.email, ...content }, tx);
  });
  await app.mail.queue(emailId).catch((err) => app.log.error({ err, reviewId: id }, 'documents email not queued'));
  return { message: translate('documentsRequested', ctx.locale) };
}

/**
 * Suspend: the user's status becomes suspended, every access token is revoked (signed out everywhere), and
 * every listing of theirs is put on the moderation hold (hideListings). A staff account is refused.
 */
export async function suspendReview(db: Queryable, id: number, ctx: ReviewActionContext, note?: string) {
  const hidden = await db.transaction(async (tx) => {
    const review = await reviewOf(tx, id, true);
    assertOpen(review);
    const staff = await tx
      .select({ name: roles.name })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(and(eq(userRoles.userId, review.userId), inArray(roles.name, [...STAFF_ROLES])));
    if (staff.length > 0) throw new HttpError(422, 'reviewStaffAccount', {}, { userId: 'in' });
    const [previous] = await tx.select({ status: users.status }).from(users).where(eq(users.id, review.userId));
    const [user] = await tx
      .update(users)
      .set({ status: 'suspended' })
      .where(eq(users.id, review.userId))
      .returning({ id: users.id });
    if (!user || !previous) throw notFound();
    const [before] = await tx.select({ n: count() }).from(accessTokens).where(eq(accessTokens.userId, user.id));
    await tx.delete(accessTokens).where(eq(accessTokens.userId, user.id));
    const own = await tx.select({ id: listings.id }).from(listings).where(eq(listings.ownerId, user.id));
    const held = await hideListings(
      tx,
      own.map((l) => l.id),
      'account-suspended',
      ctx.audit,
    );
    await decide(tx, review, ctx.audit, 'suspend', 'suspended', note || null, {
      userStatus: { old: previous.status, new: 'suspended' },
      tokensRevoked: { old: null, new: Number(before?.n ?? 0) },
      listingsHidden: { old: null, new: held },
    });
    return held;
  });
  return { message: translate('accountSuspendedByReview', ctx.locale, { hidden }), hidden };
}
