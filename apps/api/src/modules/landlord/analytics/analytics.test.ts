// A listing's analytics: 90 zero-filled days ending today (UTC), views, favourites and inquiries counted as
// they happen (the listing's day and its city's), the conversion beside the city's, ownership and access.
import { ANALYTICS_DAYS, type ListingAnalytics } from '@rentals/shared/resources/landlord-analytics';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cityDailyStats, listingDailyStats } from '../../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { createListing, createPlace, type TestPlace } from '../../../test/listing-factories.ts';
import { analyticsDays } from './analytics.service.ts';
import { countListingEvent } from './record-stats.ts';

type Landlord = Awaited<ReturnType<TestApp['loginAs']>>;

let t: TestApp;
let alice: Landlord;
let bob: Landlord;

beforeAll(async () => {
  t = await buildTestApp();
  alice = await t.loginAs('Landlord', { companyName: 'Alice Rentals' });
  bob = await t.loginAs('Landlord', { companyName: 'Bob Properties' });
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * DAY_MS).toISOString().slice(0, 10);
const analyticsUrl = (id: number) => `/api/landlord/listings/${id}/analytics`;

let cities = 0;
/** Each test its own city, so city figures never mix. */
const newPlace = () => createPlace(t.db, { cityName: `Statsville ${++cities}` });

function listingOf(owner: Landlord, place: TestPlace) {
  return createListing(t.db, place, { companyId: owner.user.companyId, ownerId: owner.user.id });
}

async function analytics(id: number, headers = alice.headers): Promise<ListingAnalytics> {
  const res = await t.call('GET', analyticsUrl(id), { headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const eqCity = (cityId: number) => eq(cityDailyStats.cityId, cityId);
const dayOf = (answer: ListingAnalytics, day = today()) => answer.days.find((d) => d.day === day);

describe('GET /api/landlord/listings/:id/analytics', () => {
  it('answers 90 days ending today, zeros filled in, with totals and conversions', async () => {
    const place = await newPlace();
    const listing = await listingOf(alice, place);
    await t.db.insert(listingDailyStats).values([
      { listingId: listing.id, day: daysAgo(1), views: 40, favourites: 2, inquiries: 1 },
      { listingId: listing.id, day: daysAgo(10), views: 60, favourites: 1, inquiries: 3 },
      // Outside the window: not counted.
      { listingId: listing.id, day: daysAgo(ANALYTICS_DAYS), views: 999, favourites: 9, inquiries: 9 },
    ]);
    const answer = await analytics(listing.id);
    expect(answer.days).toHaveLength(ANALYTICS_DAYS);
    expect(answer.days.map((d) => d.day)).toEqual(analyticsDays(new Date()));
    expect(answer.days.at(-1)?.day).toBe(today());
    expect(answer.days[0]?.day).toBe(daysAgo(ANALYTICS_DAYS - 1));
    expect(dayOf(answer, daysAgo(1))).toEqual({ day: daysAgo(1), views: 40, favourites: 2, inquiries: 1 });
    expect(dayOf(answer, daysAgo(2))).toEqual({ day: daysAgo(2), views: 0, favourites: 0, inquiries: 0 });
    expect(answer.totals).toEqual({ views: 100, favourites: 3, inquiries: 4 });
    expect(answer.conversion).toBeCloseTo(0.04);
    expect(answer.city).toEqual({ name: place.city.name, conversion: null });
  });

  it('has no conversion for a listing never viewed', async () => {
    const listing = await listingOf(alice, await newPlace());
    const answer = await analytics(listing.id);
    expect(answer.totals).toEqual({ views: 0, favourites: 0, inquiries: 0 });
    expect(answer.conversion).toBeNull();
    expect(answer.days.every((d) => d.views === 0 && d.favourites === 0 && d.inquiries === 0)).toBe(true);
  });

  it("sets the listing's conversion beside its city's, over the same 90 days", async () => {
    const place = await newPlace();
    const listing = await listingOf(alice, place);
    await t.db.insert(listingDailyStats).values({ listingId: listing.id, day: daysAgo(3), views: 50, inquiries: 1 });
    await t.db.insert(cityDailyStats).values([
      { cityId: place.city.id, day: daysAgo(3), views: 600, favourites: 20, inquiries: 9 },
      { cityId: place.city.id, day: today(), views: 400, favourites: 10, inquiries: 6 },
      { cityId: place.city.id, day: daysAgo(ANALYTICS_DAYS + 5), views: 10, inquiries: 10 },
    ]);
    const answer = await analytics(listing.id);
    expect(answer.conversion).toBeCloseTo(0.02);
    expect(answer.city.name).toBe(place.city.name);
    expect(answer.city.conversion).toBeCloseTo(0.015);
  });

  it('answers 404 for another landlord’s listing and for a missing one, 401 anonymous, 403 to a renter', async () => {
    const listing = await listingOf(alice, await newPlace());
    expect((await t.call('GET', analyticsUrl(listing.id), { headers: bob.headers })).statusCode).toBe(404);
    expect((await t.call('GET', analyticsUrl(999_999), { headers: alice.headers })).statusCode).toBe(404);
    expect((await t.call('GET', analyticsUrl(listing.id), {})).statusCode).toBe(401);
    const renter = await t.loginAs('Renter');
    expect((await t.call('GET', analyticsUrl(listing.id), { headers: renter.headers })).statusCode).toBe(403);
  });
});

describe('counting', () => {
  it('counts a view of the public listing (countView, also the server-rendered page’s), not of a paused one', async () => {
    const place = await newPlace();
    const listing = await listingOf(alice, place);
    expect((await t.call('GET', `/api/listing/${listing.id}`, {})).statusCode).toBe(200);
    expect((await t.call('GET', `/api/listing/${listing.id}`, {})).statusCode).toBe(200);
    let answer = await analytics(listing.id);
    expect(dayOf(answer)).toMatchObject({ views: 2, favourites: 0, inquiries: 0 });
    expect(answer.totals.views).toBe(2);

    const paused = await createListing(t.db, place, {
      companyId: alice.user.companyId,
      ownerId: alice.user.id,
      status: 'paused',
    });
    expect((await t.call('GET', `/api/listing/${paused.id}`, {})).statusCode).toBe(404);
    expect((await analytics(paused.id)).totals.views).toBe(0);
    answer = await analytics(listing.id);
    expect(answer.totals.views).toBe(2);
    const [city] = await t.db.select().from(cityDailyStats).where(eqCity(place.city.id));
    expect(city).toMatchObject({ day: today(), views: 2 });
  });

  it('counts a favourite once, when it is added (toggle and sign-in merge)', async () => {
    const place = await newPlace();
    const listing = await listingOf(alice, place);
    const other = await listingOf(alice, place);
    const renter = await t.loginAs('Renter');
    const toggle = (listingId: number, active: boolean) =>
      t.call('PATCH', '/api/favourite-listing', { headers: renter.headers, body: { listingId, active } });
    expect((await toggle(listing.id, true)).statusCode).toBe(200);
    expect((await toggle(listing.id, true)).statusCode).toBe(200); // already a favourite: not counted again
    expect(dayOf(await analytics(listing.id))?.favourites).toBe(1);

    const merge = await t.call('PATCH', '/api/audit-favourite-listings', {
      headers: renter.headers,
      body: { favouriteListings: [listing.id, other.id] },
    });
    expect(merge.statusCode, merge.body).toBe(200);
    expect(dayOf(await analytics(listing.id))?.favourites).toBe(1);
    expect(dayOf(await analytics(other.id))?.favourites).toBe(1);
    const [city] = await t.db.select().from(cityDailyStats).where(eqCity(place.city.id));
    expect(city?.favourites).toBe(2);
  });

  it('counts an inquiry', async () => {
    const place = await newPlace();
    const listing = await listingOf(alice, place);
    const renter = await t.loginAs('Renter');
    const res = await t.call('POST', '/api/renter-inquire', {
      headers: renter.headers,
      body: { listingId: listing.id, name: 'Renter', email: renter.user.email, message: 'Still available?' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const answer = await analytics(listing.id);
    expect(dayOf(answer)?.inquiries).toBe(1);
    expect(answer.totals.inquiries).toBe(1);
  });

  it('never throws for a missing listing', async () => {
    await expect(countListingEvent(t.db, 999_999, 'views')).resolves.toBeUndefined();
    await expect(countListingEvent(t.db, [], 'favourites')).resolves.toBeUndefined();
  });
});
