// Daily clean-up of sign-in secrets that can no longer be used: expired bearer tokens, and one-time codes
// (reset links, verification codes) that are used or expired and older than a day. Codes of the last 24 h
// stay, because the daily cap on verification codes counts them.
import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { accessTokens, oneTimeCodes } from '../../db/schema/index.ts';

export const PURGE_QUEUE = 'auth.purge-expired';
/** Every day at 03:17 UTC, away from the top of the hour when other schedules run. */
export const PURGE_CRON = '17 3 * * *';

export async function purgeExpiredSecrets(db: Queryable, now = new Date()) {
  const dayAgo = new Date(now.getTime() - 86_400_000);
  const tokens = await db
    .delete(accessTokens)
    .where(lt(accessTokens.expiresAt, now))
    .returning({ id: accessTokens.id });
  const codes = await db
    .delete(oneTimeCodes)
    .where(and(lt(oneTimeCodes.createdAt, dayAgo), or(isNotNull(oneTimeCodes.usedAt), lt(oneTimeCodes.expiresAt, now))))
    .returning({ id: oneTimeCodes.id });
  return { tokens: tokens.length, codes: codes.length };
}
