// The support moderation hold (issue 16): hiding a listing takes it out of search and out of the landlord's
// hands. The hold is three columns on `listings` (moderation_hold_at, moderation_hold_reason,
// moderation_held_status); a check constraint keeps a held listing from ever being active, whatever path
// writes it, and the portal's resume and publish refuse it with 409 listingOnModerationHold. Search follows
// through the listing_search_sync trigger, like every other status change (a listing not active leaves it).
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { listings } from '../../db/schema/index.ts';
import { type AuditContext, recordAudit } from '../../lib/audit.ts';

/**
 * Puts the listings on a moderation hold: an active listing is paused (so it leaves the public search), any
 * other keeps its status; the status before the hold is kept for `unhideListings`. Listings already held are
 * left alone. One audit event per listing held. Returns how many were held.
 */
export async function hideListings(
  db: Queryable,
  listingIds: number[],
  reason: string,
  audit: AuditContext,
): Promise<number> {
  if (listingIds.length === 0) return 0;
  const held = await db
    .update(listings)
    .set({
      moderationHoldAt: new Date(),
      moderationHoldReason: reason,
      moderationHeldStatus: sql`${listings.status}`,
      status: sql`case when ${listings.status} = 'active' then 'paused' else ${listings.status} end`,
    })
    .where(and(inArray(listings.id, listingIds), isNull(listings.moderationHoldAt)))
    .returning({ id: listings.id, before: listings.moderationHeldStatus, status: listings.status });
  for (const row of held) {
    await recordAudit(db, audit, {
      action: 'hide',
      resource: 'listings',
      recordId: row.id,
      changes: {
        status: { old: row.before, new: row.status },
        moderationHoldReason: { old: null, new: reason },
      },
    });
  }
  return held.length;
}

/**
 * Removes the listings (status removed) and holds them, so the landlord cannot list them again from the portal.
 * A listing already held is removed too (its hold kept). One audit event per listing. Returns how many changed.
 */
export async function removeListings(
  db: Queryable,
  listingIds: number[],
  reason: string,
  audit: AuditContext,
): Promise<number> {
  if (listingIds.length === 0) return 0;
  const before = await db
    .select({ id: listings.id, status: listings.status })
    .from(listings)
    .where(inArray(listings.id, listingIds));
  const changed = await db
    .update(listings)
    .set({
      moderationHoldAt: sql`coalesce(${listings.moderationHoldAt}, now())`,
      moderationHoldReason: sql`coalesce(${listings.moderationHoldReason}, ${reason})`,
      moderationHeldStatus: sql`coalesce(${listings.moderationHeldStatus}, ${listings.status})`,
      status: 'removed',
      removedAt: sql`coalesce(${listings.removedAt}, now())`,
    })
    .where(inArray(listings.id, listingIds))
    .returning({ id: listings.id });
  const old = new Map(before.map((row) => [row.id, row.status]));
  for (const row of changed) {
    await recordAudit(db, audit, {
      action: 'remove',
      resource: 'listings',
      recordId: row.id,
      changes: {
        status: { old: old.get(row.id) ?? null, new: 'removed' },
        moderationHoldReason: { old: null, new: reason },
      },
    });
  }
  return changed.length;
}

/**
 * Lifts the hold (un-suspending an account, or support changing its mind): a listing hidden while active goes
 * back to active; one that was removed, or anything else, keeps its current status. Returns how many were lifted.
 */
export async function unhideListings(db: Queryable, listingIds: number[], audit: AuditContext): Promise<number> {
  if (listingIds.length === 0) return 0;
  const lifted = await db
    .update(listings)
    .set({
      status: sql`case when ${listings.status} = 'paused' and ${listings.moderationHeldStatus} = 'active' then 'active' else ${listings.status} end`,
      moderationHoldAt: null,
      moderationHoldReason: null,
      moderationHeldStatus: null,
    })
    .where(and(inArray(listings.id, listingIds), isNotNull(listings.moderationHoldAt)))
    .returning({ id: listings.id, status: listings.status });
  for (const row of lifted) {
    await recordAudit(db, audit, {
      action: 'unhide',
      resource: 'listings',
      recordId: row.id,
      changes: { moderationHoldAt: { old: 'held', new: null }, status: { old: null, new: row.status } },
    });
  }
  return lifted.length;
}

/** Whether the listing is on a moderation hold (the portal's resume and publish refuse it). */
export async function isOnModerationHold(db: Queryable, listingId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.id, listingId), isNotNull(listings.moderationHoldAt)));
  return Boolean(row);
}
