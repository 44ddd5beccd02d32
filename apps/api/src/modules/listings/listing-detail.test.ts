import { type ListingFee, mandatoryMonthlyFees } from '@rentals/shared/resources/listing-fees';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { createCompany, createListing, createPlace, type TestPlace } from '../../test/listing-factories.ts';
import { addressPattern } from './listing-detail.ts';

let t: TestApp;
let place: TestPlace;

beforeAll(async () => {
  t = await buildTestApp();
  place = await createPlace(t.db, { cityName: 'Detailville', lat: 45.5, lng: -73.6 });
});
afterAll(() => t.close());

/** A distinct point per listing, so only the ones a test puts together share a location. */
let offset = 0;
const apart = () => ({ lat: 45.5 + ++offset * 0.001, lng: -73.6 - offset * 0.001 });

const viewsOf = async (id: number) =>
  (await t.db.select({ v: listings.viewCount }).from(listings).where(eq(listings.id, id)))[0]?.v;

describe('GET /api/listing/:id', () => {
  it('answers the active listing with its photos in order, company and places, never the contact email', async () => {
    const company = await createCompany(t.db, 'Maple Homes');
    const listing = await createListing(t.db, place, {
      ...apart(),
      title: '2 bedroom with balcony',
      slug: '2-bedroom-with-balcony',
      companyId: company.id,
      photos: 3,
      amenities: ['balcony', 'dishwasher'],
      deposit: 1_000_00,
      leaseTerm: '12-months',
      contactEmail: 'secret-landlord@example.test',
    });
    const res = await t.call('GET', `/api/listing/${listing.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('secret-landlord');
    expect(res.body).not.toContain('contactEmail');
    const body = res.json();
    expect(body.sharedLocationListings).toEqual([]);
    expect(body.listing).toMatchObject({
      id: listing.id,
      title: '2 bedroom with balcony',
      path: `/rentals/${place.province.slug}/detailville/2-bedroom-with-balcony-${listing.id}`,
      rent: 2_000_00,
      deposit: 1_000_00,
      amenities: ['balcony', 'dishwasher'],
      leaseTerm: '12-months',
      contactName: 'Test Landlord',
      contactPhone: '416-555-0101',
      company: { id: company.id, name: 'Maple Homes', logo: null },
      city: { id: place.city.id, name: 'Detailville', slug: 'detailville' },
      province: { id: place.province.id, slug: place.province.slug, code: place.province.code },
      metroArea: { id: place.metroArea?.id, slug: place.metroArea?.slug },
      photoCount: 3,
    });
    expect(body.listing.photos.map((p: { alt: string }) => p.alt)).toEqual([
      '2 bedroom with balcony, photo 1',
      '2 bedroom with balcony, photo 2',
      '2 bedroom with balcony, photo 3',
    ]);
    expect(body.listing.photos[0]).toEqual(body.listing.photo);
    expect(body.listing.photo.srcSet).toContain('1600w');
    expect(Date.parse(body.listing.updatedAt)).not.toBeNaN();
  });

  it('answers the fees, recurring and one-time, with the monthly fees and the total monthly cost', async () => {
    const fees: ListingFee[] = [
      { type: 'parking', label: 'Underground spot', amount: 150_00, frequency: 'monthly', requirement: 'mandatory' },
      { type: 'pet-rent', label: '', amount: 40_00, frequency: 'monthly', requirement: 'optional' },
      { type: 'application', label: '', amount: 50_00, frequency: 'one-time', requirement: 'mandatory' },
    ];
    const listing = await createListing(t.db, place, { ...apart(), fees, monthlyFees: mandatoryMonthlyFees(fees) });
    const bare = await createListing(t.db, place, apart());
    const detail = async (id: number) => (await t.call('GET', `/api/listing/${id}`)).json().listing;
    expect(await detail(listing.id)).toMatchObject({
      rent: 2_000_00,
      monthlyFees: 150_00,
      totalMonthlyCost: 2_150_00,
      fees,
    });
    expect(await detail(bare.id)).toMatchObject({ monthlyFees: 0, totalMonthlyCost: 2_000_00, fees: [] });
  });

  it('is 404 for every status but active, and for an unknown id', async () => {
    for (const status of ['draft', 'paused', 'expired', 'removed'] as const) {
      const listing = await createListing(t.db, place, { ...apart(), status });
      for (const url of [
        `/api/listing/${listing.id}`,
        `/api/listing/${listing.id}/photos`,
        `/api/similar-listings/${listing.id}`,
        `/api/similar-offerings/${listing.id}`,
      ]) {
        const res = await t.call('GET', url);
        expect(res.statusCode, `${status} ${url}`).toBe(404);
        expect(res.json()).toEqual({ message: 'Not Found.' });
      }
      expect(await viewsOf(listing.id)).toBe(0);
    }
    expect((await t.call('GET', '/api/listing/2147483000')).statusCode).toBe(404);
  });

  it('answers 422 naming the field for a bad id or flag', async () => {
    for (const id of ['abc', '0', '1.5', '-3', '99999999999']) {
      const res = await t.call('GET', `/api/listing/${id}`);
      expect(res.statusCode, id).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['id']);
    }
    const listing = await createListing(t.db, place, apart());
    const res = await t.call('GET', `/api/listing/${listing.id}?includeSharedLocationListings=maybe`);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['includeSharedLocationListings']);
  });

  it('counts one view per successful GET', async () => {
    const listing = await createListing(t.db, place, apart());
    expect(await viewsOf(listing.id)).toBe(0);
    await t.call('GET', `/api/listing/${listing.id}`);
    await t.call('GET', `/api/listing/${listing.id}?includeSharedLocationListings=1`);
    expect(await viewsOf(listing.id)).toBe(2);
    // Photos, similar listings and the like are not views.
    await t.call('GET', `/api/listing/${listing.id}/photos`);
    await t.call('GET', `/api/similar-listings/${listing.id}`);
    expect(await viewsOf(listing.id)).toBe(2);
  });

  it('does not touch updated_at when counting a view', async () => {
    const listing = await createListing(t.db, place, { ...apart(), updatedAt: new Date('2024-01-02T03:04:05Z') });
    await t.call('GET', `/api/listing/${listing.id}`);
    const [row] = await t.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row?.updatedAt.toISOString()).toBe('2024-01-02T03:04:05.000Z');
    expect(row?.viewCount).toBe(1);
  });
});

describe('shared-location listings', () => {
  it('includes the other active units at the same point or address only when asked', async () => {
    const at = apart();
    const main = await createListing(t.db, place, {
      ...at,
      streetAddress: '500 Shared Ave',
      unit: '1',
      rent: 2_100_00,
    });
    const samePoint = await createListing(t.db, place, {
      ...at,
      streetAddress: '500 Shared Avenue',
      unit: '2',
      rent: 1_900_00,
    });
    // Same address written differently, geocoded a little apart.
    const sameAddress = await createListing(t.db, place, {
      ...apart(),
      streetAddress: '500  shared ave.',
      unit: '3',
      rent: 2_500_00,
    });
    await createListing(t.db, place, { ...at, streetAddress: '500 Shared Ave', unit: '4', status: 'paused' });
    await createListing(t.db, place, { ...apart(), streetAddress: '5000 Shared Ave' });
    await createListing(t.db, place, { ...apart(), streetAddress: '502 Shared Ave' });
    const otherCity = await createPlace(t.db, { cityName: 'Elsewhere', lat: 44, lng: -79 });
    await createListing(t.db, otherCity, { streetAddress: '500 Shared Ave' });

    const without = (await t.call('GET', `/api/listing/${main.id}`)).json();
    expect(without.sharedLocationListings).toEqual([]);
    const off = (await t.call('GET', `/api/listing/${main.id}?includeSharedLocationListings=0`)).json();
    expect(off.sharedLocationListings).toEqual([]);

    const withShared = (await t.call('GET', `/api/listing/${main.id}?includeSharedLocationListings=true`)).json();
    // Cheapest first; never itself, the paused unit, another number or another city.
    expect(withShared.sharedLocationListings.map((l: { id: number }) => l.id)).toEqual([samePoint.id, sameAddress.id]);
    expect(withShared.sharedLocationListings[0]).toMatchObject({ unit: '2', rent: 1_900_00, cityName: 'Detailville' });
  });

  it('reads addresses whatever their punctuation, spacing and case', () => {
    const pattern = new RegExp(addressPattern('123 Main St.')?.replace(/\[:alnum:\]/g, 'a-z0-9') ?? '', 'i');
    expect(pattern.test('123 main st')).toBe(true);
    expect(pattern.test('123, Main  St')).toBe(true);
    expect(pattern.test('1234 Main St')).toBe(false);
    expect(pattern.test('123 Main Street')).toBe(false);
    expect(addressPattern(' -- ')).toBeNull();
  });
});

describe('GET /api/listing/:id/photos', () => {
  it('lists the photos in order, or none', async () => {
    const withPhotos = await createListing(t.db, place, { ...apart(), photos: 2 });
    const res = await t.call('GET', `/api/listing/${withPhotos.id}/photos`);
    expect(res.statusCode).toBe(200);
    const { photos } = res.json();
    expect(photos).toHaveLength(2);
    expect(photos[0]).toMatchObject({
      url: '/uploads/demo/photo-1-800.webp',
      width: 1600,
      height: 1067,
      srcSet:
        '/uploads/demo/photo-1-400.webp 400w, /uploads/demo/photo-1-800.webp 800w, /uploads/demo/photo-1-1600.webp 1600w',
    });
    expect(photos[1].url).toBe('/uploads/demo/photo-2-800.webp');
    const bare = await createListing(t.db, place, apart());
    expect((await t.call('GET', `/api/listing/${bare.id}/photos`)).json()).toEqual({ photos: [] });
  });
});
