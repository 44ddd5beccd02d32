// A landlord's own writes of a listing in the audit trail (issue 27): the portal's listing routes, publishing
// and featuring (commerce/spend.ts) and photo changes each leave one event under LANDLORD_LISTINGS_AUDIT with
// the listing's id, in the write's transaction, so the back office's History tab of the listing shows them
// beside its own "listings" events, as the landlord's.
import type { Queryable } from '../../../db/client.ts';
import { type AuditContext, changedFields, recordAudit } from '../../../lib/audit.ts';

/** The landlord-listings resource's name: the audit resource of every landlord write of a listing. */
export const LANDLORD_LISTINGS_AUDIT = 'landlord-listings';

/** The audit resources a listing's History tab reads: the back office's writes and the landlord's. */
export const LISTING_AUDIT_RESOURCES = ['listings', LANDLORD_LISTINGS_AUDIT] as const;

/** One landlord event on listing `listingId`: the fields of `after` that differ from `before` (none: no event). */
export async function auditLandlordListing(
  db: Queryable,
  audit: AuditContext,
  action: string,
  listingId: number,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
) {
  const changes = changedFields(before, after);
  if (Object.keys(changes).length === 0) return;
  await recordAudit(db, audit, { action, resource: LANDLORD_LISTINGS_AUDIT, recordId: listingId, changes });
}
