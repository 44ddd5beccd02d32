// Personal API tokens: the caller's own bearer tokens of kind 'personal' (never the sign-in sessions), made
// through the one token issuer (lib/tokens.ts) and checked by the same access plugin, so a personal token
// carries its user's permissions as they are at each call, never more.
import {
  type ApiToken,
  apiTokenExpiry,
  type createApiTokenSchema,
  MAX_PERSONAL_TOKENS,
} from '@rentals/shared/resources/api-tokens';
import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { accessTokens } from '../../db/schema/index.ts';
import { type AuditContext, changedFields, recordAudit, removedFields } from '../../lib/audit.ts';
import { HttpError } from '../../lib/http-error.ts';
import { issueToken } from '../../lib/tokens.ts';
import { lockUser } from '../../lib/users.ts';

type TokenRow = typeof accessTokens.$inferSelect;

const mine = (userId: number) => and(eq(accessTokens.userId, userId), eq(accessTokens.kind, 'personal'));

function presentToken(row: Pick<TokenRow, 'id' | 'name' | 'createdAt' | 'expiresAt' | 'lastUsedAt'>): ApiToken {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** The user's personal tokens, newest first (expired ones too, until the daily clean-up removes them). */
export async function listApiTokens(db: Database, userId: number): Promise<ApiToken[]> {
  const rows = await db
    .select({
      id: accessTokens.id,
      name: accessTokens.name,
      createdAt: accessTokens.createdAt,
      expiresAt: accessTokens.expiresAt,
      lastUsedAt: accessTokens.lastUsedAt,
    })
    .from(accessTokens)
    .where(mine(userId))
    .orderBy(desc(accessTokens.createdAt), desc(accessTokens.id));
  return rows.map(presentToken);
}

/**
 * Makes a personal token; at most MAX_PERSONAL_TOKENS unexpired ones per user (counted under the user's row
 * lock, so two requests at once cannot both pass). The secret is in the answer only.
 */
export async function createApiToken(
  db: Database,
  audit: AuditContext,
  userId: number,
  input: z.output<typeof createApiTokenSchema>,
) {
  const expiresAt = apiTokenExpiry(input);
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [active] = await tx
      .select({ n: count().mapWith(Number) })
      .from(accessTokens)
      .where(and(mine(userId), gt(accessTokens.expiresAt, new Date())));
    if ((active?.n ?? 0) >= MAX_PERSONAL_TOKENS) {
      throw new HttpError(422, 'apiTokenLimitReached', { max: MAX_PERSONAL_TOKENS });
    }
    const issued = await issueToken(tx, userId, 0, { name: input.name, kind: 'personal', expiresAt });
    const token: ApiToken = {
      id: issued.id,
      name: input.name,
      createdAt: issued.created_at,
      expiresAt: issued.expires_at,
      lastUsedAt: null,
    };
    await recordAudit(tx, audit, {
      action: 'create',
      resource: 'api-tokens',
      recordId: token.id,
      changes: changedFields({}, { name: token.name, expiresAt: token.expiresAt }),
    });
    return { token, accessToken: issued.access_token };
  });
}

/** Revokes one of the user's personal tokens; false when there is none with that id (or it is not theirs). */
export async function revokeApiToken(db: Database, audit: AuditContext, userId: number, id: string) {
  return db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(accessTokens)
      .where(and(mine(userId), eq(accessTokens.id, id)))
      .returning({ id: accessTokens.id, name: accessTokens.name, expiresAt: accessTokens.expiresAt });
    if (!gone) return false;
    await recordAudit(tx, audit, {
      action: 'revoke',
      resource: 'api-tokens',
      recordId: gone.id,
      changes: removedFields({ name: gone.name, expiresAt: gone.expiresAt }),
    });
    return true;
  });
}
