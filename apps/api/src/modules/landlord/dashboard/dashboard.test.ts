// The landlord dashboard: account stats (counts, the new-landlord indicator and its checklist) and the
// activity feed (a renter's inquiry writes 'lead-received'; newest first, paged), each for the caller's
// account only.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, landlordActivities, users } from '../../../db/schema/index.ts';
import { buildTestApp, type TestApp, uniqueEmail } from '../../../test/build-app.ts';
import { createListing, createPlace, type TestPlace } from '../../../test/listing-factories.ts';

type Login = Awaited<ReturnType<TestApp['loginAs']>>;

let t: TestApp;
let place: TestPlace;
let owner: Login;
let rival: Login;
let solo: Login;
let loftId: number;

beforeAll(async () => {
  t = await buildTestApp();
  place = await createPlace(t.db, { cityName: 'Dashville' });
  owner = await t.loginAs('Landlord');
  rival = await t.loginAs('Landlord');
  solo = await t.loginAs('Landlord', { companyName: undefined });
  const mine = { companyId: owner.user.companyId, ownerId: owner.user.id };
  loftId = (await createListing(t.db, place, { title: 'Loft', photos: 2, ...mine })).id;
  await createListing(t.db, place, { status: 'draft', enabledAt: null, ...mine });
  await createListing(t.db, place, { status: 'removed', ...mine });
  await createListing(t.db, place, { companyId: rival.user.companyId, ownerId: rival.user.id });
});
afterAll(() => t.close());

const get = (url: string, who: Login = owner) => t.call('GET', url, { headers: who.headers });

describe('GET /api/landlord/account-stats', () => {
  it("counts the account's listings (not removed) and enabled ones; a new landlord gets the checklist", async () => {
    const res = await get('/api/landlord/account-stats');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      numOfListings: 2,
      numOfEnabledListings: 1,
      // One live listing at 1 credit a day, and no credits: nothing left.
      numOfDaysLeft: 0,
      dailyCreditUsage: 1,
      isNewLandlord: true,
      newLandlordListings: 5,
      checklist: { hasListing: true, hasPhotos: true, hasActiveListing: true, accountDetailsComplete: false },
    });
    expect((await get('/api/landlord/account-stats', solo)).json()).toMatchObject({
      numOfListings: 0,
      checklist: { hasListing: false, hasPhotos: false },
    });
  });

  it('ticks the account details once the phone and the company address are there, and stops being new at 5', async () => {
    await t.db.update(users).set({ phone: '416-555-0199' }).where(eq(users.id, owner.user.id));
    await t.db
      .update(companies)
      .set({ address: '1 King St', city: 'Toronto' })
      .where(eq(companies.id, owner.user.companyId as number));
    for (let i = 0; i < 3; i++) {
      await createListing(t.db, place, { companyId: owner.user.companyId, ownerId: owner.user.id });
    }
    const stats = (await get('/api/landlord/account-stats')).json();
    expect(stats).toMatchObject({ numOfListings: 5, isNewLandlord: false });
    expect(stats.checklist.accountDetailsComplete).toBe(true);
  });
});

describe('GET /api/landlord/activities', () => {
  it("records a renter's inquiry as 'lead-received' and lists the feed newest first, paged", async () => {
    const csrf = await t.csrf();
    const sent = await t.call('POST', '/api/renter-inquire', {
      headers: csrf,
      body: { listingId: loftId, name: 'Ravi Renter', email: uniqueEmail('ravi'), message: 'Still available?' },
    });
    expect(sent.statusCode).toBe(201);
    const first = await get('/api/landlord/activities?perPage=1');
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual([
      {
        id: expect.any(Number),
        kind: 'lead-received',
        createdAt: expect.any(String),
        actorName: null,
        listing: { id: loftId, title: 'Loft' },
        leadId: expect.any(Number),
        details: { renterName: 'Ravi Renter' },
      },
    ]);
    expect(first.json().meta).toEqual({ currentPage: 1, perPage: 1, hasMore: false });

    await t.db.insert(landlordActivities).values({
      companyId: owner.user.companyId,
      ownerId: owner.user.id,
      actorId: owner.user.id,
      kind: 'photo-added',
      listingId: loftId,
    });
    const page1 = (await get('/api/landlord/activities?perPage=1')).json();
    expect(page1.data.map((a: { kind: string }) => a.kind)).toEqual(['photo-added']);
    expect(page1.meta.hasMore).toBe(true);
    const page2 = (await get('/api/landlord/activities?perPage=1&page=2')).json();
    expect(page2.data.map((a: { kind: string }) => a.kind)).toEqual(['lead-received']);
  });

  it("never shows another account's activity, and refuses bad paging", async () => {
    expect((await get('/api/landlord/activities', rival)).json().data).toEqual([]);
    expect((await get('/api/landlord/activities', solo)).json().data).toEqual([]);
    const bad = await t.call('GET', '/api/landlord/activities?perPage=500', {
      headers: { ...owner.headers, 'accept-language': 'fr' },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['perPage']);
  });
});
