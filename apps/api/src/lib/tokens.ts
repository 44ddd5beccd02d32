// Opaque bearer tokens "<id>.<secret>": 256 random bits of secret, only its SHA-256 stored.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, ne } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { accessTokens } from '../db/schema/index.ts';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

const LAST_USED_RESOLUTION_MS = 60_000;

export type TokenKind = (typeof accessTokens.$inferSelect)['kind'];

export interface IssueTokenOptions {
  /** What the user calls it ('web' for sign-in sessions). */
  name?: string;
  /** 'session' (sign-in, the default) or 'personal' (made by the user at /admin/api-dashboard). */
  kind?: TokenKind;
  /** A fixed end instead of `ttlDays` from now. */
  expiresAt?: Date;
}

export async function issueToken(db: Queryable, userId: number, ttlDays: number, options: IssueTokenOptions = {}) {
  const id = randomToken(12);
  const secret = randomToken(32);
  const expiresAt = options.expiresAt ?? new Date(Date.now() + ttlDays * 86_400_000);
  const [row] = await db
    .insert(accessTokens)
    .values({
      id,
      userId,
      secretHash: sha256(secret),
      name: options.name ?? 'web',
      kind: options.kind ?? 'session',
      expiresAt,
    })
    .returning({ createdAt: accessTokens.createdAt });
  return {
    id,
    access_token: `${id}.${secret}`,
    expires_at: expiresAt.toISOString(),
    created_at: (row?.createdAt ?? new Date()).toISOString(),
  };
}

/** The token's row when it is genuine and unexpired, else null. Touches last-used at most once a minute. */
export async function verifyToken(db: Queryable, bearer: string) {
  const [id, secret, extra] = bearer.split('.');
  if (!id || !secret || extra !== undefined || id.length > 64 || secret.length > 128) return null;
  const [row] = await db
    .select()
    .from(accessTokens)
    .where(and(eq(accessTokens.id, id), gt(accessTokens.expiresAt, new Date())));
  if (!row) return null;
  const given = Buffer.from(sha256(secret), 'hex');
  const stored = Buffer.from(row.secretHash, 'hex');
  if (given.length !== stored.length || !timingSafeEqual(given, stored)) return null;
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
    await db.update(accessTokens).set({ lastUsedAt: new Date() }).where(eq(accessTokens.id, id));
  }
  return row;
}

export const revokeToken = (db: Queryable, tokenId: string) =>
  db.delete(accessTokens).where(eq(accessTokens.id, tokenId));

/** Signs the user out everywhere but the given token (password change), or everywhere (reset). */
export const revokeUserTokens = (db: Queryable, userId: number, keepTokenId?: string) =>
  db
    .delete(accessTokens)
    .where(
      keepTokenId
        ? and(eq(accessTokens.userId, userId), ne(accessTokens.id, keepTokenId))
        : eq(accessTokens.userId, userId),
    );
