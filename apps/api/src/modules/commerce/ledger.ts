// The one way credits move (DESIGN section 5, examples/credit-ledger.md): postToLedger locks the company's
// wallet row, answers a key it has seen before with the row it wrote then (nothing moves twice), refuses a
// spend below zero (409), and writes the ledger row (seq + 1, the balance after it) and the wallet together.
// It must run inside the caller's transaction, so the change and what it pays for commit or roll back as one.
import type { CreditReason, Wallet } from '@rentals/shared/resources/credits';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { creditLedger, creditWallets } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-error.ts';
import { ledgerWrites } from '../../lib/operations/ledger-metrics.ts';

export interface LedgerEntry {
  companyId: number;
  /** Positive adds credits, negative spends them; never zero. */
  amount: number;
  reason: CreditReason;
  /** Unique over the whole ledger: the same key never moves credits twice. */
  idempotencyKey: string;
  listingId?: number | null;
  /** The order a purchase, promo bonus or refund belongs to. */
  orderId?: number | null;
  /** The day a daily charge is for (yyyy-mm-dd). */
  day?: string | null;
  actorId?: number | null;
  /** Required for an adjustment (the database refuses one without it). */
  note?: string;
}

type LedgerRow = typeof creditLedger.$inferSelect;

export interface Posted {
  row: LedgerRow;
  /** The wallet's balance after the change (or now, for a replay). */
  balance: number;
  /** The key was seen before: nothing moved this time. */
  replayed: boolean;
}

/** The company's wallet row, created empty the first time, locked until the transaction ends. */
export async function lockWallet(tx: Queryable, companyId: number) {
  await tx.insert(creditWallets).values({ companyId }).onConflictDoNothing();
  const [wallet] = await tx.select().from(creditWallets).where(eq(creditWallets.companyId, companyId)).for('update');
  if (!wallet) throw new Error(`credit wallet of company ${companyId} is missing after its insert`);
  return wallet;
}

export async function postToLedger(tx: Queryable, entry: LedgerEntry): Promise<Posted> {
  if (!Number.isInteger(entry.amount) || entry.amount === 0) throw new Error('a ledger amount is a non-zero integer');
  const wallet = await lockWallet(tx, entry.companyId);
  const [seen] = await tx.select().from(creditLedger).where(eq(creditLedger.idempotencyKey, entry.idempotencyKey));
  if (seen) {
    const same = seen.companyId === entry.companyId && seen.amount === entry.amount && seen.reason === entry.reason;
    if (!same) throw new HttpError(409, 'idempotencyKeyReused');
    return { row: seen, balance: wallet.balance, replayed: true };
  }
  const balance = wallet.balance + entry.amount;
  if (balance < 0) throw new HttpError(409, 'insufficientCredits', { needed: -entry.amount, credits: wallet.balance });
  const seq = wallet.lastSeq + 1;
  const [row] = await tx
    .insert(creditLedger)
    .values({
      companyId: entry.companyId,
      seq,
      amount: entry.amount,
      balanceAfter: balance,
      reason: entry.reason,
      idempotencyKey: entry.idempotencyKey,
      listingId: entry.listingId ?? null,
      orderId: entry.orderId ?? null,
      day: entry.day ?? null,
      actorId: entry.actorId ?? null,
      note: entry.note ?? '',
    })
    .returning();
  if (!row) throw new Error('the ledger insert returned no row');
  ledgerWrites.inc({ reason: entry.reason });
  await tx
    .update(creditWallets)
    .set({ balance, lastSeq: seq, updatedAt: new Date() })
    .where(eq(creditWallets.companyId, entry.companyId));
  return { row, balance, replayed: false };
}

/** A company's credits (0 before its first change). */
export async function balanceOf(db: Queryable, companyId: number | null): Promise<number> {
  if (companyId === null) return 0;
  const [wallet] = await db
    .select({ balance: creditWallets.balance })
    .from(creditWallets)
    .where(eq(creditWallets.companyId, companyId));
  return wallet?.balance ?? 0;
}

/** GET landlord/wallet: the credits, and the membership while it runs. */
export async function walletOf(db: Queryable, companyId: number | null): Promise<Wallet> {
  const [wallet] =
    companyId === null ? [] : await db.select().from(creditWallets).where(eq(creditWallets.companyId, companyId));
  const expires = wallet?.membershipExpiresAt ?? null;
  const isMember = expires !== null && expires > new Date();
  return {
    credits: wallet?.balance ?? 0,
    isMember,
    membershipExpiryDate: isMember && expires ? expires.toISOString() : null,
    membershipAutoRenew: wallet?.membershipAutoRenew ?? false,
  };
}
