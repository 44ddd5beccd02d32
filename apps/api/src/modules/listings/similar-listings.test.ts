import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import {
  addCity,
  createCompany,
  createListing,
  createPlace,
  type NewTestListing,
  type TestPlace,
} from '../../test/listing-factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const idsOf = (body: { listings: { id: number }[] }) => body.listings.map((l) => l.id);

describe('GET /api/similar-listings/:id', () => {
  let place: TestPlace;
  let offset = 0;
  /** A listing `km` east of the city centre (roughly), its own address. */
  const near = (km: number, overrides: NewTestListing = {}) =>
    createListing(t.db, place, {
      lat: place.city.lat,
      lng: place.city.lng + km / 80,
      streetAddress: `${++offset} Similar Rd`,
      ...overrides,
    });

  beforeAll(async () => {
    place = await createPlace(t.db, { cityName: 'Similartown', lat: 49.2, lng: -123.1 });
  });

  it('finds same-city listings with ±1 bed and rent within 25%, same type first, then nearest', async () => {
    const subject = await near(0, { beds: 2, rent: 2_000_00, rentalType: 'apartment' });
    const condoClose = await near(1, { beds: 2, rent: 2_000_00, rentalType: 'condo' });
    const aptFar = await near(9, { beds: 3, rent: 2_400_00, rentalType: 'apartment' });
    const aptNear = await near(2, { beds: 1, rent: 1_600_00, rentalType: 'apartment' });
    // Just outside each rule.
    await near(1, { beds: 4, rent: 2_000_00 });
    await near(1, { beds: 0, rent: 2_000_00 });
    await near(1, { beds: 2, rent: 1_499_00 });
    await near(1, { beds: 2, rent: 2_501_00 });
    await near(1, { beds: 2, rent: 2_000_00, status: 'removed' });
    // Other units at the subject's address: never "similar".
    await createListing(t.db, place, { lat: subject.lat, lng: subject.lng, streetAddress: '999 Elsewhere St' });
    await near(3, { streetAddress: subject.streetAddress });

    const res = await t.call('GET', `/api/similar-listings/${subject.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(idsOf(body)).toEqual([aptNear.id, aptFar.id, condoClose.id]);
    expect(body.total).toBe(3);
    expect(body.listings[0]).toMatchObject({ id: aptNear.id, cityName: 'Similartown', beds: 1 });
  });

  it('takes at most 8, and tops up from the metro area when the city has too few', async () => {
    const metroPlace = await createPlace(t.db, { cityName: 'Metro Core', lat: 40, lng: -100 });
    const suburb = await addCity(t.db, metroPlace, { name: 'Metro Suburb', lat: 40.1, lng: -100.1 });
    const outside = await createPlace(t.db, { cityName: 'Not In Metro', lat: 40.01, lng: -100.01, metro: false });
    const subject = await createListing(t.db, metroPlace, { streetAddress: '1 Core St' });
    const inCity = await createListing(t.db, metroPlace, { lng: -100.05, streetAddress: '2 Core St' });
    const inSuburb = await createListing(t.db, suburb, { streetAddress: '3 Suburb St' });
    await createListing(t.db, outside, { streetAddress: '4 Outside St' });

    const body = (await t.call('GET', `/api/similar-listings/${subject.id}`)).json();
    expect(idsOf(body)).toEqual([inCity.id, inSuburb.id]);

    // A full city: 10 matches, 8 answered, the suburb not needed.
    const busy = await createPlace(t.db, { cityName: 'Busy City', lat: 30, lng: -90 });
    const busySubject = await createListing(t.db, busy, { streetAddress: '0 Busy St' });
    for (let i = 1; i <= 10; i++) {
      await createListing(t.db, busy, { lng: -90 - i * 0.001, streetAddress: `${i} Busy St` });
    }
    const full = (await t.call('GET', `/api/similar-listings/${busySubject.id}`)).json();
    expect(full.listings).toHaveLength(8);
    expect(full.total).toBe(8);
    expect(idsOf(full)).not.toContain(busySubject.id);
  });

  it('answers 422 for a bad id', async () => {
    const res = await t.call('GET', '/api/similar-listings/x');
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['id']);
  });
});

describe('GET /api/similar-offerings/:id', () => {
  it("lists the company's other active listings, newest first, with the company's total", async () => {
    const place = await createPlace(t.db, { cityName: 'Offerville' });
    const other = await createPlace(t.db, { cityName: 'Far Away' });
    const company = await createCompany(t.db);
    const rival = await createCompany(t.db);
    const day = (n: number) => new Date(Date.UTC(2025, 0, n));
    const subject = await createListing(t.db, place, { companyId: company.id, enabledAt: day(5) });
    const ofCompany = [];
    for (let n = 1; n <= 10; n++) {
      // Any city: offerings are the company's, wherever they are.
      ofCompany.push(await createListing(t.db, n % 2 ? place : other, { companyId: company.id, enabledAt: day(n) }));
    }
    await createListing(t.db, place, { companyId: company.id, status: 'draft' });
    await createListing(t.db, place, { companyId: rival.id });
    await createListing(t.db, place, {});

    const body = (await t.call('GET', `/api/similar-offerings/${subject.id}`)).json();
    expect(body.total).toBe(10);
    expect(idsOf(body)).toEqual(
      ofCompany
        .slice()
        .reverse()
        .slice(0, 8)
        .map((l) => l.id),
    );
  });

  it('is empty for a listing without a company', async () => {
    const place = await createPlace(t.db);
    const alone = await createListing(t.db, place, { companyId: null });
    await createListing(t.db, place, { companyId: null });
    expect((await t.call('GET', `/api/similar-offerings/${alone.id}`)).json()).toEqual({ listings: [], total: 0 });
  });
});
