// Credits: the ledger's invariants under concurrency (examples/credit-ledger.md, invariant 1), idempotency,
// the wallet and its transactions (only the caller's company's), publishing and featuring a listing with
// credits (ownership, refusals, no double charge), staff adjustments (permission, validation, audit) and
// the account stats' daily usage.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, creditLedger, creditWallets, listings } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-error.ts';
import { buildTestApp, companyIdOf, type SignedIn, type TestApp } from '../../test/build-app.ts';
import { createListing, createPlace, type TestPlace } from '../../test/listing-factories.ts';
import { postToLedger } from './ledger.ts';

let t: TestApp;
let place: TestPlace;
let owner: SignedIn;
let renter: SignedIn;

beforeAll(async () => {
  t = await buildTestApp();
  place = await createPlace(t.db, { cityName: 'Creditville' });
  owner = await t.loginAs('Site Owner');
  renter = await t.loginAs('Renter');
});
afterAll(() => t.close());

let companies = 0;
const newLandlord = () => t.loginAs('Landlord', { companyName: `Credit Co ${++companies}` });

/** Credits given the way staff give them. */
async function give(landlord: SignedIn, amount: number) {
  const res = await t.call('POST', `/api/admin/companies/${companyIdOf(landlord)}/credits`, {
    headers: owner.headers,
    body: { amount, note: 'Test credits' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function credits(landlord: SignedIn): Promise<number> {
  const res = await t.call('GET', '/api/landlord/wallet', { headers: landlord.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().credits;
}

const ledgerOf = (companyId: number) =>
  t.db.select().from(creditLedger).where(eq(creditLedger.companyId, companyId)).orderBy(asc(creditLedger.seq));

const draftOf = (landlord: SignedIn, photos = 1) =>
  createListing(t.db, place, {
    companyId: companyIdOf(landlord),
    ownerId: landlord.user.id,
    status: 'draft',
    enabledAt: null,
    description: 'A bright two-bedroom apartment close to transit, shops and parks, with a renovated kitchen.',
    photos,
  });

describe('the ledger', () => {
  it('keeps the exact balance and a gap-free chain through 100 concurrent spends and purchases', async () => {
    const landlord = await newLandlord();
    const companyId = companyIdOf(landlord);
    // Purchases of 5 and spends of 3, interleaved: some spends find too little and are refused.
    const outcomes = await Promise.allSettled(
      Array.from({ length: 100 }, (_, i) =>
        t.db.transaction((tx) =>
          postToLedger(tx, {
            companyId,
            amount: i % 3 === 0 ? 5 : -3,
            reason: i % 3 === 0 ? 'purchase' : 'activation',
            idempotencyKey: `concurrency:${companyId}:${i}`,
          }),
        ),
      ),
    );
    const refused = outcomes.filter((o) => o.status === 'rejected');
    for (const o of refused) {
      expect((o as PromiseRejectedResult).reason).toBeInstanceOf(HttpError);
      expect(((o as PromiseRejectedResult).reason as HttpError).key).toBe('insufficientCredits');
    }
    const rows = await ledgerOf(companyId);
    expect(rows).toHaveLength(100 - refused.length);
    let balance = 0;
    rows.forEach((row, index) => {
      expect(row.seq).toBe(index + 1);
      balance += row.amount;
      expect(row.balanceAfter).toBe(balance);
      expect(row.balanceAfter).toBeGreaterThanOrEqual(0);
    });
    const [wallet] = await t.db.select().from(creditWallets).where(eq(creditWallets.companyId, companyId));
    expect(wallet).toMatchObject({ balance, lastSeq: rows.length });
    expect(await credits(landlord)).toBe(balance);
  });

  it('moves credits once per idempotency key, and refuses the key for another change', async () => {
    const landlord = await newLandlord();
    const companyId = companyIdOf(landlord);
    const entry = { companyId, amount: 7, reason: 'purchase' as const, idempotencyKey: `order:${companyId}:grant` };
    const first = await t.db.transaction((tx) => postToLedger(tx, entry));
    const again = await t.db.transaction((tx) => postToLedger(tx, entry));
    expect(first).toMatchObject({ balance: 7, replayed: false });
    expect(again).toMatchObject({ balance: 7, replayed: true });
    expect(again.row.id).toBe(first.row.id);
    await expect(t.db.transaction((tx) => postToLedger(tx, { ...entry, amount: 8 }))).rejects.toMatchObject({
      statusCode: 409,
      key: 'idempotencyKeyReused',
    });
    expect(await ledgerOf(companyId)).toHaveLength(1);
  });

  it('never lets a balance go below zero', async () => {
    const landlord = await newLandlord();
    await expect(
      t.db.transaction((tx) =>
        postToLedger(tx, { companyId: companyIdOf(landlord), amount: -1, reason: 'activation', idempotencyKey: 'x:1' }),
      ),
    ).rejects.toMatchObject({ statusCode: 409, key: 'insufficientCredits' });
    expect(await credits(landlord)).toBe(0);
  });
});

describe('POST /api/admin/companies/:id/credits', () => {
  it('adds and takes back credits with a reason, audited, once per Idempotency-Key', async () => {
    const landlord = await newLandlord();
    const url = `/api/admin/companies/${companyIdOf(landlord)}/credits`;
    const headers = { ...owner.headers, 'idempotency-key': 'adjust-0001' };
    const first = await t.call('POST', url, { headers, body: { amount: 12, note: 'Goodwill for the outage' } });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      message: 'Credits adjusted. The wallet now holds 12.',
      credits: 12,
      transaction: { amount: 12, balanceAfter: 12, reason: 'adjustment', note: 'Goodwill for the outage' },
    });
    const replay = await t.call('POST', url, { headers, body: { amount: 12, note: 'Goodwill for the outage' } });
    expect(replay.json().credits).toBe(12);

    const back = await t.call('POST', url, { headers: owner.headers, body: { amount: -5, note: 'Refunded twice' } });
    expect(back.json().credits).toBe(7);
    expect(await credits(landlord)).toBe(7);

    const audited = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'adjust-credits'), eq(auditEvents.recordId, String(companyIdOf(landlord)))));
    expect(audited).toHaveLength(2);
    expect(audited[0]?.changes).toMatchObject({ credits: { old: 0, new: 12 } });
  });

  it('names the field at fault, in English or French, and refuses a negative balance', async () => {
    const landlord = await newLandlord();
    const url = `/api/admin/companies/${companyIdOf(landlord)}/credits`;
    const noNote = await t.call('POST', url, { headers: owner.headers, body: { amount: 5 } });
    expect(noNote.statusCode).toBe(422);
    expect(noNote.json().errors.note).toBeDefined();
    const zero = await t.call('POST', url, {
      headers: { ...owner.headers, 'accept-language': 'fr' },
      body: { amount: 0, note: 'Nothing' },
    });
    expect(zero.statusCode).toBe(422);
    expect(zero.json().errors.amount[0]).toMatch(/ne doit pas être zéro/);
    const below = await t.call('POST', url, { headers: owner.headers, body: { amount: -1, note: 'Take one back' } });
    expect(below.statusCode).toBe(409);
    expect(below.json().message).toMatch(/Not enough credits/);
  });

  it('is for staff who may modify companies, and 404 for a company that does not exist', async () => {
    const landlord = await newLandlord();
    const body = { amount: 100, note: 'Free credits' };
    const url = `/api/admin/companies/${companyIdOf(landlord)}/credits`;
    expect((await t.call('POST', url, { headers: landlord.headers, body })).statusCode).toBe(403);
    expect((await t.call('POST', url, { headers: renter.headers, body })).statusCode).toBe(403);
    const missing = await t.call('POST', '/api/admin/companies/99999999/credits', { headers: owner.headers, body });
    expect(missing.statusCode).toBe(404);
    expect(await credits(landlord)).toBe(0);
  });
});

describe('POST /api/commerce/enable/:id', () => {
  it('publishes a complete listing for its activation price, once', async () => {
    const landlord = await newLandlord();
    await give(landlord, 3);
    const listing = await draftOf(landlord);
    const res = await t.call('POST', `/api/commerce/enable/${listing.id}`, { headers: landlord.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ listingId: listing.id, status: 'active', spent: 1, credits: 2 });
    expect(res.json().message).toBe('Listing published. 1 credit spent.');
    const [row] = await t.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row?.status).toBe('active');
    expect(row?.enabledAt).not.toBeNull();
    expect(row?.firstListedAt).not.toBeNull();

    const twice = await t.call('POST', `/api/commerce/enable/${listing.id}`, { headers: landlord.headers });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This listing is already published.');
    expect(await credits(landlord)).toBe(2);
    const spent = (await ledgerOf(companyIdOf(landlord))).filter((r) => r.reason === 'activation');
    expect(spent).toMatchObject([{ amount: -1, listingId: listing.id, actorId: landlord.user.id }]);
  });

  it('answers a retry with the same Idempotency-Key with the first result, without charging again', async () => {
    const landlord = await newLandlord();
    await give(landlord, 5);
    const listing = await draftOf(landlord);
    const headers = { ...landlord.headers, 'idempotency-key': 'publish-attempt-1' };
    const first = await t.call('POST', `/api/commerce/enable/${listing.id}`, { headers });
    const retry = await t.call('POST', `/api/commerce/enable/${listing.id}`, { headers });
    expect(first.statusCode).toBe(200);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json()).toMatchObject({ spent: 1, credits: 4 });
    expect(await credits(landlord)).toBe(4);
  });

  it('refuses without credits, with what it costs and what the wallet holds, and changes nothing', async () => {
    const landlord = await newLandlord();
    const listing = await draftOf(landlord);
    const res = await t.call('POST', `/api/commerce/enable/${listing.id}`, { headers: landlord.headers });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Not enough credits: this costs 1 and your wallet holds 0. Buy credits in Billing.',
    );
    const [row] = await t.db.select({ status: listings.status }).from(listings).where(eq(listings.id, listing.id));
    expect(row?.status).toBe('draft');
  });

  it('says what an incomplete listing is missing', async () => {
    const landlord = await newLandlord();
    await give(landlord, 5);
    const listing = await draftOf(landlord, 0);
    const res = await t.call('POST', `/api/commerce/enable/${listing.id}`, { headers: landlord.headers });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Complete the listing before publishing it. Missing: photos.');
    expect(await credits(landlord)).toBe(5);
  });

  it("is a 404 for another company's listing, and for renters a 403", async () => {
    const alice = await newLandlord();
    const bob = await newLandlord();
    await give(bob, 5);
    const listing = await draftOf(alice);
    const res = await t.call('POST', `/api/commerce/enable/${listing.id}`, { headers: bob.headers });
    expect(res.statusCode).toBe(404);
    expect((await t.call('POST', `/api/commerce/enable/${listing.id}`, { headers: renter.headers })).statusCode).toBe(
      403,
    );
    expect(await credits(bob)).toBe(5);
  });
});

describe('POST /api/commerce/featured/:id', () => {
  it('features a published listing for some days, and more days extend it', async () => {
    const landlord = await newLandlord();
    await give(landlord, 5);
    const listing = await createListing(t.db, place, { companyId: companyIdOf(landlord), ownerId: landlord.user.id });
    const url = `/api/commerce/featured/${listing.id}`;
    const before = Date.now();
    const first = await t.call('POST', url, { headers: landlord.headers, body: { days: 7 } });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ spent: 1, credits: 4 });
    expect(first.json().message).toBe('Listing featured for 7 days. 1 credit spent.');
    const until = new Date(first.json().featuredUntil).getTime();
    expect(until - before).toBeGreaterThanOrEqual(7 * 86_400_000);
    expect(until - before).toBeLessThan(7 * 86_400_000 + 60_000);

    const more = await t.call('POST', url, { headers: landlord.headers, body: { days: 14 } });
    expect(new Date(more.json().featuredUntil).getTime()).toBe(until + 14 * 86_400_000);
    const ledger = (await ledgerOf(companyIdOf(landlord))).filter((r) => r.reason === 'featuring');
    expect(ledger.map((r) => r.amount)).toEqual([-1, -1]);
  });

  it('refuses a draft, bad days, and another company’s listing', async () => {
    const alice = await newLandlord();
    const bob = await newLandlord();
    await give(alice, 5);
    const draft = await draftOf(alice);
    const notLive = await t.call('POST', `/api/commerce/featured/${draft.id}`, {
      headers: alice.headers,
      body: { days: 7 },
    });
    expect(notLive.statusCode).toBe(409);
    const live = await createListing(t.db, place, { companyId: companyIdOf(alice), ownerId: alice.user.id });
    const bad = await t.call('POST', `/api/commerce/featured/${live.id}`, {
      headers: alice.headers,
      body: { days: 0 },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.days).toBeDefined();
    const theirs = await t.call('POST', `/api/commerce/featured/${live.id}`, {
      headers: bob.headers,
      body: { days: 7 },
    });
    expect(theirs.statusCode).toBe(404);
    expect(await credits(alice)).toBe(5);
  });
});

describe('GET /api/landlord/transactions/credits', () => {
  it("lists the company's changes newest first, filters them, exports them, and hides other companies'", async () => {
    const alice = await newLandlord();
    const bob = await newLandlord();
    await give(alice, 4);
    const listing = await draftOf(alice);
    await t.call('POST', `/api/commerce/enable/${listing.id}`, { headers: alice.headers });

    const list = await t.call('GET', '/api/landlord/transactions/credits', { headers: alice.headers });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data).toMatchObject([
      { amount: -1, balanceAfter: 3, reason: 'activation', listing: { id: listing.id } },
      { amount: 4, balanceAfter: 4, reason: 'adjustment', listing: null, note: 'Test credits' },
    ]);
    const filtered = await t.call('GET', '/api/landlord/transactions/credits?reason=adjustment', {
      headers: alice.headers,
    });
    expect(filtered.json().data).toHaveLength(1);

    const csv = await t.call('GET', '/api/landlord/transactions/credits/export.csv', { headers: alice.headers });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trim().split(/\r?\n/);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe('id,createdAt,reason,amount,balanceAfter,listingId,listingTitle,note');
    expect(
      lines
        .slice(1)
        .map((line) => line.split(',')[2])
        .sort(),
    ).toEqual(['activation', 'adjustment']);

    const bobs = await t.call('GET', '/api/landlord/transactions/credits', { headers: bob.headers });
    expect(bobs.json().data).toEqual([]);
    const rowId = list.json().data[0].id;
    expect(
      (await t.call('GET', `/api/landlord/transactions/credits/${rowId}`, { headers: bob.headers })).statusCode,
    ).toBe(404);
  });
});

describe('GET /api/landlord/account-stats', () => {
  it('gives the daily credit usage of the live listings and the days the credits pay for', async () => {
    const landlord = await newLandlord();
    await give(landlord, 10);
    const mine = { companyId: companyIdOf(landlord), ownerId: landlord.user.id };
    await createListing(t.db, place, mine);
    await createListing(t.db, place, mine);
    await createListing(t.db, place, { ...mine, featuredUntil: new Date(Date.now() + 86_400_000) });
    await createListing(t.db, place, { ...mine, status: 'paused' });
    const res = await t.call('GET', '/api/landlord/account-stats', { headers: landlord.headers });
    expect(res.json()).toMatchObject({ numOfEnabledListings: 3, dailyCreditUsage: 3, numOfDaysLeft: 3 });

    const idle = await newLandlord();
    const none = await t.call('GET', '/api/landlord/account-stats', { headers: idle.headers });
    expect(none.json()).toMatchObject({ dailyCreditUsage: 0, numOfDaysLeft: null });
  });
});
