// Support's membership renewals (issue 16 section 2). Companies are picked by the end of their membership
// (credit_wallets.membership_expires_at); a batch renews each one with the chosen membership bundle through the
// commerce path the auto-renewal uses (renewWithSavedCard: the order, the saved card charged off-session, the
// grant through the ledger under the wallet's lock, the membership extended, the receipt). The order's key is
// `support-renewal:<batch>:<company>`, so running a batch again finds the same order and charges nobody twice;
// each company's result is written with its own audit event in one transaction.
import type { Locale } from '@rentals/shared';
import { type Paged, pageMeta } from '@rentals/shared/pagination';
import { endOfDay, startOfDay } from '@rentals/shared/resources/date-range';
import type {
  CreateRenewalBatch,
  MembershipBundle,
  RenewalBatch,
  RenewalCompany,
  RenewalFailure,
  RenewalItem,
  RenewalItemStatus,
  RenewalWindow,
} from '@rentals/shared/resources/membership-renewals';
import { RENEWAL_INLINE_LIMIT } from '@rentals/shared/resources/membership-renewals';
import { and, asc, desc, eq, gt, gte, ilike, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/client.ts';
import {
  companies,
  creditBundles,
  creditWallets,
  membershipRenewalBatches,
  membershipRenewalItems,
  orders,
  paymentMethods,
  users,
} from '../../db/schema/index.ts';
import { type AuditContext, recordAudit } from '../../lib/audit.ts';
import { HttpError, invalidFields, notFound } from '../../lib/http-error.ts';
import { renewWithSavedCard } from '../commerce/checkout/membership.ts';
import { renewalReason } from './reasons.ts';

export const RENEWAL_BATCH_QUEUE = 'support.membership-renewal-batch';
/** "Select all" of a window takes at most this many companies in one batch. */
export const MAX_BATCH_COMPANIES = 5000;

const DAY = 86_400_000;

export interface WindowInput {
  window: RenewalWindow;
  from?: string | undefined;
  to?: string | undefined;
}

/** The instants a window covers: [start, end). */
export function windowBounds(input: WindowInput, now = new Date()): { start: Date; end: Date } {
  const at = now.getTime();
  switch (input.window) {
    case 'next7':
      return { start: now, end: new Date(at + 7 * DAY) };
    case 'next30':
      return { start: now, end: new Date(at + 30 * DAY) };
    case 'next60':
      return { start: now, end: new Date(at + 60 * DAY) };
    case 'expired30':
      return { start: new Date(at - 30 * DAY), end: now };
    case 'custom':
      if (!input.from || !input.to) throw invalidFields(input.from ? { to: 'required' } : { from: 'required' });
      return { start: startOfDay(input.from), end: endOfDay(input.to) };
  }
}

function inWindow(input: WindowInput, now: Date) {
  const { start, end } = windowBounds(input, now);
  return and(gte(creditWallets.membershipExpiresAt, start), lt(creditWallets.membershipExpiresAt, end));
}

/** Companies whose membership ends in the window, soonest first, with what a renewal needs to know. */
export async function renewalCompanies(
  db: Queryable,
  query: WindowInput & { page: number; perPage: number; q?: string | undefined },
  now = new Date(),
): Promise<Paged<RenewalCompany>> {
  const where = and(
    inWindow(query, now),
    query.q ? ilike(companies.name, `%${query.q.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
  );
  const lastRenewal = sql<Date | null>`(select max(${orders.paidAt}) from ${orders}
    where ${orders.companyId} = ${companies.id} and ${orders.status} = 'paid' and ${orders.membershipMonths} > 0)`;
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: companies.id,
        name: companies.name,
        membershipExpiresAt: creditWallets.membershipExpiresAt,
        autoRenew: creditWallets.membershipAutoRenew,
        hasSavedCard: sql<boolean>`${paymentMethods.companyId} is not null`,
        lastRenewalAt: lastRenewal,
      })
      .from(creditWallets)
      .innerJoin(companies, eq(companies.id, creditWallets.companyId))
      .leftJoin(paymentMethods, eq(paymentMethods.companyId, creditWallets.companyId))
      .where(where)
      .orderBy(asc(creditWallets.membershipExpiresAt), asc(companies.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(creditWallets)
      .innerJoin(companies, eq(companies.id, creditWallets.companyId))
      .where(where),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.id,
      name: row.name,
      membershipExpiresAt: row.membershipExpiresAt?.toISOString() ?? null,
      autoRenew: row.autoRenew,
      hasSavedCard: Boolean(row.hasSavedCard),
      lastRenewalAt: row.lastRenewalAt ? new Date(row.lastRenewalAt).toISOString() : null,
    })),
    meta: pageMeta(query.page, query.perPage, counted?.n ?? 0),
  };
}

/** How many memberships end within the next `days` days (the support dashboard). */
export async function membershipsExpiringCount(db: Queryable, days = 7, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(creditWallets)
    .where(
      and(
        gte(creditWallets.membershipExpiresAt, now),
        lt(creditWallets.membershipExpiresAt, new Date(now.getTime() + days * DAY)),
      ),
    );
  return row?.n ?? 0;
}

/** The bundles a renewal may use: with membership months, on sale now. */
export async function membershipBundles(db: Queryable, now = new Date()): Promise<MembershipBundle[]> {
  return db
    .select({
      id: creditBundles.id,
      name: creditBundles.name,
      nameFr: creditBundles.nameFr,
      credits: creditBundles.credits,
      price: creditBundles.price,
      membershipMonths: creditBundles.membershipMonths,
    })
    .from(creditBundles)
    .where(
      and(
        gt(creditBundles.membershipMonths, 0),
        or(isNull(creditBundles.activeFrom), lte(creditBundles.activeFrom, now)),
        or(isNull(creditBundles.activeTo), gt(creditBundles.activeTo, now)),
      ),
    )
    .orderBy(asc(creditBundles.position), asc(creditBundles.id));
}

type BatchRow = typeof membershipRenewalBatches.$inferSelect;
type ItemRow = typeof membershipRenewalItems.$inferSelect;

export function toBatch(row: BatchRow): RenewalBatch {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdByEmail,
    bundleId: row.bundleId,
    bundleName: row.bundleName,
    status: row.status,
    total: row.total,
    renewed: row.renewed,
    failed: row.failed,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

export function toItem(row: ItemRow, locale: Locale): RenewalItem {
  return {
    id: row.id,
    companyId: row.companyId,
    companyName: row.companyName,
    status: row.status,
    reason: row.reason,
    reasonText: row.reason ? renewalReason(row.reason, locale) : null,
    orderId: row.orderId,
    expiresBefore: row.expiresBefore?.toISOString() ?? null,
    expiresAfter: row.expiresAfter?.toISOString() ?? null,
    processedAt: row.processedAt?.toISOString() ?? null,
  };
}

/**
 * Records a batch and its companies (each pending). A company id that does not exist gets a row failed with
 * company_missing at once. The bundle is checked here too, so a batch is never started with a wrong one.
 */
export async function createBatch(
  app: FastifyInstance,
  context: AuditContext,
  input: CreateRenewalBatch,
  now = new Date(),
): Promise<BatchRow> {
  const [bundle] = await app.db.select().from(creditBundles).where(eq(creditBundles.id, input.bundleId));
  if (!bundle) throw invalidFields({ bundleId: 'in' });
  if (bundle.membershipMonths <= 0) throw invalidFields({ bundleId: 'in' });

  let ids: number[];
  if (input.companyIds) ids = [...new Set(input.companyIds)];
  else if (input.all) {
    const all = await app.db
      .select({ id: creditWallets.companyId })
      .from(creditWallets)
      .where(inWindow({ window: input.all.window ?? 'next30', from: input.all.from, to: input.all.to }, now))
      .orderBy(asc(creditWallets.membershipExpiresAt), asc(creditWallets.companyId))
      .limit(MAX_BATCH_COMPANIES + 1);
    if (all.length > MAX_BATCH_COMPANIES)
      throw invalidFields({ all: { rule: 'max.array', params: { max: MAX_BATCH_COMPANIES } } });
    ids = all.map((row) => row.id);
  } else throw invalidFields({ companyIds: 'required' });
  if (ids.length === 0) throw invalidFields({ companyIds: 'required' });

  return app.db.transaction(async (tx) => {
    const found = await tx
      .select({ id: companies.id, name: companies.name, expiresAt: creditWallets.membershipExpiresAt })
      .from(companies)
      .leftJoin(creditWallets, eq(creditWallets.companyId, companies.id))
      .where(inArray(companies.id, ids));
    const byId = new Map(found.map((row) => [row.id, row]));
    const missing = ids.filter((id) => !byId.has(id));
    const [batch] = await tx
      .insert(membershipRenewalBatches)
      .values({
        createdById: context.actor?.id ?? null,
        createdByEmail: context.actor?.email ?? null,
        bundleId: bundle.id,
        bundleName: bundle.name,
        total: ids.length,
        failed: missing.length,
      })
      .returning();
    if (!batch) throw new Error('the batch insert returned no row');
    const rows = [
      ...found.map((company) => ({
        batchId: batch.id,
        companyId: company.id,
        companyName: company.name,
        expiresBefore: company.expiresAt,
      })),
      ...missing.map((id) => ({
        batchId: batch.id,
        companyId: null,
        companyName: `#${id}`,
        status: 'failed' as const,
        reason: 'company_missing' as const,
        processedAt: now,
      })),
    ];
    for (let i = 0; i < rows.length; i += 500) await tx.insert(membershipRenewalItems).values(rows.slice(i, i + 500));
    await recordAudit(tx, context, {
      action: 'create',
      resource: 'membership-renewal-batches',
      recordId: batch.id,
      changes: {
        bundleId: { old: null, new: bundle.id },
        companies: { old: null, new: ids.length },
      },
    });
    return batch;
  });
}

export async function findBatch(db: Queryable, id: number): Promise<BatchRow> {
  const [batch] = await db.select().from(membershipRenewalBatches).where(eq(membershipRenewalBatches.id, id));
  if (!batch) throw notFound();
  return batch;
}

/** Starts a batch: inside the request when small, else as a background job (the page shows its progress). */
export async function startBatch(app: FastifyInstance, batch: BatchRow): Promise<void> {
  if (batch.total <= RENEWAL_INLINE_LIMIT) await runBatch(app, batch.id);
  else await app.jobs.send(RENEWAL_BATCH_QUEUE, { batchId: batch.id }, { singletonKey: `renewal-batch-${batch.id}` });
}

const failureOf = (code: string | null | undefined): RenewalFailure => {
  switch (code) {
    case 'card_declined':
    case 'insufficient_funds':
      return code;
    case 'authentication_required':
    case 'authentication_failed':
    case 'requires_action':
      return 'authentication_required';
    default:
      return 'payment_failed';
  }
};

/** Renews one company of a batch (see the top of this file); answers its result. Never throws for a company. */
async function renewItem(app: FastifyInstance, batch: BatchRow, item: ItemRow, now: Date) {
  const fail = (reason: RenewalFailure, orderId: number | null = null) => ({
    status: 'failed' as const,
    reason,
    orderId,
    expiresAfter: null as Date | null,
  });
  if (item.companyId === null) return fail('company_missing');
  const companyId = item.companyId;
  const [company] = await app.db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  if (!company) return fail('company_missing');
  if (batch.bundleId === null) return fail('no_membership_bundle');
  const [bundle] = await app.db.select().from(creditBundles).where(eq(creditBundles.id, batch.bundleId));
  if (!bundle || bundle.membershipMonths <= 0) return fail('no_membership_bundle');
  const [card] = await app.db.select().from(paymentMethods).where(eq(paymentMethods.companyId, companyId));
  if (!card) return fail('no_saved_card');
  // The buyer the order names: whoever bought the last membership, else the company's first account.
  const [lastBuyer] = await app.db
    .select({ userId: orders.userId })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orders.companyId, companyId), eq(orders.status, 'paid'), gt(orders.membershipMonths, 0)))
    .orderBy(desc(orders.paidAt))
    .limit(1);
  const [holder] = lastBuyer?.userId
    ? [{ id: lastBuyer.userId }]
    : await app.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.companyId, companyId))
        .orderBy(asc(users.id))
        .limit(1);
  if (!holder) return fail('no_account_holder');
  try {
    const order = await renewWithSavedCard(app, {
      companyId,
      userId: holder.id,
      bundleId: bundle.id,
      clientKey: `support-renewal:${batch.id}:${companyId}`,
      card,
      now,
    });
    if (order.status !== 'paid') return fail(failureOf(order.failureReason ?? order.status), order.id);
    const [wallet] = await app.db
      .select({ expiresAt: creditWallets.membershipExpiresAt })
      .from(creditWallets)
      .where(eq(creditWallets.companyId, companyId));
    return { status: 'renewed' as const, reason: null, orderId: order.id, expiresAfter: wallet?.expiresAt ?? null };
  } catch (error) {
    if (error instanceof HttpError && error.fields) {
      if ('billingInformation' in error.fields) return fail('no_billing_information');
      if ('bundleId' in error.fields) return fail('no_membership_bundle');
    }
    app.log.error({ err: error, batchId: batch.id, companyId }, 'membership renewal failed');
    return fail('payment_failed');
  }
}

/**
 * Runs a batch's pending companies one after the other, writing each result (and its audit event) as it goes,
 * so the results page shows the progress and a crash leaves the rest pending for the next run. Safe to run again.
 */
export async function runBatch(app: FastifyInstance, batchId: number, now = new Date()): Promise<BatchRow> {
  const batch = await findBatch(app.db, batchId);
  await app.db
    .update(membershipRenewalBatches)
    .set({ status: 'running', finishedAt: null })
    .where(eq(membershipRenewalBatches.id, batchId));
  const context: AuditContext = {
    actor: batch.createdById && batch.createdByEmail ? { id: batch.createdById, email: batch.createdByEmail } : null,
  };
  for (;;) {
    const pending = await app.db
      .select()
      .from(membershipRenewalItems)
      .where(and(eq(membershipRenewalItems.batchId, batchId), eq(membershipRenewalItems.status, 'pending')))
      .orderBy(asc(membershipRenewalItems.id))
      .limit(50);
    if (pending.length === 0) break;
    for (const item of pending) {
      const result = await renewItem(app, batch, item, now);
      await app.db.transaction(async (tx) => {
        const [updated] = await tx
          .update(membershipRenewalItems)
          .set({ ...result, processedAt: new Date() })
          .where(and(eq(membershipRenewalItems.id, item.id), eq(membershipRenewalItems.status, 'pending')))
          .returning({ id: membershipRenewalItems.id });
        if (!updated) return; // another run wrote it first
        await tx
          .update(membershipRenewalBatches)
          .set(
            result.status === 'renewed'
              ? { renewed: sql`${membershipRenewalBatches.renewed} + 1` }
              : { failed: sql`${membershipRenewalBatches.failed} + 1` },
          )
          .where(eq(membershipRenewalBatches.id, batchId));
        await recordAudit(tx, context, {
          action: result.status === 'renewed' ? 'membership.renew' : 'membership.renew-failed',
          resource: 'companies',
          recordId: item.companyId,
          changes: {
            membershipExpiresAt: {
              old: item.expiresBefore?.toISOString() ?? null,
              new: result.expiresAfter?.toISOString() ?? null,
            },
            renewalBatch: { old: null, new: batchId },
            ...(result.orderId ? { orderId: { old: null, new: result.orderId } } : {}),
            ...(result.reason ? { reason: { old: null, new: result.reason } } : {}),
          },
        });
      });
    }
  }
  const [done] = await app.db
    .update(membershipRenewalBatches)
    .set({ status: 'done', finishedAt: new Date() })
    .where(eq(membershipRenewalBatches.id, batchId))
    .returning();
  return done ?? batch;
}

export function defineRenewalBatchJob(app: FastifyInstance) {
  app.jobs.define<{ batchId: number }>(RENEWAL_BATCH_QUEUE, async ({ batchId }) => {
    await runBatch(app, batchId);
  });
}

/** A batch (the latest when `id` is null) and a page of its companies, failed first. */
export async function batchDetail(
  db: Queryable,
  id: number | null,
  query: { page: number; perPage: number; status?: RenewalItemStatus | undefined },
  locale: Locale,
) {
  const [batch] = await db
    .select()
    .from(membershipRenewalBatches)
    .where(id === null ? undefined : eq(membershipRenewalBatches.id, id))
    .orderBy(desc(membershipRenewalBatches.id))
    .limit(1);
  if (!batch) {
    if (id !== null) throw notFound();
    return { batch: null, items: { data: [], meta: pageMeta(query.page, query.perPage, 0) } };
  }
  const where = and(
    eq(membershipRenewalItems.batchId, batch.id),
    query.status ? eq(membershipRenewalItems.status, query.status) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(membershipRenewalItems)
      .where(where)
      .orderBy(
        sql`case ${membershipRenewalItems.status} when 'failed' then 0 when 'pending' then 1 else 2 end`,
        asc(membershipRenewalItems.id),
      )
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(membershipRenewalItems)
      .where(where),
  ]);
  return {
    batch: toBatch(batch),
    items: { data: rows.map((row) => toItem(row, locale)), meta: pageMeta(query.page, query.perPage, counted?.n ?? 0) },
  };
}

export async function listBatches(db: Queryable, page: number, perPage: number): Promise<Paged<RenewalBatch>> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(membershipRenewalBatches)
      .orderBy(desc(membershipRenewalBatches.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(membershipRenewalBatches),
  ]);
  return { data: rows.map(toBatch), meta: pageMeta(page, perPage, counted?.n ?? 0) };
}
