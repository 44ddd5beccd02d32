// The unsubscribe link of every alert email: /new-listings-alerts/unsubscribe/{userHash}. The hash (users.
// user_hash, 192 random bits, unique) is the secret, so the link works without sign-in, for that user only.
// Unsubscribing sets renter_profiles.alerts_unsubscribed_at (creating the profile when missing): no alert
// email of any kind is sent until the renter turns alerts on again.
import { maskEmail } from '@rentals/shared/resources/email-alerts';
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { renterProfiles, users } from '../../db/schema/index.ts';

/** Hashes are 32 characters; anything much longer is nobody's, without asking the database. */
const HASH_MAX = 128;
const plausible = (userHash: string) => userHash.length > 0 && userHash.length <= HASH_MAX;

/** What the unsubscribe page shows for a hash; null when no user has it. */
export async function unsubscribeStatus(db: Queryable, userHash: string) {
  if (!plausible(userHash)) return null;
  const [row] = await db
    .select({ email: users.email, unsubscribedAt: renterProfiles.alertsUnsubscribedAt })
    .from(users)
    .leftJoin(renterProfiles, eq(renterProfiles.userId, users.id))
    .where(eq(users.userHash, userHash));
  return row ? { email: maskEmail(row.email), unsubscribed: row.unsubscribedAt !== null } : null;
}

/** Unsubscribes the user with this hash (again: no change); null when no user has it. */
export async function unsubscribeByHash(db: Queryable, userHash: string): Promise<{ email: string } | null> {
  if (!plausible(userHash)) return null;
  const [user] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.userHash, userHash));
  if (!user) return null;
  await db
    .insert(renterProfiles)
    .values({ userId: user.id, alertsUnsubscribedAt: new Date() })
    .onConflictDoUpdate({
      target: renterProfiles.userId,
      // The first unsubscribe's time is kept.
      set: {
        alertsUnsubscribedAt: sql`coalesce(${renterProfiles.alertsUnsubscribedAt}, excluded.alerts_unsubscribed_at)`,
      },
    });
  return { email: maskEmail(user.email) };
}
