// Two-factor sign-in: TOTP (RFC 6238, otplib) with single-use recovery codes.
//
// - Setting up stores a new secret in users.totp_secret (encrypted: lib/secret-box.ts) without turning anything on; the first code the
//   user's app shows (enable) turns it on and answers 10 recovery codes, kept as SHA-256 hashes.
// - A login with two-factor on answers a challenge instead of a token: a one_time_codes row (purpose
//   'two-factor-login', hashed, 5 minutes, 5 tries). The token comes with the right code.
// - Replay: a code is accepted once. The time step of the last accepted code is kept per user in a
//   one_time_codes row of the same purpose whose code_hash is `totp-step:<step>` (already used, expiring after
//   the codes it covers could still be accepted); codes of that step or older are refused. It is read and
//   written under the user's row lock, so two requests with one code cannot both pass.
import { randomInt } from 'node:crypto';
import {
  RECOVERY_CODE_COUNT,
  TWO_FACTOR_CHALLENGE_MINUTES,
  TWO_FACTOR_MAX_ATTEMPTS,
  type TwoFactorStatus,
} from '@rentals/shared/resources/two-factor';
import { and, count, desc, eq, gt, isNull, like, lt, sql, sum } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Database, Queryable } from '../../db/client.ts';
import { oneTimeCodes, siteSettings, twoFactorRecoveryCodes, users } from '../../db/schema/index.ts';
import { type AuditContext, recordAudit } from '../../lib/audit.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { HttpError, invalidFields, notFound } from '../../lib/http-error.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { encryptionKey, seal, unsealStored } from '../../lib/secret-box.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import { twoFactorRequiredFor } from '../../lib/two-factor-required.ts';
import { lockUser } from '../../lib/users.ts';

const PURPOSE = 'two-factor-login';
/** code_hash of the row that keeps the last accepted time step (see the header). */
const STEP_PREFIX = 'totp-step:';
/** The step row outlives every code it could stop (a code is accepted at most 30 s either side of its step). */
const STEP_ROW_MS = 10 * 60_000;
/** One time step either side of now: a code from the app's previous or next 30 s is still taken. */
const EPOCH_TOLERANCE_SECONDS = 30;
/** Wrong second steps one account survives in ACCOUNT_WINDOW_MS, whatever the number of challenges. */
export const ACCOUNT_MAX_ATTEMPTS = 20;
const ACCOUNT_WINDOW_MS = 15 * 60_000;

/** Recovery codes read "k7pm-x2qd": no 0/o, 1/l/i to misread. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

type UserRow = typeof users.$inferSelect;

const recoveryHash = (userId: number, code: string) => sha256(`${userId}:${code}`);

/** Where a user's TOTP secret is kept: the additional data of its encryption (lib/secret-box.ts). */
const secretPlace = (userId: number) => `users.totp_secret:${userId}`;

/** The user's row with the TOTP secret decrypted (`storedTotpSecret`: the column as it is). */
async function userRow(db: Queryable, userId: number): Promise<UserRow & { storedTotpSecret: string | null }> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound();
  const stored = user.totpSecret;
  const totpSecret = stored ? await unsealStored(db, stored, secretPlace(userId)) : null;
  return { ...user, totpSecret, storedTotpSecret: stored };
}

async function issuerName(db: Queryable): Promise<string> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, 'siteName'));
  return typeof row?.value === 'string' && row.value.trim() ? row.value.trim() : 'Rentals';
}

// ---- codes --------------------------------------------------------------------------------------------

/**
 * Checks a code from the app against `secret` and, when right, remembers its time step so it cannot be used
 * again. Call inside a transaction: the user's row is locked until it ends.
 */
export async function acceptTotp(tx: Queryable, userId: number, secret: string, code: string): Promise<boolean> {
  await lockUser(tx, userId);
  const stepRow = and(
    eq(oneTimeCodes.userId, userId),
    eq(oneTimeCodes.purpose, PURPOSE),
    like(oneTimeCodes.codeHash, `${STEP_PREFIX}%`),
  );
  const [last] = await tx
    .select({ codeHash: oneTimeCodes.codeHash })
    .from(oneTimeCodes)
    .where(stepRow)
    .orderBy(desc(oneTimeCodes.id))
    .limit(1);
  const lastStep = last ? Number(last.codeHash.slice(STEP_PREFIX.length)) : undefined;
  let timeStep: number;
  try {
    const result = await verify({
      secret,
      token: code,
      epochTolerance: EPOCH_TOLERANCE_SECONDS,
      afterTimeStep: lastStep !== undefined && Number.isSafeInteger(lastStep) ? lastStep : undefined,
    });
    // (The functional API types HOTP results too; a TOTP match always has its time step.)
    if (!result.valid || !('timeStep' in result)) return false;
    timeStep = result.timeStep;
  } catch {
    // A malformed code, or a last step ahead of every step now acceptable (a clock moved back): no match.
    return false;
  }
  const now = Date.now();
  await tx.delete(oneTimeCodes).where(stepRow);
  await tx.insert(oneTimeCodes).values({
    userId,
    purpose: PURPOSE,
    codeHash: `${STEP_PREFIX}${timeStep}`,
    usedAt: new Date(now),
    expiresAt: new Date(now + STEP_ROW_MS),
  });
  return true;
}

/** Marks one unused recovery code of the user as used; false when there is none matching. */
export async function useRecoveryCode(tx: Queryable, userId: number, code: string): Promise<boolean> {
  const [used] = await tx
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(twoFactorRecoveryCodes.userId, userId),
        eq(twoFactorRecoveryCodes.codeHash, recoveryHash(userId, code)),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  return used !== undefined;
}

function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** Replaces the user's recovery codes with RECOVERY_CODE_COUNT new ones; answers them (only hashes are kept). */
async function replaceRecoveryCodes(tx: Queryable, userId: number): Promise<string[]> {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(newRecoveryCode());
  await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await tx
    .insert(twoFactorRecoveryCodes)
    .values([...codes].map((code) => ({ userId, codeHash: recoveryHash(userId, code) })));
  return [...codes];
}

/** "123456" is a code from the app; anything else is tried as a recovery code. */
const isTotpShape = (code: string) => /^\d{6}$/.test(code.replace(/\s/g, ''));
const normaliseRecovery = (code: string) => {
  const bare = code.replace(/[\s-]/g, '').toLowerCase();
  return `${bare.slice(0, 4)}-${bare.slice(4)}`;
};

// ---- My Account ---------------------------------------------------------------------------------------

export async function twoFactorStatus(db: Database, caller: AuthUser): Promise<TwoFactorStatus> {
  const user = await userRow(db, caller.id);
  const enabled = user.totpEnabledAt !== null;
  const [left] = enabled
    ? await db
        .select({ n: count().mapWith(Number) })
        .from(twoFactorRecoveryCodes)
        .where(and(eq(twoFactorRecoveryCodes.userId, caller.id), isNull(twoFactorRecoveryCodes.usedAt)))
    : [];
  return { enabled, required: await twoFactorRequiredFor(db, caller.permissions), recoveryCodesLeft: left?.n ?? 0 };
}

/**
 * A new secret, stored but not yet in force, with its otpauth URL and QR code. 409 when already on. The check
 * and the write are one UPDATE ... RETURNING, and the answer is what it returned: a set-up racing enable can
 * never answer a secret it did not store (enable, holding the row, turns it on first: this one then finds it on).
 */
export async function setupTwoFactor(db: Database, userId: number) {
  const secret = generateSecret();
  const [user] = await db
    .update(users)
    .set({ totpSecret: seal(await encryptionKey(db), secret, secretPlace(userId)) })
    .where(and(eq(users.id, userId), isNull(users.totpEnabledAt)))
    .returning({ email: users.email });
  if (!user) {
    await userRow(db, userId); // 404 for an account that no longer exists
    throw new HttpError(409, 'twoFactorAlreadyEnabled');
  }
  const otpauthUrl = generateURI({ issuer: await issuerName(db), label: user.email, secret });
  const qrCodeDataUrl = await QRCode.toDataURL(otpauthUrl, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
  return { secret, otpauthUrl, qrCodeDataUrl };
}

/** The first code from the app turns two-factor on; answers the recovery codes. */
export async function enableTwoFactor(db: Database, audit: AuditContext, userId: number, code: string) {
  return db.transaction(async (tx) => {
    // The row lock first: a set-up cannot replace the secret between the read and turning it on.
    await lockUser(tx, userId);
    const user = await userRow(tx, userId);
    if (user.totpEnabledAt) throw new HttpError(409, 'twoFactorAlreadyEnabled');
    if (!user.totpSecret) throw new HttpError(409, 'twoFactorNotStarted');
    if (!(await acceptTotp(tx, userId, user.totpSecret, code))) throw invalidFields({ code: 'invalid_code' });
    const [on] = await tx
      .update(users)
      .set({ totpEnabledAt: new Date() })
      .where(and(eq(users.id, userId), eq(users.totpSecret, user.storedTotpSecret ?? ''), isNull(users.totpEnabledAt)))
      .returning({ id: users.id });
    if (!on) throw new HttpError(409, 'twoFactorNotStarted');
    const recoveryCodes = await replaceRecoveryCodes(tx, userId);
    await recordAudit(tx, audit, {
      action: 'two-factor-enable',
      resource: 'users',
      recordId: userId,
      changes: { twoFactor: { old: false, new: true } },
    });
    return recoveryCodes;
  });
}

/**
 * Turns two-factor off with the password and a current code (or a recovery code); forgets the secret and the
 * recovery codes. Refused (403) when the site requires it of administrators and the user is one.
 */
export async function disableTwoFactor(
  db: Database,
  audit: AuditContext,
  caller: AuthUser,
  input: { password: string; code: string },
) {
  const user = await userRow(db, caller.id);
  if (!user.totpEnabledAt || !user.totpSecret) throw new HttpError(409, 'twoFactorNotEnabled');
  if (await twoFactorRequiredFor(db, caller.permissions)) throw new HttpError(403, 'twoFactorCannotDisable');
  if (!(await verifyPassword(user.passwordHash, input.password))) throw invalidFields({ password: 'current_password' });
  const secret = user.totpSecret;
  await db.transaction(async (tx) => {
    const right = isTotpShape(input.code)
      ? await acceptTotp(tx, caller.id, secret, input.code.replace(/\s/g, ''))
      : await useRecoveryCode(tx, caller.id, normaliseRecovery(input.code));
    if (!right) throw invalidFields({ code: 'invalid_code' });
    await tx.update(users).set({ totpSecret: null, totpEnabledAt: null }).where(eq(users.id, caller.id));
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, caller.id));
    // Open second steps of logins die with it.
    await tx
      .update(oneTimeCodes)
      .set({ expiresAt: new Date() })
      .where(
        and(
          eq(oneTimeCodes.userId, caller.id),
          eq(oneTimeCodes.purpose, PURPOSE),
          isNull(oneTimeCodes.usedAt),
          gt(oneTimeCodes.expiresAt, new Date()),
        ),
      );
    await recordAudit(tx, audit, {
      action: 'two-factor-disable',
      resource: 'users',
      recordId: caller.id,
      changes: { twoFactor: { old: true, new: false } },
    });
  });
}

/** New recovery codes (the old ones stop working), with a current code from the app. */
export async function regenerateRecoveryCodes(db: Database, audit: AuditContext, userId: number, code: string) {
  return db.transaction(async (tx) => {
    const user = await userRow(tx, userId);
    if (!user.totpEnabledAt || !user.totpSecret) throw new HttpError(409, 'twoFactorNotEnabled');
    if (!(await acceptTotp(tx, userId, user.totpSecret, code))) throw invalidFields({ code: 'invalid_code' });
    const recoveryCodes = await replaceRecoveryCodes(tx, userId);
    await recordAudit(tx, audit, {
      action: 'two-factor-recovery-codes',
      resource: 'users',
      recordId: userId,
      changes: {},
    });
    return recoveryCodes;
  });
}

// ---- login --------------------------------------------------------------------------------------------

/** The second step of a login: an opaque challenge, kept hashed, open for 5 minutes and 5 tries. */
export async function createLoginChallenge(db: Queryable, userId: number) {
  const challenge = randomToken(32);
  const now = Date.now();
  const expiresAt = new Date(now + TWO_FACTOR_CHALLENGE_MINUTES * 60_000);
  // created_at from the same clock as the per-account window it is counted in.
  await db
    .insert(oneTimeCodes)
    .values({ userId, purpose: PURPOSE, codeHash: sha256(challenge), expiresAt, createdAt: new Date(now) });
  return { challenge, expiresAt: expiresAt.toISOString() };
}

/** The conditions under which a challenge still works (the step rows never match: they are used). */
const openChallenge = (challenge: string) =>
  and(
    eq(oneTimeCodes.purpose, PURPOSE),
    eq(oneTimeCodes.codeHash, sha256(challenge)),
    isNull(oneTimeCodes.usedAt),
    gt(oneTimeCodes.expiresAt, new Date()),
  );

/** Tries on this account's challenges in the last ACCOUNT_WINDOW_MS; over the cap, 429 until the oldest ages out. */
async function checkAccountAttempts(db: Queryable, userId: number) {
  const since = new Date(Date.now() - ACCOUNT_WINDOW_MS);
  const [row] = await db
    .select({ tries: sum(oneTimeCodes.attempts).mapWith(Number) })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, PURPOSE), gt(oneTimeCodes.createdAt, since)));
  if ((row?.tries ?? 0) >= ACCOUNT_MAX_ATTEMPTS) {
    const seconds = Math.ceil(ACCOUNT_WINDOW_MS / 1000);
    throw new HttpError(429, 'tooManyRequests', { seconds, retryAfter: seconds });
  }
}

/**
 * Checks the second step; answers the user id to sign in. Every try is counted before the comparison (an
 * atomic increment), so parallel guesses cannot pass TWO_FACTOR_MAX_ATTEMPTS; the right code claims the
 * challenge, so it signs in once. An unknown, expired, used or exhausted challenge is a 422 on `challenge`;
 * a wrong code a 422 on `code` (or `recoveryCode`).
 */
export async function completeLoginChallenge(
  db: Database,
  input: { challenge: string; code?: string | undefined; recoveryCode?: string | undefined },
): Promise<number> {
  const dead = () => invalidFields({ challenge: 'invalid_code' });
  const [found] = await db
    .select({ id: oneTimeCodes.id, userId: oneTimeCodes.userId })
    .from(oneTimeCodes)
    .where(openChallenge(input.challenge))
    .limit(1);
  if (!found) throw dead();
  await checkAccountAttempts(db, found.userId);
  const [open] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(
      and(
        eq(oneTimeCodes.id, found.id),
        isNull(oneTimeCodes.usedAt),
        lt(oneTimeCodes.attempts, TWO_FACTOR_MAX_ATTEMPTS),
      ),
    )
    .returning({ id: oneTimeCodes.id });
  if (!open) throw dead();

  const user = await userRow(db, found.userId);
  // Turned off (or suspended) since the password step: that sign-in starts again.
  if (!user.totpEnabledAt || !user.totpSecret || user.status === 'suspended') throw dead();
  const secret = user.totpSecret;
  await db.transaction(async (tx) => {
    const right = input.code
      ? await acceptTotp(tx, user.id, secret, input.code)
      : await useRecoveryCode(tx, user.id, input.recoveryCode ?? '');
    if (!right) throw invalidFields(input.code ? { code: 'invalid_code' } : { recoveryCode: 'invalid_code' });
    const [claimed] = await tx
      .update(oneTimeCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(oneTimeCodes.id, open.id), isNull(oneTimeCodes.usedAt)))
      .returning({ id: oneTimeCodes.id });
    if (!claimed) throw dead();
  });
  return user.id;
}

/** Whether the user must pass a second step at login. */
export async function hasTwoFactor(db: Queryable, userId: number): Promise<boolean> {
  const [row] = await db.select({ at: users.totpEnabledAt }).from(users).where(eq(users.id, userId));
  return row?.at != null;
}
