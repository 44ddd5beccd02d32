// A demo duplicate pair for support's merge screen (/support/company/{id}/merge-listings): the company
// "Lakeshore Living Rentals" with the same unit listed twice (the second a re-post six weeks later with a
// slightly different title), both active, sharing their photos. Placed in the city of the newest demo listing
// that is not the demo landlord's. Once: skipped when the company exists or there are no demo listings.
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { Queryable } from '../client.ts';
import { companies, listingPhotos, listings, users } from '../schema/index.ts';
import { DEMO_LANDLORD_EMAIL } from './listings.ts';

export const DEMO_MERGE_COMPANY = 'Lakeshore Living Rentals';

const DAY = 24 * 60 * 60_000;

export async function seedDemoMerges(db: Queryable): Promise<number> {
  const [existing] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, DEMO_MERGE_COMPANY));
  if (existing) return 0;
  const [landlord] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_LANDLORD_EMAIL));
  const [model] = await db
    .select()
    .from(listings)
    .where(and(eq(listings.status, 'active'), landlord ? ne(listings.ownerId, landlord.id) : undefined))
    .orderBy(desc(listings.id))
    .limit(1);
  if (!model) return 0;
  const photos = await db
    .select()
    .from(listingPhotos)
    .where(eq(listingPhotos.listingId, model.id))
    .orderBy(asc(listingPhotos.position))
    .limit(4);

  const [company] = await db
    .insert(companies)
    .values({ name: DEMO_MERGE_COMPANY, phone: '416-555-0142', address: '88 Queens Quay West' })
    .returning({ id: companies.id });
  if (!company) return 0;

  const listed = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY);
  const base = {
    companyId: company.id,
    ownerId: null,
    description:
      'Bright two bedroom corner unit with floor-to-ceiling windows, a balcony facing the lake, in-suite laundry ' +
      'and one parking spot. Steps from the streetcar, the waterfront trail and groceries.',
    streetAddress: '88 Queens Quay West',
    unit: '1204',
    postalCode: model.postalCode,
    cityId: model.cityId,
    metroAreaId: model.metroAreaId,
    provinceId: model.provinceId,
    lat: model.lat,
    lng: model.lng,
    rent: 2_650_00,
    deposit: 2_650_00,
    beds: 2,
    baths: 2,
    sqft: 910,
    rentalType: model.rentalType,
    parking: 'garage',
    status: 'active' as const,
    contactName: 'Lakeshore Living Rentals',
    contactPhone: '416-555-0142',
    contactEmail: 'leasing@lakeshore-living.example',
  };
  const rows = await db
    .insert(listings)
    .values([
      {
        ...base,
        title: '2 bedroom corner suite with lake view',
        slug: '2-bedroom-corner-suite-with-lake-view',
        firstListedAt: listed(45),
        enabledAt: listed(45),
        viewCount: 214,
      },
      {
        ...base,
        title: '2 bedroom corner suite, lake view, parking',
        slug: '2-bedroom-corner-suite-lake-view-parking',
        unit: 'Unit 1204',
        streetAddress: '88 Queens Quay W',
        firstListedAt: listed(2),
        enabledAt: listed(2),
        viewCount: 31,
      },
    ])
    .returning({ id: listings.id });
  const photoRows = rows.flatMap((row) =>
    photos.map((photo) => ({
      listingId: row.id,
      position: photo.position,
      storageKey: photo.storageKey,
      width: photo.width,
      height: photo.height,
      alt: photo.alt,
    })),
  );
  if (photoRows.length > 0) await db.insert(listingPhotos).values(photoRows);
  return rows.length;
}
