// The demo listings generator, without a database: determinism and realistic data.

import { listingFeesSchema, mandatoryMonthlyFees } from '@rentals/shared/resources/listing-fees';
import {
  AMENITY_KEYS,
  LEASE_TERM_KEYS,
  PARKING_KEYS,
  PET_POLICY_KEYS,
  RENTAL_TYPE_KEYS,
  UTILITY_KEYS,
} from '@rentals/shared/resources/listing-vocabularies';
import { describe, expect, it } from 'vitest';
import { createRandom, seedFrom, weightedSampler } from './demo-random.ts';
import {
  CITY_SIZES,
  citySize,
  companyKeysFor,
  type GeneratedListing,
  type GeneratorCity,
  generateCompany,
  generateListings,
  generatorContext,
  ONE_BEDROOM_RENT,
} from './listings-generator.ts';

const city = (id: number, name: string, population: number, extra: Partial<GeneratorCity> = {}): GeneratorCity => ({
  id,
  name,
  provinceId: 1,
  provinceCode: 'ON',
  country: 'CA',
  metroAreaId: null,
  lat: 43.7,
  lng: -79.4,
  population,
  metroPopulation: 0,
  ...extra,
});

const CITIES = [
  city(1, 'Toronto', 2_600_000, { metroAreaId: 1, metroPopulation: 6_000_000 }),
  city(2, 'Mississauga', 700_000, { metroAreaId: 1, metroPopulation: 6_000_000, lat: 43.59, lng: -79.64 }),
  city(3, 'Hamilton', 500_000, { lat: 43.25, lng: -79.87 }),
  city(4, 'Kingston', 120_000, { lat: 44.23, lng: -76.48 }),
  city(5, 'Cobourg', 19_000, { lat: 43.96, lng: -78.17 }),
  city(6, 'Smalltown', 2_000, { lat: 44.5, lng: -79.1 }),
  city(7, 'Austin', 950_000, { provinceId: 2, provinceCode: 'TX', country: 'US', lat: 30.27, lng: -97.74 }),
  city(8, 'Marfa', 1_800, { provinceId: 2, provinceCode: 'TX', country: 'US', lat: 30.31, lng: -104.02 }),
];
const NOW = new Date('2025-06-15T12:00:00Z');
const context = (seed = 42) => generatorContext(CITIES, { seed, now: NOW });
const cityOf = (l: GeneratedListing) => CITIES.find((c) => c.id === l.cityId) as GeneratorCity;

const sample = generateListings(context(), 0, 6000);

describe('the seeded random source', () => {
  it('repeats itself for the same seed and differs for another', () => {
    const a = createRandom('x', 1);
    const b = createRandom('x', 1);
    const c = createRandom('x', 2);
    const first = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(first);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(first);
    expect(seedFrom('chunk', 1)).not.toBe(seedFrom('chunk', 2));
  });

  it('samples by weight', () => {
    const pick = weightedSampler(['rare', 'common'], (k) => (k === 'rare' ? 1 : 9));
    const random = createRandom('weights');
    const picks = Array.from({ length: 5000 }, () => pick(random));
    const rare = picks.filter((p) => p === 'rare').length / picks.length;
    expect(rare).toBeGreaterThan(0.07);
    expect(rare).toBeLessThan(0.13);
  });
});

describe('generateListings', () => {
  it('gives the same rows for the same seed, and other rows for another seed', () => {
    expect(generateListings(context(), 0, 300)).toEqual(generateListings(context(), 0, 300));
    const other = generateListings(context(7), 0, 300);
    expect(other.map((l) => l.title)).not.toEqual(sample.slice(0, 300).map((l) => l.title));
  });

  it('gives listing n the same data however the range is split (so top-ups continue the sequence)', () => {
    const whole = generateListings(context(), 900, 2600);
    const parts = [...generateListings(context(), 900, 1234), ...generateListings(context(), 1234, 2600)];
    expect(parts).toEqual(whole);
    expect(whole.map((l) => l.index)).toEqual(Array.from({ length: 1700 }, (_, i) => 900 + i));
    expect(whole).toEqual(sample.slice(900, 2600));
  });

  it('asks realistic rents by city size and bedrooms', () => {
    expect(CITY_SIZES.map((size) => ONE_BEDROOM_RENT[size][0])).toEqual([2000, 1500, 1200, 1000, 900]);
    expect(citySize(CITIES[1] as GeneratorCity)).toBe('major'); // a suburb of a big metro rents like it
    expect(citySize(CITIES[5] as GeneratorCity)).toBe('town');
    const median = (rows: GeneratedListing[]) => {
      const rents = rows.map((l) => l.rent).sort((a, b) => a - b);
      return rents[Math.floor(rents.length / 2)] as number;
    };
    const oneBedMedians: number[] = [];
    for (const size of CITY_SIZES) {
      const only = CITIES.find((c) => citySize(c) === size) as GeneratorCity;
      const rows = generateListings(generatorContext([only], { seed: 3, now: NOW }), 0, 3000);
      const apartments = (beds: number) => rows.filter((l) => l.rentalType === 'apartment' && l.beds === beds);
      const oneBeds = apartments(1).filter((l) => !l.furnished);
      expect(oneBeds.length).toBeGreaterThan(200);
      const [low, high] = ONE_BEDROOM_RENT[size];
      for (const l of oneBeds) {
        // Up to 4.5% lower for listings enabled 18 months ago; rounded to $25.
        expect(l.rent, `${size}: ${l.title}`).toBeGreaterThanOrEqual(Math.floor(low * 0.955) * 100 - 2500);
        expect(l.rent, `${size}: ${l.title}`).toBeLessThanOrEqual(high * 100 + 2500);
        expect(l.rent % 2500).toBe(0);
      }
      // Studios < 1 bed < 2 beds < 3 beds, each extra bedroom +25-40%; rooms cheapest.
      const medians = [0, 1, 2, 3].map((beds) => median(apartments(beds)));
      expect(medians, size).toEqual([...medians].sort((a, b) => a - b));
      const step = (medians[2] as number) / (medians[1] as number);
      expect(step).toBeGreaterThan(1.2);
      expect(step).toBeLessThan(1.45);
      expect(median(rows.filter((l) => l.rentalType === 'room'))).toBeLessThan(medians[0] as number);
      oneBedMedians.push(median(oneBeds));
    }
    expect(oneBedMedians).toEqual([...oneBedMedians].sort((a, b) => b - a));
  });

  it('gives a minority of listings fees: each with a recurring one, summed into monthlyFees', () => {
    const withFees = sample.filter((l) => l.fees.length > 0);
    expect(withFees.length / sample.length).toBeGreaterThan(0.2);
    expect(withFees.length / sample.length).toBeLessThan(0.3);
    for (const l of sample) {
      expect(listingFeesSchema.parse(l.fees)).toEqual(l.fees);
      expect(l.monthlyFees).toBe(mandatoryMonthlyFees(l.fees));
      if (l.fees.length > 0) expect(l.monthlyFees).toBeGreaterThan(0);
    }
    const amounts = (type: string) =>
      withFees.flatMap((l) => l.fees.filter((f) => f.type === type).map((f) => f.amount));
    for (const cents of amounts('parking')) expect(cents).toBeGreaterThanOrEqual(75_00);
    for (const cents of amounts('parking')) expect(cents).toBeLessThanOrEqual(200_00);
    for (const type of ['parking', 'pet-rent', 'utilities', 'application', 'move-in']) {
      expect(amounts(type).length, type).toBeGreaterThan(0);
    }
  });

  it('keeps beds, baths and size consistent', () => {
    for (const l of sample) {
      expect(l.beds).toBeGreaterThanOrEqual(0);
      expect(l.beds).toBeLessThanOrEqual(5);
      expect(Number.isInteger(l.baths * 2)).toBe(true);
      expect(l.baths).toBeGreaterThanOrEqual(1);
      expect(l.baths).toBeLessThanOrEqual(Math.max(1, l.beds + 0.5));
      if (l.beds === 0) expect(l.baths).toBe(1);
      if (l.sqft !== null && l.rentalType !== 'room') {
        expect(l.sqft).toBeGreaterThanOrEqual(350 + l.beds * 150);
        expect(l.sqft).toBeLessThanOrEqual(3700);
      }
      if (l.deposit !== null) expect(l.deposit).toBeLessThanOrEqual(l.rent + 2500);
    }
    expect(new Set(sample.map((l) => l.beds))).toEqual(new Set([0, 1, 2, 3, 4, 5]));
  });

  it('mixes statuses, mostly active, and features ~5% of the active ones', () => {
    const share = (status: string) => sample.filter((l) => l.status === status).length / sample.length;
    expect(share('active')).toBeGreaterThan(0.86);
    expect(share('active')).toBeLessThan(0.94);
    for (const status of ['paused', 'expired', 'removed']) expect(share(status)).toBeGreaterThan(0.005);
    const featured = sample.filter((l) => l.featuredUntil);
    expect(featured.every((l) => l.status === 'active' && (l.featuredUntil as Date) > NOW)).toBe(true);
    expect(featured.length / sample.length).toBeGreaterThan(0.03);
    expect(featured.length / sample.length).toBeLessThan(0.07);
  });

  it('spreads enabled dates over 18 months and available dates over the next 60 days', () => {
    const day = 86_400_000;
    const ages = sample.map((l) => (NOW.getTime() - l.enabledAt.getTime()) / day);
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ages)).toBeLessThanOrEqual(549);
    expect(ages.filter((a) => a > 365).length).toBeGreaterThan(sample.length / 5);
    const nowSoon = sample.filter((l) => l.availableDate === null).length / sample.length;
    expect(nowSoon).toBeGreaterThan(0.3);
    for (const l of sample.filter((x) => x.availableDate)) {
      const days = (Date.parse(`${l.availableDate}T12:00:00Z`) - NOW.getTime()) / day;
      expect(days).toBeGreaterThanOrEqual(-1);
      expect(days).toBeLessThanOrEqual(61);
    }
  });

  it('uses only the shared vocabularies', () => {
    for (const l of sample) {
      expect(RENTAL_TYPE_KEYS).toContain(l.rentalType);
      expect(PARKING_KEYS).toContain(l.parking);
      if (l.leaseTerm) expect(LEASE_TERM_KEYS).toContain(l.leaseTerm);
      for (const a of l.amenities) expect(AMENITY_KEYS).toContain(a);
      for (const u of l.utilities) expect(UTILITY_KEYS).toContain(u);
      for (const p of l.petPolicies) expect(PET_POLICY_KEYS).toContain(p);
      if (l.petPolicies.includes('no-pets')) expect(l.petPolicies).toEqual(['no-pets']);
    }
    const types = new Map<string, number>();
    for (const l of sample) types.set(l.rentalType, (types.get(l.rentalType) ?? 0) + 1);
    expect((types.get('apartment') ?? 0) + (types.get('condo') ?? 0)).toBeGreaterThan(sample.length / 2);
    expect(types.size).toBe(RENTAL_TYPE_KEYS.length);
  });

  it('puts several units at some addresses (~10% of listings), each with its own unit number', () => {
    const byAddress = new Map<string, GeneratedListing[]>();
    for (const l of sample) {
      const key = `${l.cityId}|${l.streetAddress}|${l.lat}|${l.lng}`;
      byAddress.set(key, [...(byAddress.get(key) ?? []), l]);
    }
    const shared = [...byAddress.values()].filter((group) => group.length > 1);
    const inShared = shared.reduce((n, group) => n + group.length, 0) / sample.length;
    expect(inShared).toBeGreaterThan(0.05);
    expect(inShared).toBeLessThan(0.16);
    for (const group of shared) {
      expect(group.length).toBeLessThanOrEqual(7);
      expect(new Set(group.map((l) => l.unit)).size).toBe(group.length);
      expect(group.every((l) => l.unit && ['apartment', 'condo'].includes(l.rentalType))).toBe(true);
    }
  });

  it('places listings near their city, more in bigger cities, with the right postal code format', () => {
    for (const l of sample) {
      const c = cityOf(l);
      expect(Math.abs(l.lat - c.lat)).toBeLessThan(0.12);
      expect(Math.abs(l.lng - c.lng)).toBeLessThan(0.16);
      expect(l.provinceId).toBe(c.provinceId);
      expect(l.metroAreaId).toBe(c.metroAreaId);
      expect(l.postalCode).toMatch(c.country === 'CA' ? /^[A-Z]\d[A-Z] \d[A-Z]\d$/ : /^\d{5}$/);
      if (c.country === 'CA') expect(l.postalCode[0]).toMatch(/[KLMNP]/);
      else expect(Number(l.postalCode.slice(0, 3))).toBeGreaterThanOrEqual(750);
      expect(l.streetAddress).toMatch(/^\d+ \S/);
      expect(l.contactPhone).toMatch(/^\d{3}-555-01\d\d$/);
    }
    const inCity = (id: number) => sample.filter((l) => l.cityId === id).length;
    expect(inCity(1)).toBeGreaterThan(inCity(4));
    expect(inCity(4)).toBeGreaterThan(inCity(6));
  });

  it('writes titles, slugs and descriptions that describe the unit', () => {
    for (const l of sample.slice(0, 500)) {
      expect(l.title.length).toBeGreaterThan(10);
      expect(l.title.length).toBeLessThanOrEqual(120);
      expect(l.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(l.description.split('. ').length).toBeGreaterThanOrEqual(4);
      if (l.rentalType === 'room') expect(l.title).toMatch(/room/);
      else if (l.beds === 0) expect(l.title.toLowerCase()).toContain('studio');
      else expect(l.title).toContain(`${l.beds} bedroom`);
    }
  });

  it('gives every listing 1 to 6 distinct photos from the demo pool', () => {
    for (const l of sample) {
      expect(l.photos.length).toBeGreaterThanOrEqual(1);
      expect(l.photos.length).toBeLessThanOrEqual(6);
      expect(new Set(l.photos.map((p) => p.storageKey)).size).toBe(l.photos.length);
      expect(l.photos.map((p) => p.position)).toEqual(l.photos.map((_, i) => i));
      for (const p of l.photos) {
        expect(p.storageKey).toMatch(/^demo\/photo-(?:[1-9]|1[0-6])$/);
        expect(p).toMatchObject({ width: 1600, height: 1067 });
        expect(p.alt).toContain(l.streetAddress);
      }
    }
  });
});

describe('companies', () => {
  it('gives ~125 listings (50 to 200) to each company of a chunk', () => {
    expect(companyKeysFor(0, 1000)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(companyKeysFor(999, 1001)).toEqual(Array.from({ length: 16 }, (_, i) => i));
    expect(companyKeysFor(5, 5)).toEqual([]);
    const perCompany = new Map<number, number>();
    for (const l of sample) perCompany.set(l.companyKey, (perCompany.get(l.companyKey) ?? 0) + 1);
    expect(perCompany.size).toBe(48);
    for (const n of perCompany.values()) {
      expect(n).toBeGreaterThanOrEqual(30);
      expect(n).toBeLessThanOrEqual(260);
    }
  });

  it('names companies and their landlords deterministically, with demo.test emails', () => {
    expect(generateCompany(42, 3)).toEqual(generateCompany(42, 3));
    const company = generateCompany(42, 0);
    expect(company.landlord.email).toBe('landlord-1@demo.test');
    expect(company.name).toMatch(/\w+ .*\w/);
    expect(company.website).toMatch(/^https:\/\/[a-z0-9-]+\.example$/);
    const listing = sample.find((l) => l.companyKey === 0) as GeneratedListing;
    expect(listing.contactEmail).toBe('landlord-1@demo.test');
    expect(listing.contactName).toBe(`${company.landlord.firstName} ${company.landlord.lastName}`);
  });
});
