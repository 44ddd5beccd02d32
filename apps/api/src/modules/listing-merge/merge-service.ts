// Merging two listings of a company, and undoing it within 30 days. One transaction each, audited.
//
// The older listing (listing-merge olderFirst) is kept with its id and listed date. Onto it move, from the newer:
// - inquiries and leads (by id);
// - favourites, viewed listings (listing_views) and dismissed recommendations, keyed by renter: a renter who
//   had both keeps one row (the kept listing's; their views are added to it), the merged listing's row is kept
//   whole in the merge record so undo can put it back;
// - the per-day stats (listing_daily_stats) added into the kept listing's days, and the view and inquiry counters.
// What stays with the merged listing: its photos, reports, credit ledger and usage rows, landlord activity
// (history), and alert_sent_listings (an alert already sent for it is not one for the kept listing).
// The merged listing is removed (status removed, not deleted) and its public page redirects (301) to the
// kept one (listing_redirects, resolveListingRedirect). Undo moves back every row that is still on the kept
// listing, puts back the dropped rows and subtracts what was added, restores the merged listing's status and
// drops the redirect.
import {
  type ListingMerge,
  type ListingMergeMoved,
  type ListingMergeReason,
  MERGE_UNDO_DAYS,
} from '@rentals/shared/resources/listing-merge';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Queryable, queryRows, type Tx } from '../../db/client.ts';
import { listingMerges, listingRedirects, listings, users } from '../../db/schema/index.ts';
import { type AuditContext, recordAudit } from '../../lib/audit.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { olderFirst } from './merge-suggestions.ts';

const DAY = 24 * 60 * 60_000;
export const undoDeadline = (createdAt: Date) => new Date(createdAt.getTime() + MERGE_UNDO_DAYS * DAY);

type Json = Record<string, unknown>;

const ids = (values: number[]) => sql`${sql.param(values)}::int[]`;
const json = (rows: Json[]) => sql`${JSON.stringify(rows)}::jsonb`;

/**
 * Moves the rows of a table keyed by (key, listing_id) from `from` to `to`: the rows whose key already has a
 * row on `to` are dropped (and answered whole, to put back later); the others move (their keys answered).
 * `add` names columns summed into the row that stays, before the duplicate is dropped.
 */
async function moveKeyed(
  tx: Tx,
  table: string,
  key: string,
  from: number,
  to: number,
  add: string[] = [],
): Promise<{ moved: (number | string)[]; dropped: Json[] }> {
  const t = sql.raw(table);
  const k = sql.raw(key);
  if (add.length > 0) {
    const set = sql.raw(add.map((c) => `${c} = kept.${c} + merged.${c}`).join(', '));
    await tx.execute(sql`
      update ${t} as kept set ${set}
      from ${t} as merged
      where kept.listing_id = ${to} and merged.listing_id = ${from} and merged.${k} = kept.${k}`);
  }
  const dropped = await queryRows<{ row: Json }>(
    tx,
    sql`delete from ${t} as merged
        where merged.listing_id = ${from}
          and exists (select 1 from ${t} kept where kept.listing_id = ${to} and kept.${k} = merged.${k})
        returning to_jsonb(merged.*) as row`,
  );
  const moved = await queryRows<{ key: number | string }>(
    tx,
    sql`update ${t} set listing_id = ${to} where listing_id = ${from} returning ${k}::text as key`,
  );
  return { moved: moved.map((r) => r.key), dropped: dropped.map((r) => r.row) };
}

/** The reverse of moveKeyed: the moved keys go back, the dropped rows come back, what was added is taken off. */
async function restoreKeyed(
  tx: Tx,
  table: string,
  key: string,
  keyType: string,
  from: number,
  to: number,
  moved: (number | string)[],
  dropped: Json[],
  subtract: { column: string; floor: number }[] = [],
) {
  const t = sql.raw(table);
  const k = sql.raw(key);
  if (moved.length > 0) {
    await tx.execute(sql`
      update ${t} set listing_id = ${from}
      where listing_id = ${to} and ${k} = any(${sql.param(moved.map(String))}::${sql.raw(keyType)}[])`);
  }
  if (dropped.length === 0) return;
  if (subtract.length > 0) {
    const set = sql.raw(
      subtract.map((s) => `${s.column} = greatest(${s.floor}, kept.${s.column} - d.${s.column})`).join(', '),
    );
    await tx.execute(sql`
      update ${t} as kept set ${set}
      from jsonb_populate_recordset(null::${t}, ${json(dropped)}) as d
      where kept.listing_id = ${to} and kept.${k} = d.${k}`);
  }
  await tx.execute(sql`
    insert into ${t} select * from jsonb_populate_recordset(null::${t}, ${json(dropped)}) on conflict do nothing`);
}

const mergeRefusal = (status: number, key: 'mergeSameListing' | 'mergeOtherCompany' | 'mergeListingRemoved', id = 0) =>
  new HttpError(status, key, { id }, status === 422 ? { listingIds: { rule: 'invalid' } } : undefined);

export interface MergeOutcome {
  mergeId: number;
  keptId: number;
  mergedId: number;
}

/** Merges two listings of `companyId` (the older kept), in the caller's transaction. */
export async function mergeListings(
  tx: Tx,
  audit: AuditContext,
  companyId: number,
  listingIds: [number, number],
  reasons: ListingMergeReason[] = [],
): Promise<MergeOutcome> {
  const [first, second] = listingIds;
  if (first === second) throw mergeRefusal(422, 'mergeSameListing');
  // Both locked, in id order (two merges of overlapping pairs wait for each other instead of deadlocking).
  const rows = await tx
    .select({
      id: listings.id,
      companyId: listings.companyId,
      status: listings.status,
      removedAt: listings.removedAt,
      firstListedAt: listings.firstListedAt,
      createdAt: listings.createdAt,
      viewCount: listings.viewCount,
      inquiryCount: listings.inquiryCount,
      externalFeedId: listings.externalFeedId,
      title: listings.title,
    })
    .from(listings)
    .where(inArray(listings.id, [first, second]))
    .orderBy(listings.id)
    .for('update');
  for (const id of listingIds) {
    const row = rows.find((r) => r.id === id);
    if (!row) throw notFound();
    if (row.companyId !== companyId) throw mergeRefusal(403, 'mergeOtherCompany', id);
    if (row.status === 'removed') throw mergeRefusal(422, 'mergeListingRemoved', id);
  }
  const comparable = rows.map((r) => ({
    ...r,
    firstListedAt: r.firstListedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  }));
  const [kept, merged] = olderFirst(comparable[0] as (typeof comparable)[0], comparable[1] as (typeof comparable)[0]);
  const K = kept.id;
  const M = merged.id;

  const inquiries = await queryRows<{ id: number }>(
    tx,
    sql`update inquiries set listing_id = ${K} where listing_id = ${M} returning id`,
  );
  const leads = await queryRows<{ id: number }>(
    tx,
    sql`update leads set listing_id = ${K} where listing_id = ${M} returning id`,
  );
  const favourites = await moveKeyed(tx, 'favourite_listings', 'user_id', M, K);
  const views = await moveKeyed(tx, 'listing_views', 'user_id', M, K, ['views']);
  await tx.execute(sql`
    update listing_views as kept set last_viewed_at = greatest(kept.last_viewed_at, (d.row->>'last_viewed_at')::timestamptz)
    from jsonb_array_elements(${json(views.dropped)}) as d(row)
    where kept.listing_id = ${K} and kept.user_id = (d.row->>'user_id')::int`);
  const dismissed = await moveKeyed(tx, 'dismissed_recommendations', 'user_id', M, K);
  const dailyStats = await moveKeyed(tx, 'listing_daily_stats', 'day', M, K, ['views', 'favourites', 'inquiries']);

  await tx
    .update(listings)
    .set({
      viewCount: sql`${listings.viewCount} + ${merged.viewCount}`,
      inquiryCount: sql`${listings.inquiryCount} + ${merged.inquiryCount}`,
    })
    .where(eq(listings.id, K));
  // A feed entry of the merged listing now describes the kept one: the feed updates it instead of bringing the
  // removed listing back (only when the kept listing has no feed id of its own).
  const feedId = kept.externalFeedId === null && merged.externalFeedId !== null ? merged.externalFeedId : null;
  await tx
    .update(listings)
    .set({
      status: 'removed',
      removedAt: new Date(),
      viewCount: 0,
      inquiryCount: 0,
      ...(feedId === null ? {} : { externalFeedId: null }),
    })
    .where(eq(listings.id, M));
  if (feedId !== null) await tx.update(listings).set({ externalFeedId: feedId }).where(eq(listings.id, K));

  const moved: ListingMergeMoved = {
    inquiries: inquiries.map((r) => r.id),
    leads: leads.map((r) => r.id),
    favourites: favourites.moved.map(Number),
    favouritesDropped: favourites.dropped,
    views: views.moved.map(Number),
    viewsDropped: views.dropped,
    dismissed: dismissed.moved.map(Number),
    dismissedDropped: dismissed.dropped,
    dailyStats: dailyStats.moved.map(String),
    dailyStatsDropped: dailyStats.dropped,
    viewCount: merged.viewCount,
    inquiryCount: merged.inquiryCount,
    externalFeedId: feedId,
  };
  const [record] = await tx
    .insert(listingMerges)
    .values({
      companyId,
      keptListingId: K,
      mergedListingId: M,
      mergedStatus: merged.status,
      mergedRemovedAt: merged.removedAt,
      reasons,
      moved,
      actorId: audit.actor?.id ?? null,
    })
    .returning({ id: listingMerges.id });
  if (!record) throw new Error('merge not recorded');
  // A listing merged before into the one now removed follows on to the kept one (the resolver follows hops).
  await tx.insert(listingRedirects).values({ fromListingId: M, toListingId: K, mergeId: record.id });

  await recordAudit(tx, audit, {
    action: 'merge',
    resource: 'listings',
    recordId: K,
    changes: {
      mergedListingId: { old: null, new: M },
      mergeId: { old: null, new: record.id },
      inquiries: { old: null, new: moved.inquiries },
      leads: { old: null, new: moved.leads },
      favourites: { old: null, new: moved.favourites.length + moved.favouritesDropped.length },
      views: { old: null, new: moved.views.length + moved.viewsDropped.length },
    },
  });
  await recordAudit(tx, audit, {
    action: 'update',
    resource: 'listings',
    recordId: M,
    changes: { status: { old: merged.status, new: 'removed' }, mergedInto: { old: null, new: K } },
  });
  return { mergeId: record.id, keptId: K, mergedId: M };
}

type UndoRefusal = 'mergeUndoExpired' | 'mergeAlreadyUndone' | 'mergeUndoLaterFirst';
const undoRefusal = (key: UndoRefusal, params: Record<string, number> = {}) => new HttpError(409, key, params);

/** Undoes a merge of `companyId` (404 for another company's), in the caller's transaction. */
export async function undoMerge(tx: Tx, audit: AuditContext, companyId: number, mergeId: number, now = new Date()) {
  const [merge] = await tx
    .select()
    .from(listingMerges)
    .where(and(eq(listingMerges.id, mergeId), eq(listingMerges.companyId, companyId)))
    .for('update');
  if (!merge) throw notFound();
  if (merge.undoneAt) throw undoRefusal('mergeAlreadyUndone');
  if (now > undoDeadline(merge.createdAt)) throw undoRefusal('mergeUndoExpired', { days: MERGE_UNDO_DAYS });
  const K = merge.keptListingId;
  const M = merge.mergedListingId;
  await tx
    .select({ id: listings.id })
    .from(listings)
    .where(inArray(listings.id, [K, M]))
    .orderBy(listings.id)
    .for('update');
  // The kept listing merged into another since: its rows moved on; that merge must be undone first.
  const [later] = await tx
    .select({ id: listingMerges.id })
    .from(listingMerges)
    .where(and(eq(listingMerges.mergedListingId, K), sql`${listingMerges.undoneAt} is null`));
  if (later) throw undoRefusal('mergeUndoLaterFirst', { kept: K });

  const moved = merge.moved;
  if (moved.inquiries.length > 0) {
    await tx.execute(
      sql`update inquiries set listing_id = ${M} where listing_id = ${K} and id = any(${ids(moved.inquiries)})`,
    );
  }
  if (moved.leads.length > 0) {
    await tx.execute(sql`update leads set listing_id = ${M} where listing_id = ${K} and id = any(${ids(moved.leads)})`);
  }
  await restoreKeyed(tx, 'favourite_listings', 'user_id', 'int', M, K, moved.favourites, moved.favouritesDropped);
  await restoreKeyed(tx, 'listing_views', 'user_id', 'int', M, K, moved.views, moved.viewsDropped, [
    { column: 'views', floor: 1 },
  ]);
  await restoreKeyed(tx, 'dismissed_recommendations', 'user_id', 'int', M, K, moved.dismissed, moved.dismissedDropped);
  await restoreKeyed(tx, 'listing_daily_stats', 'day', 'date', M, K, moved.dailyStats, moved.dailyStatsDropped, [
    { column: 'views', floor: 0 },
    { column: 'favourites', floor: 0 },
    { column: 'inquiries', floor: 0 },
  ]);
  await tx
    .update(listings)
    .set({
      viewCount: sql`greatest(0, ${listings.viewCount} - ${moved.viewCount})`,
      inquiryCount: sql`greatest(0, ${listings.inquiryCount} - ${moved.inquiryCount})`,
    })
    .where(eq(listings.id, K));
  if (moved.externalFeedId) {
    await tx
      .update(listings)
      .set({ externalFeedId: null })
      .where(and(eq(listings.id, K), eq(listings.externalFeedId, moved.externalFeedId)));
    await tx.update(listings).set({ externalFeedId: moved.externalFeedId }).where(eq(listings.id, M));
  }
  // Its status back; a listing put on a moderation hold since never goes back live (paused instead).
  await tx.execute(sql`
    update listings set
      status = case when moderation_hold_at is not null and ${merge.mergedStatus} = 'active' then 'paused'
                    else ${merge.mergedStatus} end,
      removed_at = ${merge.mergedRemovedAt},
      view_count = view_count + ${moved.viewCount},
      inquiry_count = inquiry_count + ${moved.inquiryCount},
      updated_at = now()
    where id = ${M}`);
  await tx.delete(listingRedirects).where(eq(listingRedirects.mergeId, merge.id));
  await tx
    .update(listingMerges)
    .set({ undoneAt: now, undoneById: audit.actor?.id ?? null })
    .where(eq(listingMerges.id, merge.id));
  await recordAudit(tx, audit, {
    action: 'undo-merge',
    resource: 'listings',
    recordId: K,
    changes: { mergedListingId: { old: M, new: null }, mergeId: { old: merge.id, new: null } },
  });
  await recordAudit(tx, audit, {
    action: 'update',
    resource: 'listings',
    recordId: M,
    changes: { status: { old: 'removed', new: merge.mergedStatus }, mergedInto: { old: K, new: null } },
  });
  return { keptId: K, mergedId: M };
}

const keptListing = alias(listings, 'kept_listing');
const mergedListing = alias(listings, 'merged_listing');

/** A company's merges, newest first, as the history shows them. */
export async function mergeHistory(
  db: Queryable,
  companyId: number,
  page: number,
  perPage: number,
  now = new Date(),
): Promise<{ data: ListingMerge[]; total: number }> {
  const where = eq(listingMerges.companyId, companyId);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        merge: listingMerges,
        keptTitle: keptListing.title,
        mergedTitle: mergedListing.title,
        actorEmail: users.email,
      })
      .from(listingMerges)
      .innerJoin(keptListing, eq(keptListing.id, listingMerges.keptListingId))
      .innerJoin(mergedListing, eq(mergedListing.id, listingMerges.mergedListingId))
      .leftJoin(users, eq(users.id, listingMerges.actorId))
      .where(where)
      .orderBy(desc(listingMerges.createdAt), desc(listingMerges.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(listingMerges).where(where),
  ]);
  return { data: rows.map((row) => toListingMerge(row, now)), total: counted?.total ?? 0 };
}

export async function loadMerge(db: Queryable, mergeId: number, now = new Date()): Promise<ListingMerge> {
  const [row] = await db
    .select({
      merge: listingMerges,
      keptTitle: keptListing.title,
      mergedTitle: mergedListing.title,
      actorEmail: users.email,
    })
    .from(listingMerges)
    .innerJoin(keptListing, eq(keptListing.id, listingMerges.keptListingId))
    .innerJoin(mergedListing, eq(mergedListing.id, listingMerges.mergedListingId))
    .leftJoin(users, eq(users.id, listingMerges.actorId))
    .where(eq(listingMerges.id, mergeId));
  if (!row) throw notFound();
  return toListingMerge(row, now);
}

function toListingMerge(
  row: { merge: typeof listingMerges.$inferSelect; keptTitle: string; mergedTitle: string; actorEmail: string | null },
  now: Date,
): ListingMerge {
  const { merge } = row;
  const until = undoDeadline(merge.createdAt);
  const moved = merge.moved;
  return {
    id: merge.id,
    kept: { id: merge.keptListingId, title: row.keptTitle },
    merged: { id: merge.mergedListingId, title: row.mergedTitle },
    reasons: merge.reasons,
    moved: {
      inquiries: moved.inquiries.length,
      leads: moved.leads.length,
      favourites: moved.favourites.length + moved.favouritesDropped.length,
      views: moved.views.length + moved.viewsDropped.length,
    },
    actorEmail: row.actorEmail,
    createdAt: merge.createdAt.toISOString(),
    undoneAt: merge.undoneAt?.toISOString() ?? null,
    undoUntil: until.toISOString(),
    undoable: merge.undoneAt === null && now <= until,
  };
}
