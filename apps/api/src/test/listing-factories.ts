// Places and listings for API tests. Test databases hold no places (the 17,730 cities are seeded only by
// `npm start` and `npm run seed`), so each test creates the province, metro and city it needs.
import { slugify } from '@rentals/shared/resources/listings';
import type { Queryable } from '../db/client.ts';
import { cities, companies, listingPhotos, listings, metroAreas, provinces } from '../db/schema/index.ts';

let counter = 0;
const next = () => `${process.pid}-${Date.now().toString(36)}-${++counter}`;

export interface TestPlace {
  province: typeof provinces.$inferSelect;
  metroArea: typeof metroAreas.$inferSelect | null;
  city: typeof cities.$inferSelect;
}

/** A province (unique code and slug) with one city at lat/lng, in a metro area unless `metro: false`. */
export async function createPlace(
  db: Queryable,
  options: {
    cityName?: string;
    provinceName?: string;
    lat?: number;
    lng?: number;
    metro?: boolean;
    population?: number;
  } = {},
): Promise<TestPlace> {
  const n = next();
  const provinceName = options.provinceName ?? `Province ${n}`;
  const cityName = options.cityName ?? `City ${n}`;
  const lat = options.lat ?? 43.65;
  const lng = options.lng ?? -79.38;
  const [province] = await db
    .insert(provinces)
    .values({
      country: 'CA',
      code: `T${n}`,
      name: provinceName,
      slug: slugify(`${provinceName}-${n}`),
      kind: 'province',
    })
    .returning();
  if (!province) throw new Error('province not created');
  let metroArea: TestPlace['metroArea'] = null;
  if (options.metro !== false) {
    const [created] = await db
      .insert(metroAreas)
      .values({ name: `${cityName} Area`, slug: slugify(`${cityName}-area-${n}`), provinceId: province.id, lat, lng })
      .returning();
    metroArea = created ?? null;
  }
  const [city] = await db
    .insert(cities)
    .values({
      name: cityName,
      slug: slugify(cityName),
      provinceId: province.id,
      metroAreaId: metroArea?.id ?? null,
      lat,
      lng,
      population: options.population ?? 100_000,
    })
    .returning();
  if (!city) throw new Error('city not created');
  return { province, metroArea: metroArea ?? null, city };
}

/** Another city in an existing place's province (and metro). */
export async function addCity(
  db: Queryable,
  place: TestPlace,
  options: { name?: string; lat?: number; lng?: number; population?: number } = {},
): Promise<TestPlace> {
  const name = options.name ?? `City ${next()}`;
  const [city] = await db
    .insert(cities)
    .values({
      name,
      slug: slugify(name),
      provinceId: place.province.id,
      metroAreaId: place.metroArea?.id ?? null,
      lat: options.lat ?? place.city.lat,
      lng: options.lng ?? place.city.lng,
      population: options.population ?? 50_000,
    })
    .returning();
  if (!city) throw new Error('city not created');
  return { ...place, city };
}

export async function createCompany(db: Queryable, name = `Company ${next()}`) {
  const [company] = await db.insert(companies).values({ name }).returning();
  if (!company) throw new Error('company not created');
  return company;
}

export type NewTestListing = Partial<typeof listings.$inferInsert> & { photos?: number };

/**
 * An active listing in `place` (at the city's coordinates unless lat/lng are given), enabled now. `photos`
 * adds that many photo rows (storage keys under demo/).
 */
export async function createListing(db: Queryable, place: TestPlace, overrides: NewTestListing = {}) {
  const { photos = 0, ...values } = overrides;
  const title = values.title ?? `2 bedroom apartment ${next()}`;
  const [listing] = await db
    .insert(listings)
    .values({
      title,
      slug: slugify(title),
      description: 'Bright unit close to transit.',
      streetAddress: `${100 + counter} Main St`,
      postalCode: 'M5V 1A1',
      cityId: place.city.id,
      metroAreaId: place.city.metroAreaId,
      provinceId: place.province.id,
      lat: place.city.lat,
      lng: place.city.lng,
      rent: 2_000_00,
      beds: 2,
      baths: 1,
      sqft: 800,
      rentalType: 'apartment',
      status: 'active',
      enabledAt: new Date(),
      contactName: 'Test Landlord',
      contactPhone: '416-555-0101',
      contactEmail: 'landlord@example.test',
      ...values,
    })
    .returning();
  if (!listing) throw new Error('listing not created');
  if (photos > 0) {
    await db.insert(listingPhotos).values(
      Array.from({ length: photos }, (_, position) => ({
        listingId: listing.id,
        position,
        storageKey: `demo/photo-${(position % 12) + 1}`,
        width: 1600,
        height: 1067,
        alt: `${title}, photo ${position + 1}`,
      })),
    );
  }
  return listing;
}
