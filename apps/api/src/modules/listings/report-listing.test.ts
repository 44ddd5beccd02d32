// POST report-listing at the real limits (RATE_LIMIT_FACTOR 1); each test reports from its own address.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingReports } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { createListing, createPlace, type TestPlace } from '../../test/listing-factories.ts';

let t: TestApp;
let place: TestPlace;
let csrf: Record<string, string>;
let address = 0;
const nextAddress = () => `10.9.0.${++address}`;

beforeAll(async () => {
  t = await buildTestApp({ env: { RATE_LIMIT_FACTOR: '1' } });
  place = await createPlace(t.db, { cityName: 'Reportville' });
  csrf = await t.csrf();
});
afterAll(() => t.close());

function report(id: number | string, body: unknown, options: { from?: string; headers?: Record<string, string> } = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/report-listing/${id}`,
    remoteAddress: options.from ?? nextAddress(),
    headers: options.headers ?? csrf,
    payload: body as object,
  });
}

const reportsOf = (listingId: number) =>
  t.db.select().from(listingReports).where(eq(listingReports.listingId, listingId));

describe('POST /api/report-listing/:id', () => {
  it('stores an anonymous report as open and thanks the reporter, in French too', async () => {
    const listing = await createListing(t.db, place);
    const res = await report(listing.id, {
      reason: 'scam',
      details: '  Asked for a wire transfer.  ',
      email: 'Me@Example.test',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Thank you. Our support team will review this listing.' });
    const [stored] = await reportsOf(listing.id);
    expect(stored).toMatchObject({
      listingId: listing.id,
      reporterId: null,
      reporterEmail: 'me@example.test',
      reason: 'scam',
      details: 'Asked for a wire transfer.',
      status: 'open',
    });

    const fr = await report(listing.id, { reason: 'other' }, { headers: { ...csrf, 'accept-language': 'fr' } });
    expect(fr.statusCode).toBe(201);
    expect(fr.json().message).toBe('Merci. Notre équipe de soutien examinera cette annonce.');
    const [, second] = await reportsOf(listing.id);
    expect(second).toMatchObject({ reason: 'other', details: '', reporterEmail: null });
  });

  it('names the signed-in reporter, who needs no XSRF token', async () => {
    const listing = await createListing(t.db, place);
    const renter = await t.loginAs('Renter');
    const res = await report(
      listing.id,
      { reason: 'wrong-info', details: 'Rent is higher.' },
      { headers: renter.headers },
    );
    expect(res.statusCode).toBe(201);
    const [stored] = await reportsOf(listing.id);
    expect(stored).toMatchObject({ reporterId: renter.user.id, reporterEmail: renter.user.email, status: 'open' });
  });

  it('refuses an anonymous report without the XSRF double submit', async () => {
    const listing = await createListing(t.db, place);
    const bare = await report(listing.id, { reason: 'scam' }, { headers: {} });
    expect(bare.statusCode).toBe(403);
    expect(bare.json()).toEqual({ message: 'CSRF token mismatch.' });
    const mismatched = await report(listing.id, { reason: 'scam' }, { headers: { ...csrf, 'x-xsrf-token': 'nope' } });
    expect(mismatched.statusCode).toBe(403);
    expect(await reportsOf(listing.id)).toHaveLength(0);
  });

  it('is 404 for a listing that is not public', async () => {
    for (const status of ['draft', 'paused', 'expired', 'removed'] as const) {
      const listing = await createListing(t.db, place, { status });
      expect((await report(listing.id, { reason: 'scam' })).statusCode).toBe(404);
    }
    expect((await report(2147483000, { reason: 'scam' })).statusCode).toBe(404);
  });

  it('answers 422 naming the field for a bad reason, overlong details, a bad email or id', async () => {
    const listing = await createListing(t.db, place);
    const cases: [unknown, string][] = [
      [{}, 'reason'],
      [{ reason: 'boring' }, 'reason'],
      [{ reason: 'scam', details: 'x'.repeat(2001) }, 'details'],
      [{ reason: 'scam', email: 'not-an-email' }, 'email'],
    ];
    for (const [body, field] of cases) {
      const res = await report(listing.id, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 40)).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual([field]);
    }
    const badId = await report('abc', { reason: 'scam' });
    expect(badId.statusCode).toBe(422);
    expect(Object.keys(badId.json().errors)).toEqual(['id']);
    expect(await reportsOf(listing.id)).toHaveLength(0);
  });

  it('takes one report per listing per address a day: the second is 409', async () => {
    const listing = await createListing(t.db, place);
    const other = await createListing(t.db, place);
    const from = nextAddress();
    expect((await report(listing.id, { reason: 'scam' }, { from })).statusCode).toBe(201);
    const again = await report(listing.id, { reason: 'duplicate' }, { from });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'You have already reported this listing. Our support team will review it.',
    });
    // Another listing from the same address, or the same listing from another address, is fine.
    expect((await report(other.id, { reason: 'scam' }, { from })).statusCode).toBe(201);
    expect((await report(listing.id, { reason: 'scam' })).statusCode).toBe(201);
    expect(await reportsOf(listing.id)).toHaveLength(2);
  });

  it('takes one report per listing per account a day, whatever the address', async () => {
    const listing = await createListing(t.db, place);
    const renter = await t.loginAs('Renter');
    expect((await report(listing.id, { reason: 'scam' }, { headers: renter.headers })).statusCode).toBe(201);
    const again = await report(listing.id, { reason: 'scam' }, { headers: renter.headers });
    expect(again.statusCode).toBe(409);
    expect(await reportsOf(listing.id)).toHaveLength(1);
  });

  it('allows 5 reports per 10 minutes per address, then 429 with Retry-After', async () => {
    const from = nextAddress();
    const statuses = [];
    for (let i = 0; i < 5; i++) {
      const listing = await createListing(t.db, place);
      statuses.push((await report(listing.id, { reason: 'scam' }, { from })).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201]);
    const listing = await createListing(t.db, place);
    const limited = await report(listing.id, { reason: 'scam' }, { from });
    expect(limited.statusCode).toBe(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(limited.json().message).toMatch(/^Too many attempts\./);
    expect(await reportsOf(listing.id)).toHaveLength(0);
    // Another address is not limited.
    expect((await report(listing.id, { reason: 'scam' })).statusCode).toBe(201);
  });
});
