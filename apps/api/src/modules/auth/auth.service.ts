// Sign-up, sign-in, password reset and landlord email verification: the logic behind the auth routes.
import { randomInt } from 'node:crypto';
import type { Locale } from '@rentals/shared';
import {
  type AuthResponse,
  type landlordRegisterSchema,
  PASSWORD_RESET_MINUTES,
  type registerSchema,
  VERIFY_CODE_MINUTES,
} from '@rentals/shared/resources/accounts';
import type { LoginResponse, SignedInResponse } from '@rentals/shared/resources/two-factor';
import { and, count, desc, eq, gt, isNull, lt, min, not, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { oneTimeCodes, users } from '../../db/schema/index.ts';
import { HttpError, invalidFields } from '../../lib/http-error.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { issueToken, randomToken, revokeUserTokens, sha256 } from '../../lib/tokens.ts';
import { permissionsOf, twoFactorRequiredFor } from '../../lib/two-factor-required.ts';
import { createAccount, lockUser } from '../../lib/users.ts';
import { hasClaimLink, isPendingImported, sendClaimLink } from '../account-import/claim-link.ts';
import { createLoginChallenge } from '../two-factor/two-factor.service.ts';
import { emailTaken, isUniqueViolation, loadUser } from '../users/users.service.ts';
import { passwordResetEmail, verifyCodeEmail, welcomeEmail } from './auth.emails.ts';
/** Wrong guesses a verification code survives; the next one finds it dead. */
export const VERIFY_CODE_MAX_ATTEMPTS = 5;

type Registration = z.output<typeof registerSchema>;
type LandlordRegistration = z.output<typeof landlordRegisterSchema>;

async function createWithToken(app: FastifyInstance, account: Parameters<typeof createAccount>[1]) {
  if (await emailTaken(app.db, account.email)) throw invalidFields({ email: 'unique' });
  try {
    return await app.db.transaction(async (tx) => {
      const user = await createAccount(tx, account);
      const tokenInfo = await issueToken(tx, user.id, app.config.TOKEN_TTL_DAYS);
      return { user, tokenInfo };
    });
  } catch (err) {
    // Two sign-ups with one address at the same moment: the unique index decides.
    if (isUniqueViolation(err, 'users_email_unique')) throw invalidFields({ email: 'unique' });
    throw err;
  }
}

const publicTokenInfo = (t: { access_token: string; expires_at: string }) => ({
  access_token: t.access_token,
  expires_at: t.expires_at,
});

/** A renter signs up: the account, a token, and a welcome email. */
export async function registerRenter(app: FastifyInstance, input: Registration, locale: Locale): Promise<AuthResponse> {
  const { user, tokenInfo } = await createWithToken(app, {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phone: input.phone || null,
    password: input.password,
    locale,
    roles: ['Renter'],
    emailVerified: false,
    status: 'active',
  });
  await app.mail.send({ to: user.email, ...welcomeEmail(user, app.config.appUrl) });
  return { tokenInfo: publicTokenInfo(tokenInfo), user: await loadUser(app.db, user.id) };
}

/** A landlord signs up with a company; the account stays pending until the emailed code is entered. */
export async function registerLandlord(
  app: FastifyInstance,
  input: LandlordRegistration,
  locale: Locale,
): Promise<AuthResponse> {
  const { user, tokenInfo } = await createWithToken(app, {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phone: input.phone || null,
    password: input.password,
    companyName: input.companyName,
    locale,
    roles: ['Landlord'],
    emailVerified: false,
    status: 'pending',
  });
  const code = await app.db.transaction((tx) => createVerifyCode(tx, user.id));
  await app.mail.send({ to: user.email, ...verifyCodeEmail(user, code, VERIFY_CODE_MINUTES) });
  return { tokenInfo: publicTokenInfo(tokenInfo), user: await loadUser(app.db, user.id) };
}

/**
 * Email and password -> token (with two-factor on, a challenge for the second step instead). An unknown
 * email costs the same argon2 verification as a wrong password, and both give the same answer. A suspended
 * account is told so only once the password is right.
 */
export async function login(app: FastifyInstance, input: { email: string; password: string }): Promise<LoginResponse> {
  const [user] = await app.db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      status: users.status,
      totpEnabledAt: users.totpEnabledAt,
    })
    .from(users)
    .where(sql`lower(${users.email}) = ${input.email.trim().toLowerCase()}`);
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!user || !valid) throw invalidFields({ email: 'failed' });
  if (user.status === 'suspended') throw new HttpError(403, 'accountSuspended');
  // With two-factor on, no token yet: the second step (POST login/two-factor) answers the challenge.
  if (user.totpEnabledAt) return { twoFactor: await createLoginChallenge(app.db, user.id) };
  return finishLogin(app, user.id);
}

/**
 * The end of a sign-in (after the password, and the second step when two-factor is on): a token and the user,
 * and `twoFactorSetupRequired` when the site requires two-factor of administrators, the user is one (by
 * permission) and it is still off.
 */
export async function finishLogin(app: FastifyInstance, userId: number): Promise<SignedInResponse> {
  const [user] = await app.db
    .update(users)
    .set({ lastLoginAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ totpEnabledAt: users.totpEnabledAt });
  const tokenInfo = await issueToken(app.db, userId, app.config.TOKEN_TTL_DAYS);
  const answer: SignedInResponse = { tokenInfo: publicTokenInfo(tokenInfo), user: await loadUser(app.db, userId) };
  if (!user?.totpEnabledAt && (await twoFactorRequiredFor(app.db, await permissionsOf(app.db, userId)))) {
    answer.twoFactorSetupRequired = true;
  }
  return answer;
}

// ---- password reset ---------------------------------------------------------------------------------

/**
 * Emails a single-use reset link when the address belongs to an account that may sign in. The caller
 * answers the same either way, so the route cannot be used to find out who has an account.
 */
export async function requestPasswordReset(app: FastifyInstance, email: string) {
  const [user] = await app.db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      locale: users.locale,
      status: users.status,
    })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  if (!user || user.status === 'suspended') return;
  // An imported account not claimed yet: the claim link (password and terms), never a reset link.
  if (user.status === 'pending' && (await hasClaimLink(app.db, user.id))) return sendClaimLink(app, user);
  const token = randomToken(32); // 256 bits; only its hash is kept
  await app.db.transaction(async (tx) => {
    // Only the newest link works.
    await tx
      .delete(oneTimeCodes)
      .where(and(eq(oneTimeCodes.userId, user.id), eq(oneTimeCodes.purpose, 'password-reset')));
    await tx.insert(oneTimeCodes).values({
      userId: user.id,
      purpose: 'password-reset',
      codeHash: sha256(token),
      expiresAt: new Date(Date.now() + PASSWORD_RESET_MINUTES * 60_000),
    });
  });
  const link = `${app.config.appUrl}/password-reset/${token}`;
  await app.mail.send({ to: user.email, ...passwordResetEmail(user, link, PASSWORD_RESET_MINUTES) });
}

/**
 * The conditions under which a reset token still works. Never for an imported account not claimed yet: only
 * the claim link (with the terms) activates it.
 */
const openResetToken = (token: string) =>
  and(
    eq(oneTimeCodes.purpose, 'password-reset'),
    eq(oneTimeCodes.codeHash, sha256(token)),
    isNull(oneTimeCodes.usedAt),
    gt(oneTimeCodes.expiresAt, new Date()),
    not(isPendingImported(oneTimeCodes.userId)),
  );

/**
 * Sets a new password through an emailed token: single use, unexpired; signs the user out everywhere.
 * A made-up token is refused by one indexed select, before the (deliberately costly) argon2 hash.
 */
export async function resetPassword(app: FastifyInstance, token: string, password: string) {
  const [open] = await app.db.select({ id: oneTimeCodes.id }).from(oneTimeCodes).where(openResetToken(token)).limit(1);
  if (!open) throw invalidFields({ token: 'invalid_code' });
  const passwordHash = await hashPassword(password);
  const done = await app.db.transaction(async (tx) => {
    // Claiming the row (used_at still null) in the UPDATE keeps the token single-use even under races.
    const [claimed] = await tx
      .update(oneTimeCodes)
      .set({ usedAt: new Date() })
      .where(openResetToken(token))
      .returning({ userId: oneTimeCodes.userId });
    if (!claimed) return false;
    // An account created by an administrator is pending until its owner sets a password through the link.
    await tx
      .update(users)
      .set({
        passwordHash,
        status: sql`case when ${users.status} = 'pending' then 'active' else ${users.status} end`,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
      })
      .where(eq(users.id, claimed.userId));
    await revokeUserTokens(tx, claimed.userId);
    return true;
  });
  if (!done) throw invalidFields({ token: 'invalid_code' });
}

// ---- landlord email verification --------------------------------------------------------------------

/** Codes are salted with the user id, so one table of 10^6 hashes does not reveal every code at once. */
const codeHash = (userId: number, code: string) => sha256(`${userId}:${code}`);

/** Verification codes one user may be sent per day (registration and resends together). */
export const VERIFY_CODES_PER_DAY = 10;
const DAY_MS = 86_400_000;

/**
 * Replaces any open code with a new 6-digit one, stored hashed; returns the code to email. Codes of the
 * last 24 hours are kept (superseded codes expire at once) so they can be counted: beyond
 * VERIFY_CODES_PER_DAY the answer is 429, whatever the per-10-minutes route limit allows.
 * Call it inside a transaction: the user row is locked so parallel resends count one after the other.
 */
export async function createVerifyCode(db: Queryable, userId: number) {
  const now = new Date();
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const mine = and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, 'verify-email'));
  await lockUser(db, userId);
  await db.delete(oneTimeCodes).where(and(mine, lt(oneTimeCodes.createdAt, dayAgo)));
  const [today] = await db
    .select({ n: count().mapWith(Number), oldest: min(oneTimeCodes.createdAt) })
    .from(oneTimeCodes)
    .where(mine);
  if (today && today.n >= VERIFY_CODES_PER_DAY) {
    const oldest = today.oldest ? new Date(today.oldest).getTime() : now.getTime();
    const seconds = Math.max(1, Math.ceil((oldest + DAY_MS - now.getTime()) / 1000));
    throw new HttpError(429, 'verifyCodeDailyLimit', { hours: Math.ceil(seconds / 3600), retryAfter: seconds });
  }
  // Older codes stop working.
  await db
    .update(oneTimeCodes)
    .set({ expiresAt: now })
    .where(and(mine, isNull(oneTimeCodes.usedAt), gt(oneTimeCodes.expiresAt, now)));
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.insert(oneTimeCodes).values({
    userId,
    purpose: 'verify-email',
    codeHash: codeHash(userId, code),
    expiresAt: new Date(now.getTime() + VERIFY_CODE_MINUTES * 60_000),
  });
  return code;
}

async function isVerified(db: Queryable, userId: number) {
  const [row] = await db.select({ at: users.emailVerifiedAt }).from(users).where(eq(users.id, userId));
  return row?.at != null;
}

/**
 * Checks a landlord's code. Every try is counted before the comparison (an atomic increment), so
 * parallel guesses cannot exceed VERIFY_CODE_MAX_ATTEMPTS; after that many wrong tries the code is dead.
 */
export async function verifyEmail(app: FastifyInstance, userId: number, code: string) {
  if (await isVerified(app.db, userId)) return { alreadyVerified: true, user: await loadUser(app.db, userId) };
  const now = new Date();
  const [latest] = await app.db
    .select({ id: oneTimeCodes.id })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.purpose, 'verify-email'),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(oneTimeCodes.id))
    .limit(1);
  const [open] = latest
    ? await app.db
        .update(oneTimeCodes)
        .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
        .where(
          and(
            eq(oneTimeCodes.id, latest.id),
            isNull(oneTimeCodes.usedAt),
            lt(oneTimeCodes.attempts, VERIFY_CODE_MAX_ATTEMPTS),
          ),
        )
        .returning({ id: oneTimeCodes.id, codeHash: oneTimeCodes.codeHash })
    : [];
  if (!open || open.codeHash !== codeHash(userId, code)) throw invalidFields({ code: 'invalid_code' });

  await app.db.transaction(async (tx) => {
    await tx.update(oneTimeCodes).set({ usedAt: now }).where(eq(oneTimeCodes.id, open.id));
    await tx.update(users).set({ emailVerifiedAt: now }).where(eq(users.id, userId));
    await tx
      .update(users)
      .set({ status: 'active' })
      .where(and(eq(users.id, userId), eq(users.status, 'pending')));
  });
  return { alreadyVerified: false, user: await loadUser(app.db, userId) };
}

/** Emails a fresh code (older ones stop working). Returns false when there is nothing to verify. */
export async function resendVerifyCode(app: FastifyInstance, userId: number) {
  if (await isVerified(app.db, userId)) return false;
  const [user] = await app.db
    .select({ email: users.email, firstName: users.firstName, locale: users.locale })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return false;
  const code = await app.db.transaction((tx) => createVerifyCode(tx, userId));
  await app.mail.send({ to: user.email, ...verifyCodeEmail(user, code, VERIFY_CODE_MINUTES) });
  return true;
}
