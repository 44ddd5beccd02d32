// The writes behind the landlord's listings: the columns of a create or an update (the place derived from
// the city, the monthly fees from the fees), the relisting guard, the status transitions a landlord may make
// without credits, and the activity feed row each write leaves.
import { missingForPublishing } from '@rentals/shared/listing-quality';
import type {
  CreateLandlordListingInput,
  LandlordListing,
  LandlordListingAction,
  UpdateLandlordListingInput,
} from '@rentals/shared/resources/landlord-listings';
import { mandatoryMonthlyFees } from '@rentals/shared/resources/listing-fees';
import { slugify } from '@rentals/shared/resources/listings';
import { and, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { cities, landlordActivities, listings } from '../../../db/schema/index.ts';
import type { AuthUser } from '../../../lib/auth-user.ts';
import { HttpError, invalidFields } from '../../../lib/http-error.ts';
import { isOnModerationHold } from '../../support-reports/hide-listings.ts';
import { ownedBy, ownerOf } from '../ownership.ts';

/** A unit removed and listed again within this many days keeps its first listed date. */
export const RELISTING_GUARD_DAYS = 90;

type ListingInsert = typeof listings.$inferInsert;
type Owner = Pick<AuthUser, 'id' | 'companyId'>;

async function cityPlace(db: Queryable, cityId: number) {
  const [city] = await db
    .select({ provinceId: cities.provinceId, metroAreaId: cities.metroAreaId, lat: cities.lat, lng: cities.lng })
    .from(cities)
    .where(eq(cities.id, cityId));
  // An id that is no seeded city is the landlord's mistake, not a missing record.
  if (!city) throw invalidFields({ cityId: 'in' });
  return city;
}

/** The columns an input sets: '' stored as null where the column allows it, the slug following the title. */
function columnsOf(input: UpdateLandlordListingInput): Partial<ListingInsert> {
  const values: Partial<ListingInsert> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    const nullable = ['unit', 'postalCode', 'contactName', 'contactPhone', 'contactEmail'].includes(key);
    (values as Record<string, unknown>)[key] = nullable && value === '' ? null : value;
  }
  if (input.title !== undefined) values.slug = slugify(input.title) || 'listing';
  if (input.fees !== undefined) values.monthlyFees = mandatoryMonthlyFees(input.fees);
  return values;
}

/**
 * The first listed date a new listing at this address inherits: that of the owner's listing at the same
 * street address and unit removed within RELISTING_GUARD_DAYS, so relisting cannot make a unit look new.
 */
export async function inheritedFirstListedAt(
  db: Queryable,
  user: Owner,
  streetAddress: string | null | undefined,
  unit: string | null | undefined,
): Promise<Date | null> {
  const address = streetAddress?.trim().toLowerCase();
  if (!address) return null;
  const since = new Date(Date.now() - RELISTING_GUARD_DAYS * 86_400_000);
  const [removed] = await db
    .select({ at: sql<Date | string>`coalesce(${listings.firstListedAt}, ${listings.enabledAt})` })
    .from(listings)
    .where(
      and(
        ownedBy(user, listings),
        eq(listings.status, 'removed'),
        gte(listings.removedAt, since),
        isNotNull(sql`coalesce(${listings.firstListedAt}, ${listings.enabledAt})`),
        sql`lower(trim(${listings.streetAddress})) = ${address}`,
        sql`coalesce(lower(trim(${listings.unit})), '') = ${unit?.trim().toLowerCase() ?? ''}`,
      ),
    )
    .orderBy(sql`coalesce(${listings.firstListedAt}, ${listings.enabledAt}) asc`)
    .limit(1);
  return removed ? new Date(removed.at) : null;
}

/** Inserts a draft owned by `user`; returns its id. */
export async function insertDraft(db: Queryable, user: Owner, input: CreateLandlordListingInput): Promise<number> {
  const place = await cityPlace(db, input.cityId);
  const values = columnsOf(input);
  const [row] = await db
    .insert(listings)
    .values({
      title: '',
      slug: 'listing',
      streetAddress: '',
      rent: 0,
      beds: 0,
      baths: 0,
      rentalType: 'apartment',
      ...values,
      ...ownerOf(user),
      status: 'draft',
      cityId: input.cityId,
      provinceId: place.provinceId,
      metroAreaId: place.metroAreaId,
      lat: input.lat ?? place.lat,
      lng: input.lng ?? place.lng,
      firstListedAt: await inheritedFirstListedAt(db, user, input.streetAddress, input.unit),
    })
    .returning({ id: listings.id });
  if (!row) throw new Error('listing insert returned nothing');
  return row.id;
}

/** Updates the fields sent; a published listing (active or paused) may not lose what publishing needs. */
export async function updateListing(
  db: Queryable,
  user: Owner,
  before: LandlordListing,
  input: UpdateLandlordListingInput,
) {
  const values = columnsOf(input);
  if (input.cityId !== undefined && input.cityId !== before.cityId) {
    const place = await cityPlace(db, input.cityId);
    Object.assign(values, { provinceId: place.provinceId, metroAreaId: place.metroAreaId });
    // The pin follows the new city unless one was sent with it.
    values.lat = input.lat ?? place.lat;
    values.lng = input.lng ?? place.lng;
  }
  if (before.status === 'active' || before.status === 'paused') {
    const after = { ...before, ...input, photoCount: before.photoCount };
    const lost = missingForPublishing(after).filter((field) => !before.missing.includes(field));
    if (lost.length > 0) throw invalidFields(Object.fromEntries(lost.map((field) => [field, 'required' as const])));
  }
  const addressChanged = input.streetAddress !== undefined || input.unit !== undefined;
  if (addressChanged && !before.firstListedAt && !before.enabledAt) {
    values.firstListedAt = await inheritedFirstListedAt(
      db,
      user,
      input.streetAddress ?? before.streetAddress,
      input.unit ?? before.unit,
    );
  }
  if (Object.keys(values).length > 0) await db.update(listings).set(values).where(eq(listings.id, before.id));
}

/** A new draft copy: another unit at the same address (unit cleared, no photos, counters at zero). */
export async function duplicateListing(db: Queryable, user: Owner, source: LandlordListing): Promise<number> {
  const { id, status, slug, cityName, provinceCode, photo, photoCount, viewCount, inquiryCount, missing, ...rest } =
    source;
  return insertDraft(db, user, {
    title: rest.title,
    description: rest.description,
    descriptionFr: rest.descriptionFr,
    streetAddress: rest.streetAddress,
    postalCode: rest.postalCode ?? '',
    cityId: rest.cityId,
    lat: rest.lat,
    lng: rest.lng,
    rent: rest.rent,
    deposit: rest.deposit,
    beds: rest.beds,
    baths: rest.baths,
    sqft: rest.sqft,
    rentalType: rest.rentalType as never,
    furnished: rest.furnished,
    petPolicies: rest.petPolicies as never,
    amenities: rest.amenities as never,
    utilities: rest.utilities as never,
    parking: rest.parking as never,
    availableDate: rest.availableDate,
    leaseTerm: rest.leaseTerm as never,
    contactName: rest.contactName ?? '',
    contactPhone: rest.contactPhone ?? '',
    contactEmail: rest.contactEmail ?? '',
    fees: rest.fees,
  });
}

/** pause: active -> paused; resume: paused -> active once paid for (enabledAt); remove: anything else -> removed. */
export async function changeStatus(db: Queryable, listing: LandlordListing, action: LandlordListingAction) {
  if (action === 'pause') {
    if (listing.status !== 'active') throw new HttpError(409, 'listingNotActive');
    await db.update(listings).set({ status: 'paused' }).where(eq(listings.id, listing.id));
  } else if (action === 'resume') {
    if (listing.status !== 'paused' || !listing.enabledAt) throw new HttpError(409, 'listingNotResumable');
    // A support moderation hold (support-reports/hide-listings.ts): only support lifts it.
    if (await isOnModerationHold(db, listing.id)) throw new HttpError(409, 'listingOnModerationHold');
    await db.update(listings).set({ status: 'active' }).where(eq(listings.id, listing.id));
  } else {
    if (listing.status === 'removed') throw new HttpError(409, 'listingAlreadyRemoved');
    await db.update(listings).set({ status: 'removed', removedAt: new Date() }).where(eq(listings.id, listing.id));
  }
}

export const ACTIVITY_OF_ACTION: Record<LandlordListingAction, string> = {
  pause: 'listing-paused',
  resume: 'listing-resumed',
  remove: 'listing-removed',
};

/** One row of the landlord's activity feed, owned like the listing (company, else the landlord). */
export async function recordActivity(
  db: Queryable,
  user: Owner,
  kind: string,
  listingId: number | null,
  details: Record<string, unknown> = {},
) {
  await db.insert(landlordActivities).values({ ...ownerOf(user), actorId: user.id, kind, listingId, details });
}

/** The listing the caller created at registration (their own first listing, while still a draft), if any. */
export async function registrationDraftOf(db: Queryable, user: Owner): Promise<number | null> {
  const [row] = await db
    .select({ id: listings.id, status: listings.status })
    .from(listings)
    // Their own, not a colleague's: a company's other landlords' drafts are not this registration's.
    .where(and(ownedBy(user, listings), eq(listings.ownerId, user.id)))
    .orderBy(listings.id)
    .limit(1);
  return row?.status === 'draft' ? row.id : null;
}
