// Support's moderation of reported listings: the queue (grouped per listing, oldest open first, filters), a
// listing's file (reports, listing, landlord, company, other listings, history), the four outcomes and their
// effects (emails through the outbox, the moderation hold checked through the public search and the portal,
// the account flagged for review), validation, 404/409, and renters and landlords refused.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accountReviews, auditEvents, listingReports, listings, outboundEmails } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { createListing, createPlace, type TestPlace } from '../../test/listing-factories.ts';
import { openReportCount } from './counts.ts';
import { hideListings, unhideListings } from './hide-listings.ts';

let t: TestApp;
let place: TestPlace;
let support: Record<string, string>;
let supportId: number;
let landlord: Awaited<ReturnType<TestApp['loginAs']>>;
let renter: Awaited<ReturnType<TestApp['loginAs']>>;
const base = '/api/support/reported-listings';
const fr = (headers: Record<string, string>) => ({ ...headers, 'accept-language': 'fr' });

beforeAll(async () => {
  t = await buildTestApp();
  const agent = await t.loginAs('Support');
  support = agent.headers;
  supportId = agent.user.id;
  landlord = await t.loginAs('Landlord', { firstName: 'Lena', lastName: 'Lord', locale: 'fr' });
  renter = await t.loginAs('Renter');
  place = await createPlace(t.db, { cityName: 'Moderville' });
});
afterAll(() => t.close());

beforeEach(async () => {
  await t.db.delete(listingReports);
  await t.db.delete(outboundEmails);
});

const ownListing = (overrides: Parameters<typeof createListing>[2] = {}, where = place) =>
  createListing(t.db, where, {
    ownerId: landlord.user.id,
    companyId: landlord.user.companyId,
    photos: 2,
    ...overrides,
  });

/** A listing alone in its own city, so the public search of that city shows exactly it or nothing. */
async function searchable(overrides: Parameters<typeof createListing>[2] = {}) {
  const own = await createPlace(t.db);
  const listing = await ownListing(overrides, own);
  return { listing, inSearch: () => searchIds(own) };
}

async function report(listingId: number, values: Partial<typeof listingReports.$inferInsert> = {}): Promise<number> {
  const [row] = await t.db
    .insert(listingReports)
    .values({ listingId, reason: 'scam', details: 'Asked for a wire transfer', ...values })
    .returning({ id: listingReports.id });
  return row?.id as number;
}

/** The ids the public search finds in the test city. */
async function searchIds(where: TestPlace): Promise<number[]> {
  const res = await t.call('GET', `/api/listings?cityId=${where.city.id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().listings.map((card: { id: number }) => card.id);
}

const outcome = (id: number, body: Record<string, unknown>, headers = support) =>
  t.call('POST', `${base}/${id}/outcome`, { headers, body });

describe('the queue', () => {
  it('groups reports per listing, oldest open first, with counts and reasons; filters by state, reason and q', async () => {
    const older = await ownListing({ title: 'Older reported loft' });
    const newer = await ownListing({ title: 'Newer reported flat' });
    const handled = await ownListing({ title: 'Handled studio' });
    const hourAgo = new Date(Date.now() - 3_600_000);
    await report(newer.id, { reason: 'duplicate' });
    await report(older.id, { reason: 'scam', createdAt: hourAgo });
    await report(older.id, { reason: 'wrong-info' });
    await report(older.id, { reason: 'scam', status: 'dismissed', resolvedAt: new Date() });
    await report(handled.id, { status: 'resolved', outcome: 'hide', resolvedAt: new Date() });

    const res = await t.call('GET', base, { headers: support });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.map((r: { id: number }) => r.id)).toEqual([older.id, newer.id]);
    expect(body.data[0]).toMatchObject({
      title: 'Older reported loft',
      reportCount: 2,
      openCount: 2,
      reasons: ['scam', 'wrong-info'],
      landlordName: 'Lena Lord',
      companyName: 'Test Rentals Inc.',
      listingStatus: 'active',
      onHold: false,
    });
    expect(body.meta).toMatchObject({ total: 2, currentPage: 1 });

    const scam = await t.call('GET', `${base}?reason=duplicate`, { headers: support });
    expect(scam.json().data.map((r: { id: number }) => r.id)).toEqual([newer.id]);
    const q = await t.call('GET', `${base}?q=loft`, { headers: support });
    expect(q.json().data.map((r: { id: number }) => r.id)).toEqual([older.id]);

    const done = await t.call('GET', `${base}?state=handled`, { headers: support });
    expect(done.json().data.map((r: { id: number }) => r.id)).toEqual([handled.id]);
    expect(done.json().data[0]).toMatchObject({ openCount: 0, lastOutcome: 'hide' });

    const paged = await t.call('GET', `${base}?perPage=1&page=2`, { headers: support });
    expect(paged.json().data.map((r: { id: number }) => r.id)).toEqual([newer.id]);
    expect(paged.json().meta).toMatchObject({ total: 2, lastPage: 2 });

    expect(await openReportCount(t.db)).toBe(2);
  });

  it('refuses unknown filters with a 422 naming the field, in English and French', async () => {
    const res = await t.call('GET', `${base}?state=closed&reason=nope`, { headers: support });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['reason', 'state']);
    const frRes = await t.call('GET', `${base}?perPage=1000`, { headers: fr(support) });
    expect(frRes.statusCode).toBe(422);
    expect(frRes.json().errors.perPage[0]).toMatch(/ne peut pas être supérieure à 100/);
  });
});

describe("a listing's file", () => {
  it('shows every report, the listing, its landlord and company and their other listings, without secrets', async () => {
    const listing = await ownListing({ title: 'Suspicious penthouse', rent: 500_00 });
    const other = await ownListing({ title: 'Another of theirs', status: 'paused' });
    await report(listing.id, { reporterId: renter.user.id, details: 'Too cheap' });
    await report(listing.id, { reporterEmail: 'walker@example.test', reason: 'wrong-info' });
    await report(other.id);

    const res = await t.call('GET', `${base}/${listing.id}`, { headers: support });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.listing).toMatchObject({
      id: listing.id,
      title: 'Suspicious penthouse',
      rent: 500_00,
      status: 'active',
    });
    expect(body.listing.photos).toHaveLength(2);
    expect(body.listing.publicPath).toMatch(new RegExp(`/moderville/suspicious-penthouse-${listing.id}$`));
    expect(body.landlord).toMatchObject({ id: landlord.user.id, name: 'Lena Lord', email: landlord.user.email });
    expect(body.company).toMatchObject({ id: landlord.user.companyId, name: 'Test Rentals Inc.' });
    expect(body.reports.map((r: { details: string }) => r.details)).toEqual(['Too cheap', 'Asked for a wire transfer']);
    expect(body.reports[0]).toMatchObject({ reporterId: renter.user.id, reporterEmail: renter.user.email });
    expect(body.reports[1]).toMatchObject({ reporterId: null, reporterEmail: 'walker@example.test' });
    const others = body.otherListings.find((o: { id: number }) => o.id === other.id);
    expect(others).toMatchObject({ title: 'Another of theirs', status: 'paused', openReports: 1 });
    expect(body.otherListings.some((o: { id: number }) => o.id === listing.id)).toBe(false);
    expect(res.body).not.toMatch(/passwordHash|password_hash|userHash|totp/i);
  });

  it('answers 404 for a listing that does not exist or was never reported', async () => {
    const quiet = await ownListing();
    expect((await t.call('GET', `${base}/${quiet.id}`, { headers: support })).statusCode).toBe(404);
    expect((await t.call('GET', `${base}/999999`, { headers: support })).statusCode).toBe(404);
    expect((await t.call('GET', `${base}/999999/history`, { headers: support })).statusCode).toBe(404);
    expect((await outcome(999_999, { outcome: 'dismiss' })).statusCode).toBe(404);
  });
});

describe('outcomes', () => {
  it('dismiss closes every open report with the note, audits it, and tells reporters without the note', async () => {
    const { listing, inSearch } = await searchable({ title: 'Fine listing' });
    await report(listing.id, { reporterEmail: 'a@example.test' });
    await report(listing.id, { reporterEmail: 'A@example.test ' });
    await report(listing.id, { reporterId: renter.user.id });
    await report(listing.id);

    const res = await outcome(listing.id, { outcome: 'dismiss', note: 'Checked the lease: genuine' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ closed: 4, reportersEmailed: 2, landlordEmailed: false });

    const rows = await t.db.select().from(listingReports).where(eq(listingReports.listingId, listing.id));
    expect(rows.every((r) => r.status === 'dismissed' && r.outcome === 'dismiss' && r.resolvedById === supportId)).toBe(
      true,
    );
    expect(rows[0]?.note).toBe('Checked the lease: genuine');
    const mails = await t.db.select().from(outboundEmails);
    expect(mails.map((m) => m.to).sort()).toEqual(['a@example.test', renter.user.email].sort());
    for (const mail of mails) {
      expect(mail.template).toBe('report-outcome');
      expect(mail.text).toContain('Fine listing');
      expect(mail.text).not.toContain('genuine');
      expect(mail.text).not.toContain('Lena');
    }
    const [event] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.resource, 'listing-reports'), eq(auditEvents.recordId, String(listing.id))));
    expect(event).toMatchObject({ action: 'dismiss', actorId: supportId });

    const history = await t.call('GET', `${base}/${listing.id}/history`, { headers: support });
    expect(history.json().data.map((e: { action: string }) => e.action)).toEqual(['dismiss']);
    expect(await inSearch()).toContain(listing.id);

    // Nothing is open any more: a second outcome is a conflict, in French too.
    const again = await outcome(listing.id, { outcome: 'hide' }, fr(support));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/signalement ouvert/);
  });

  it('ask-fix emails the landlord the message in their language and needs a message', async () => {
    const { listing, inSearch } = await searchable({ title: 'Wrong rent listing' });
    await report(listing.id, { reason: 'wrong-info', reporterEmail: 'tenant@example.test' });

    const missing = await outcome(listing.id, { outcome: 'ask-fix', note: 'x' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.message[0]).toMatch(/required/);
    const tooLong = await outcome(listing.id, { outcome: 'ask-fix', message: 'x'.repeat(2001) }, fr(support));
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors.message[0]).toMatch(/2000/);
    const badOutcome = await outcome(listing.id, { outcome: 'ban' });
    expect(badOutcome.json().errors.outcome).toBeDefined();

    const res = await outcome(listing.id, {
      outcome: 'ask-fix',
      note: 'internal: second complaint',
      message: 'The rent shown is not the rent in the lease.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ closed: 1, landlordEmailed: true, reportersEmailed: 1 });
    const mails = await t.db.select().from(outboundEmails);
    const toLandlord = mails.find((m) => m.to === landlord.user.email);
    expect(toLandlord?.template).toBe('report-landlord');
    expect(toLandlord?.subject).toContain('Veuillez corriger');
    expect(toLandlord?.text).toContain('The rent shown is not the rent in the lease.');
    expect(toLandlord?.text).toContain(`/portal/listings/${listing.id}`);
    expect(toLandlord?.text).not.toContain('internal');
    const toReporter = mails.find((m) => m.to === 'tenant@example.test');
    expect(toReporter?.text).not.toContain('The rent shown');
    const [row] = await t.db.select().from(listingReports).where(eq(listingReports.listingId, listing.id));
    expect(row).toMatchObject({ status: 'resolved', outcome: 'ask-fix' });
    expect(await inSearch()).toContain(listing.id);
  });

  it('hide takes the listing out of the public search and the landlord cannot bring it back', async () => {
    const { listing, inSearch } = await searchable({ title: 'Scam listing' });
    await report(listing.id);
    expect(await inSearch()).toContain(listing.id);

    const res = await outcome(listing.id, { outcome: 'hide', note: 'Fake photos' });
    expect(res.statusCode).toBe(200);
    expect(await inSearch()).not.toContain(listing.id);
    const [held] = await t.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(held).toMatchObject({ status: 'paused', moderationHeldStatus: 'active' });
    expect(held?.moderationHoldAt).not.toBeNull();
    // The public page is gone too.
    expect((await t.call('GET', `/api/listing/${listing.id}`)).statusCode).toBe(404);

    // The portal refuses to resume or publish it, with the reason.
    const resume = await t.call('POST', `/api/landlord/listings/${listing.id}/resume`, { headers: landlord.headers });
    expect(resume.statusCode).toBe(409);
    expect(resume.json().message).toMatch(/Support has put this listing on hold/);
    const resumeFr = await t.call('POST', `/api/landlord/listings/${listing.id}/resume`, {
      headers: fr(landlord.headers),
    });
    expect(resumeFr.json().message).toMatch(/Le soutien a suspendu/);
    const publish = await t.call('POST', `/api/commerce/enable/${listing.id}`, { headers: landlord.headers });
    expect(publish.statusCode).toBe(409);
    // And no write path can make it active while held (the check constraint).
    await expect(t.db.update(listings).set({ status: 'active' }).where(eq(listings.id, listing.id))).rejects.toThrow();

    const actions = await t.db
      .select({ action: auditEvents.action, resource: auditEvents.resource })
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.recordId, String(listing.id)),
          inArray(auditEvents.resource, ['listings', 'listing-reports']),
        ),
      );
    expect(actions).toEqual(
      expect.arrayContaining([
        { action: 'hide', resource: 'listings' },
        { action: 'hide', resource: 'listing-reports' },
      ]),
    );
    const detail = await t.call('GET', `${base}/${listing.id}`, { headers: support });
    expect(detail.json().listing.moderationHoldReason).toContain('Fake photos');
  });

  it('remove removes and holds the listing and flags the landlord for an account review', async () => {
    const { listing, inSearch } = await searchable({ title: 'Removed listing' });
    await report(listing.id, { reporterEmail: 'r@example.test' });
    const res = await outcome(listing.id, { outcome: 'remove', note: 'Known scam pattern' });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row?.status).toBe('removed');
    expect(row?.moderationHoldAt).not.toBeNull();
    expect(row?.removedAt).not.toBeNull();
    expect(await inSearch()).not.toContain(listing.id);
    const [review] = await t.db.select().from(accountReviews).where(eq(accountReviews.userId, landlord.user.id));
    expect(review?.reasons.some((r) => r.reason === 'listing-removed' && r.note?.includes('Known scam pattern'))).toBe(
      true,
    );
    const [mail] = await t.db.select().from(outboundEmails).where(eq(outboundEmails.to, 'r@example.test'));
    expect(mail?.text).toMatch(/removed it/);
  });
});

describe('hideListings and unhideListings', () => {
  it('holds many listings at once, skips those already held, and lifting the hold restores an active one', async () => {
    const { listing: a, inSearch } = await searchable();
    const b = await ownListing({ status: 'draft', enabledAt: null });
    const audit = { actor: null };
    expect(await hideListings(t.db, [a.id, b.id], 'Account suspended', audit)).toBe(2);
    expect(await hideListings(t.db, [a.id], 'again', audit)).toBe(0);
    const rows = await t.db
      .select()
      .from(listings)
      .where(inArray(listings.id, [a.id, b.id]));
    expect(rows.find((r) => r.id === a.id)?.status).toBe('paused');
    expect(rows.find((r) => r.id === b.id)?.status).toBe('draft');
    expect(await inSearch()).not.toContain(a.id);

    expect(await unhideListings(t.db, [a.id, b.id], audit)).toBe(2);
    const after = await t.db
      .select()
      .from(listings)
      .where(inArray(listings.id, [a.id, b.id]));
    expect(after.find((r) => r.id === a.id)).toMatchObject({ status: 'active', moderationHoldAt: null });
    expect(after.find((r) => r.id === b.id)).toMatchObject({ status: 'draft', moderationHoldAt: null });
    expect(await inSearch()).toContain(a.id);
  });
});

describe('access', () => {
  it('refuses renters and landlords (403) and anonymous callers (401) on every route', async () => {
    const listing = await ownListing();
    await report(listing.id);
    const routes: [string, string][] = [
      ['GET', base],
      ['GET', `${base}/${listing.id}`],
      ['GET', `${base}/${listing.id}/history`],
      ['POST', `${base}/${listing.id}/outcome`],
    ];
    for (const [method, url] of routes) {
      const body = method === 'POST' ? { outcome: 'dismiss' } : undefined;
      expect((await t.call(method as 'GET', url, { headers: renter.headers, body })).statusCode).toBe(403);
      expect((await t.call(method as 'GET', url, { headers: landlord.headers, body })).statusCode).toBe(403);
      expect((await t.call(method as 'GET', url, { body })).statusCode).toBe(401);
    }
    const [still] = await t.db.select().from(listingReports).where(eq(listingReports.listingId, listing.id));
    expect(still?.status).toBe('open');
  });
});
