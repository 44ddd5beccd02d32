// Spending credits on a listing (issue 14 section 4): publishing it (POST commerce/enable/{id}: the activation
// price, or the featured activation price while it is still featured) and featuring it for some days (POST
// commerce/featured/{id}: the featured activation price; the nightly charge then bills featuredDaily). The
// listing row is locked first, then the wallet (postToLedger): a double click finds the listing already
// published and spends nothing; a retry with the same Idempotency-Key answers the first result.
import { missingForPublishing } from '@rentals/shared/listing-quality';
import type { SpendResult } from '@rentals/shared/resources/credits';
import { and, count, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { creditLedger, listingPhotos, listings } from '../../db/schema/index.ts';
import type { AuditContext } from '../../lib/audit.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { auditLandlordListing } from '../landlord/listings/listing-audit.ts';
import { recordActivity } from '../landlord/listings/listing-writes.ts';
import { ownedBy } from '../landlord/ownership.ts';
import { creditPrices } from './credit-prices.ts';
import { postToLedger } from './ledger.ts';

const DAY_MS = 86_400_000;

type ListingRow = typeof listings.$inferSelect;

/** The caller's listing, locked until the transaction ends: 404 for anyone else's. */
async function lockOwnListing(tx: Queryable, user: AuthUser, id: number): Promise<ListingRow> {
  const [listing] = await tx
    .select()
    .from(listings)
    .where(and(eq(listings.id, id), ownedBy(user, listings)))
    .for('update');
  if (!listing) throw notFound();
  return listing;
}

const isFeatured = (listing: ListingRow, now: Date) => listing.featuredUntil !== null && listing.featuredUntil > now;

/** The ledger key of a spend: the client's Idempotency-Key when sent, else unique to this request. */
const spendKey = (kind: string, listingId: number, clientKey: string | undefined) =>
  `${kind}:${listingId}:${clientKey ?? crypto.randomUUID()}`;

/** The result of an earlier request with the same key, if there was one. */
async function replayed(tx: Queryable, key: string, clientKey: string | undefined) {
  if (!clientKey) return null;
  const [row] = await tx.select().from(creditLedger).where(eq(creditLedger.idempotencyKey, key));
  return row ?? null;
}

function result(listing: ListingRow, spent: number, credits: number, message: string): SpendResult {
  return {
    message,
    listingId: listing.id,
    status: listing.status,
    featuredUntil: listing.featuredUntil?.toISOString() ?? null,
    spent,
    credits,
  };
}

export interface SpendContext {
  tx: Queryable;
  user: AuthUser;
  /** Who spends, for the listing's audit event (its History tab shows it as the landlord's). */
  audit: AuditContext;
  /** The request's Idempotency-Key header. */
  clientKey: string | undefined;
  /** The answer's sentence in the caller's language. */
  say: (key: 'listingPublished' | 'listingFeatured', params: Record<string, string | number>) => string;
}

function companyOf(user: AuthUser): number {
  if (user.companyId === null) throw new HttpError(409, 'noCompanyWallet');
  return user.companyId;
}

export async function enableListing(ctx: SpendContext, id: number): Promise<SpendResult> {
  const { tx, user } = ctx;
  let listing = await lockOwnListing(tx, user, id);
  const key = spendKey('activation', id, ctx.clientKey);
  const earlier = await replayed(tx, key, ctx.clientKey);
  if (earlier)
    return result(
      listing,
      -earlier.amount,
      earlier.balanceAfter,
      ctx.say('listingPublished', { spent: -earlier.amount }),
    );
  if (listing.status === 'active') throw new HttpError(409, 'listingAlreadyActive');
  if (listing.status === 'removed') throw new HttpError(409, 'listingNotPublishable');
  // A support moderation hold (support-reports/hide-listings.ts): only support lifts it, no credit is spent.
  if (listing.moderationHoldAt) throw new HttpError(409, 'listingOnModerationHold');
  const [photos] = await tx.select({ n: count() }).from(listingPhotos).where(eq(listingPhotos.listingId, id));
  const missing = missingForPublishing({ ...listing, photoCount: Number(photos?.n ?? 0) });
  if (missing.length > 0) throw new HttpError(422, 'listingIncomplete', { fields: missing.join(', ') });
  const companyId = companyOf(user);

  const now = new Date();
  const prices = await creditPrices(tx, user.companyId);
  const price = isFeatured(listing, now) ? prices.featuredActivation : prices.activation;
  const posted = await postToLedger(tx, {
    companyId,
    amount: -price,
    reason: 'activation',
    idempotencyKey: key,
    listingId: id,
    actorId: user.id,
  });
  const published = {
    status: 'active' as const,
    enabledAt: now,
    firstListedAt: listing.firstListedAt ?? now,
    removedAt: null,
  };
  const before = listing;
  [listing] = (await tx.update(listings).set(published).where(eq(listings.id, id)).returning()) as [ListingRow];
  await auditLandlordListing(tx, ctx.audit, 'publish', id, before, published);
  await recordActivity(tx, user, 'listing-published', id, { title: listing.title, credits: price });
  return result(listing, price, posted.balance, ctx.say('listingPublished', { spent: price }));
}

export async function featureListing(ctx: SpendContext, id: number, days: number): Promise<SpendResult> {
  const { tx, user } = ctx;
  let listing = await lockOwnListing(tx, user, id);
  const key = spendKey('featuring', id, ctx.clientKey);
  const earlier = await replayed(tx, key, ctx.clientKey);
  if (earlier) {
    return result(
      listing,
      -earlier.amount,
      earlier.balanceAfter,
      ctx.say('listingFeatured', { days, spent: -earlier.amount }),
    );
  }
  if (listing.status !== 'active') throw new HttpError(409, 'listingNotFeaturable');
  const companyId = companyOf(user);

  const now = new Date();
  const price = (await creditPrices(tx, user.companyId)).featuredActivation;
  const posted = await postToLedger(tx, {
    companyId,
    amount: -price,
    reason: 'featuring',
    idempotencyKey: key,
    listingId: id,
    actorId: user.id,
  });
  // Days add up: featuring a listing that is still featured extends it.
  const from = isFeatured(listing, now) && listing.featuredUntil ? listing.featuredUntil : now;
  const featured = { featuredUntil: new Date(from.getTime() + days * DAY_MS) };
  const before = listing;
  [listing] = (await tx.update(listings).set(featured).where(eq(listings.id, id)).returning()) as [ListingRow];
  await auditLandlordListing(tx, ctx.audit, 'feature', id, before, featured);
  await recordActivity(tx, user, 'listing-featured', id, { title: listing.title, days, credits: price });
  return result(listing, price, posted.balance, ctx.say('listingFeatured', { days, spent: price }));
}
