// An imported account that nobody has claimed yet ('pending' with a claim link) may only be activated through
// the claim flow, where its owner accepts the terms. "Forgot password" for such an account therefore sends a
// fresh claim link instead of a reset link, and a reset token never activates it.

import type { Locale } from '@rentals/shared';
import { CLAIM_LINK_DAYS } from '@rentals/shared/resources/account-import';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/client.ts';
import { accountClaims, companies, users } from '../../db/schema/index.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import { claimEmail } from './claim-email.ts';

/** True for the user (by id column) when the account is pending and was created by an account import. */
export const isPendingImported = (userId: AnyPgColumn | SQL | number): SQL =>
  sql`exists (select 1 from ${users} where ${users.id} = ${userId} and ${users.status} = 'pending'
      and exists (select 1 from ${accountClaims} where ${accountClaims.userId} = ${users.id}))`;

/** Whether the account was created by an account import (it has a claim link, used or not). */
export async function hasClaimLink(db: Queryable, userId: number) {
  const [row] = await db
    .select({ id: accountClaims.id })
    .from(accountClaims)
    .where(eq(accountClaims.userId, userId))
    .limit(1);
  return row !== undefined;
}

/** Emails a new claim link (older open links keep working until they expire or one of them is used). */
export async function sendClaimLink(
  app: FastifyInstance,
  user: { id: number; email: string; firstName: string; locale: Locale },
) {
  const [company] = await app.db
    .select({ name: companies.name })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, user.id));
  const token = randomToken(32); // 256 bits; only its hash is kept
  await app.db.insert(accountClaims).values({
    userId: user.id,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + CLAIM_LINK_DAYS * 86_400_000),
  });
  const link = `${app.config.appUrl}/claim-account/${token}`;
  await app.mail.send({ to: user.email, ...claimEmail(user, link, company?.name ?? '', CLAIM_LINK_DAYS) });
}
