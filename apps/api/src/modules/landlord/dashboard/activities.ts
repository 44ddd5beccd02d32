// The landlord activity feed's one write: each action inserts its row in its own transaction, so the feed
// never tells of something that was rolled back. Details hold what the feed shows (a status, a renter's name),
// never private text such as a lead's notes.
import type { Queryable } from '../../../db/client.ts';
import { landlordActivities } from '../../../db/schema/index.ts';

export interface NewActivity {
  /** The account the feed belongs to (the record's companyId and ownerId). */
  companyId: number | null;
  ownerId: number | null;
  /** Who did it; null for a renter's inquiry or a job. */
  actorId: number | null;
  /** Kebab-case, e.g. 'lead-replied'. */
  kind: string;
  listingId?: number | null;
  leadId?: number | null;
  details?: Record<string, unknown>;
}

export async function recordActivity(db: Queryable, activity: NewActivity): Promise<void> {
  await db.insert(landlordActivities).values({
    companyId: activity.companyId,
    ownerId: activity.ownerId,
    actorId: activity.actorId,
    kind: activity.kind,
    listingId: activity.listingId ?? null,
    leadId: activity.leadId ?? null,
    details: activity.details ?? {},
  });
}
