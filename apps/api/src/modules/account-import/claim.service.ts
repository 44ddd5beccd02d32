// Claiming an imported account (/claim-account/{token}): the emailed token is 32 random bytes, only its SHA-256
// is stored; it works once, until it expires, and only for an account still pending. Claiming sets the password
// (registration's rules), records that the terms were accepted, activates the account and signs the user in.
import type { ClaimInfo } from '@rentals/shared/resources/account-import';
import type { SignedInResponse } from '@rentals/shared/resources/two-factor';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accountClaims, companies, users } from '../../db/schema/index.ts';
import { type AuditContext, recordAudit } from '../../lib/audit.ts';
import { HttpError } from '../../lib/http-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { revokeUserTokens, sha256 } from '../../lib/tokens.ts';
import { finishLogin } from '../auth/auth.service.ts';

const invalidLink = () => new HttpError(404, 'claimLinkInvalid');

/** The conditions under which a claim link still works. */
const openClaim = (token: string, now: Date) =>
  and(eq(accountClaims.tokenHash, sha256(token)), isNull(accountClaims.usedAt), gt(accountClaims.expiresAt, now));

/** Who the link is for (the page shows it); 404 for an unknown, used or expired link. */
export async function claimInfo(app: FastifyInstance, token: string): Promise<ClaimInfo> {
  const [row] = await app.db
    .select({
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      companyName: companies.name,
      expiresAt: accountClaims.expiresAt,
    })
    .from(accountClaims)
    .innerJoin(users, eq(users.id, accountClaims.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(and(openClaim(token, new Date()), eq(users.status, 'pending')))
    .limit(1);
  if (!row) throw invalidLink();
  return { ...row, expiresAt: row.expiresAt.toISOString() };
}

/**
 * Sets the password and activates the account; the link dies in the same statement that checks it, so two
 * claims at once cannot both succeed. A made-up token is refused by one indexed select before argon2 runs.
 */
export async function claimAccount(
  app: FastifyInstance,
  token: string,
  password: string,
  context: AuditContext,
): Promise<SignedInResponse> {
  await claimInfo(app, token);
  const passwordHash = await hashPassword(password);
  const now = new Date();
  const userId = await app.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(accountClaims)
      .set({ usedAt: now, termsAcceptedAt: now })
      .where(
        and(
          openClaim(token, now),
          sql`exists (select 1 from ${users} where ${users.id} = ${accountClaims.userId} and ${users.status} = 'pending')`,
        ),
      )
      .returning({ userId: accountClaims.userId });
    if (!claimed) return null;
    await tx
      .update(users)
      .set({ passwordHash, status: 'active', emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
      .where(eq(users.id, claimed.userId));
    // Any other claim link of the account stops working too.
    await tx
      .update(accountClaims)
      .set({ usedAt: now })
      .where(and(eq(accountClaims.userId, claimed.userId), isNull(accountClaims.usedAt)));
    await revokeUserTokens(tx, claimed.userId);
    await recordAudit(tx, context, {
      action: 'claim',
      resource: 'users',
      recordId: claimed.userId,
      changes: { status: { old: 'pending', new: 'active' }, termsAcceptedAt: { old: null, new: now.toISOString() } },
    });
    return claimed.userId;
  });
  if (!userId) throw invalidLink();
  return finishLogin(app, userId);
}
